/** Image uploads: the size check, the request sent, the answer and the shared error mapping. */
import Taro from '@tarojs/taro'
import { API } from '@contract/paths'
import { resetTransport } from '@/services/api/client'
import { HttpStatusError, ImageTooLargeError, SessionExpiredError, TimeoutError } from '@/services/api/errors'
import {
  cloudStorageEndpoint,
  cloudStorageKey,
  CLOUD_STORAGE_ENDPOINTS,
  uploadImage,
  uploadToCloudStorage,
} from '@/services/api/upload'
import { clearSession, startSession } from '@/store/session'
import {
  envelope,
  hang,
  httpResponse,
  installFakeTransport,
  ok,
  spyOnTaroUi,
  type FakeTransport,
  type TaroUiSpies,
} from '../../helpers/fake-transport'

let server: FakeTransport
let ui: TaroUiSpies

beforeEach(() => {
  Taro.clearStorageSync()
  clearSession()
  startSession({ token: 'tok_up', userId: 'U1', uuId: 'UU1' })
  server = installFakeTransport()
  ui = spyOnTaroUi()
})

afterEach(() => {
  resetTransport()
  jest.restoreAllMocks()
  jest.useRealTimers()
})

describe('uploadImage', () => {
  it('posts the file as multipart field "file" to {file host}/upload/image and resolves {url, key}', async () => {
    server.respond(API.uploadImage, ok({ url: '/files/abc.jpg', key: 'abc' }))

    await expect(uploadImage('blob:http://localhost/1234')).resolves.toEqual({ url: '/files/abc.jpg', key: 'abc' })

    const call = server.last(API.uploadImage)!
    expect(call.transport).toBe('upload')
    expect(call.url).toBe('/upload/image')
    expect(call.upload).toMatchObject({ filePath: 'blob:http://localhost/1234', name: 'file' })
    expect(call.timeout).toBe(60_000)
    expect(call.headers).toMatchObject({ Authorization: 'Bearer tok_up', version: '5.0.0', countryCode: '886' })
    // Multipart: the platform sets content-type with its boundary.
    expect(call.headers['content-type']).toBeUndefined()
  })

  it('uses TARO_APP_FILE_HOST when set', async () => {
    const original = process.env.TARO_APP_FILE_HOST
    process.env.TARO_APP_FILE_HOST = 'https://files.example.tw'
    try {
      server.respond(API.uploadImage, ok({ url: 'u', key: 'k' }))
      await uploadImage('/tmp/a.jpg')
      expect(server.last(API.uploadImage)!.url).toBe('https://files.example.tw/upload/image')
    } finally {
      process.env.TARO_APP_FILE_HOST = original
    }
  })

  it('refuses a file above maxSize before sending: toast "圖片過大，請重新上傳" and ImageTooLargeError', async () => {
    const error = await uploadImage('/tmp/big.jpg', { maxSize: 1_000_000, size: 1_000_001 }).catch((e) => e)

    expect(error).toBeInstanceOf(ImageTooLargeError)
    expect(error.message).toBe('圖片過大，請重新上傳')
    expect(ui.showToast).toHaveBeenCalledWith({ title: '圖片過大，請重新上傳', icon: 'none', duration: 1500 })
    expect(server.calls).toHaveLength(0)
  })

  it('lets a file of exactly maxSize through', async () => {
    server.respond(API.uploadImage, ok({ url: 'u', key: 'k' }))
    await expect(uploadImage('/tmp/a.jpg', { maxSize: 500, size: 500 })).resolves.toEqual({ url: 'u', key: 'k' })
  })

  it('reads the size itself when the caller does not know it (H5: the blob)', async () => {
    const fetchSpy = jest.fn().mockResolvedValue({ blob: () => Promise.resolve({ size: 2_048 }) })
    const originalFetch = globalThis.fetch
    globalThis.fetch = fetchSpy as unknown as typeof fetch
    try {
      const error = await uploadImage('blob:http://localhost/9', { maxSize: 1_024 }).catch((e) => e)
      expect(fetchSpy).toHaveBeenCalledWith('blob:http://localhost/9')
      expect(error).toBeInstanceOf(ImageTooLargeError)
    } finally {
      globalThis.fetch = originalFetch
    }
  })

  it('times out after 60 s, not 15 s', async () => {
    jest.useFakeTimers()
    server.respond(API.uploadImage, hang())
    const pending = uploadImage('/tmp/a.jpg').catch((e) => e)

    await jest.advanceTimersByTimeAsync(15_000)
    expect(ui.showModal).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(45_000)

    expect(await pending).toBeInstanceOf(TimeoutError)
    expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '網路請求超時' }))
  })

  it('maps the envelope like any call (301 ends the session)', async () => {
    server.respond(API.uploadImage, envelope(301, '登入已失效'))
    expect(await uploadImage('/tmp/a.jpg').catch((e) => e)).toBeInstanceOf(SessionExpiredError)
    expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })
})

describe('uploadToCloudStorage', () => {
  it('documents an endpoint per region', () => {
    expect(cloudStorageEndpoint('z0')).toBe('https://up-z0.qiniup.com')
    for (const endpoint of Object.values(CLOUD_STORAGE_ENDPOINTS)) expect(endpoint).toMatch(/^https:\/\//)
    expect(() => cloudStorageEndpoint('mars' as never)).toThrow('unknown cloud storage region')
  })

  it('joins prefix and key with one slash', () => {
    expect(cloudStorageKey('kyc/2025/', '/a.jpg')).toBe('kyc/2025/a.jpg')
    expect(cloudStorageKey(undefined, 'a.jpg')).toBe('a.jpg')
  })

  it('posts to the region endpoint with the token and key form fields', async () => {
    server.respond('', httpResponse(200, '{"key":"kyc/a.jpg","hash":"Fh8x"}'))
    const result = await uploadToCloudStorage('/tmp/a.jpg', {
      region: 'as0',
      token: 'upload-token',
      key: 'a.jpg',
      prefix: 'kyc',
      publicBaseUrl: 'https://cdn.example.tw/',
    })

    expect(result).toEqual({ key: 'kyc/a.jpg', url: 'https://cdn.example.tw/kyc/a.jpg' })
    const call = server.last()!
    expect(call.url).toBe('https://up-as0.qiniup.com')
    expect(call.upload).toMatchObject({ name: 'file', formData: { token: 'upload-token', key: 'kyc/a.jpg' } })
    // Our session token must not leak to a third party.
    expect(call.headers.Authorization).toBeUndefined()
  })

  it('goes through the same error mapping (HTTP 401 → http status code 401 modal)', async () => {
    server.respond('', httpResponse(401, '{"error":"expired token"}'))
    const error = await uploadToCloudStorage('/tmp/a.jpg', { region: 'z0', token: 't', key: 'a.jpg' }).catch((e) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: 'http status code 401' }))
  })

  it('checks maxSize first here too', async () => {
    const error = await uploadToCloudStorage('/tmp/a.jpg', {
      region: 'z0',
      token: 't',
      key: 'a.jpg',
      maxSize: 10,
      size: 11,
    }).catch((e) => e)
    expect(error).toBeInstanceOf(ImageTooLargeError)
    expect(server.calls).toHaveLength(0)
  })
})
