/** Renders a page inside the app's jotai store, logged in or not, on a given route with its params. */
import type { ReactElement } from 'react'
import Taro from '@tarojs/taro'
import { render } from '@testing-library/react'
import { Provider } from 'jotai'
import { appStore } from '@/store/index'
import { clearSession, startSession } from '@/store/session'

type CurrentInstance = ReturnType<typeof Taro.getCurrentInstance>

export function onRoute(path: string, params: Record<string, string> = {}) {
  jest
    .spyOn(Taro, 'getCurrentInstance')
    .mockReturnValue({ router: { path: `${path}?stamp=1`, params } } as unknown as CurrentInstance)
}

export function renderPage(page: ReactElement, { loggedIn = true } = {}) {
  if (loggedIn) startSession({ token: 'test-token', userId: 'U1', uuId: 'UU1' })
  else clearSession()
  return render(<Provider store={appStore}>{page}</Provider>)
}
