import { useState } from 'react'
import Taro from '@tarojs/taro'

/** Decodes a page parameter once: on H5 Taro hands them over still URL-encoded, in the mini-program decoded. */
export function decodeParam(value: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(value)) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The page's query parameters as the page was opened (trimmed strings; missing ones are ''). */
export function usePageParams<K extends string>(...names: K[]): Record<K, string> {
  const [params] = useState(() => {
    const raw = Taro.getCurrentInstance().router?.params ?? {}
    const result = {} as Record<K, string>
    for (const name of names) {
      const value = raw[name]
      result[name] = typeof value === 'string' ? decodeParam(value).trim() : ''
    }
    return result
  })
  return params
}
