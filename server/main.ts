/**
 * `npm run server`: the API alone on HOST:PORT (default 127.0.0.1:8080). SIGTERM/SIGINT close Fastify and
 * the database, then exit.
 */
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from './app'
import { ConfigError, loadConfig, type ServerConfig } from './config'

export async function startServer(
  describe: string,
  extra: (config: ServerConfig) => Partial<BuildAppOptions> | Promise<Partial<BuildAppOptions>> = () => ({}),
): Promise<FastifyInstance> {
  let config: ServerConfig
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`設定錯誤 (configuration error): ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  const app = await buildApp({ config, ...(await extra(config)) })
  await app.listen({ host: config.host, port: config.port })
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host
  console.log(`${describe} listening on http://${shownHost}:${config.port}`)

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: shutting down`)
    // A stuck close must not keep the process alive forever.
    const timer = setTimeout(() => process.exit(1), 10_000)
    timer.unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
  return app
}

if (require.main === module) {
  startServer('API server').catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
