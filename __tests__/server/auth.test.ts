/**
 * Login by one-time code (every OTP rule), sessions (idle and absolute expiry, logout), passwords (strength,
 * init/edit, login, lockout). The app runs without OTP_FIXED_CODE; a capturing sender plays the phone.
 */
import type { OtpMessage, OtpSender } from '../../server/domain/otp-sender'
import { createLoggingOtpSender } from '../../server/domain/otp-sender'
import type { FastifyBaseLogger } from 'fastify'
import { API } from '../../types/api/paths'
import type { CashUserBody, LoginBody } from '../../types/api/user'
import { startTestApp, type TestApp } from './helpers/app'
import { nextMobile, TestClient } from './helpers/client'

const sent: OtpMessage[] = []
const capturingSender: OtpSender = {
  async send(message) {
    sent.push(message)
  },
}
const lastCodeFor = (mobile: string) => [...sent].reverse().find((message) => message.mobile === mobile)?.code ?? ''

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { OTP_FIXED_CODE: '' }, otpSender: capturingSender })
}, 60_000)
afterAll(() => t.close())

async function requestCode(client: TestClient, mobile: string, type: 'text' | 'voice' = 'text') {
  return client.call(API.sendVerifyCode, { mobile, type })
}

async function loginWithCode(mobile: string): Promise<TestClient> {
  const client = t.client()
  expect((await requestCode(client, mobile)).status).toBe(200)
  const body = await client.ok<LoginBody>(API.login, { mobile, code: lastCodeFor(mobile) })
  client.token = body.token
  client.userId = body.userId
  client.uuId = body.uuId
  return client
}

describe('one-time codes', () => {
  test('a code is 6 random digits sent to the normalised number over the chosen channel', async () => {
    const mobile = nextMobile()
    const typed = `+886 ${mobile.slice(1, 4)}-${mobile.slice(4, 7)}-${mobile.slice(7)}`
    expect((await requestCode(t.client(), typed, 'voice')).status).toBe(200)
    const message = sent.at(-1)!
    expect(message).toMatchObject({ mobile, channel: 'voice' })
    expect(message.code).toMatch(/^\d{6}$/)
    // Different numbers get independent random codes (a fixed value would repeat).
    const codes = new Set<string>()
    for (let i = 0; i < 6; i++) {
      const other = nextMobile('0955')
      await requestCode(t.client(), other)
      codes.add(lastCodeFor(other))
    }
    expect(codes.size).toBeGreaterThan(1)
  })

  test('codes are stored hashed, never in clear', async () => {
    const mobile = nextMobile()
    await requestCode(t.client(), mobile)
    const rows = await t.app.serverContext.db.query<{ code_hash: string }>(
      'select code_hash from otp_codes where mobile = $1',
      [mobile],
    )
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0].code_hash).not.toContain(lastCodeFor(mobile))
  })

  test('the first login creates the user; the next login finds the same user', async () => {
    const mobile = nextMobile()
    const first = await loginWithCode(mobile)
    t.clock.advance(2 * MINUTE)
    const second = await loginWithCode(mobile)
    expect(second.userId).toBe(first.userId)
    expect(second.uuId).toBe(first.uuId)
    expect(second.token).not.toBe(first.token)
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  test('a code works once', async () => {
    const mobile = nextMobile()
    const client = t.client()
    await requestCode(client, mobile)
    const code = lastCodeFor(mobile)
    expect((await client.call(API.login, { mobile, code })).status).toBe(200)
    expect(await client.call(API.login, { mobile, code })).toEqual({
      status: 400,
      message: '驗證碼已失效，請重新取得驗證碼',
      body: null,
    })
  })

  test('a code expires after 5 minutes', async () => {
    const mobile = nextMobile()
    const client = t.client()
    await requestCode(client, mobile)
    t.clock.advance(5 * MINUTE)
    const envelope = await client.call(API.login, { mobile, code: lastCodeFor(mobile) })
    expect(envelope).toMatchObject({ status: 400, message: '驗證碼已失效，請重新取得驗證碼' })
  })

  test('a code just inside 5 minutes still works', async () => {
    const mobile = nextMobile()
    const client = t.client()
    await requestCode(client, mobile)
    t.clock.advance(5 * MINUTE - 1000)
    expect((await client.call(API.login, { mobile, code: lastCodeFor(mobile) })).status).toBe(200)
  })

  test('five wrong tries kill the code, even for the right code afterwards', async () => {
    const mobile = nextMobile()
    const client = t.client()
    await requestCode(client, mobile)
    const code = lastCodeFor(mobile)
    const wrong = code === '000000' ? '111111' : '000000'
    const messages: string[] = []
    for (let i = 0; i < 5; i++) messages.push((await client.call(API.login, { mobile, code: wrong })).message)
    expect(messages).toEqual([
      '驗證碼錯誤，還可再試 4 次',
      '驗證碼錯誤，還可再試 3 次',
      '驗證碼錯誤，還可再試 2 次',
      '驗證碼錯誤，還可再試 1 次',
      '驗證碼錯誤次數過多，請重新取得驗證碼',
    ])
    expect((await client.call(API.login, { mobile, code })).status).toBe(400)
  })

  test('a new code replaces the previous one', async () => {
    const mobile = nextMobile()
    const client = t.client()
    await requestCode(client, mobile)
    const old = lastCodeFor(mobile)
    t.clock.advance(MINUTE)
    await requestCode(client, mobile)
    const fresh = lastCodeFor(mobile)
    if (old !== fresh) expect((await client.call(API.login, { mobile, code: old })).status).toBe(400)
    expect((await client.call(API.login, { mobile, code: fresh })).status).toBe(200)
  })

  test('60 s between sends to one number: 429 with the seconds left', async () => {
    const mobile = nextMobile()
    const client = t.client()
    await requestCode(client, mobile)
    t.clock.advance(15_000)
    expect(await requestCode(client, mobile)).toEqual({
      status: 429,
      message: '請於 45 秒後再重新發送驗證碼',
      body: null,
    })
    t.clock.advance(45_000)
    expect((await requestCode(client, mobile)).status).toBe(200)
  })

  test('at most 5 sends per number per hour: 429 with the minutes left', async () => {
    const mobile = nextMobile()
    const client = t.client()
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(client, mobile)).status).toBe(200)
      t.clock.advance(61_000)
    }
    const refused = await requestCode(client, mobile)
    expect(refused.status).toBe(429)
    // The first send was 5 × 61 s ago: its hour ends in 55 minutes (rounded up).
    expect(refused.message).toBe('驗證碼發送次數已達上限，請於 55 分鐘後再試')
    t.clock.advance(55 * MINUTE)
    expect((await requestCode(client, mobile)).status).toBe(200)
  })

  test('bad inputs get specific messages', async () => {
    const client = t.client()
    expect((await client.call(API.sendVerifyCode, { mobile: '0812345678', type: 'text' })).message).toBe(
      '手機號碼格式錯誤',
    )
    expect((await client.call(API.sendVerifyCode, { mobile: nextMobile(), type: 'fax' })).message).toBe(
      '驗證方式選項無效',
    )
    expect((await client.call(API.login, { mobile: nextMobile(), code: '12ab56' })).message).toBe('驗證碼須為 6 位數字')
    expect((await client.call(API.login, { mobile: nextMobile() })).message).toBe('請輸入驗證碼或密碼')
  })

  test('the logging sender names the masked number, and shows the code only in development', async () => {
    const lines: string[] = []
    const log = { info: (line: string) => lines.push(line) } as unknown as FastifyBaseLogger
    await createLoggingOtpSender(log, 'development').send({ mobile: '0912345678', code: '482913', channel: 'text' })
    await createLoggingOtpSender(log, 'production').send({ mobile: '0912345678', code: '482913', channel: 'text' })
    await createLoggingOtpSender(log, 'test').send({ mobile: '0912345678', code: '482913', channel: 'voice' })
    expect(lines[0]).toBe('簡訊驗證碼已送出至 0912***678（開發模式驗證碼：482913）')
    expect(lines[1]).toBe('簡訊驗證碼已送出至 0912***678')
    expect(lines[2]).toBe('語音驗證碼已送出至 0912***678')
  })

  test('OTP_FIXED_CODE makes every code that value', async () => {
    const fixed = await startTestApp({ env: { OTP_FIXED_CODE: '424242' } })
    try {
      const client = fixed.client()
      const mobile = nextMobile()
      await client.ok(API.sendVerifyCode, { mobile, type: 'text' })
      expect((await client.call(API.login, { mobile, code: '424242' })).status).toBe(200)
    } finally {
      await fixed.close()
    }
  }, 60_000)
})

describe('sessions', () => {
  test('logout revokes the token', async () => {
    const client = await loginWithCode(nextMobile())
    expect((await client.call(API.queryCashUser)).status).toBe(200)
    expect((await client.call(API.logout)).status).toBe(200)
    expect(await client.call(API.queryCashUser)).toEqual({ status: 301, message: '您已登出，請重新登入', body: null })
  })

  test('a session idle for 7 days expires; activity keeps it alive', async () => {
    const client = await loginWithCode(nextMobile())
    t.clock.advance(6 * DAY)
    expect((await client.call(API.queryCashUser)).status).toBe(200)
    t.clock.advance(6 * DAY)
    expect((await client.call(API.queryCashUser)).status).toBe(200)
    t.clock.advance(7 * DAY)
    expect(await client.call(API.queryCashUser)).toEqual({
      status: 301,
      message: '登入已逾時，請重新登入',
      body: null,
    })
  })

  test('a session ends 30 days after login even when used every day', async () => {
    const client = await loginWithCode(nextMobile())
    for (let i = 0; i < 9; i++) {
      t.clock.advance(3 * DAY)
      expect((await client.call(API.queryCashUser)).status).toBe(200)
    }
    t.clock.advance(2 * DAY) // day 29
    expect((await client.call(API.queryCashUser)).status).toBe(200)
    t.clock.advance(1 * DAY) // day 30
    expect((await client.call(API.queryCashUser)).status).toBe(301)
  })

  test('tokens are stored only as SHA-256 hashes', async () => {
    const client = await loginWithCode(nextMobile())
    const rows = await t.app.serverContext.db.query<{ token_hash: string }>(
      'select token_hash from sessions where user_id = $1',
      [client.userId],
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.map((row) => row.token_hash)).not.toContain(client.token)
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  test('queryCashUser describes the logged-in user', async () => {
    const mobile = nextMobile()
    const client = await loginWithCode(mobile)
    const user = await client.ok<CashUserBody>(API.queryCashUser)
    expect(user).toMatchObject({
      userId: client.userId,
      uuId: client.uuId,
      mobile,
      mobileMasked: `${mobile.slice(0, 4)}***${mobile.slice(7)}`,
      realName: '',
      hasPassword: false,
      kycCompleted: false,
    })
  })
})

describe('passwords', () => {
  test.each([
    ['abc123', '密碼長度須為 8 到 20 個字元'],
    ['abcdefghijk', '密碼須同時包含英文字母與數字'],
    ['12345678901', '密碼須同時包含英文字母與數字'],
    ['abc 12345', '密碼僅可使用英文字母、數字及半形符號，不可包含空白'],
    ['密碼abc12345', '密碼僅可使用英文字母、數字及半形符號，不可包含空白'],
    ['a1'.repeat(11), '密碼長度須為 8 到 20 個字元'],
  ])('initPassword refuses %j: %s', async (password, message) => {
    const client = await loginWithCode(nextMobile())
    expect(await client.call(API.initPassword, { password })).toEqual({ status: 400, message, body: null })
  })

  test('init, then log in with the password, then change it', async () => {
    const mobile = nextMobile()
    const client = await loginWithCode(mobile)
    expect((await client.call(API.initPassword, { password: 'tw2025pass' })).status).toBe(200)
    expect((await client.call(API.initPassword, { password: 'other2025x' })).status).toBe(409)
    expect((await client.ok<CashUserBody>(API.queryCashUser)).hasPassword).toBe(true)

    const byPassword = await t.client().ok<LoginBody>(API.login, { mobile, password: 'tw2025pass' })
    expect(byPassword.userId).toBe(client.userId)

    expect(await client.call(API.editPassword, { oldPassword: 'wrong123', newPassword: 'new2025pass' })).toMatchObject({
      status: 400,
      message: '原密碼錯誤',
    })
    expect(
      (await client.call(API.editPassword, { oldPassword: 'tw2025pass', newPassword: 'new2025pass' })).status,
    ).toBe(200)
    // The session that changed it stays; every other session of the user (here: the password login) ends.
    expect((await client.call(API.queryCashUser)).status).toBe(200)
    const stale = t.client()
    stale.token = byPassword.token
    expect((await stale.call(API.queryCashUser)).status).toBe(301)
    expect((await t.client().call(API.login, { mobile, password: 'tw2025pass' })).status).toBe(400)
    expect((await t.client().call(API.login, { mobile, password: 'new2025pass' })).status).toBe(200)
  })

  test('passwords are stored as scrypt hashes', async () => {
    const client = await loginWithCode(nextMobile())
    await client.ok(API.initPassword, { password: 'hash2025me' })
    const rows = await t.app.serverContext.db.query<{ password_hash: string }>(
      'select password_hash from users where id = $1',
      [client.userId],
    )
    expect(rows[0].password_hash).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(rows[0].password_hash).not.toContain('hash2025me')
  })

  test('an unknown number and a wrong password get the same answer', async () => {
    const unknown = await t.client().call(API.login, { mobile: nextMobile('0933'), password: 'abc12345' })
    const client = await loginWithCode(nextMobile())
    await client.ok(API.initPassword, { password: 'right2025' })
    const user = await client.ok<CashUserBody>(API.queryCashUser)
    const wrong = await t.client().call(API.login, { mobile: user.mobile, password: 'wrong2025' })
    expect(unknown).toEqual({ status: 400, message: '手機號碼或密碼錯誤', body: null })
    expect(wrong).toEqual(unknown)
  })

  test('5 wrong passwords in 15 minutes lock password login (429), the code login still works', async () => {
    const mobile = nextMobile()
    const client = await loginWithCode(mobile)
    await client.ok(API.initPassword, { password: 'lock2025me' })
    for (let i = 0; i < 5; i++) {
      expect((await t.client().call(API.login, { mobile, password: `bad${i}2025x` })).status).toBe(400)
    }
    const locked = await t.client().call(API.login, { mobile, password: 'lock2025me' })
    expect(locked).toEqual({
      status: 429,
      message: '密碼錯誤次數過多，請於 15 分鐘後再試，或改用驗證碼登入',
      body: null,
    })
    t.clock.advance(2 * MINUTE)
    expect((await loginWithCode(mobile)).userId).toBe(client.userId)
    t.clock.advance(14 * MINUTE)
    expect((await t.client().call(API.login, { mobile, password: 'lock2025me' })).status).toBe(200)
  })
})
