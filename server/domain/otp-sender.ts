/**
 * Delivery of one-time codes. The reference sender has no SMS gateway: it logs that a code was sent to the
 * masked number, and the code itself only when NODE_ENV=development (never in test or production).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { VerifyCodeChannel } from '../../types/api/config'
import type { NodeEnv } from '../config'
import { maskMobile } from './masking'

export interface OtpMessage {
  mobile: string
  code: string
  channel: VerifyCodeChannel
}

export interface OtpSender {
  send(message: OtpMessage): Promise<void>
}

export function createLoggingOtpSender(log: FastifyBaseLogger, nodeEnv: NodeEnv): OtpSender {
  return {
    async send({ mobile, code, channel }) {
      const what = channel === 'voice' ? '語音驗證碼' : '簡訊驗證碼'
      const line = `${what}已送出至 ${maskMobile(mobile)}`
      log.info(nodeEnv === 'development' ? `${line}（開發模式驗證碼：${code}）` : line)
    },
  }
}
