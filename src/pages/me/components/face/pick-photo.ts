/**
 * Takes or picks one photo from a single source. Built on `Taro.chooseMedia` rather than the client's
 * `chooseImages`: with exactly one source Taro's H5 picker opens the file input directly (with two it first
 * shows its own action sheet, in simplified Chinese), and `camera: 'front'` is what makes the H5 file input
 * ask for the front camera (`capture="user"`); in the mini-program the same option opens the front camera.
 */
import Taro from '@tarojs/taro'
import type { PickedImage } from '@/services/media'

export type PhotoSource = 'camera' | 'album'

/** Resolves with the photo, or `null` when the user cancelled. */
export async function pickPhoto(source: PhotoSource, camera: 'front' | 'back' = 'back'): Promise<PickedImage | null> {
  try {
    const result = await Taro.chooseMedia({
      count: 1,
      mediaType: ['image'],
      sourceType: [source],
      sizeType: ['compressed'],
      camera,
    })
    const file = result.tempFiles[0]
    return file ? { path: file.tempFilePath, size: file.size } : null
  } catch (error) {
    if (isCancel(error)) return null
    throw error
  }
}

/**
 * Asks where the photo comes from (camera or album) in Traditional Chinese, then picks it. `null` when the
 * user cancelled either step.
 */
export async function askAndPickPhoto(labels: { camera: string; album: string }): Promise<PickedImage | null> {
  let tapIndex: number
  try {
    ;({ tapIndex } = await Taro.showActionSheet({ itemList: [labels.camera, labels.album] }))
  } catch {
    return null
  }
  return pickPhoto(tapIndex === 0 ? 'camera' : 'album')
}

function isCancel(error: unknown): boolean {
  const errMsg = typeof error === 'object' && error !== null ? (error as { errMsg?: unknown }).errMsg : undefined
  return typeof errMsg === 'string' && /cancel|abort/i.test(errMsg)
}
