/**
 * The in-process session cache (server/domain/sessions.ts): a token used a moment ago is served from memory,
 * yet every revocation this server makes is refused on the very next request; a revocation made elsewhere
 * (another server on the same database) is seen within SESSION_CACHE_MS; idle bookkeeping writes
 * `last_seen_at` at most once a minute.
 */
import { API } from '../../types/api/paths'
import { SESSION_CACHE_MS } from '../../server/domain/sessions'
import { startTestApp, type TestApp } from './helpers/app'
import { nextMobile, type TestClient } from './helpers/client'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 60_000)
afterAll(() => t.close())
afterEach(() => jest.restoreAllMocks())

/** A second session of the same user (a second phone). */
async function secondSession(mobile: string): Promise<TestClient> {
  const other = t.client()
  t.clock.advance(61_000) // past the resend wait of the one-time code
  await other.login(mobile)
  return other
}

/** `last_seen_at` of the user's live sessions, as epoch milliseconds. */
const lastSeenOf = async (userId: string) =>
  (
    await t.app.serverContext.db.query<{ last_seen_at: Date }>(
      'select last_seen_at from sessions where user_id = $1 and revoked_at is null',
      [userId],
    )
  ).map((row) => new Date(row.last_seen_at).getTime())

describe('revocations are refused at once, though the token was just served from the cache', () => {
  test('logout', async () => {
    const client = await t.loggedInClient()
    expect((await client.call(API.queryCashUser)).status).toBe(200)
    expect((await client.call(API.logout)).status).toBe(200)
    expect(await client.call(API.queryCashUser)).toEqual({ status: 301, message: '您已登出，請重新登入', body: null })
  })

  test('a password change ends the other sessions', async () => {
    const mobile = nextMobile()
    const client = await t.loggedInClient(mobile)
    const otherPhone = await secondSession(mobile)
    expect((await otherPhone.call(API.queryCashUser)).status).toBe(200)
    await client.ok(API.initPassword, { password: 'tw2025pass' })
    await client.ok(API.editPassword, { oldPassword: 'tw2025pass', newPassword: 'new2025pass' })
    expect((await otherPhone.call(API.queryCashUser)).status).toBe(301)
    expect((await client.call(API.queryCashUser)).status).toBe(200)
  })

  test('account deletion ends every session', async () => {
    const mobile = nextMobile()
    const client = await t.loggedInClient(mobile)
    const otherPhone = await secondSession(mobile)
    expect((await otherPhone.call(API.queryCashUser)).status).toBe(200)
    expect((await client.call(API.destroyAccount, { reason: '不再需要' })).status).toBe(200)
    expect((await otherPhone.call(API.queryCashUser)).status).toBe(301)
    expect((await client.call(API.queryCashUser)).status).toBe(301)
  })

  test('idle expiry still applies to a cached session', async () => {
    const client = await t.loggedInClient()
    expect((await client.call(API.queryCashUser)).status).toBe(200)
    t.clock.advance(t.config.sessionIdleMs)
    expect(await client.call(API.queryCashUser)).toEqual({
      status: 301,
      message: '登入已逾時，請重新登入',
      body: null,
    })
  })
})

test('a revocation written by another server is seen within SESSION_CACHE_MS', async () => {
  const client = await t.loggedInClient()
  expect((await client.call(API.queryCashUser)).status).toBe(200)
  await t.app.serverContext.db.query('update sessions set revoked_at = now() where user_id = $1', [client.userId])
  // Still cached: this server did not make the change.
  expect((await client.call(API.queryCashUser)).status).toBe(200)
  const start = performance.now()
  jest.spyOn(performance, 'now').mockImplementation(() => start + SESSION_CACHE_MS)
  expect((await client.call(API.queryCashUser)).status).toBe(301)
})

test('last_seen_at is written at most once a minute however many requests come', async () => {
  const client = await t.loggedInClient()
  const [loginTime] = await lastSeenOf(client.userId)
  t.clock.advance(30_000)
  for (let i = 0; i < 5; i += 1) expect((await client.call(API.queryCashUser)).status).toBe(200)
  expect(await lastSeenOf(client.userId)).toEqual([loginTime])
  t.clock.advance(31_000)
  expect((await client.call(API.queryCashUser)).status).toBe(200)
  expect(await lastSeenOf(client.userId)).toEqual([t.clock.now().getTime()])
})
