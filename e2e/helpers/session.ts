/**
 * Sets up state for browser tests through the API, the way the app would, so a test about orders does not
 * have to click through login and verification first: a logged-in user, a fully verified one, an order, and
 * the operator actions (`/admin/*`, as `npm run admin` uses them).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { httpTransport, nextMobile, TestClient } from '../../__tests__/server/helpers/client'
import { API } from '../../types/api/paths'
import type { ApplyConfirmBody, ApplyConfirmPayload, ApplyInitBody } from '../../types/api/apply'
import type { BankListBody, BindCardListBody } from '../../types/api/bank'
import type { SupplementUserInfoPayload } from '../../types/api/identity'
import type { EmergencyContactAddPayload } from '../../types/api/user'
import { baseUrl } from './browser'
import { makePng } from './images'

export { nextMobile }

export const e2eOtp = () => process.env.E2E_OTP || '246810'

const LETTER_VALUES: Record<string, number> = { A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, J: 18, K: 19 }

/**
 * A valid national ID (domain.md checksum) not used before in this run: the server allows one account per ID.
 * Letters A–K without I keep the letter values two-digit and simple.
 */
export function nextNationalId(): string {
  const letters = Object.keys(LETTER_VALUES)
  const letter = letters[Math.floor(Math.random() * letters.length)]
  const body = `${1 + Math.floor(Math.random() * 2)}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`
  const value = LETTER_VALUES[letter]
  const weights = [8, 7, 6, 5, 4, 3, 2, 1]
  const sum =
    Math.floor(value / 10) + (value % 10) * 9 + [...body].reduce((acc, digit, i) => acc + Number(digit) * weights[i], 0)
  return `${letter}${body}${(10 - (sum % 10)) % 10}`
}

/** The person test users are: a fresh valid ID each time, a name, and a birthday over 18. */
export const testPerson = () => ({ idNo: nextNationalId(), userName: '王小明', birthday: '1990/05/17' })

/** A new user logged in with the OTP; `mobile` defaults to a fresh number. */
export async function createUser(mobile = nextMobile('0987')): Promise<TestClient & { mobile: string }> {
  const client = new TestClient(httpTransport(baseUrl()))
  await client.login(mobile, e2eOtp())
  return Object.assign(client, { mobile })
}

async function uploadKey(client: TestClient): Promise<string> {
  const envelope = client.open<{ url: string; key: string }>(await client.upload(makePng(), 'photo.png', 'image/png'))
  if (envelope.status !== 200) throw new Error(`upload: ${envelope.status} ${envelope.message}`)
  return envelope.body.key
}

/** Verification steps 1–3 (personal data, contacts, ID card) through the API: a browser test can start on step 4. */
export async function completeStepsBeforeBank(client: TestClient): Promise<void> {
  await client.ok(API.supplementUserInfo, {
    name: '王小明',
    education: 'bachelor',
    maritalStatus: 'single',
    occupation: 'employee',
    monthlyIncome: 52000,
    city: '臺北市',
    district: '中正區',
    address: '重慶南路一段 122 號',
    email: '',
    lineId: '',
  } satisfies SupplementUserInfoPayload)
  await client.ok(API.emergencyContactAdd, {
    contacts: [
      { name: '王大明', mobile: nextMobile('0955'), relation: 'parent' },
      { name: '李小華', mobile: nextMobile('0966'), relation: 'friend' },
    ],
  } satisfies EmergencyContactAddPayload)
  await client.ok(API.ocrCheck, { frontImageKey: await uploadKey(client), backImageKey: await uploadKey(client) })
  await client.ok(API.ocrConfirm, testPerson())
}

/** Completes the five verification steps through the API. */
export async function completeKyc(client: TestClient): Promise<void> {
  await completeStepsBeforeBank(client)
  const banks = await client.ok<BankListBody>(API.bankList)
  await client.ok(API.bindCard, { bankCode: banks[0].bankCode, accountNo: `01${Date.now()}`.slice(0, 14) })
  const imageKey = await uploadKey(client)
  await client.ok(API.detection, { imageKey })
  await client.ok(API.faceCompare, { imageKey })
}

/** A verified user with one signed order (under review), returned with its applyId. */
export async function createSignedOrder(client: TestClient): Promise<string> {
  const offer = await client.ok<ApplyInitBody>(API.applyInitV31)
  const product = offer.applyInfos[0]
  const [card] = await client.ok<BindCardListBody>(API.bindCardList)
  const confirmed = await client.ok<ApplyConfirmBody>(API.applyConfirm, {
    requestId: `e2e-${Date.now()}-${Math.random().toString(16).slice(2)}`,
    items: [{ productCode: product.productCode, loanAmount: product.loanAmount, loanCycle: product.loanCycle }],
    cardId: card.cardId,
    purpose: 'living',
  } satisfies ApplyConfirmPayload)
  const applyId = confirmed.orders[0].applyId
  const signatureKey = await uploadKey(client)
  await client.ok(API.contractAdd, { applyId, signatureImageKey: signatureKey })
  return applyId
}

/** Operator actions on the running server (`server/routes/admin.ts`), with the token it wrote to DATA_DIR. */
export async function admin<T = unknown>(method: 'GET' | 'POST', route: string, body?: object): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through `npm run test:e2e`')
  const token = readFileSync(path.join(dataDir, 'admin.token'), 'utf8').trim()
  const response = await fetch(`${baseUrl()}/admin${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`admin ${method} ${route}: HTTP ${response.status} ${text}`)
  return (text ? JSON.parse(text) : undefined) as T
}

/**
 * `client`'s session as the app keeps it in localStorage: Taro's H5 storage wraps each value as `{"data": …}`,
 * and the app stores JSON text.
 */
export function sessionStorageEntries(client: Pick<TestClient, 'token' | 'userId' | 'uuId'>): Record<string, string> {
  const wrap = (value: unknown) => JSON.stringify({ data: JSON.stringify(value) })
  return { token: wrap(client.token), loginInfo: wrap({ userId: client.userId, uuId: client.uuId }) }
}

/** Opens the app in `page` as `client`'s user: the session is written to storage, then `route` is opened. */
export async function openAs(page: Page, client: TestClient, route: string): Promise<void> {
  await page.goto(`${baseUrl()}/#/pages/login/index`)
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, sessionStorageEntries(client))
  // A fresh document, so the app starts with the session: a hash-only goto would route inside the running app
  // (which started without a token, so a protected page redirects to login) and a reload could then reload the
  // login page instead. (Minimal fix by journey: that race made persistence.e2e.ts flaky under load.)
  await page.goto('about:blank')
  await page.goto(`${baseUrl()}/#${route}`)
}
