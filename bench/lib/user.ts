/**
 * A bench user made through the API the way the browser tests make theirs (e2e/helpers/session.ts): logged in
 * with the OTP, all five verification steps done, and one loan approved and disbursed by the operator, so the
 * orders tab and the order list have a real order to show.
 */
import { admin, completeKyc, createSignedOrder, createUser } from '../../e2e/helpers/session'
import type { TestClient } from '../../__tests__/server/helpers/client'
import { BENCH_OTP, type ApiServer } from './api-server'

export type BenchUser = TestClient & { mobile: string; applyId: string }

export async function createBenchUser(server: ApiServer, dataDir: string): Promise<BenchUser> {
  // The session helpers read where the server is from the environment (they are shared with the e2e runner).
  process.env.E2E_BASE_URL = server.origin
  process.env.E2E_DATA_DIR = dataDir
  process.env.E2E_OTP = BENCH_OTP
  const client = await createUser()
  await completeKyc(client)
  const applyId = await createSignedOrder(client)
  await admin('POST', `/orders/${applyId}/approve`)
  await admin('POST', `/orders/${applyId}/disburse`)
  return Object.assign(client, { applyId })
}

/**
 * Writes the session into the page's localStorage the way the app stores it (Taro's H5 storage wraps each
 * value as `{"data": …}`; the app stores JSON text) — the same format as openAs() in e2e/helpers/session.ts.
 */
export function sessionStorageEntries(user: BenchUser): Record<string, string> {
  const wrap = (value: unknown) => JSON.stringify({ data: JSON.stringify(value) })
  return {
    token: wrap(user.token),
    loginInfo: wrap({ userId: user.userId, uuId: user.uuId }),
  }
}
