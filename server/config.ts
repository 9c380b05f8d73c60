/**
 * Server settings from the environment, parsed once at start (wire-protocol.md, "Configuration").
 * `loadConfig` refuses unsafe combinations instead of starting: production with the public development
 * key, with a fixed OTP or with fault injection.
 */
import path from 'node:path'

/** The public development pair from wire-protocol.md: fine for development, refused in production. */
export const DEV_AES_KEY = 'dev-only-key-0123456789abcdefXYZ'
export const DEV_AES_IV = 'dev-only-iv-0123'

const DAY_MS = 24 * 60 * 60 * 1000

export type NodeEnv = 'development' | 'production' | 'test'

export interface ServerConfig {
  nodeEnv: NodeEnv
  host: string
  port: number
  aesKey: string
  aesIv: string
  /** `postgres://…` selects a real PostgreSQL; `null` = PGlite in `dataDir`. */
  databaseUrl: string | null
  /** Absolute path: the embedded database (`pgdata/`) and the uploads (`uploads/`). */
  dataDir: string
  /** Every OTP is this code when set (tests, demos). */
  otpFixedCode: string | null
  /** Enables the `/__test/*` routes. */
  faultInjection: boolean
  /** Loan applications are approved without a reviewer (read by the loan routes). */
  autoApprove: boolean
  /** A session ends this long after login whatever happens. */
  sessionAbsoluteMs: number
  /** A session ends after this long without a request. */
  sessionIdleMs: number
  logLevel: string
  /** Origin put in absolute URLs (images, the LINE QR), e.g. `https://api.example.tw`; `null` = the request's own. */
  publicOrigin: string | null
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>

function flag(env: Env, name: string): boolean {
  const value = env[name]?.trim().toLowerCase()
  if (value === undefined || value === '' || value === '0' || value === 'false') return false
  if (value === '1' || value === 'true') return true
  throw new ConfigError(`${name} must be 1/true or 0/false, got "${env[name]}"`)
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number, got "${raw}"`)
  return value
}

function parseOrigin(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null
  try {
    const url = new URL(raw.trim())
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme')
    return url.origin
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN must be an http(s) origin, got "${raw}"`)
  }
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const nodeEnvRaw = env.NODE_ENV?.trim() || 'development'
  if (nodeEnvRaw !== 'development' && nodeEnvRaw !== 'production' && nodeEnvRaw !== 'test') {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnvRaw}"`)
  }
  const nodeEnv: NodeEnv = nodeEnvRaw

  const port = positiveNumber(env, 'PORT', 8080)
  if (!Number.isInteger(port) || port > 65535) throw new ConfigError(`PORT must be 1–65535, got "${env.PORT}"`)

  const aesKey = env.AES_KEY ?? DEV_AES_KEY
  const aesIv = env.AES_IV ?? DEV_AES_IV
  if (![16, 24, 32].includes(Buffer.byteLength(aesKey, 'utf8'))) {
    throw new ConfigError('AES_KEY must be 16, 24 or 32 bytes of UTF-8')
  }
  if (Buffer.byteLength(aesIv, 'utf8') !== 16) throw new ConfigError('AES_IV must be 16 bytes of UTF-8')

  const otpFixedCode = env.OTP_FIXED_CODE?.trim() || null
  if (otpFixedCode !== null && !/^\d{6}$/.test(otpFixedCode)) throw new ConfigError('OTP_FIXED_CODE must be 6 digits')

  const faultInjection = flag(env, 'FAULT_INJECTION')

  if (nodeEnv === 'production') {
    if (aesKey === DEV_AES_KEY || aesIv === DEV_AES_IV) {
      throw new ConfigError('refusing to start in production with the public development AES_KEY/AES_IV')
    }
    if (otpFixedCode !== null) throw new ConfigError('refusing to start in production with OTP_FIXED_CODE set')
    if (faultInjection) throw new ConfigError('refusing to start in production with FAULT_INJECTION set')
  }

  return {
    nodeEnv,
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    aesKey,
    aesIv,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: path.resolve(env.DATA_DIR?.trim() || '.data'),
    otpFixedCode,
    faultInjection,
    autoApprove: flag(env, 'AUTO_APPROVE'),
    sessionAbsoluteMs: positiveNumber(env, 'SESSION_MAX_AGE_DAYS', 30) * DAY_MS,
    sessionIdleMs: positiveNumber(env, 'SESSION_IDLE_DAYS', 7) * DAY_MS,
    logLevel: env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'warn' : 'info'),
    publicOrigin: parseOrigin(env.PUBLIC_ORIGIN),
  }
}
