/**
 * Serving the built H5 app (npm start) at `/` on the API's origin, with security headers on every file.
 * Taro's page template carries one inline script (the rem sizing); the CSP allows exactly that script by its
 * SHA-256 instead of allowing inline scripts in general. Inline styles stay allowed because Taro sets them.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`)
  }
  return hashes
}

export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // blob: — picked photos are `blob:` URLs on H5, and the upload reads them back with fetch/XHR before sending.
    "connect-src 'self' blob:",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export async function registerStatic(app: FastifyInstance, root: string): Promise<void> {
  const indexFile = path.join(root, 'index.html')
  const hashes = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : []
  const csp = contentSecurityPolicy(hashes)
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    index: ['index.html'],
    // Hashed asset names change with every build; the page itself must always be revalidated.
    setHeaders(res, filePath) {
      res.header('x-content-type-options', 'nosniff')
      res.header('referrer-policy', 'strict-origin-when-cross-origin')
      if (filePath.endsWith('.html')) {
        res.header('content-security-policy', csp)
        res.header('cache-control', 'no-cache')
      }
    },
  })
}
