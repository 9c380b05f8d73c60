/**
 * URL helpers that work without `URL`/`URLSearchParams` (absent in the mini-program) and never throw on
 * malformed input: a launch link typed or mangled by a chat app must still open the app.
 */

export type QueryParams = Record<string, string>

export interface ParsedLaunchUrl {
  /** Everything before the first `?` or `#`: the entry point of the app. */
  base: string
  /** Page path of a hash-router URL (`/pages/login/index`), else the URL's own path; `/` when none. */
  pagePath: string
  /** Parameters from the query before the `#` and the one after it; the later one wins on a clash. */
  query: QueryParams
}

/** Decodes a query component; a malformed escape (`%E0%A4%A`) is kept as written instead of throwing. */
function safeDecode(text: string): string {
  const spaced = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

export function parseQuery(search: string): QueryParams {
  const params: QueryParams = {}
  for (const pair of search.replace(/^[?#]/, '').split('&')) {
    if (!pair) continue
    const separator = pair.indexOf('=')
    const name = safeDecode(separator === -1 ? pair : pair.slice(0, separator))
    if (!name) continue
    params[name] = separator === -1 ? '' : safeDecode(pair.slice(separator + 1))
  }
  return params
}

export function buildQuery(params: Record<string, string | number | boolean>): string {
  return Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&')
}

/** Appends `query` (already encoded) to `url`, with `?` or `&` as needed. */
export function appendQuery(url: string, query: string): string {
  if (!query) return url
  return `${url}${url.includes('?') ? '&' : '?'}${query}`
}

/**
 * Splits a launch URL such as `https://host/?type=fb#/pages/login/index?from=sms` into its base, page path
 * and parameters. A hash router puts the page (and often the query) after the `#`, but campaign links may
 * carry the query before it, so both are read.
 */
export function parseLaunchUrl(href: string): ParsedLaunchUrl {
  const text = typeof href === 'string' ? href.trim() : ''
  const hashIndex = text.indexOf('#')
  const beforeHash = hashIndex === -1 ? text : text.slice(0, hashIndex)
  const afterHash = hashIndex === -1 ? '' : text.slice(hashIndex + 1)

  const [beforeHashPath, ...beforeHashQuery] = beforeHash.split('?')
  const [hashPath, ...hashQuery] = afterHash.split('?')

  // Path of a full URL: what follows the origin (`scheme://host`); a bare path is used as it is.
  const ownPath = beforeHashPath.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '')
  const pagePath = hashPath.startsWith('/') ? hashPath : ownPath || '/'

  return {
    base: beforeHashPath,
    pagePath: pagePath.replace(/\/+$/, '') || '/',
    query: { ...parseQuery(beforeHashQuery.join('?')), ...parseQuery(hashQuery.join('?')) },
  }
}
