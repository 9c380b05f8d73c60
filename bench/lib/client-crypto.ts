/**
 * The API client's cost per call in Node: one call encrypts its payload and decrypts the answer, with the
 * app's own crypto module (crypto-js) and the build's key and IV from config/app-env.ts.
 */
import { performance } from 'node:perf_hooks'
import { resolveAppEnv } from '../../config/app-env'
import { decrypt, encrypt } from '../../src/services/api/crypto'
import { median, percentile, round } from './stats'

export interface CryptoResult {
  payloadBytes: number
  calls: number
  medianMs: number
  p95Ms: number
}

/** A JSON payload of about `bytes` UTF-8 bytes shaped like an order list (Chinese text included). */
export function samplePayload(bytes: number): string {
  const orders: object[] = []
  let text = ''
  for (let i = 0; Buffer.byteLength(text) < bytes; i += 1) {
    orders.push({
      applyId: `A2026112200${String(i).padStart(4, '0')}`,
      productName: '小額週轉金',
      loanAmount: 12000 + i,
      repayAmount: 13200 + i,
      dueDate: '2026/12/22',
      statusText: '待還款',
    })
    text = JSON.stringify({ status: 200, message: '成功', body: { list: orders, total: orders.length } })
  }
  return text
}

/** Median and 95th percentile of `calls` timed calls after `warmup` untimed ones (JIT, caches). */
export function measureClientCrypto(payloadBytes: number, calls: number, warmup: number): CryptoResult {
  const env = resolveAppEnv()
  process.env.TARO_APP_AES_KEY = env.TARO_APP_AES_KEY
  process.env.TARO_APP_AES_IV = env.TARO_APP_AES_IV

  const payload = samplePayload(payloadBytes)
  // The answer the server would send back: the same size, already encrypted.
  const answer = encrypt(payload)
  if (decrypt(answer) !== payload) throw new Error('the client crypto does not round-trip its own ciphertext')

  const oneCall = () => {
    encrypt(payload)
    return decrypt(answer)
  }
  for (let i = 0; i < warmup; i += 1) oneCall()
  const durations: number[] = []
  for (let i = 0; i < calls; i += 1) {
    const started = performance.now()
    oneCall()
    durations.push(performance.now() - started)
  }
  return {
    payloadBytes: Buffer.byteLength(payload),
    calls,
    medianMs: round(median(durations), 3),
    p95Ms: round(percentile(durations, 95), 3),
  }
}
