/**
 * JSONP for H5 (wire-protocol.md, "Requests"): a cross-domain GET through a script tag; the server answers
 * `callback("<ciphertext of the envelope>")`. A script tag cannot carry headers, so only calls that need no
 * session work this way.
 */
import { appendQuery } from '@/utils/url'
import type { TransportResponse } from './transport'

/** The server refuses any other callback name (wire-protocol.md). */
export const JSONP_CALLBACK_PATTERN = /^[A-Za-z_$][\w$]{0,63}$/

let sequence = 0

function nextCallbackName(): string {
  sequence += 1
  return `__jsonp_${Date.now().toString(36)}_${sequence}`
}

export function jsonpRequest(url: string, timeout: number): Promise<TransportResponse> {
  if (process.env.TARO_ENV !== 'h5') {
    return Promise.reject({ errMsg: 'request:fail JSONP exists only in the H5 build' })
  }
  return new Promise((resolve, reject) => {
    const callbackName = nextCallbackName()
    const callbacks = window as unknown as Record<string, unknown>
    const script = document.createElement('script')
    const cleanUp = () => {
      clearTimeout(timer)
      // A script that arrives after the timeout still calls the name: leave a no-op there rather than a
      // missing function (a page error), and drop the tag.
      callbacks[callbackName] = () => undefined
      script.remove()
    }

    callbacks[callbackName] = (data: unknown) => {
      cleanUp()
      resolve({ statusCode: 200, data })
    }
    script.onerror = () => {
      cleanUp()
      reject({ errMsg: 'request:fail JSONP script did not load' })
    }
    const timer = setTimeout(() => {
      cleanUp()
      reject({ errMsg: 'request:fail timeout' })
    }, timeout)

    script.async = true
    script.src = appendQuery(url, `callback=${callbackName}`)
    document.head.appendChild(script)
  })
}
