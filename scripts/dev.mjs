// `npm run dev`: the reference API server and Taro's H5 dev server side by side. The dev server (port 10086)
// proxies the API paths to the API server (config/dev.ts), so the page and the API share one origin.
// Ctrl-C stops both.
import { spawn } from 'node:child_process'

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname
const children = [
  spawn(bin('tsx'), ['server/main.ts'], { stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env } }),
  spawn(bin('taro'), ['build', '--type', 'h5', '--watch'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
]

let stopping = false
function stopAll(code) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  process.exitCode = code
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0))
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))
