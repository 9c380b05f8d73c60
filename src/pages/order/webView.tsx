import { useState } from 'react'
import { View, Text, WebView } from '@tarojs/components'
import NavBar from '@/components/nav-bar'
import { copyText } from '@/services/feedback'
import { apiHost } from '@/utils/env'
import { usePageParams } from './components/page-params'
import { StateCard } from './components/page-states'
import { ORDER_TEXTS } from './texts'
import './webView.scss'

const TEXTS = ORDER_TEXTS.webView

/** Only web pages: `javascript:`, `data:`, app schemes and relative paths are refused. */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url)
}

function originOf(url: string): string {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(url)
  return match ? match[1].toLowerCase() : ''
}

/**
 * Whether the page can be shown in a frame. Another site's answer headers cannot be read from here
 * (X-Frame-Options / CSP frame-ancestors), so only our own origins, which allow it, are framed; every other
 * site opens in a new tab, which always works.
 */
export function canFrame(url: string): boolean {
  if (process.env.TARO_ENV !== 'h5') return false
  const own = [window.location.origin, apiHost()].filter(Boolean).map((origin) => origin.toLowerCase())
  return own.includes(originOf(url))
}

function openInNewTab(url: string) {
  if (process.env.TARO_ENV === 'h5') window.open(url, '_blank', 'noopener,noreferrer')
}

/** `/pages/order/webView?url=&title=`: an external page (help, a bank's page) inside the app when possible. */
export default function WebViewPage() {
  const { url, title } = usePageParams('url', 'title')
  const [framed] = useState(() => isWebUrl(url) && canFrame(url))
  const pageTitle = title || TEXTS.defaultTitle

  const renderBody = () => {
    if (!isWebUrl(url)) return <StateCard title={TEXTS.invalidUrl} />
    if (process.env.TARO_ENV !== 'h5') return <WebView src={url} />
    if (framed) {
      return (
        <View className="web-view">
          <View className="web-view__bar">
            <Text className="web-view__bar-text">{TEXTS.frameFallback}</Text>
            <View className="web-view__bar-button" role="button" onClick={() => openInNewTab(url)}>
              {TEXTS.openInNewTab}
            </View>
          </View>
          <iframe className="web-view__frame" src={url} title={pageTitle} />
        </View>
      )
    }
    return (
      <View className="web-view__external">
        <StateCard
          title={TEXTS.cannotFrame}
          body={url}
          actionText={TEXTS.openInNewTab}
          onAction={() => openInNewTab(url)}
        />
        <View className="web-view__copy" role="button" onClick={() => void copyText(url)}>
          {TEXTS.copyUrl}
        </View>
      </View>
    )
  }

  return (
    <View className="page order-web-view">
      <NavBar title={pageTitle} />
      {renderBody()}
    </View>
  )
}
