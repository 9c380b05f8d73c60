/**
 * `npm start` serves the H5 build compressed (server/static.ts): gzip or brotli copies chosen by
 * Accept-Encoding, `Vary: Accept-Encoding`, a year of caching for content-hashed JS/CSS, revalidation for
 * index.html, and the security headers whichever copy was sent.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { startTestApp, type TestApp } from './helpers/app'

let root: string
let served: TestApp
const script = `${'console.log("貸款", 1234567890);\n'.repeat(200)}`
const page =
  '<!doctype html><html><head><script>document.documentElement.style.fontSize="20px"</script>' +
  `<script src="/js/app.0123abcd.js"></script></head><body>${'<p>借款</p>'.repeat(200)}</body></html>`

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'h5-compressed-'))
  mkdirSync(path.join(root, 'js'))
  writeFileSync(path.join(root, 'index.html'), page)
  writeFileSync(path.join(root, 'js', 'app.0123abcd.js'), script)
  writeFileSync(path.join(root, 'js', 'tiny.0123abcd.js'), 'console.log(1)')
  served = await startTestApp({ staticRoot: root })
}, 60_000)

afterAll(async () => {
  await served.close()
  rmSync(root, { recursive: true, force: true })
})

const get = (url: string, acceptEncoding?: string) =>
  served.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  })

test('a JS file asked for with gzip comes gzipped, and gunzips to the file', async () => {
  const answer = await get('/js/app.0123abcd.js', 'gzip')
  expect(answer.statusCode).toBe(200)
  expect(answer.headers['content-encoding']).toBe('gzip')
  expect(answer.headers['content-type']).toMatch(/javascript/)
  expect(String(answer.headers.vary)).toMatch(/accept-encoding/i)
  expect(answer.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 5)
  expect(gunzipSync(answer.rawPayload).toString('utf8')).toBe(script)
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
})

test('a browser that accepts brotli gets brotli', async () => {
  const answer = await get('/js/app.0123abcd.js', 'gzip, deflate, br')
  expect(answer.headers['content-encoding']).toBe('br')
  expect(brotliDecompressSync(answer.rawPayload).toString('utf8')).toBe(script)
})

test('without Accept-Encoding the file is sent as it is', async () => {
  const answer = await get('/js/app.0123abcd.js')
  expect(answer.headers['content-encoding']).toBeUndefined()
  expect(answer.body).toBe(script)
  expect(String(answer.headers.vary)).toMatch(/accept-encoding/i)
})

test('index.html compressed still carries its CSP and is revalidated every time', async () => {
  for (const url of ['/', '/index.html']) {
    const answer = await get(url, 'gzip')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['content-type']).toMatch(/text\/html/)
    expect(gunzipSync(answer.rawPayload).toString('utf8')).toBe(page)
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(String(answer.headers['content-security-policy'])).toContain("script-src 'self' 'sha256-")
  }
})

test('a file too small to be worth compressing is sent as it is', async () => {
  const answer = await get('/js/tiny.0123abcd.js', 'gzip, br')
  expect(answer.headers['content-encoding']).toBeUndefined()
  expect(answer.body).toBe('console.log(1)')
})

test('the compressed copies are written next to the build once', () => {
  expect(gunzipSync(readFileSync(path.join(root, 'js', 'app.0123abcd.js.gz'))).toString('utf8')).toBe(script)
  expect(brotliDecompressSync(readFileSync(path.join(root, 'index.html.br'))).toString('utf8')).toBe(page)
})
