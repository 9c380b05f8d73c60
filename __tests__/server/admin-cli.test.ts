/**
 * The operator's command line against a listening server: every command, its output and its errors, the
 * token rules of the /admin routes, and the real `npm run admin` entry point.
 */
import { spawn } from 'node:child_process'
import { statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { runAdmin } from '../../server/admin'
import { startTestApp, type TestApp } from './helpers/app'
import { confirmQuickOrder, repayingOrder, signOrder, verifiedUser, type VerifiedUser } from './loans-fixtures'

const ROOT = path.resolve(__dirname, '../..')

let testApp: TestApp
let baseUrl: string
let user: VerifiedUser

beforeAll(async () => {
  testApp = await startTestApp()
  await testApp.app.listen({ host: '127.0.0.1', port: 0 })
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`
  user = await verifiedUser(testApp)
}, 60_000)

afterAll(async () => {
  await testApp.close()
})

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = []
  const err: string[] = []
  const code = await runAdmin(argv, {
    env: { DATA_DIR: testApp.dataDir, ADMIN_URL: baseUrl },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

test('the token file is written with mode 0600 and the routes refuse a missing or wrong token', async () => {
  const mode = statSync(path.join(testApp.dataDir, 'admin.token')).mode & 0o777
  expect(mode).toBe(0o600)
  const none = await fetch(`${baseUrl}/admin/orders`)
  expect(none.status).toBe(401)
  expect(await none.json()).toEqual({ error: '管理權杖錯誤或未提供' })
  const wrong = await fetch(`${baseUrl}/admin/orders`, { headers: { authorization: 'Bearer nope' } })
  expect(wrong.status).toBe(401)
  const viaCli = await runAdmin(['orders', '--token', 'wrong-token'], {
    env: { ADMIN_URL: baseUrl },
    out: () => undefined,
    err: () => undefined,
  })
  expect(viaCli).toBe(1)
})

test('the whole review and repayment cycle from the command line', async () => {
  const applyId = await confirmQuickOrder(user)
  await signOrder(testApp, user, applyId)

  const mobile = (
    await testApp.app.serverContext.db.query<{ mobile: string }>('select mobile from users where id = $1', [
      user.userId,
    ])
  )[0].mobile
  const list = await cli('orders', '--mobile', mobile)
  expect(list.code).toBe(0)
  expect(list.out).toContain(applyId)
  expect(list.out).toContain('審核中(under_review)')
  expect(list.out).toContain(`${mobile.slice(0, 4)}***${mobile.slice(-3)}`)
  expect(list.out).not.toContain(mobile)
  expect(list.out).toContain('共 1 筆')

  expect((await cli('approve', applyId)).out).toContain(`訂單 ${applyId}：放款中(disbursing)`)
  const disbursed = await cli('disburse', applyId)
  expect(disbursed.out).toContain('還款中(repaying)')
  expect(disbursed.out).toContain('未還 NT$10,122')

  const partial = await cli('repay', applyId, '--amount', '2000')
  expect(partial.code).toBe(0)
  expect(partial.out).toContain('已還 NT$2,000，未還 NT$8,122')
  expect(partial.out).toMatch(/repayment {2}NT\$2,000 {2}operator {2}admin/)

  const late = await cli('overdue', applyId, '--days', '3')
  expect(late.out).toContain('已逾期(overdue)')
  expect(late.out).toContain('逾期 3 天')

  const rest = await cli('repay', applyId)
  expect(rest.out).toContain('已結清(settled)')
  expect(rest.out).toContain('未還 NT$0')

  const show = await cli('show', applyId)
  expect(show.out).toMatch(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} {2}to_sign {2}申請已送出，待簽署合約/)
  expect(show.out).toContain('settled  已全額還款，借款結清')

  const json = await cli('show', applyId, '--json')
  expect(JSON.parse(json.out).order).toMatchObject({ applyId, status: 'settled' })

  const settledList = await cli('orders', '--status', 'settled', '--limit', '5')
  expect(settledList.out).toContain(applyId)
})

test('reject and auto-approve from the command line', async () => {
  const other = await verifiedUser(testApp)
  const applyId = await confirmQuickOrder(other)
  await signOrder(testApp, other, applyId)
  expect((await cli('reject', applyId)).out).toContain('審核未通過(rejected)')

  expect((await cli('auto-approve', 'status')).out).toBe('自動審核撥款：關閉')
  expect((await cli('auto-approve', 'on')).out).toBe('自動審核撥款：開啟')
  expect((await cli('orders')).code).toBe(0)
  expect((await cli('auto-approve', 'off')).out).toBe('自動審核撥款：關閉')
})

test('refused actions and bad input print clear messages and exit non-zero', async () => {
  const third = await verifiedUser(testApp)
  const applyId = await repayingOrder(testApp, third)

  const twice = await cli('approve', applyId)
  expect(twice).toMatchObject({ code: 1, out: '' })
  expect(twice.err).toBe('失敗（HTTP 409）：訂單目前狀態為「還款中」，無法審核通過')

  const tooMuch = await cli('repay', applyId, '--amount', '999999')
  expect(tooMuch.err).toBe('失敗（HTTP 400）：還款金額不可超過應還金額 NT$10,122')

  const unknown = await cli('show', 'LN0000')
  expect(unknown).toMatchObject({ code: 1, err: '失敗（HTTP 404）：查無此訂單' })

  expect(await cli('approve')).toMatchObject({ code: 2 })
  expect((await cli('approve')).err).toContain('approve 需要訂單編號')
  expect((await cli('frobnicate')).err).toContain('不認識的指令：frobnicate')
  expect((await cli('repay', applyId, '--amount', 'ten')).err).toContain('--amount 須為正整數')
  expect((await cli('approve', applyId, '--days', '3')).err).toContain('--days 只能用於 overdue')
  expect((await cli('orders', '--mobile', '12345')).err).toBe('失敗（HTTP 400）：手機號碼格式錯誤')
  expect((await cli('orders', '--status', 'lost')).err).toContain('訂單狀態須為')
  expect((await cli('auto-approve', 'maybe')).code).toBe(2)
  expect((await cli('orders', '--bogus')).err).toContain('不認識的選項：--bogus')
  expect((await cli()).err).toContain('請指定指令')

  const unreachable = await runAdmin(['orders'], {
    env: { DATA_DIR: testApp.dataDir, ADMIN_URL: 'http://127.0.0.1:1' },
    out: () => undefined,
    err: () => undefined,
  })
  expect(unreachable).toBe(3)
  const lines: string[] = []
  const noToken = await runAdmin(['orders'], {
    env: { DATA_DIR: path.join(testApp.dataDir, 'nowhere'), ADMIN_URL: baseUrl },
    out: () => undefined,
    err: (line) => lines.push(line),
  })
  expect(noToken).toBe(2)
  expect(lines[0]).toContain('找不到管理權杖')
})

/** `npm run admin -- …` as a child process; asynchronous so the in-process server keeps answering meanwhile. */
function npmRunAdmin(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, stdout, stderr: stderr.replace(/npm warn.*\n/g, '') }))
  })
}

test('npm run admin is the real entry point: --help, and a command against the listening server', async () => {
  const help = await npmRunAdmin(['--help'])
  expect(help.status).toBe(0)
  expect(help.stdout).toContain('用法：npm run admin -- <指令> [選項]')
  expect(help.stdout).toContain('auto-approve on|off|status')

  const orders = await npmRunAdmin(['orders', '--limit', '3'], { DATA_DIR: testApp.dataDir, ADMIN_URL: baseUrl })
  expect(orders.stderr).toBe('')
  expect(orders.status).toBe(0)
  expect(orders.stdout).toContain('訂單編號\t手機\t狀態')

  const bad = await npmRunAdmin(['approve'])
  expect(bad.status).toBe(2)
  expect(bad.stderr).toContain('approve 需要訂單編號')
}, 60_000)
