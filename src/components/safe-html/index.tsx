import { RichText } from '@tarojs/components'
import { useMemo } from 'react'
import { sanitizeHtml } from '@/utils/sanitize-html'

export interface SafeHtmlProps {
  /** HTML from the server; it is sanitised before rendering, never inserted as is. */
  html: string
  className?: string
}

/** Renders server HTML (a contract, an agreement) after the allow-list filter, on H5 and in the mini-program. */
export default function SafeHtml({ html, className }: SafeHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html])
  return <RichText className={className} nodes={safe} />
}
