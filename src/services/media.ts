/**
 * Media pickers with the spec's defaults (section 5) and best-effort image compression before upload.
 */
import Taro from '@tarojs/taro'

export const IMAGE_PICKER_DEFAULTS = {
  count: 9,
  sizeType: ['original', 'compressed'] as Array<'original' | 'compressed'>,
  sourceType: ['album', 'camera'] as Array<'album' | 'camera'>,
}

export const VIDEO_PICKER_DEFAULTS = {
  maxDuration: 60,
  camera: 'back' as const,
}

/** Longest side after compression on H5; keeps ID photos readable for OCR at a fraction of the size. */
export const COMPRESSED_MAX_SIDE = 1600
export const COMPRESSED_JPEG_QUALITY = 0.8

export interface PickedImage {
  path: string
  /** Bytes. */
  size: number
}

export type ChooseImagesOptions = Partial<typeof IMAGE_PICKER_DEFAULTS>

/** Lets the user pick images; resolves `[]` when they cancel. */
export async function chooseImages(options: ChooseImagesOptions = {}): Promise<PickedImage[]> {
  try {
    const result = await Taro.chooseImage({ ...IMAGE_PICKER_DEFAULTS, ...options })
    return result.tempFiles.map((file) => ({ path: file.path, size: file.size }))
  } catch (error) {
    if (isCancel(error)) return []
    throw error
  }
}

export interface PickedVideo {
  path: string
  /** Seconds. */
  duration: number
  /** Bytes. */
  size: number
}

export type ChooseVideoOptions = Partial<{ maxDuration: number; camera: 'back' | 'front'; compressed: boolean }> & {
  sourceType?: Array<'album' | 'camera'>
}

/** Lets the user record or pick a video (60 s, back camera by default); resolves `null` on cancel. */
export async function chooseVideo(options: ChooseVideoOptions = {}): Promise<PickedVideo | null> {
  try {
    const result = await Taro.chooseVideo({ ...VIDEO_PICKER_DEFAULTS, ...options })
    return { path: result.tempFilePath, duration: result.duration, size: result.size }
  } catch (error) {
    if (isCancel(error)) return null
    throw error
  }
}

/**
 * A smaller copy of the image for upload, or the original path when compressing is not possible (never
 * fails: compression only saves bandwidth). Mini-program: the native compressor. H5: redrawn on a canvas
 * as JPEG, the longest side at most 1600 px.
 */
export async function compressImage(path: string): Promise<string> {
  try {
    if (process.env.TARO_ENV === 'h5') return await compressOnCanvas(path)
    const result = await Taro.compressImage({ src: path, quality: COMPRESSED_JPEG_QUALITY * 100 })
    return result.tempFilePath || path
  } catch {
    return path
  }
}

/** Target size keeping the aspect ratio, the longest side at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide = COMPRESSED_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

function compressOnCanvas(path: string): Promise<string> {
  if (process.env.TARO_ENV !== 'h5') return Promise.resolve(path)
  return new Promise((resolve) => {
    const image = new Image()
    image.onload = () => {
      try {
        const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight)
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = height
        const context = canvas.getContext('2d')
        if (!context || !width || !height) return resolve(path)
        context.drawImage(image, 0, 0, width, height)
        canvas.toBlob((blob) => resolve(blob ? URL.createObjectURL(blob) : path), 'image/jpeg', COMPRESSED_JPEG_QUALITY)
      } catch {
        resolve(path)
      }
    }
    image.onerror = () => resolve(path)
    image.src = path
  })
}

function isCancel(error: unknown): boolean {
  const errMsg = typeof error === 'object' && error !== null ? (error as { errMsg?: unknown }).errMsg : undefined
  return typeof errMsg === 'string' && /cancel/i.test(errMsg)
}
