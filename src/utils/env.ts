/**
 * Build-time settings of the app (wire-protocol.md, "Configuration"; defaults in config/app-env.ts).
 *
 * Each variable is read by its literal name: webpack's DefinePlugin replaces `process.env.TARO_APP_X` only
 * where it is written out in full, so `process.env[name]` would be undefined in the built app. Read through
 * functions (not constants) so tests can change a value between calls.
 */
export function apiHost(): string {
  return stripTrailingSlash(process.env.TARO_APP_API_HOST || '')
}

/** Upload origin; falls back to the API host when unset. */
export function fileHost(): string {
  return stripTrailingSlash(process.env.TARO_APP_FILE_HOST || '') || apiHost()
}

export function aesKey(): string {
  return process.env.TARO_APP_AES_KEY || ''
}

export function aesIv(): string {
  return process.env.TARO_APP_AES_IV || ''
}

export function packageName(): string {
  return process.env.TARO_APP_PACKAGE_NAME || ''
}

function stripTrailingSlash(origin: string): string {
  return origin.replace(/\/+$/, '')
}
