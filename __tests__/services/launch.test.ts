/** Launch handling (spec section 2): what is stored, the source channel, and the switch to the loans tab. */
import Taro from '@tarojs/taro'
import { API } from '@contract/paths'
import { request, resetTransport } from '@/services/api/client'
import { handleLaunch, openLoansTabBeforeRouting } from '@/services/launch'
import { clearSession, startSession } from '@/store/session'
import { readStorage, STORAGE_KEYS } from '@/utils/storage'
import { installFakeTransport, ok, spyOnTaroUi, type TaroUiSpies } from '../helpers/fake-transport'

let ui: TaroUiSpies

beforeEach(() => {
  Taro.clearStorageSync()
  clearSession()
  ui = spyOnTaroUi()
})

afterEach(() => {
  resetTransport()
  jest.restoreAllMocks()
})

const stored = () => ({
  url: readStorage(STORAGE_KEYS.url, null),
  urlData: readStorage(STORAGE_KEYS.urlData, null),
  otherSourceChannel: readStorage(STORAGE_KEYS.otherSourceChannel, null),
})

describe('what is stored', () => {
  it('a plain query: base as url, parameters as urlData, type as otherSourceChannel', () => {
    handleLaunch('https://app.example.tw/?type=line_ad&ref=abc')
    expect(stored()).toEqual({
      url: 'https://app.example.tw/',
      urlData: { type: 'line_ad', ref: 'abc' },
      otherSourceChannel: 'line_ad',
    })
  })

  it('a query after the # of the hash router', () => {
    handleLaunch('https://app.example.tw/#/pages/login/index?type=sms&from=%E7%B0%A1%E8%A8%8A')
    expect(stored()).toMatchObject({ url: 'https://app.example.tw/', urlData: { type: 'sms', from: '簡訊' } })
  })

  it('queries on both sides of the #: merged, the one after the # wins', () => {
    handleLaunch('https://app.example.tw/?type=a&x=1#/pages/loans/index?type=b&y=2')
    expect(stored().urlData).toEqual({ type: 'b', x: '1', y: '2' })
  })

  it('a launch without type keeps the channel of an earlier launch', () => {
    handleLaunch('https://app.example.tw/?type=fb')
    handleLaunch('https://app.example.tw/#/pages/loans/index')
    expect(stored()).toMatchObject({ urlData: {}, otherSourceChannel: 'fb' })
  })

  it.each([
    ['a broken escape', 'https://app.example.tw/?type=%E0%A4%A&x=%'],
    ['an empty string', ''],
    ['not a URL at all', '::::???###&&&=='],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('%s does not crash', (_label, href) => {
    expect(() => handleLaunch(href)).not.toThrow()
    expect(typeof stored().urlData).toBe('object')
  })

  it('keeps a malformed value as written', () => {
    handleLaunch('https://app.example.tw/?type=%E0%A4%A')
    expect(stored().urlData).toEqual({ type: '%E0%A4%A' })
  })

  it('reads window.location on H5 when called without an address', () => {
    window.history.replaceState(null, '', '/?type=default_href#/pages/me/index')
    handleLaunch()
    expect(stored()).toMatchObject({ url: 'http://localhost/', urlData: { type: 'default_href' } })
  })
})

describe('the launch type becomes the sourceChannel header', () => {
  it('sends it on the next call', async () => {
    const server = installFakeTransport().respond(API.bankList, ok([]))
    handleLaunch('https://app.example.tw/#/pages/loans/index?type=partner_x')
    await request(API.bankList)
    expect(server.last(API.bankList)!.headers.sourceChannel).toBe('partner_x')
  })
})

describe('where the visitor goes', () => {
  it('no token, not the login page: switches to the loans tab', () => {
    const result = handleLaunch('https://app.example.tw/#/pages/order/detail?applyId=1')
    expect(result.switchedToLoans).toBe(true)
    expect(ui.switchTab).toHaveBeenCalledWith({ url: '/pages/loans/index' })
  })

  it('no token on H5 before the router starts: the address is pointed at the loans tab in place', () => {
    window.history.replaceState(null, '', '/?type=fb01#/pages/order/index')
    const result = handleLaunch(undefined, { goToLoans: openLoansTabBeforeRouting })
    expect(result.switchedToLoans).toBe(true)
    expect(window.location.hash).toBe('#/pages/loans/index')
    expect(window.location.search).toBe('?type=fb01')
    expect(ui.switchTab).not.toHaveBeenCalled()
  })

  it('no token on the login page: stays', () => {
    handleLaunch('https://app.example.tw/#/pages/login/index?type=sms')
    expect(ui.switchTab).not.toHaveBeenCalled()
  })

  it('no token already on the loans tab (or the root): no switch needed', () => {
    handleLaunch('https://app.example.tw/')
    handleLaunch('https://app.example.tw/#/pages/loans/index')
    expect(ui.switchTab).not.toHaveBeenCalled()
  })

  it('with a token: stays where the link points', () => {
    startSession({ token: 't', userId: 'u', uuId: 'uu' })
    handleLaunch('https://app.example.tw/#/pages/order/detail?applyId=1')
    expect(ui.switchTab).not.toHaveBeenCalled()
  })

  it('a malformed URL without a token still lands on the loans tab', () => {
    handleLaunch('%%%/pages/order/index?x=%')
    expect(ui.switchTab).toHaveBeenCalledWith({ url: '/pages/loans/index' })
  })
})
