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
