/**
 * What every route and domain module receives: settings, database, cipher, clock and the pluggable providers.
 * Built once by `buildApp`; tests replace the clock or a provider through `BuildAppOptions`.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { ServerConfig } from './config'
import type { EnvelopeCipher } from './crypto'
import type { Database } from './db/index'
import type { FaceVerifier } from './domain/face-verifier'
import type { OcrProvider } from './domain/ocr'
import type { OtpSender } from './domain/otp-sender'
import type { UploadStore } from './domain/uploads'

export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export interface ServerContext {
  config: ServerConfig
  db: Database
  cipher: EnvelopeCipher
  clock: Clock
  log: FastifyBaseLogger
  otpSender: OtpSender
  ocr: OcrProvider
  faceVerifier: FaceVerifier
  uploads: UploadStore
}
