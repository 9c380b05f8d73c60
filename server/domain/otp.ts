/**
 * One-time login codes (each rule has a test in __tests__/server/otp.test.ts):
 * - 6 digits from `crypto.randomInt` (or OTP_FIXED_CODE outside production), valid 5 minutes, single use;
 * - a new code replaces the number's previous one;
 * - 5 wrong tries kill the code;
 * - 60 s between sends to one number, at most 5 sends per number per hour (429 with the wait);
 * - stored only as an HMAC (keyed from the AES key, so a leaked table cannot be brute-forced offline alone).
 */
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { VerifyCodeChannel } from '../../types/api/config'
import type { ServerContext } from '../context'
import type { Queryable } from '../db/index'
import { badRequest, tooManyRequests } from '../errors'
import { TEXT } from '../texts'

export const OTP_RULES = {
  validityMs: 5 * 60 * 1000,
  resendIntervalMs: 60 * 1000,
  maxSendsPerHour: 5,
  maxWrongTries: 5,
} as const

const HOUR_MS = 60 * 60 * 1000

function codeHash(ctx: ServerContext, mobile: string, code: string): string {
  const key = createHash('sha256').update(`otp:${ctx.config.aesKey}`).digest()
  return createHmac('sha256', key).update(`${mobile}:${code}`).digest('hex')
}

/** Serialises the OTP work of one number (PostgreSQL advisory lock on a hash of the number). */
async function lockMobile(tx: Queryable, mobile: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`otp:${mobile}`])
}

export async function sendOtp(ctx: ServerContext, mobile: string, channel: VerifyCodeChannel): Promise<void> {
  const now = ctx.clock.now()
  const code = await ctx.db.transaction(async (tx) => {
    await lockMobile(tx, mobile)
    const recent = await tx.query<{ created_at: Date }>(
      `select created_at from otp_codes where mobile = $1 and created_at > $2 order by created_at desc`,
      [mobile, new Date(now.getTime() - HOUR_MS).toISOString()],
    )
    if (recent.length > 0) {
      const sinceLast = now.getTime() - new Date(recent[0].created_at).getTime()
      if (sinceLast < OTP_RULES.resendIntervalMs) {
        throw tooManyRequests(TEXT.otp.resendTooSoon(Math.ceil((OTP_RULES.resendIntervalMs - sinceLast) / 1000)))
      }
    }
    if (recent.length >= OTP_RULES.maxSendsPerHour) {
      // The window frees up when the oldest send in it is an hour old.
      const oldest = new Date(recent[OTP_RULES.maxSendsPerHour - 1].created_at).getTime()
      throw tooManyRequests(TEXT.otp.hourlyLimit(Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 60_000))))
    }
    const newCode = ctx.config.otpFixedCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0')
    await tx.query('update otp_codes set closed_at = $2 where mobile = $1 and closed_at is null', [
      mobile,
      now.toISOString(),
    ])
    await tx.query(
      `insert into otp_codes (mobile, code_hash, channel, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
      [
        mobile,
        codeHash(ctx, mobile, newCode),
        channel,
        now.toISOString(),
        new Date(now.getTime() + OTP_RULES.validityMs).toISOString(),
      ],
    )
    return newCode
  })
  await ctx.otpSender.send({ mobile, code, channel })
}

/**
 * Consumes the number's current code when `code` matches; otherwise counts a wrong try (committed, so the
 * count survives) and throws 400 saying how many tries are left.
 */
export async function consumeOtp(ctx: ServerContext, mobile: string, code: string): Promise<void> {
  const problem = await ctx.db.transaction(async (tx): Promise<string | null> => {
    const now = ctx.clock.now()
    await lockMobile(tx, mobile)
    const rows = await tx.query<{ id: string; code_hash: string; failed_attempts: number; expires_at: Date }>(
      `select id::text as id, code_hash, failed_attempts, expires_at from otp_codes
        where mobile = $1 and closed_at is null order by id desc limit 1`,
      [mobile],
    )
    const current = rows[0]
    if (!current || new Date(current.expires_at).getTime() <= now.getTime()) return TEXT.otp.expiredOrMissing
    const expected = Buffer.from(current.code_hash, 'hex')
    const given = Buffer.from(codeHash(ctx, mobile, code), 'hex')
    if (timingSafeEqual(expected, given)) {
      await tx.query('update otp_codes set closed_at = $2 where id = $1', [current.id, now.toISOString()])
      return null
    }
    const failed = current.failed_attempts + 1
    const dead = failed >= OTP_RULES.maxWrongTries
    await tx.query('update otp_codes set failed_attempts = $2, closed_at = $3 where id = $1', [
      current.id,
      failed,
      dead ? now.toISOString() : null,
    ])
    return dead ? TEXT.otp.tooManyWrong : TEXT.otp.wrong(OTP_RULES.maxWrongTries - failed)
  })
  if (problem !== null) throw badRequest(problem)
}
