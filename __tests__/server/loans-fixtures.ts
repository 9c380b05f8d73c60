/**
 * Shared set-up of the loan tests: a user who has done the five verification steps (written straight into
 * the core's tables, so these tests do not depend on the identity routes), a signature image, the admin
 * token, and a confirmed (or signed, or disbursed) order.
 */
import { randomInt, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { deflateSync } from 'node:zlib'
import type { ApplyConfirmBody, ApplyInitBody } from '../../types/api/apply'
import { API } from '../../types/api/paths'
import { createSession } from '../../server/domain/sessions'
import { injectTransport, nextMobile, TestClient } from './helpers/client'
import type { TestApp } from './helpers/app'

/** A valid PNG (RGB, one colour) of the given size, built by hand: signature, IHDR, IDAT, IEND with CRCs. */
export function makePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(typeAndData))
    return Buffer.concat([length, typeAndData, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // colour type RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x22)])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A valid national ID number (domain.md checksum), different on every call. */
export function randomNationalId(): string {
  const letters: Record<string, number> = { A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17 }
  const letter = 'ABCDEFGH'[randomInt(8)]
  const digits = [1, ...Array.from({ length: 7 }, () => randomInt(10))]
  const value = letters[letter]
  const weights = [8, 7, 6, 5, 4, 3, 2, 1]
  let sum = Math.floor(value / 10) + (value % 10) * 9
  digits.forEach((digit, index) => (sum += digit * weights[index]))
  const check = (10 - (sum % 10)) % 10
  return `${letter}${digits.join('')}${check}`
}

export interface VerifiedUser {
  client: TestClient
  userId: string
  cardId: string
  accountNo: string
  idNo: string
}

/** Writes the five verification steps for the user directly (name and ID can be chosen, e.g. to test escaping). */
export async function completeKyc(
  testApp: TestApp,
  userId: string,
  options: { userName?: string; steps?: number } = {},
): Promise<{ cardId: string; accountNo: string; idNo: string }> {
  const { db } = testApp.app.serverContext
  const now = testApp.clock.now().toISOString()
  const steps = options.steps ?? 5
  const idNo = randomNationalId()
  const accountNo = String(randomInt(10 ** 9, 10 ** 10 - 1)) + String(randomInt(100_000, 999_999))
  let cardId = ''
  if (steps >= 1) {
    await db.query(
      `insert into user_profiles (user_id, name, education, marital_status, occupation, monthly_income, city, district,
         address, email, line_id, updated_at)
       values ($1, '王小明', 'bachelor', 'single', 'employee', 45000, '臺北市', '中正區', '重慶南路一段 122 號', '', '', $2)`,
      [userId, now],
    )
  }
  if (steps >= 2) {
    await db.query(
      `insert into emergency_contacts (user_id, position, name, mobile, relation) values
         ($1, 1, '王大明', $2, 'parent'), ($1, 2, '陳美麗', $3, 'friend')`,
      [userId, nextMobile('0955'), nextMobile('0966')],
    )
  }
  if (steps >= 3) {
    await db.query(
      `insert into id_cards (user_id, id_no, id_no_masked, user_name, birthday, gender, document_type, confirmed_at)
       values ($1, $2, $3, $4, '1990-05-20', 'male', 'nationalId', $5)`,
      [userId, idNo, `${idNo.slice(0, 3)}****${idNo.slice(-3)}`, options.userName ?? '王小明', now],
    )
  }
  if (steps >= 4) {
    const rows = await db.query<{ id: string }>(
      `insert into bank_cards (user_id, bank_code, branch_code, account_no, holder_name, is_default, created_at)
       values ($1, '808', '', $2, $3, true, $4) returning id::text as id`,
      [userId, accountNo, options.userName ?? '王小明', now],
    )
    cardId = rows[0].id
  }
  if (steps >= 5) {
    await db.query(
      `insert into face_checks (user_id, liveness_status, face_compare_result, identity_check_status, updated_at)
       values ($1, 'pending_review', 'pending_review', 'pending_review', $2)`,
      [userId, now],
    )
  }
  return { cardId, accountNo, idNo }
}

/**
 * A logged-in client whose user and session are written directly (the same rows login creates), so these
 * tests need only the loan routes.
 */
export async function sessionClient(testApp: TestApp, mobile = nextMobile('0987')): Promise<TestClient> {
  const ctx = testApp.app.serverContext
  const uuId = randomUUID()
  const rows = await ctx.db.query<{ id: string }>(
    'insert into users (uu_id, mobile, created_at) values ($1, $2, $3) returning id::text as id',
    [uuId, mobile, testApp.clock.now().toISOString()],
  )
  const client = new TestClient(injectTransport(testApp.app))
  client.token = await createSession(ctx, ctx.db, rows[0].id)
  client.userId = rows[0].id
  client.uuId = uuId
  return client
}

export async function verifiedUser(testApp: TestApp, options: { userName?: string } = {}): Promise<VerifiedUser> {
  const client = await sessionClient(testApp)
  const kyc = await completeKyc(testApp, client.userId, options)
  return { client, userId: client.userId, ...kyc }
}

/** Stores a signature image owned by the user and returns its upload key. */
export async function signatureKey(testApp: TestApp, userId: string): Promise<string> {
  const png = makePng(240, 120)
  const upload = await testApp.app.serverContext.uploads.save(userId, png, {
    mime: 'image/png',
    width: 240,
    height: 120,
  })
  return upload.key
}

let requestCounter = 0
export const newRequestId = () => `req-${Date.now()}-${++requestCounter}-${randomInt(1_000_000)}`

/** Confirms one QUICK order of NT$10,000 over 30 days and returns its applyId. */
export async function confirmQuickOrder(user: VerifiedUser, loanAmount = 10_000, loanCycle = 30): Promise<string> {
  const body = await user.client.ok<ApplyConfirmBody>(API.applyConfirm, {
    requestId: newRequestId(),
    items: [{ productCode: 'QUICK', loanAmount, loanCycle }],
    cardId: user.cardId,
    purpose: 'living',
  })
  return body.orders[0].applyId
}

export async function signOrder(testApp: TestApp, user: VerifiedUser, applyId: string): Promise<void> {
  await user.client.ok(API.contractAdd, { applyId, signatureImageKey: await signatureKey(testApp, user.userId) })
}

/** Calls an /admin route in-process with the token the server wrote for the CLI. */
export async function admin(
  testApp: TestApp,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<{ statusCode: number; json: Record<string, unknown> }> {
  const token = readFileSync(path.join(testApp.dataDir, 'admin.token'), 'utf8').trim()
  const response = await testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  })
  return { statusCode: response.statusCode, json: JSON.parse(response.body) as Record<string, unknown> }
}

/** A disbursed (repaying) order: confirm, sign, approve, disburse. */
export async function repayingOrder(testApp: TestApp, user: VerifiedUser, loanAmount = 10_000): Promise<string> {
  const applyId = await confirmQuickOrder(user, loanAmount)
  await signOrder(testApp, user, applyId)
  expect((await admin(testApp, 'POST', `/admin/orders/${applyId}/approve`)).statusCode).toBe(200)
  expect((await admin(testApp, 'POST', `/admin/orders/${applyId}/disburse`)).statusCode).toBe(200)
  return applyId
}

export async function initOffer(client: TestClient): Promise<ApplyInitBody> {
  return client.ok<ApplyInitBody>(API.applyInitV31)
}
