/**
 * `npm run admin -- <command>`: the operator's command line. It talks to the RUNNING server over HTTP
 * (the /admin/* JSON routes of server/routes/admin.ts) and never opens the database itself: the embedded
 * PGlite database belongs to one process.
 *
 * Exit codes: 0 done, 1 the server refused (its message is printed), 2 wrong usage, 3 server unreachable.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const USAGE = `用法：npm run admin -- <指令> [選項]

指令：
  orders [--mobile 09XXXXXXXX] [--status 狀態] [--limit N]   列出訂單（新到舊，預設 50 筆）
  show <applyId>                                         訂單明細：時間軸、收款紀錄、還款通知
  approve <applyId>                                      審核通過（審核中 → 放款中）
  reject <applyId>                                       拒絕申請（審核中 → 審核未通過）
  disburse <applyId>                                     撥款（放款中 → 還款中，到期日＝今天＋借款天數）
  fail-disbursement <applyId>                            標記放款失敗
  repay <applyId> [--amount N]                           登記收到還款；未指定金額＝全部應還，付清即結清
  overdue <applyId> [--days N]                           將到期日設為 N 天前（預設 1），訂單轉為逾期
  auto-approve on|off|status                             自動審核並撥款（簽約數秒後）開關

選項：
  --url URL       伺服器位址；預設 ADMIN_URL，否則 http://HOST:PORT（預設 http://127.0.0.1:8080）
  --token TOKEN   管理權杖；預設 ADMIN_TOKEN，否則讀取 DATA_DIR/admin.token（預設 .data/admin.token）
  --json          直接輸出伺服器的 JSON 回應
  -h, --help      顯示此說明

訂單狀態：to_sign, under_review, disbursing, disbursement_failed, repaying, extended, overdue, settled, rejected`

export interface AdminIo {
  env: Record<string, string | undefined>
  out(line: string): void
  err(line: string): void
}

class UsageError extends Error {}

interface ParsedArgs {
  command: string | null
  positional: string[]
  options: Map<string, string | true>
}

const VALUE_OPTIONS = new Set(['--url', '--token', '--mobile', '--status', '--limit', '--amount', '--days'])
const FLAG_OPTIONS = new Set(['--json', '--help', '-h'])

export function parseArgs(argv: string[]): ParsedArgs {
  const positional: string[] = []
  const options = new Map<string, string | true>()
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]
    if (arg.startsWith('-')) {
      const [name, inline] = arg.split('=', 2)
      if (FLAG_OPTIONS.has(name)) options.set(name, true)
      else if (VALUE_OPTIONS.has(name)) {
        const value = inline ?? argv[++index]
        if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} 需要一個值`)
        options.set(name, value)
      } else throw new UsageError(`不認識的選項：${arg}`)
    } else positional.push(arg)
  }
  return { command: positional.shift() ?? null, positional, options }
}

function wholeNumber(value: string | true | undefined, name: string): number | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new UsageError(`${name} 須為正整數`)
  return Number(value)
}

function resolveUrl(options: ParsedArgs['options'], env: AdminIo['env']): string {
  const explicit = options.get('--url')
  if (typeof explicit === 'string') return explicit.replace(/\/+$/, '')
  if (env.ADMIN_URL) return env.ADMIN_URL.replace(/\/+$/, '')
  const host = env.HOST?.trim() || '127.0.0.1'
  const shownHost = host === '0.0.0.0' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  return `http://${shownHost}:${env.PORT?.trim() || '8080'}`
}

function resolveToken(options: ParsedArgs['options'], env: AdminIo['env']): string {
  const explicit = options.get('--token')
  if (typeof explicit === 'string') return explicit
  if (env.ADMIN_TOKEN?.trim()) return env.ADMIN_TOKEN.trim()
  const file = path.join(path.resolve(env.DATA_DIR?.trim() || '.data'), 'admin.token')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    throw new UsageError(`找不到管理權杖：請設定 ADMIN_TOKEN，或先啟動伺服器產生 ${file}（DATA_DIR 須與伺服器相同）`)
  }
}

interface OrderSummary {
  applyId: string
  mobile: string
  status: string
  statusName: string
  productName: string
  principal: number
  termDays: number
  createdAt: string
  dueDate: string
  unpaid: number
  paid: number
  overdueDays: number
  extensions: number
}

interface OrderView {
  order: OrderSummary
  timeline: Array<{ status: string; time: string; note: string }>
  payments: Array<{ kind: string; amount: number; channel: string; actor: string; at: string }>
  claims: Array<{
    claimId: string
    channel: string
    amount: number
    reference: string
    status: string
    createdAt: string
  }>
}

const ntd = (amount: number) => `NT$${amount.toLocaleString('en-US')}`

/** `YYYY/MM/DD HH:mm` in Asia/Taipei. */
function taipeiTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 8 * 60 * 60 * 1000)
  return shifted.toISOString().slice(0, 16).replace('T', ' ').replace(/-/g, '/')
}

function printOrders(orders: OrderSummary[], io: AdminIo): void {
  if (orders.length === 0) {
    io.out('沒有符合條件的訂單')
    return
  }
  io.out(['訂單編號', '手機', '狀態', '產品', '本金', '天數', '到期日', '未還', '逾期天數'].join('\t'))
  for (const order of orders) {
    io.out(
      [
        order.applyId,
        order.mobile,
        `${order.statusName}(${order.status})`,
        order.productName,
        ntd(order.principal),
        String(order.termDays),
        order.dueDate || '-',
        ntd(order.unpaid),
        String(order.overdueDays),
      ].join('\t'),
    )
  }
  io.out(`共 ${orders.length} 筆`)
}

function printOrder(view: OrderView, io: AdminIo): void {
  const { order } = view
  io.out(`訂單 ${order.applyId}：${order.statusName}(${order.status})`)
  io.out(`  手機 ${order.mobile}，${order.productName} ${ntd(order.principal)} / ${order.termDays} 天`)
  io.out(
    `  到期日 ${order.dueDate || '-'}，已還 ${ntd(order.paid)}，未還 ${ntd(order.unpaid)}，逾期 ${order.overdueDays} 天，展期 ${order.extensions} 次`,
  )
  io.out('  時間軸：')
  for (const entry of view.timeline) io.out(`    ${taipeiTime(entry.time)}  ${entry.status}  ${entry.note}`)
  if (view.payments.length > 0) {
    io.out('  收款紀錄：')
    for (const payment of view.payments)
      io.out(
        `    ${taipeiTime(payment.at)}  ${payment.kind}  ${ntd(payment.amount)}  ${payment.channel}  ${payment.actor}`,
      )
  }
  if (view.claims.length > 0) {
    io.out('  使用者還款通知（待核對）：')
    for (const claim of view.claims)
      io.out(`    ${claim.claimId}  ${ntd(claim.amount)}  ${claim.channel}  ${claim.reference || '-'}  ${claim.status}`)
  }
}

const ORDER_ACTIONS = new Set(['approve', 'reject', 'disburse', 'fail-disbursement', 'repay', 'overdue'])

/** Runs one command; returns the exit code. */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  let parsed: ParsedArgs
  try {
    parsed = parseArgs(argv)
    if (parsed.options.has('--help') || parsed.options.has('-h') || parsed.command === 'help') {
      io.out(USAGE)
      return 0
    }
    if (parsed.command === null) throw new UsageError('請指定指令')
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(`錯誤：${error.message}`)
    io.err('執行 npm run admin -- --help 查看用法')
    return 2
  }

  const { command, positional, options } = parsed
  let request: { method: 'GET' | 'POST'; path: string; body?: unknown }
  let print: (json: unknown) => void
  let baseUrl: string
  let token: string
  try {
    if (command === 'orders') {
      const query = new URLSearchParams()
      for (const name of ['mobile', 'status'] as const) {
        const value = options.get(`--${name}`)
        if (typeof value === 'string') query.set(name, value)
      }
      const limit = wholeNumber(options.get('--limit'), '--limit')
      if (limit !== undefined) query.set('limit', String(limit))
      request = { method: 'GET', path: `/admin/orders${query.toString() ? `?${query}` : ''}` }
      print = (json) => printOrders((json as { orders: OrderSummary[] }).orders, io)
    } else if (command === 'show' || ORDER_ACTIONS.has(command)) {
      const applyId = positional[0]
      if (!applyId)
        throw new UsageError(`${command} 需要訂單編號，例如：npm run admin -- ${command} LN2025030112345678`)
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(applyId)) throw new UsageError(`訂單編號格式錯誤：${applyId}`)
      if (command === 'show') {
        request = { method: 'GET', path: `/admin/orders/${applyId}` }
      } else {
        const body: Record<string, number> = {}
        const amount = wholeNumber(options.get('--amount'), '--amount')
        const days = wholeNumber(options.get('--days'), '--days')
        if (amount !== undefined) {
          if (command !== 'repay') throw new UsageError('--amount 只能用於 repay')
          body.amount = amount
        }
        if (days !== undefined) {
          if (command !== 'overdue') throw new UsageError('--days 只能用於 overdue')
          body.days = days
        }
        request = { method: 'POST', path: `/admin/orders/${applyId}/${command}`, body }
      }
      print = (json) => printOrder(json as OrderView, io)
    } else if (command === 'auto-approve') {
      const mode = positional[0] ?? 'status'
      if (!['on', 'off', 'status'].includes(mode)) throw new UsageError('auto-approve 後面須為 on、off 或 status')
      request =
        mode === 'status'
          ? { method: 'GET', path: '/admin/auto-approve' }
          : { method: 'POST', path: '/admin/auto-approve', body: { enabled: mode === 'on' } }
      print = (json) => io.out(`自動審核撥款：${(json as { enabled: boolean }).enabled ? '開啟' : '關閉'}`)
    } else {
      throw new UsageError(`不認識的指令：${command}`)
    }
    baseUrl = resolveUrl(options, io.env)
    token = resolveToken(options, io.env)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(`錯誤：${error.message}`)
    io.err('執行 npm run admin -- --help 查看用法')
    return 2
  }

  let response: Response
  try {
    response = await fetch(baseUrl + request.path, {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(15_000),
    })
  } catch (error) {
    io.err(`無法連線到伺服器 ${baseUrl}：${(error as Error).message}`)
    io.err('請確認伺服器已啟動（npm run server），或以 --url 指定位址')
    return 3
  }
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    io.err(`伺服器回應 HTTP ${response.status}，不是 JSON：${text.slice(0, 200)}`)
    return 1
  }
  if (!response.ok) {
    const message = (json as { error?: string }).error ?? text
    io.err(`失敗（HTTP ${response.status}）：${message}`)
    return 1
  }
  if (options.has('--json')) io.out(JSON.stringify(json, null, 2))
  else print(json)
  return 0
}

if (require.main === module) {
  runAdmin(process.argv.slice(2), {
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }).then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      process.stderr.write(`${(error as Error).stack ?? String(error)}\n`)
      process.exitCode = 1
    },
  )
}
