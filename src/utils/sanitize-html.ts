import { FilterXSS, getDefaultWhiteList, type IWhiteList } from 'xss'

/**
 * Server HTML (contracts, agreements, notices) is rendered only after this allow-list filter: text formatting,
 * tables, lists and images with http(s)/data/relative sources; no scripts, no event handlers, no iframes, no
 * forms, no javascript: URLs. It runs without a DOM, so the mini-program build uses it too.
 */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'div',
  'span',
  'section',
  'article',
  'header',
  'footer',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
  'img',
  'a',
] as const

const COMMON_ATTRIBUTES = ['class', 'style', 'title', 'align']

function buildWhiteList(): IWhiteList {
  const defaults = getDefaultWhiteList()
  const whiteList: IWhiteList = {}
  for (const tag of ALLOWED_TAGS) {
    whiteList[tag] = [...new Set([...(defaults[tag] ?? []), ...COMMON_ATTRIBUTES])]
  }
  whiteList.img = ['src', 'alt', 'width', 'height', ...COMMON_ATTRIBUTES]
  whiteList.a = ['href', 'title', ...COMMON_ATTRIBUTES]
  whiteList.td = [...(whiteList.td ?? []), 'colspan', 'rowspan']
  whiteList.th = [...(whiteList.th ?? []), 'colspan', 'rowspan']
  return whiteList
}

const SAFE_URL = /^(https?:|data:image\/(png|jpe?g|webp|gif);base64,|\/|\.\/|#)/i

const filter = new FilterXSS({
  whiteList: buildWhiteList(),
  stripIgnoreTag: true,
  // Drop the content of these entirely, not just the tags.
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'form'],
  allowCommentTag: false,
  safeAttrValue(_tag, name, value, cssFilter) {
    if (name === 'href' || name === 'src') {
      const trimmed = value.trim()
      return SAFE_URL.test(trimmed) ? trimmed.replace(/"/g, '&quot;') : ''
    }
    if (name === 'style') return cssFilter.process(value)
    return value.replace(/"/g, '&quot;')
  },
})

export function sanitizeHtml(html: string): string {
  return filter.process(html)
}
