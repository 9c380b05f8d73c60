/**
 * Passwords: scrypt (N=16384, r=8, p=1, 32-byte key, 16-byte salt), stored as `scrypt$N$r$p$salt$hash`.
 * Strength: 8–20 printable ASCII characters with at least one letter and one digit. Wrong passwords are
 * counted per number: 5 within 15 minutes lock password login for the rest of that window.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import type { ServerContext } from '../context'
import type { Queryable } from '../db/index'
import { tooManyRequests } from '../errors'
import { TEXT } from '../texts'

const PARAMS = { N: 16384, r: 8, p: 1 }
const KEY_LENGTH = 32

export const PASSWORD_LOCK = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** `null` when acceptable, else the message. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8 || password.length > 20) return TEXT.password.length
  if (!/^[\x21-\x7e]+$/.test(password)) return TEXT.password.characters
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return TEXT.password.mix
  return null
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt') return false
  const expected = Buffer.from(hash, 'base64')
  const key = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** Throws 429 while the number is locked out of password checks. */
export async function assertPasswordNotLocked(ctx: ServerContext, db: Queryable, mobile: string): Promise<void> {
  const now = ctx.clock.now().getTime()
  const rows = await db.query<{ at: Date }>(
    'select at from password_failures where mobile = $1 and at > $2 order by at asc',
    [mobile, new Date(now - PASSWORD_LOCK.windowMs).toISOString()],
  )
  if (rows.length >= PASSWORD_LOCK.maxFailures) {
    const unlockAt = new Date(rows[rows.length - PASSWORD_LOCK.maxFailures].at).getTime() + PASSWORD_LOCK.windowMs
    throw tooManyRequests(TEXT.auth.passwordLocked(Math.max(1, Math.ceil((unlockAt - now) / 60_000))))
  }
}

export async function recordPasswordFailure(ctx: ServerContext, db: Queryable, mobile: string): Promise<void> {
  await db.query('insert into password_failures (mobile, at) values ($1, $2)', [mobile, ctx.clock.now().toISOString()])
}

export async function clearPasswordFailures(db: Queryable, mobile: string): Promise<void> {
  await db.query('delete from password_failures where mobile = $1', [mobile])
}
