/**
 * Image uploads (wire-protocol.md, "Uploads"): to the reference server's `upload/image`, or straight to a
 * cloud object storage bucket with a server-issued upload token. Both go through the client's feedback and
 * error mapping (`runWithFeedback`), so a timeout or a bad answer looks the same as for any call.
 */
import Taro from '@tarojs/taro'
import { API } from '@contract/paths'
import type { UploadImageBody } from '@contract/config'
import { DataValidationError, HttpStatusError, ImageTooLargeError } from './errors'
import { readResponse, routeUrl, runWithFeedback, UPLOAD_TIMEOUT_MS, withTimeout, type RequestOptions } from './client'
import { buildHeaders } from './headers'
import { getTransport } from './transport'

export interface UploadImageOptions extends Pick<RequestOptions, 'loading' | 'silent' | 'timeout'> {
  /** Bytes; a larger file is refused before anything is sent (toast `圖片過大，請重新上傳`). */
  maxSize?: number
  /** Size in bytes when the caller already knows it (pickers report it); saves reading the file. */
  size?: number
  /** Multipart field name. @default 'file' */
  name?: string
}

/** Uploads an image to `{file host}/upload/image` and resolves with where it is stored. */
export function uploadImage(filePath: string, options: UploadImageOptions = {}): Promise<UploadImageBody> {
  return runWithFeedback(options, async () => {
    await checkSize(filePath, options)
    const timeout = options.timeout ?? UPLOAD_TIMEOUT_MS
    const url = routeUrl(API.uploadImage)
    const request = {
      url,
      filePath,
      name: options.name ?? 'file',
      // Multipart: the platform writes content-type with its boundary.
      headers: buildHeaders({ contentType: false }),
      timeout,
    }
    const response = await withTimeout(() => getTransport().upload(request), timeout)
    return readResponse<UploadImageBody>(response)
  })
}

/**
 * Upload endpoints of the cloud storage provider, by region (Qiniu Kodo's documented upload hosts; the
 * token from our server names the bucket). Change here if the bucket moves provider.
 */
export const CLOUD_STORAGE_ENDPOINTS = {
  /** 華東 (East China) */
  z0: 'https://up-z0.qiniup.com',
  /** 華東－浙江2 */
  'cn-east-2': 'https://up-cn-east-2.qiniup.com',
  /** 華北 (North China) */
  z1: 'https://up-z1.qiniup.com',
  /** 華南 (South China) */
  z2: 'https://up-z2.qiniup.com',
  /** 北美 (North America) */
  na0: 'https://up-na0.qiniup.com',
  /** 亞太－新加坡 (Asia Pacific, Singapore) */
  as0: 'https://up-as0.qiniup.com',
} as const

export type CloudStorageRegion = keyof typeof CLOUD_STORAGE_ENDPOINTS

export interface CloudStorageUploadOptions extends UploadImageOptions {
  region: CloudStorageRegion
  /** Upload token issued by our server for this one object. */
  token: string
  /** Object name inside `prefix`. */
  key: string
  /** Folder of the object, e.g. `kyc/2025-03`; joined to `key` with `/`. */
  prefix?: string
  /** Public base URL of the bucket (CDN domain); the resolved `url` is `{publicBaseUrl}/{full key}`. */
  publicBaseUrl?: string
}

/** The endpoint URL for `region`; throws for a region not in the table. */
export function cloudStorageEndpoint(region: CloudStorageRegion): string {
  const endpoint = CLOUD_STORAGE_ENDPOINTS[region]
  if (!endpoint) throw new Error(`unknown cloud storage region: ${String(region)}`)
  return endpoint
}

export function cloudStorageKey(prefix: string | undefined, key: string): string {
  const folder = (prefix ?? '').replace(/^\/+|\/+$/g, '')
  return folder ? `${folder}/${key.replace(/^\/+/, '')}` : key
}

/**
 * Uploads straight to the bucket (multipart with the `token` and `key` form fields). The provider answers
 * plain JSON `{key, hash}`, not our envelope, so only the HTTP status and the JSON shape are checked.
 */
export function uploadToCloudStorage(filePath: string, options: CloudStorageUploadOptions): Promise<UploadImageBody> {
  return runWithFeedback(options, async () => {
    await checkSize(filePath, options)
    const timeout = options.timeout ?? UPLOAD_TIMEOUT_MS
    const key = cloudStorageKey(options.prefix, options.key)
    const request = {
      url: cloudStorageEndpoint(options.region),
      filePath,
      name: options.name ?? 'file',
      formData: { token: options.token, key },
      // The provider authenticates by the form token; our headers mean nothing to it.
      headers: {},
      timeout,
    }
    const response = await withTimeout(() => getTransport().upload(request), timeout)
    if (response.statusCode !== 200) throw new HttpStatusError(response.statusCode)
    const answer = parseJsonObject(response.data)
    const storedKey = typeof answer.key === 'string' ? answer.key : key
    const base = (options.publicBaseUrl ?? '').replace(/\/+$/, '')
    return { key: storedKey, url: base ? `${base}/${storedKey}` : '' }
  })
}

function parseJsonObject(data: unknown): Record<string, unknown> {
  let value = data
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data)
    } catch (error) {
      throw new DataValidationError(error)
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new DataValidationError()
  return value as Record<string, unknown>
}

async function checkSize(filePath: string, { maxSize, size }: UploadImageOptions): Promise<void> {
  if (maxSize === undefined) return
  const actual = size ?? (await readFileSize(filePath))
  // An unknown size is let through: the server enforces its own limit anyway.
  if (actual !== null && actual > maxSize) throw new ImageTooLargeError(actual, maxSize)
}

/** Size in bytes of a picked file, or null when the platform cannot tell. */
export async function readFileSize(filePath: string): Promise<number | null> {
  try {
    if (process.env.TARO_ENV === 'h5') {
      // H5 pickers give `blob:` URLs; reading the blob back is the only way to learn its size.
      const blob = await (await fetch(filePath)).blob()
      return blob.size
    }
    const info = await Taro.getFileInfo({ filePath })
    return 'size' in info ? info.size : null
  } catch {
    return null
  }
}
