/** What the numbers were measured on: they mean little without the machine and how busy it was. */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM_PATH } from '../../e2e/helpers/browser'

const ROOT = path.join(__dirname, '..', '..')

function commandOutput(command: string, args: string[]): string {
  try {
    // Debian's chromium wrapper prints a shell warning on stderr; only stdout carries the version.
    return execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return 'unknown'
  }
}

const packageVersion = (name: string): string =>
  (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version

export interface MachineInfo {
  cpuModel: string
  cores: number
  memoryGiB: number
  os: string
  node: string
  chromium: string
  lighthouse: string
  taro: string
  autocannon: string
  gitCommit: string
  /** Uncommitted changes in the tree when the bench ran. */
  gitDirty: boolean
}

export function describeMachine(): MachineInfo {
  const cpus = os.cpus()
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: commandOutput(CHROMIUM_PATH, ['--version']),
    lighthouse: packageVersion('lighthouse'),
    taro: packageVersion('@tarojs/cli'),
    autocannon: packageVersion('autocannon'),
    gitCommit: commandOutput('git', ['rev-parse', '--short', 'HEAD']),
    gitDirty: commandOutput('git', ['status', '--porcelain', '--', 'src', 'config', 'server', 'types']) !== '',
  }
}

/** 1-minute load average, rounded: how many runnable processes competed for the cores. */
export const loadAverage = () => Math.round(os.loadavg()[0] * 10) / 10
