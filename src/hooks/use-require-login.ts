/**
 * Pages that need a session send the user to the login page, which brings them back afterwards
 * (`/pages/login/index?redirect=<route and query, encoded>`).
 */
import { useEffect, useRef } from 'react'
import Taro from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { ROUTES, isTabRoute } from '@/constants/routes'
import { tokenAtom } from '@/store/session'
import { buildQuery } from '@/utils/url'

/** Parameters Taro adds to every page's params; they are not part of where the user was going. */
const INTERNAL_PARAMS = new Set(['stamp', '$taroTimestamp'])

/** The current page's route with its query, e.g. `/pages/order/detail?applyId=42`. */
export function currentRoute(): string {
  const router = Taro.getCurrentInstance().router
  const path = (router?.path ?? '').split('?')[0]
  if (!path) return ''
  const params: Record<string, string> = {}
  for (const [name, value] of Object.entries(router?.params ?? {})) {
    if (!INTERNAL_PARAMS.has(name) && typeof value === 'string') params[name] = safeDecode(value)
  }
  const query = buildQuery(params)
  return query ? `${path}?${query}` : path
}

/** The login page's URL that returns to `route` (the current page by default) afterwards. */
export function loginUrl(route: string = currentRoute()): string {
  const target = resolveLoginRedirect(route)
  return target ? `${ROUTES.login}?${buildQuery({ redirect: target })}` : ROUTES.login
}

/**
 * Opens the login page. From a tab page it is pushed (back returns to the tab); from any other page it
 * replaces the page, so back does not land on a page that would send the user to login again.
 */
export function goToLogin(route: string = currentRoute()): Promise<unknown> {
  const url = loginUrl(route)
  if (!route || isTabRoute(route)) return Taro.navigateTo({ url })
  return Taro.redirectTo({ url })
}

/**
 * Where to go after logging in, from the `redirect` parameter (possibly still URL-encoded, as H5 page params
 * are). Only routes of this app are followed (`/pages/…`, never another site, never the login pages
 * themselves); anything else gives `null`, meaning the loans tab.
 */
export function resolveLoginRedirect(raw: string | undefined | null): string | null {
  if (typeof raw !== 'string' || raw === '') return null
  let target = raw.trim()
  // Decode as many times as the route was encoded (a redirect may pass through more than one URL).
  for (let rounds = 0; rounds < 3 && /^%(2F|25)/i.test(target); rounds += 1) target = safeDecode(target)
  if (!/^\/pages\/[\w/-]+(\?[^#]*)?$/.test(target)) return null
  const path = target.split('?')[0]
  if (path === ROUTES.login || path === ROUTES.loginPassword) return null
  return target
}

/** After a successful login: back to `redirect` (tab pages by switchTab, without a query), else the loans tab. */
export function returnAfterLogin(redirect: string | undefined | null): Promise<unknown> {
  const target = resolveLoginRedirect(redirect)
  if (!target) return Taro.switchTab({ url: ROUTES.loans })
  if (isTabRoute(target)) return Taro.switchTab({ url: target.split('?')[0] })
  return Taro.redirectTo({ url: target })
}

export interface RequireLoginOptions {
  /**
   * Send the user to the login page by itself when there is no session. Tab pages pass false and show a
   * login prompt instead (a tab is not an error). @default true
   */
  redirect?: boolean
}

/** Whether a session is held; without one (and `redirect` on) the user is sent to log in, once. */
export function useRequireLogin({ redirect = true }: RequireLoginOptions = {}): boolean {
  const token = useAtomValue(tokenAtom)
  const loggedIn = Boolean(token)
  const sent = useRef(false)

  useEffect(() => {
    if (loggedIn || !redirect || sent.current) return
    sent.current = true
    void goToLogin().catch(() => {
      sent.current = false
    })
  }, [loggedIn, redirect])

  return loggedIn
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
