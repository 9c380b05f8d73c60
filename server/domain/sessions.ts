/**
 * Bearer sessions: 32 random bytes (base64url) handed to the client once, stored only as a SHA-256 hash.
 * A session ends at the absolute lifetime (from login) or after the idle lifetime without a request, and is
 * revoked by logout and account deletion.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { ServerContext } from '../context'
import type { Queryable } from '../db/index'

export interface Session {
  sessionId: string
  userId: string
  uuId: string
  mobile: string
}

export type SessionLookup = { ok: true; session: Session } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }

// Writing last_seen_at on every call would double the writes; a minute of slack does not change idle expiry.
const TOUCH_INTERVAL_MS = 60_000

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

export async function createSession(ctx: ServerContext, tx: Queryable, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = ctx.clock.now()
  await tx.query(
    `insert into sessions (user_id, token_hash, created_at, last_seen_at, expires_at)
     values ($1, $2, $3, $3, $4)`,
    [userId, hashToken(token), now.toISOString(), new Date(now.getTime() + ctx.config.sessionAbsoluteMs).toISOString()],
  )
  return token
}

export async function lookupSession(ctx: ServerContext, token: string): Promise<SessionLookup> {
  // Tokens are 43 base64url characters; anything else cannot match and is not worth a query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, reason: 'unknown' }
  const rows = await ctx.db.query<{
    session_id: string
    user_id: string
    uu_id: string
    mobile: string | null
    last_seen_at: Date
    expires_at: Date
    revoked_at: Date | null
  }>(
    `select s.id::text as session_id, u.id::text as user_id, u.uu_id::text as uu_id, u.mobile,
            s.last_seen_at, s.expires_at, s.revoked_at
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1`,
    [hashToken(token)],
  )
  const row = rows[0]
  if (!row) return { ok: false, reason: 'unknown' }
  if (row.revoked_at !== null || row.mobile === null) return { ok: false, reason: 'revoked' }
  const now = ctx.clock.now().getTime()
  const lastSeen = new Date(row.last_seen_at).getTime()
  if (now >= new Date(row.expires_at).getTime() || now - lastSeen >= ctx.config.sessionIdleMs) {
    return { ok: false, reason: 'expired' }
  }
  if (now - lastSeen >= TOUCH_INTERVAL_MS) {
    await ctx.db.query('update sessions set last_seen_at = $2 where id = $1', [
      row.session_id,
      new Date(now).toISOString(),
    ])
  }
  return { ok: true, session: { sessionId: row.session_id, userId: row.user_id, uuId: row.uu_id, mobile: row.mobile } }
}

export async function revokeSession(ctx: ServerContext, sessionId: string): Promise<void> {
  await ctx.db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [
    sessionId,
    ctx.clock.now().toISOString(),
  ])
}

export async function revokeAllSessions(ctx: ServerContext, tx: Queryable, userId: string): Promise<void> {
  await tx.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [
    userId,
    ctx.clock.now().toISOString(),
  ])
}

export const SESSION_MESSAGES = {
  missing: '請先登入',
  expired: '登入已逾時，請重新登入',
  revoked: '您已登出，請重新登入',
  unknown: '登入狀態無效，請重新登入',
} as const
