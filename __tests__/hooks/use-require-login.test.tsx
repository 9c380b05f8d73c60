import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Provider } from 'jotai'
import { appStore } from '@/store/index'
import { tokenAtom } from '@/store/session'
import { loginUrl, resolveLoginRedirect, returnAfterLogin, useRequireLogin } from '@/hooks/use-require-login'

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={appStore}>{children}</Provider>
}

function onPage(path: string, params: Record<string, string> = {}) {
  jest
    .spyOn(Taro, 'getCurrentInstance')
    .mockReturnValue({ router: { path, params: { ...params, stamp: '3' } } } as never)
}

let redirectTo: jest.SpyInstance
let navigateTo: jest.SpyInstance
let switchTab: jest.SpyInstance

beforeEach(() => {
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' })
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' })
  switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' })
  act(() => appStore.set(tokenAtom, null))
})

afterEach(() => jest.restoreAllMocks())

describe('useRequireLogin', () => {
  it('sends a logged-out user to login with the current page and query as the way back', async () => {
    onPage('/pages/order/detail', { applyId: 'A 42' })
    const { result } = renderHook(() => useRequireLogin(), { wrapper })
    expect(result.current).toBe(false)
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1))
    const { url } = redirectTo.mock.calls[0][0]
    expect(url).toBe(`/pages/login/index?redirect=${encodeURIComponent('/pages/order/detail?applyId=A%2042')}`)
  })

  it('pushes the login page from a tab, so back returns to the tab', async () => {
    onPage('/pages/aptitude')
    renderHook(() => useRequireLogin(), { wrapper })
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect=%2Fpages%2Faptitude' }),
    )
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('stays put when a token is held, or when the page shows its own prompt', () => {
    onPage('/pages/me/userInfo')
    act(() => appStore.set(tokenAtom, 'token-123'))
    const loggedIn = renderHook(() => useRequireLogin(), { wrapper })
    expect(loggedIn.result.current).toBe(true)
    loggedIn.unmount()
    act(() => appStore.set(tokenAtom, null))
    renderHook(() => useRequireLogin({ redirect: false }), { wrapper })
    expect(redirectTo).not.toHaveBeenCalled()
    expect(navigateTo).not.toHaveBeenCalled()
  })
})

describe('after login', () => {
  it('follows only routes of this app', () => {
    expect(resolveLoginRedirect('/pages/me/contact')).toBe('/pages/me/contact')
    expect(resolveLoginRedirect('%2Fpages%2Fme%2Fcontact%3Fa%3D1')).toBe('/pages/me/contact?a=1')
    expect(resolveLoginRedirect(encodeURIComponent(encodeURIComponent('/pages/aptitude')))).toBe('/pages/aptitude')
    expect(resolveLoginRedirect('https://evil.example/pages/x')).toBeNull()
    expect(resolveLoginRedirect('//evil.example')).toBeNull()
    expect(resolveLoginRedirect('/pages/login/index')).toBeNull()
    expect(resolveLoginRedirect(undefined)).toBeNull()
  })

  it('builds the login URL without a way back to the login page itself', () => {
    expect(loginUrl('/pages/login/moduleB')).toBe('/pages/login/index')
  })

  it('returns to a page, to a tab by switchTab, or to the loans tab', async () => {
    await returnAfterLogin('%2Fpages%2Forder%2Fdetail%3FapplyId%3D7')
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/order/detail?applyId=7' })
    await returnAfterLogin('/pages/aptitude?x=1')
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/aptitude' })
    await returnAfterLogin('')
    expect(switchTab).toHaveBeenLastCalledWith({ url: '/pages/loans/index' })
  })
})
