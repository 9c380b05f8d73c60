/**
 * `buildApp(options)` → a ready Fastify instance: the encrypted API of types/api/paths.ts, uploads, health,
 * optional test hooks and, for `npm start`, the built H5 app. Used in-process by the tests and by main.ts.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { API } from '../types/api/paths'
import { HEALTH_PATH } from '../types/api/paths'
import type { EnvelopeStatus } from '../types/api/envelope'
import type { ServerConfig } from './config'
import { systemClock, type Clock, type ServerContext } from './context'
import { createEnvelopeCipher } from './crypto'
import { openDatabase, type DatabaseOptions } from './db/index'
import { TRANSPORT_MESSAGES } from './errors'
import { referenceFaceVerifier, type FaceVerifier } from './domain/face-verifier'
import { referenceOcrProvider, type OcrProvider } from './domain/ocr'
import { createLoggingOtpSender, type OtpSender } from './domain/otp-sender'
import { createUploadStore, UPLOAD_MAX_BYTES } from './domain/uploads'
import { readClientMeta, type ClientMeta } from './http/client-meta'
import { replyEnvelope } from './http/envelope'
import { FaultRegistry } from './http/faults'
import { RecentRequests } from './http/recent-requests'
import { createRouter } from './http/router'
import { registerTestHooks } from './http/test-hooks'
import { ROUTE_MODULES } from './routes/index'
import { registerStatic } from './static'

declare module 'fastify' {
  interface FastifyRequest {
    clientMeta: ClientMeta
    /** The envelope status answered, for the access log. */
    envelopeStatus: EnvelopeStatus | null
    sessionUserId: string | null
  }
  interface FastifyInstance {
    serverContext: ServerContext
  }
}

export interface BuildAppOptions {
  config: ServerConfig
  /** Default: the system clock. Tests pass a movable one. */
  clock?: Clock
  /** Default: `DATABASE_URL` → PostgreSQL, else PGlite in `config.dataDir`. Tests use PGlite in memory. */
  database?: DatabaseOptions
  /** Default: pino to stdout at `config.logLevel`; `false` silences it. */
  logger?: boolean
  otpSender?: OtpSender
  ocr?: OcrProvider
  faceVerifier?: FaceVerifier
  /** Serve this folder (the built H5 app) at `/` (npm start). */
  staticRoot?: string
}

/** Request body limit of the encrypted API (uploads have their own 10 MB limit). */
export const BODY_LIMIT_BYTES = 1024 * 1024

const pathOf = (url: string) => url.split('?', 1)[0]

/** Paths whose requests are recorded for `/__test/requests`. */
const RECORDED_PATHS = new Set<string>(Object.values(API).map((route) => route.path))

function loggerOptions(config: ServerConfig, enabled: boolean) {
  if (!enabled) return false
  return {
    level: config.logLevel,
    // Belt and braces: nothing should log these, but if an object ever carries them they are censored.
    redact: {
      paths: [
        'req.headers.authorization',
        '*.authorization',
        '*.token',
        '*.code',
        '*.password',
        '*.oldPassword',
        '*.newPassword',
        '*.idNo',
        '*.accountNo',
        '*.bearerToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // The query string carries the encrypted payload: log the path only.
      req: (request: FastifyRequest) => ({ method: request.method, path: pathOf(request.url) }),
    },
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options
  const app = Fastify({
    logger: loggerOptions(config, options.logger ?? true),
    bodyLimit: BODY_LIMIT_BYTES,
    // One access line per API call is written by the onResponse hook below, with the client headers.
    logController: new LogController({ disableRequestLogging: true }),
    // Clients cannot pick our request IDs.
    requestIdHeader: false,
  })

  const database: DatabaseOptions =
    options.database ??
    (config.databaseUrl
      ? { engine: 'postgres', url: config.databaseUrl }
      : { engine: 'pglite', dataDir: config.dataDir })
  const db = await openDatabase(database)
  app.addHook('onClose', async () => {
    await db.close()
  })

  const clock = options.clock ?? systemClock
  const ctx: ServerContext = {
    config,
    db,
    cipher: createEnvelopeCipher(config.aesKey, config.aesIv),
    clock,
    log: app.log,
    otpSender: options.otpSender ?? createLoggingOtpSender(app.log, config.nodeEnv),
    ocr: options.ocr ?? referenceOcrProvider,
    faceVerifier: options.faceVerifier ?? referenceFaceVerifier,
    uploads: createUploadStore(db, config.dataDir, clock),
  }
  app.decorate('serverContext', ctx)
  app.decorateRequest('clientMeta', null as unknown as ClientMeta)
  app.decorateRequest('envelopeStatus', null)
  app.decorateRequest('sessionUserId', null)

  // Every body arrives as a string (the ciphertext), whatever content-type the client claimed; text/plain is
  // the contract, application/json carrying the same string is accepted defensively. Multipart is separate.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body))
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 } })

  const recent = new RecentRequests()
  app.addHook('onRequest', async (request) => {
    request.clientMeta = readClientMeta(request)
    const path = pathOf(request.url)
    if (RECORDED_PATHS.has(path)) {
      const { bearerToken: _token, ...meta } = request.clientMeta
      recent.add({ at: clock.now().toISOString(), method: request.method, path, ...meta })
    }
  })

  const faults = new FaultRegistry()
  if (config.faultInjection) {
    app.addHook('onRequest', async (request, reply) => {
      const fault = faults.take(pathOf(request.url))
      if (!fault) return
      request.log.warn({ path: fault.path, fault: fault.fault }, 'injected fault')
      switch (fault.fault) {
        case 'timeout':
        case 'slow':
          await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
          return
        case 'http502':
          return reply.code(502).type('text/plain').send('Bad Gateway')
        case 'undecryptable':
          return reply.code(200).type('text/plain').send('this is not a ciphertext')
        case 'status301':
          return replyEnvelope(request, reply, ctx.cipher, {
            status: 301,
            message: fault.message ?? '請先登入',
            body: null,
          })
        case 'status500':
          return replyEnvelope(request, reply, ctx.cipher, {
            status: 500,
            message: fault.message ?? TRANSPORT_MESSAGES.serverFailure,
            body: null,
          })
        case 'status400':
          return replyEnvelope(request, reply, ctx.cipher, {
            status: 400,
            message: fault.message ?? '資料有誤',
            body: null,
          })
      }
    })
  }

  app.addHook('onResponse', async (request, reply) => {
    const path = pathOf(request.url)
    if (!RECORDED_PATHS.has(path) && path !== '/upload/image') return
    request.log.info(
      {
        method: request.method,
        path,
        statusCode: reply.statusCode,
        envelopeStatus: request.envelopeStatus,
        ms: Math.round(reply.elapsedTime),
        userId: request.sessionUserId,
        version: request.clientMeta.version,
        sourceChannel: request.clientMeta.sourceChannel,
        packageName: request.clientMeta.packageName,
        countryCode: request.clientMeta.countryCode,
        authKind: request.clientMeta.authKind,
      },
      'api call',
    )
  })

  // Whatever goes wrong before a handler (body too large, multipart trouble, a parser error) is answered in the
  // wire format: 413 and 404 are transport answers, everything else is an envelope, never HTTP 5xx.
  app.setErrorHandler((error, request, reply) => {
    const statusCode = (error as { statusCode?: number }).statusCode ?? 500
    if (statusCode === 413 || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).type('text/plain').send('Payload Too Large')
    }
    if (statusCode >= 400 && statusCode < 500) {
      return replyEnvelope(request, reply, ctx.cipher, {
        status: 400,
        message: TRANSPORT_MESSAGES.undecryptable,
        body: null,
      })
    }
    request.log.error({ err: error }, 'unhandled error')
    return replyEnvelope(request, reply, ctx.cipher, {
      status: 500,
      message: TRANSPORT_MESSAGES.serverFailure,
      body: null,
    })
  })
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not Found'))

  app.get(HEALTH_PATH, async (_request, reply) => {
    try {
      await db.query('select 1')
      return reply.type('application/json').send('{"ok":true}')
    } catch {
      return reply.code(503).type('application/json').send('{"ok":false}')
    }
  })

  if (config.faultInjection) registerTestHooks(app, ctx, faults, recent)

  const router = createRouter(ctx, app)
  for (const register of ROUTE_MODULES) register(router, ctx, app)

  if (options.staticRoot) await registerStatic(app, options.staticRoot)

  await app.ready()
  return app
}
