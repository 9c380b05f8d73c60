import Taro from '@tarojs/taro'
import { ROUTES, isTabRoute } from '@/constants/routes'
import { buildQuery } from '@/utils/url'

/** Opens an in-app route: tab pages by switchTab (without a query, which tabs cannot take), others pushed. */
export function openRoute(url: string): Promise<unknown> {
  if (isTabRoute(url)) return Taro.switchTab({ url: url.split('?')[0] })
  return Taro.navigateTo({ url })
}

/** Only routes of this app are followed from server data (banners, pop-ups): never another site. */
export function isAppRoute(path: string): boolean {
  return /^\/pages\/[\w/-]+(\?[^#]*)?$/.test(path)
}

export function orderDetailUrl(applyId: string): string {
  return `${ROUTES.orderDetail}?${buildQuery({ applyId })}`
}

/** The sign and signature pages take the orders to sign as `applyId=a,b` (ids are `[A-Za-z0-9_-]`). */
export function withApplyIds(route: string, applyIds: readonly string[]): string {
  return applyIds.length > 0 ? `${route}?${buildQuery({ applyId: applyIds.join(',') })}` : route
}

/** The `applyId` page parameter as a list (H5 may hand it over still URL-encoded). */
export function readApplyIds(raw: string | undefined): string[] {
  if (typeof raw !== 'string' || raw === '') return []
  let text = raw
  try {
    text = decodeURIComponent(raw)
  } catch {
    // keep as written
  }
  return text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[\w-]{1,64}$/.test(id))
}
