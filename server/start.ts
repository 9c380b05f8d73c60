/**
 * `npm start`: the whole product on one origin. Builds the H5 app (`taro build --type h5`) when its
 * index.html is missing or older than any file under src/ or config/, then serves it at `/` together with the
 * API (security headers, CSP, brotli/gzip and caching in static.ts) and prints the URL. TARO_OUTPUT_ROOT moves
 * the build folder (default dist/h5), as in config/index.ts.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { startServer } from './main'

const ROOT = path.join(__dirname, '..')

/** The newest modification time of any file under `dir` (0 when the folder does not exist). */
export function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

export function h5BuildIsStale(outputDir: string, sourceDirs: string[]): boolean {
  const index = path.join(outputDir, 'index.html')
  if (!existsSync(index)) return true
  const built = statSync(index).mtimeMs
  return sourceDirs.some((dir) => newestMtime(dir) > built)
}

function buildH5(): void {
  console.log('H5 build is missing or older than src/ or config/: running taro build --type h5 …')
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'taro'), ['build', '--type', 'h5'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV === 'development' ? 'development' : 'production' },
  })
  if (result.status !== 0) {
    console.error(`taro build failed (exit ${result.status ?? result.signal})`)
    process.exit(1)
  }
}

if (require.main === module) {
  const outputDir = path.resolve(ROOT, process.env.TARO_OUTPUT_ROOT || 'dist/h5')
  if (h5BuildIsStale(outputDir, [path.join(ROOT, 'src'), path.join(ROOT, 'config')])) buildH5()
  startServer('App and API', () => ({ staticRoot: outputDir })).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
