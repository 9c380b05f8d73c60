/**
 * Property: whatever arrives — random JSON, wrong types, huge strings, bit-flipped ciphertext, broken base64,
 * wrong or missing tokens — on any API route, the server never answers HTTP 5xx, never crashes, and answers
 * a decryptable `{status, message, body}` envelope (or HTTP 413 for an oversized body, or the raw HTML of a
 * raw route on success). 2,400 cases.
 */
import fc from 'fast-check'
import { API, type ApiRoute } from '../../types/api/paths'
import { startTestApp, type TestApp } from './helpers/app'
import { aesDecrypt, aesEncrypt, appHeaders, type TestClient } from './helpers/client'

let t: TestApp
let user: TestClient
beforeAll(async () => {
  t = await startTestApp()
  user = await t.loggedInClient()
}, 60_000)
afterAll(() => t.close())

// Calls that would end the shared session are fuzzed only without it.
const SESSION_ENDING = new Set<string>([API.logout.path, API.destroyAccount.path])
const ROUTES: ApiRoute[] = Object.values(API).filter((route) => !route.fileHost)

const FIELD_NAMES = [
  'mobile', 'code', 'password', 'oldPassword', 'newPassword', 'type', 'configKey', 'configType', 'contacts', 'apps',
  'name', 'relation', 'idNo', 'userName', 'birthday', 'bankCode', 'branchCode', 'accountNo', 'cardId', 'imageKey',
  'frontImageKey', 'backImageKey', 'event', 'eventContent', 'content', 'imageKeys', 'activityCode', 'scene', 'popId',
  'education', 'maritalStatus', 'occupation', 'monthlyIncome', 'city', 'district', 'address', 'email', 'lineId',
  'applyId', 'applyStatus', 'repayPlanId', 'amount', 'products', 'makeDefault', 'platform', 'deviceId', 'pushToken',
  '__proto__', 'constructor',
] // prettier-ignore

const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
  fc.constantFrom('0912345678', 'A123456789', '822', '12345678901234', '1990/01/01', '-1', '', ' ', '\u0000'),
)

const payload = fc.oneof(
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), jsonish, { maxKeys: 6 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
)

type Body =
  | { kind: 'encrypted'; value: unknown }
  | { kind: 'bitflip'; value: unknown; bit: number }
  | { kind: 'raw'; text: string }
  | { kind: 'none' }

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 5, arbitrary: payload.map((value) => ({ kind: 'encrypted' as const, value })) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('bitflip' as const), value: payload, bit: fc.nat({ max: 4000 }) }),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.string({ maxLength: 200 }),
        fc.base64String({ maxLength: 200 }),
        fc.string({ maxLength: 200, unit: 'binary' }),
      )
      .map((text) => ({ kind: 'raw' as const, text })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
)

const token = fc.constantFrom<'valid' | 'none' | 'garbage' | 'device'>('valid', 'none', 'garbage', 'device')

function flipBit(ciphertext: string, bit: number): string {
  const bytes = Buffer.from(ciphertext, 'base64')
  const index = bit % (bytes.length * 8)
  bytes[index >> 3] ^= 1 << (index & 7)
  return bytes.toString('base64')
}

function wire(b: Body): string | undefined {
  switch (b.kind) {
    case 'encrypted':
      return aesEncrypt(JSON.stringify(b.value) ?? 'null')
    case 'bitflip':
      return flipBit(aesEncrypt(JSON.stringify(b.value) ?? 'null'), b.bit)
    case 'raw':
      return b.text
    case 'none':
      return undefined
  }
}

test('no input makes the server answer 5xx or anything but a decryptable envelope', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ROUTES), body, token, fc.boolean(), async (route, b, tokenKind, jsonp) => {
      const useSession = tokenKind === 'valid' && !SESSION_ENDING.has(route.path)
      const headers: Record<string, string> = appHeaders({
        token: useSession ? user.token : tokenKind === 'garbage' ? 'x'.repeat(43) : null,
        userId: user.userId,
        uuId: user.uuId,
      })
      if (tokenKind === 'none') delete headers.Authorization
      const data = wire(b)
      const response =
        route.method === 'GET'
          ? await t.app.inject({
              method: 'GET',
              url: `${route.path}?${data === undefined ? '' : `data=${encodeURIComponent(data)}`}${jsonp ? '&callback=cb' : ''}`,
              headers,
            })
          : await t.app.inject({
              method: route.method,
              url: route.path,
              headers: { ...headers, 'content-type': 'text/plain' },
              ...(data === undefined ? {} : { payload: data }),
            })

      expect(response.statusCode).toBeLessThan(500)
      if (!t.app.hasRoute({ method: route.method, url: route.path })) {
        expect(response.statusCode).toBe(404) // a route another module has not registered yet
        return
      }
      if (response.statusCode === 413) return
      expect(response.statusCode).toBe(200)
      if (route.raw && String(response.headers['content-type']).startsWith('text/html')) return
      const text = jsonp && route.method === 'GET' ? (/^cb\("(.*)"\)$/.exec(response.body)?.[1] ?? '') : response.body
      const envelope = JSON.parse(aesDecrypt(text))
      expect(typeof envelope.status).toBe('number')
      expect(typeof envelope.message).toBe('string')
      expect(envelope).toHaveProperty('body')
      if (envelope.status === 500) throw new Error(`${route.path} answered envelope 500: ${envelope.message}`)
    }),
    { numRuns: 2400 },
  )
  // Still alive and healthy afterwards.
  expect((await t.app.inject({ method: 'GET', url: '/healthz' })).body).toBe('{"ok":true}')
}, 180_000)
