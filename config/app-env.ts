/**
 * Build-time settings of the app, one table (wire-protocol.md, "Configuration"). A value set in the shell
 * when building wins over the development default here; production builds must set the AES pair.
 */
export const APP_ENV_DEFAULTS = {
  /** API origin; empty = the page's own origin (the reference server serves both). */
  TARO_APP_API_HOST: '',
  /** Upload origin; empty = the API host. */
  TARO_APP_FILE_HOST: '',
  /** Development key and IV from wire-protocol.md: public, refused by the server in production. */
  TARO_APP_AES_KEY: 'dev-only-key-0123456789abcdefXYZ',
  TARO_APP_AES_IV: 'dev-only-iv-0123',
  TARO_APP_PACKAGE_NAME: 'tw.ezd.cashloan',
  /** Product display name: document title and navigation bars. */
  TARO_APP_NAME: '易貸',
} as const

export type AppEnvName = keyof typeof APP_ENV_DEFAULTS

export function resolveAppEnv(source: Record<string, string | undefined> = process.env): Record<AppEnvName, string> {
  const resolved = { ...APP_ENV_DEFAULTS } as Record<AppEnvName, string>
  for (const name of Object.keys(APP_ENV_DEFAULTS) as AppEnvName[]) {
    const value = source[name]
    if (value !== undefined) resolved[name] = value
  }
  return resolved
}
