import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { history } from '@tarojs/router'
import { settled } from '@/utils/settled'
import './index.scss'

/** The bar's accessible name, which also tells it apart from the tab lists inside pages (orders, agreements). */
export const TAB_BAR_LABEL = '主選單'

interface TabItem {
  pagePath: string
  text: string
  /** A built file URL on H5: Taro's entry replaces app.config's `assets/…` path with the bundled image. */
  iconPath: string
  selectedIconPath: string
}

interface TabBarConfig {
  color: string
  selectedColor: string
  backgroundColor: string
  list: TabItem[]
}

interface AppConfig {
  pages: string[]
  entryPagePath?: string
  tabBar: TabBarConfig
}

/**
 * The `tabBar` of src/app.config.ts, the one list of tabs. Taro's H5 entry publishes the app config as
 * `window.__taroAppConfig` (its router and APIs read it there) with each icon already resolved to its built URL.
 */
function readAppConfig(): AppConfig {
  return (window as unknown as { __taroAppConfig: AppConfig }).__taroAppConfig
}

/** `/pages/loans/index` for the route on screen; `/` (the app opened without a route) is the entry page. */
function routeOf(pathname: string, config: AppConfig): string {
  return pathname === '/' ? `/${config.entryPagePath ?? config.pages[0]}` : pathname
}

/**
 * The H5 tab bar (spec sections 2 and 9): mounted once by src/app.tsx, outside the pages, so it stays in place
 * while a tab's page chunk loads. It follows the route through Taro's router history and shows itself on the
 * four tab routes only. Its stylesheet also ends the tab pages above it (index.scss).
 */
export default function TabBar() {
  const [config] = useState(readAppConfig)
  const [route, setRoute] = useState(() => routeOf(history.location.pathname, config))

  useEffect(() => history.listen(({ location }) => setRoute(routeOf(location.pathname, config))), [config])

  const { color, selectedColor, backgroundColor, list } = config.tabBar
  if (!list.some((tab) => `/${tab.pagePath}` === route)) return null

  return (
    <div className="tab-bar" role="tablist" aria-label={TAB_BAR_LABEL} style={{ backgroundColor }}>
      {list.map((tab) => {
        const url = `/${tab.pagePath}`
        const selected = url === route
        return (
          <button
            key={tab.pagePath}
            type="button"
            className="tab-bar__tab"
            role="tab"
            aria-selected={selected}
            style={{ color: selected ? selectedColor : color }}
            onClick={() => {
              // A refused switch (another navigation under way) leaves the user where they are, not an error.
              if (!selected) void settled(() => Taro.switchTab({ url }))
            }}
          >
            {/* Decorative: the label names the tab. */}
            <img className="tab-bar__icon" src={selected ? tab.selectedIconPath : tab.iconPath} alt="" />
            <span className="tab-bar__label">{tab.text}</span>
          </button>
        )
      })}
    </div>
  )
}
