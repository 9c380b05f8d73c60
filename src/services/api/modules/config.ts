/** Config group (types/api/config.ts): one-time codes and server-side configuration. Uploads: `../upload.ts`. */
import { API } from '@contract/paths'
import type {
  CommonConfigBody,
  CommonConfigPayload,
  ConfigOneBody,
  ConfigOnePayload,
  SendVerifyCodeBody,
  SendVerifyCodePayload,
} from '@contract/config'
import { request, type RequestOptions } from '../client'

/** Sends the login code by SMS (`type: 'text'`) or voice call. */
export function sendVerifyCode(payload: SendVerifyCodePayload, options?: RequestOptions) {
  return request<SendVerifyCodeBody>(API.sendVerifyCode, payload, options)
}

export function getCommonConfig(payload: CommonConfigPayload = {}, options?: RequestOptions) {
  return request<CommonConfigBody>(API.commonConfig, payload, options)
}

/** One configuration item; `TExt` types its `extInfoJSON` (for `line`: `LineExtInfo`). */
export function getConfigOne<TExt = Record<string, unknown>>(payload: ConfigOnePayload, options?: RequestOptions) {
  return request<ConfigOneBody<TExt>>(API.configOne, payload, options)
}
