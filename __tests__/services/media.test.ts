import Taro from '@tarojs/taro'
import { chooseImages, chooseVideo, compressImage, fitWithin } from '@/services/media'

afterEach(() => jest.restoreAllMocks())

describe('chooseImages', () => {
  it('asks for up to 9, original or compressed, album or camera, and returns path and size', async () => {
    const spy = jest.spyOn(Taro, 'chooseImage').mockResolvedValue({
      tempFilePaths: ['blob:1'],
      tempFiles: [{ path: 'blob:1', size: 1234, type: 'image/jpeg', originalFileObj: undefined }],
      errMsg: 'chooseImage:ok',
    } as unknown as Taro.chooseImage.SuccessCallbackResult)

    await expect(chooseImages()).resolves.toEqual([{ path: 'blob:1', size: 1234 }])
    expect(spy).toHaveBeenCalledWith({
      count: 9,
      sizeType: ['original', 'compressed'],
      sourceType: ['album', 'camera'],
    })
  })

  it('takes overrides', async () => {
    const spy = jest
      .spyOn(Taro, 'chooseImage')
      .mockResolvedValue({ tempFilePaths: [], tempFiles: [], errMsg: 'ok' } as Taro.chooseImage.SuccessCallbackResult)
    await chooseImages({ count: 1, sourceType: ['camera'] })
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ count: 1, sourceType: ['camera'] }))
  })

  it('resolves [] when the user cancels', async () => {
    jest.spyOn(Taro, 'chooseImage').mockRejectedValue({ errMsg: 'chooseImage:fail cancel' })
    await expect(chooseImages()).resolves.toEqual([])
  })

  it('passes other failures on', async () => {
    jest.spyOn(Taro, 'chooseImage').mockRejectedValue({ errMsg: 'chooseImage:fail auth deny' })
    await expect(chooseImages()).rejects.toEqual({ errMsg: 'chooseImage:fail auth deny' })
  })
})

describe('chooseVideo', () => {
  it('records up to 60 s with the back camera', async () => {
    const spy = jest.spyOn(Taro, 'chooseVideo').mockResolvedValue({
      tempFilePath: 'blob:v',
      duration: 12,
      size: 999,
      height: 1,
      width: 1,
      errMsg: 'ok',
    } as Taro.chooseVideo.SuccessCallbackResult)
    await expect(chooseVideo()).resolves.toEqual({ path: 'blob:v', duration: 12, size: 999 })
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ maxDuration: 60, camera: 'back' }))
  })

  it('resolves null on cancel', async () => {
    jest.spyOn(Taro, 'chooseVideo').mockRejectedValue({ errMsg: 'chooseVideo:fail cancel' })
    await expect(chooseVideo()).resolves.toBeNull()
  })
})

describe('compressImage', () => {
  it('fits the longest side within 1600 px, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 })
    expect(fitWithin(1200, 3200)).toEqual({ width: 600, height: 1600 })
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 })
  })

  it('mini-program: uses the native compressor', async () => {
    const original = process.env.TARO_ENV
    process.env.TARO_ENV = 'weapp'
    try {
      const spy = jest.spyOn(Taro, 'compressImage').mockResolvedValue({
        tempFilePath: 'wxfile://small.jpg',
        errMsg: 'ok',
      } as Taro.compressImage.SuccessCallbackResult)
      await expect(compressImage('wxfile://big.jpg')).resolves.toBe('wxfile://small.jpg')
      expect(spy).toHaveBeenCalledWith({ src: 'wxfile://big.jpg', quality: 80 })
    } finally {
      process.env.TARO_ENV = original
    }
  })

  describe('H5 canvas re-encoding', () => {
    /** An `Image` that "loads" with the given size, or fails when `size` is null. */
    function fakeImage(size: { width: number; height: number } | null) {
      class FakeImage {
        onload: (() => void) | null = null
        onerror: (() => void) | null = null
        naturalWidth = size?.width ?? 0
        naturalHeight = size?.height ?? 0
        set src(_value: string) {
          setTimeout(() => (size ? this.onload?.() : this.onerror?.()), 0)
        }
      }
      jest.spyOn(window, 'Image').mockImplementation(() => new FakeImage() as unknown as HTMLImageElement)
    }

    function fakeCanvas() {
      const drawImage = jest.fn()
      const canvas = {
        width: 0,
        height: 0,
        getContext: () => ({ drawImage }),
        toBlob: jest.fn((done: (blob: Blob | null) => void) => done(new Blob(['jpeg']))),
      }
      const createElement = document.createElement.bind(document)
      jest
        .spyOn(document, 'createElement')
        .mockImplementation((tag: string) =>
          tag === 'canvas' ? (canvas as unknown as HTMLCanvasElement) : createElement(tag),
        )
      return { canvas, drawImage }
    }

    beforeEach(() => {
      URL.createObjectURL = jest.fn(() => 'blob:http://localhost/compressed')
    })

    it('redraws a large photo at most 1600 px wide as JPEG 0.8', async () => {
      fakeImage({ width: 4000, height: 3000 })
      const { canvas, drawImage } = fakeCanvas()

      await expect(compressImage('blob:http://localhost/original')).resolves.toBe('blob:http://localhost/compressed')
      expect([canvas.width, canvas.height]).toEqual([1600, 1200])
      expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1600, 1200)
      expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8)
    })

    it('gives back the original path when the image cannot be read (never fails)', async () => {
      fakeImage(null)
      await expect(compressImage('blob:http://localhost/original')).resolves.toBe('blob:http://localhost/original')
    })
  })
})
