/**
 * Bearer sessions: 32 random bytes (base64url) handed to the client once, stored only as a SHA-256 hash.
 * A session ends at the absolute lifetime (from login) or after the idle lifetime without a request, and is
 * revoked by logout, a password change (every other session) and account deletion.
 *
 * Lookups are cached in process for a few seconds (token hash → session): an authenticated call then costs no
 * query at all, and `last_seen_at` is written at most once a minute per session. Every revocation goes through
 * this module and drops the affected entries at once, so a revoked token is refused on its next request. A
 * change made outside this process (another server on the same PostgreSQL) is seen within `SESSION_CACHE_MS`.
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

/** How long a looked-up session is trusted without asking the database again (real time, not ctx.clock). */
export const SESSION_CACHE_MS = 5_000
// A bound on memory: past it the oldest entries go (they are re-read on their next request).
const SESSION_CACHE_MAX_ENTRIES = 10_000

interface CachedSession {
  session: Session
  lastSeenMs: number
  expiresMs: number
  /** performance.now() when read from the database. */
  readAt: number
}

class SessionCache {
  private readonly entries = new Map<string, CachedSession>()
  /**
   * Bumped by every revocation: a lookup whose query started before a revocation does not store its (maybe
   * stale) answer, so it cannot put a revoked session back into the cache.
   */
  generation = 0

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash)
    if (entry && performance.now() - entry.readAt < SESSION_CACHE_MS) return entry
    if (entry) this.entries.delete(tokenHash)
    return undefined
  }

  set(tokenHash: string, entry: CachedSession): void {
    if (this.entries.size >= SESSION_CACHE_MAX_ENTRIES) {
      for (const key of this.entries.keys()) {
        this.entries.delete(key)
        if (this.entries.size < SESSION_CACHE_MAX_ENTRIES / 2) break
      }
    }
    this.entries.set(tokenHash, entry)
  }

  forget(matches: (session: Session) => boolean): void {
    this.generation += 1
    for (const [key, entry] of this.entries) if (matches(entry.session)) this.entries.delete(key)
  }
}

const caches = new WeakMap<ServerContext, SessionCache>()

function cacheOf(ctx: ServerContext): SessionCache {
  let cache = caches.get(ctx)
  if (!cache) {
    cache = new SessionCache()
    caches.set(ctx, cache)
  }
  return cache
}

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
  const tokenHash = hashToken(token)
  const cache = cacheOf(ctx)
  const hit = cache.get(tokenHash)
  const found = hit ? { ok: true as const, cached: hit } : await readSession(ctx, cache, tokenHash)
  if (!found.ok) return found
  const { cached } = found
  const now = ctx.clock.now().getTime()
  if (now >= cached.expiresMs || now - cached.lastSeenMs >= ctx.config.sessionIdleMs) {
    return { ok: false, reason: 'expired' }
  }
  if (now - cached.lastSeenMs >= TOUCH_INTERVAL_MS) {
    cached.lastSeenMs = now
    await ctx.db.query('update sessions set last_seen_at = $2 where id = $1', [
      cached.session.sessionId,
      new Date(now).toISOString(),
    ])
  }
  return { ok: true, session: cached.session }
}

type ReadResult = { ok: true; cached: CachedSession } | Extract<SessionLookup, { ok: false }>

async function readSession(ctx: ServerContext, cache: SessionCache, tokenHash: string): Promise<ReadResult> {
  const generation = cache.generation
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
    [tokenHash],
  )
  const row = rows[0]
  if (!row) return { ok: false, reason: 'unknown' }
  if (row.revoked_at !== null || row.mobile === null) return { ok: false, reason: 'revoked' }
  const cached: CachedSession = {
    session: { sessionId: row.session_id, userId: row.user_id, uuId: row.uu_id, mobile: row.mobile },
    lastSeenMs: new Date(row.last_seen_at).getTime(),
    expiresMs: new Date(row.expires_at).getTime(),
    readAt: performance.now(),
  }
  if (cache.generation === generation) cache.set(tokenHash, cached)
  return { ok: true, cached }
}

export async function revokeSession(ctx: ServerContext, sessionId: string): Promise<void> {
  await ctx.db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [
    sessionId,
    ctx.clock.now().toISOString(),
  ])
  cacheOf(ctx).forget((session) => session.sessionId === sessionId)
}

/** Ends every session of the user except `keepSessionId` (the one that changed the password). */
export async function revokeOtherSessions(ctx: ServerContext, userId: string, keepSessionId: string): Promise<void> {
  await ctx.db.query('update sessions set revoked_at = $3 where user_id = $1 and id <> $2 and revoked_at is null', [
    userId,
    keepSessionId,
    ctx.clock.now().toISOString(),
  ])
  cacheOf(ctx).forget((session) => session.userId === userId && session.sessionId !== keepSessionId)
}

/**
 * Ends every session of the user inside the caller's transaction. Call `forgetUserSessions` again after
 * the commit: a lookup between this update and the commit still reads the old row and may cache it.
 */
export async function revokeAllSessions(ctx: ServerContext, tx: Queryable, userId: string): Promise<void> {
  await tx.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [
    userId,
    ctx.clock.now().toISOString(),
  ])
  forgetUserSessions(ctx, userId)
}

/** Drops the user's cached sessions, so the next request of each reads the database. */
export function forgetUserSessions(ctx: ServerContext, userId: string): void {
  cacheOf(ctx).forget((session) => session.userId === userId)
}

export const SESSION_MESSAGES = {
  missing: '請先登入',
  expired: '登入已逾時，請重新登入',
  revoked: '您已登出，請重新登入',
  unknown: '登入狀態無效，請重新登入',
} as const
