/** Headers of every call (wire-protocol.md, "Requests"), seen on the wire through the fake transport. */
import Taro from '@tarojs/taro'
import { API } from '@contract/paths'
import { request, resetTransport } from '@/services/api/client'
import { decrypt } from '@/services/api/crypto'
import { clearSession, startSession } from '@/store/session'
import { STORAGE_KEYS, writeStorage } from '@/utils/storage'
import { installFakeTransport, ok, spyOnTaroUi, type FakeTransport } from '../../helpers/fake-transport'

let server: FakeTransport

beforeEach(() => {
  Taro.clearStorageSync()
  clearSession()
  server = installFakeTransport()
  server.respond(API.bankList, ok([])).respond(API.bindCard, ok(null))
  spyOnTaroUi()
})

afterEach(() => {
  resetTransport()
  jest.restoreAllMocks()
})

async function headersOf(route: typeof API.bankList | typeof API.bindCard = API.bankList) {
  await request(route, {})
  return server.last(route)!.headers
}

describe('before login', () => {
  it('sends every header, with empty ids and a Device authorization', async () => {
    const headers = await headersOf()
    expect(headers).toMatchObject({
      version: '5.0.0',
      sourceChannel: 'ezd',
      packageName: process.env.TARO_APP_PACKAGE_NAME,
      countryCode: '886',
      userId: '',
      uuId: '',
      'content-type': 'text/plain',
    })
    expect(headers.packageName).not.toBe('')
    expect(headers.Authorization).toMatch(/^Device [A-Za-z0-9+/]+={0,2}$/)
  })

  it('the Device blob decrypts to the device information JSON', async () => {
    const headers = await headersOf()
    const blob = JSON.parse(decrypt(headers.Authorization.slice('Device '.length)))
    expect(blob).toMatchObject({
      platform: 'h5',
      appVersion: '1.0.0',
      deviceId: expect.stringMatching(/^[a-z0-9]+-[0-9a-f]{16}$/),
    })
    for (const field of ['model', 'osVersion', 'language', 'userAgent']) expect(typeof blob[field]).toBe('string')
    for (const field of ['screenWidth', 'screenHeight']) expect(typeof blob[field]).toBe('number')
  })

  it('keeps the same device id across calls, and a new install gets another', async () => {
    const deviceIdOf = (headers: Record<string, string>) =>
      JSON.parse(decrypt(headers.Authorization.slice('Device '.length))).deviceId
    const first = deviceIdOf(await headersOf())
    expect(deviceIdOf(await headersOf())).toBe(first)

    Taro.removeStorageSync(STORAGE_KEYS.deviceId)
    expect(deviceIdOf(await headersOf())).not.toBe(first)
  })
})

describe('after login', () => {
  beforeEach(() => startSession({ token: 'tok_123', userId: 'U100', uuId: 'UU-200' }))

  it('sends Bearer <token> and the user ids', async () => {
    const headers = await headersOf()
    expect(headers).toMatchObject({ Authorization: 'Bearer tok_123', userId: 'U100', uuId: 'UU-200' })
  })

  it('sends the same headers on POST', async () => {
    const headers = await headersOf(API.bindCard)
    expect(headers).toMatchObject({
      Authorization: 'Bearer tok_123',
      version: '5.0.0',
      countryCode: '886',
      'content-type': 'text/plain',
    })
  })

  it('goes back to the Device blob once the session is cleared', async () => {
    clearSession()
    const headers = await headersOf()
    expect(headers.Authorization).toMatch(/^Device /)
    expect(headers.userId).toBe('')
  })
})

describe('sourceChannel', () => {
  it('is the launch type when there is one', async () => {
    writeStorage(STORAGE_KEYS.otherSourceChannel, 'older')
    writeStorage(STORAGE_KEYS.urlData, { type: 'line_ad' })
    expect((await headersOf()).sourceChannel).toBe('line_ad')
  })

  it('falls back to the stored otherSourceChannel', async () => {
    writeStorage(STORAGE_KEYS.urlData, { other: 'x' })
    writeStorage(STORAGE_KEYS.otherSourceChannel, 'fb_campaign')
    expect((await headersOf()).sourceChannel).toBe('fb_campaign')
  })

  it('is ezd when nothing is stored', async () => {
    expect((await headersOf()).sourceChannel).toBe('ezd')
  })
})
