/**
 * A static file server for a build folder, the way a CDN or gateway would serve it in production: text files
 * gzip-compressed, hashed assets cached for a year, index.html revalidated. Any path that is not a file is
 * forwarded to `apiOrigin` (the reference server), so the app and its API share one origin as in production.
 *
 * Both the app and the reference page are served by this same code, so their timings differ only by what
 * they load. (The reference server's own static serving does not compress; see docs/performance.md.)
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt'])

export interface StaticServer {
  origin: string
  close(): Promise<void>
}

interface CachedFile {
  body: Buffer
  gzip: Buffer | null
}

function forward(apiOrigin: string, request: IncomingMessage, response: ServerResponse): void {
  const target = new URL(request.url ?? '/', apiOrigin)
  const upstream = http.request(
    target,
    { method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    },
  )
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502)
    response.end()
  })
  request.pipe(upstream)
}

export function serveStatic(rootDir: string, apiOrigin?: string): Promise<StaticServer> {
  const root = path.resolve(rootDir)
  const cache = new Map<string, CachedFile>()

  const fileFor = (urlPath: string): string | null => {
    let decoded: string
    try {
      decoded = decodeURIComponent(urlPath)
    } catch {
      return null
    }
    const file = path.join(root, path.normalize(decoded === '/' ? '/index.html' : decoded))
    // Never outside the build folder.
    if (!file.startsWith(root + path.sep)) return null
    return existsSync(file) && statSync(file).isFile() ? file : null
  }

  const load = (file: string): CachedFile => {
    let cached = cache.get(file)
    if (!cached) {
      const body = readFileSync(file)
      cached = { body, gzip: COMPRESSIBLE.has(path.extname(file)) ? gzipSync(body) : null }
      cache.set(file, cached)
    }
    return cached
  }

  const server = http.createServer((request, response) => {
    const urlPath = (request.url ?? '/').split('?', 1)[0]
    const file = request.method === 'GET' || request.method === 'HEAD' ? fileFor(urlPath) : null
    if (!file) {
      if (apiOrigin) return forward(apiOrigin, request, response)
      response.writeHead(404).end()
      return
    }
    const { body, gzip } = load(file)
    const useGzip = gzip !== null && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    const extension = path.extname(file)
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'content-length': (useGzip ? gzip : body).length,
      'cache-control': extension === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
      vary: 'accept-encoding',
    })
    response.end(request.method === 'HEAD' ? undefined : useGzip ? gzip : body)
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
