/**
 * The product as a person uses it, from a fresh number to a settled loan, in the built H5 app against the
 * reference server (issue 7): opened from a campaign link `/?type=fb01` → login with the SMS code → the five
 * verification steps → apply → sign with a mouse-drawn stroke → the operator approves and disburses with the
 * real `npm run admin` command → repay through ATM, the operator records the payment → settled on screen →
 * log out.
 *
 * Along the way: every API request this browser sends carries `sourceChannel: fb01`, also after reloads,
 * checked on the server (`GET /__test/requests`) and in the browser; every page visited is screenshotted
 * (e2e/artifacts/journey_<route>.png) and audited for accessibility (axe-core critical/serious, input labels,
 * 44×44 tap targets), reported in its own test at the end.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { after, before, describe, it, type TestContext } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import type { RecordedRequest } from '../../types/api/other'
import { API } from '../../types/api/paths'
import { auditPage, problems, type PageAudit } from '../helpers/a11y'
import { baseUrl, launchBrowser, newPhoneContext, saveScreenshot } from '../helpers/browser'
import { modal, recordedRequests, watchApi, type ApiWatch } from '../helpers/faults'
import { completeBankStep, completeFaceStep, currentPage, waitForRoute } from '../helpers/kyc-bank-face'
import { completeContactStep, completeIdCardStep, completePersonalInfoStep, loginWithOtp } from '../helpers/kyc-forms'
import { nextMobile, testPerson } from '../helpers/session'
import { step } from '../helpers/steps'

const CHANNEL = 'fb01'
const ROOT = path.join(__dirname, '..', '..')
const API_PATHS = new Set<string>(Object.values(API).map((route) => route.path))

/** `npm run admin -- <args>` against the test server, with the token the server wrote to its DATA_DIR. */
function adminCli(args: string[]): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through `npm run test:e2e`')
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, ADMIN_URL: baseUrl(), DATA_DIR: dataDir, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`npm run admin -- ${args.join(' ')}: exit ${code}\n${output}`)),
    )
  })
}

/** Draws a signature-like zigzag across the pad with the mouse. */
async function drawSignature(page: Page): Promise<void> {
  const box = await currentPage(page).locator('canvas').boundingBox()
  assert.ok(box, 'the signature pad is on screen')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + 24, y)
  await page.mouse.down()
  for (const [dx, dy] of [
    [60, -35],
    [100, 30],
    [140, -30],
    [180, 25],
    [230, -5],
  ]) {
    await page.mouse.move(box.x + dx, y + dy, { steps: 6 })
  }
  await page.mouse.up()
}

/** Taro's page transitions are CSS animations: screenshots and measurements wait for them. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  await page.waitForTimeout(150)
}

describe('the journey: campaign link → verified → loan signed, disbursed, repaid, settled → logged out', () => {
  let browser: Browser
  let page: Page
  const mobile = nextMobile('0912')
  const person = testPerson()
  let applyId = ''
  let broken: string | null = null
  const audits: PageAudit[] = []

  // What the browser sent, and what the server recorded, for the sourceChannel check.
  const browserChannels: { path: string; sourceChannel: string }[] = []
  const serverRecords: RecordedRequest[] = []
  let api: ApiWatch
  let serverSeenUntil = ''

  /** Collects what the server recorded since the last checkpoint (it keeps the last 500 requests only). */
  async function checkpoint(): Promise<void> {
    await api.idle()
    const newest = await recordedRequests(500)
    const fresh = newest.filter((entry) => entry.at > serverSeenUntil).reverse()
    serverRecords.push(...fresh)
    if (newest[0]) serverSeenUntil = newest[0].at
  }

  /** Screenshot and accessibility audit of the screen as it is now, named by route (and state). */
  async function visit(name: string): Promise<void> {
    await settle(page)
    await saveScreenshot(page, `journey${name}`)
    audits.push(await auditPage(page, name))
  }

  /**
   * The loans tab may show the server's show-once pop-up (防詐騙提醒) once its data arrives: read it, audit it
   * and tap 我知道了 as a person would.
   */
  async function dismissServerPop(name: string): Promise<void> {
    await api.idle()
    const pop = page.locator('.server-pop:visible')
    if ((await pop.count()) === 0) return
    await visit(`${name}_pop`)
    await pop.getByRole('button', { name: '我知道了' }).click()
    await pop.waitFor({ state: 'hidden' })
  }

  /** Runs one phase of the journey unless an earlier phase broke (its failure is the one worth reading). */
  async function phase(t: TestContext, run: () => Promise<void>): Promise<void> {
    if (broken) {
      t.skip(`skipped: the journey broke at 「${broken}」`)
      return
    }
    try {
      await run()
      await checkpoint()
    } catch (error) {
      broken = t.name
      throw error
    }
  }

  before(async () => {
    browser = await launchBrowser()
    page = await (await newPhoneContext(browser)).newPage()
    api = watchApi(page, API_PATHS)
    page.on('request', (request) => {
      if (!API_PATHS.has(new URL(request.url()).pathname)) return
      browserChannels.push({
        path: new URL(request.url()).pathname,
        sourceChannel: request.headers()['sourcechannel'] ?? '(none)',
      })
    })
    // Requests of earlier test files are not part of this journey.
    serverSeenUntil = (await recordedRequests(1))[0]?.at ?? ''
  })

  after(async () => {
    await browser?.close()
  })

  it('opens from the campaign link and logs in with the SMS code', async (t) => {
    await phase(t, async () => {
      await step(
        '打開活動連結',
        async () => {
          await page.goto(`${baseUrl()}/?type=${CHANNEL}`)
          await waitForRoute(page, '/pages/loans/index')
          await currentPage(page).getByRole('button', { name: '登入' }).waitFor()
          await visit('/pages/loans/index_guest')
        },
        page,
      )
      await step(
        '前往登入',
        async () => {
          await currentPage(page).getByRole('button', { name: '登入' }).click()
          await waitForRoute(page, '/pages/login/index')
          await currentPage(page).getByLabel('手機號碼').waitFor()
          await visit('/pages/login/index')
        },
        page,
      )
      await step('以簡訊驗證碼登入', () => loginWithOtp(page, mobile), page)
      await step(
        '登入後重新整理',
        async () => {
          await page.reload()
          await waitForRoute(page, '/pages/loans/index')
          await dismissServerPop('/pages/loans/index')
          await visit('/pages/loans/index_new-user')
        },
        page,
      )
    })
  })

  it('completes the five verification steps', async (t) => {
    await phase(t, async () => {
      await step(
        '資質頁',
        async () => {
          await page.getByRole('tab', { name: '資質', exact: true }).click()
          await waitForRoute(page, '/pages/aptitude')
          await currentPage(page).getByRole('button', { name: '開始認證' }).waitFor()
          await visit('/pages/aptitude')
          await currentPage(page).getByRole('button', { name: '開始認證' }).click()
          await waitForRoute(page, '/pages/me/userInfo')
          await currentPage(page).getByLabel('姓名').waitFor()
          await visit('/pages/me/userInfo')
        },
        page,
      )
      await step('認證 1 個人資料', () => completePersonalInfoStep(page), page)
      await step(
        '認證 2 聯絡人',
        async () => {
          await currentPage(page).getByLabel('聯絡人 1 姓名').waitFor()
          await visit('/pages/me/contact')
          await completeContactStep(page, { checkDuplicateRefused: false })
        },
        page,
      )
      await step(
        '認證 3 身分證',
        async () => {
          await currentPage(page)
            .getByRole('button', { name: /^身分證正面，/ })
            .waitFor()
          await visit('/pages/me/idCard')
          await completeIdCardStep(page, person, { checkBadIdRefused: false })
        },
        page,
      )
      await step(
        '認證 4 銀行帳戶',
        async () => {
          await currentPage(page).getByText('戶名須與身分證姓名相同').waitFor()
          await visit('/pages/me/addBank')
          await completeBankStep(page, { checkLettersRefused: false })
        },
        page,
      )
      await step(
        '認證 5 人臉辨識',
        async () => {
          await currentPage(page).getByRole('button', { name: '開始拍攝' }).waitFor()
          await visit('/pages/me/faceDome')
          await completeFaceStep(page)
        },
        page,
      )
      await step(
        '認證完成',
        async () => {
          await page.reload()
          await waitForRoute(page, '/pages/loans/index')
          await currentPage(page).getByRole('button', { name: '立即申請' }).waitFor({ timeout: 20_000 })
          await dismissServerPop('/pages/loans/index')
          await visit('/pages/loans/index')
        },
        page,
      )
    })
  })

  it('applies for a loan and signs the contract with a drawn signature', async (t) => {
    await phase(t, async () => {
      await step(
        '選擇方案',
        async () => {
          await currentPage(page).getByRole('button', { name: '立即申請' }).click()
          await waitForRoute(page, '/pages/loans/productList')
          await currentPage(page).getByText('總費用年百分率').first().waitFor()
          await visit('/pages/loans/productList')
          await currentPage(page).getByRole('button', { name: '下一步' }).click()
        },
        page,
      )
      await step(
        '填寫申請',
        async () => {
          await waitForRoute(page, '/pages/loans/applyFor')
          const form = currentPage(page)
          await form.getByRole('radio', { name: '生活消費' }).waitFor()
          await visit('/pages/loans/applyFor')
          await form.getByRole('radio', { name: '生活消費' }).click()
          await form.getByRole('button', { name: '確認申請' }).click()
          const popup = page.getByRole('dialog', { name: '確認借款內容' })
          await popup.getByText('總費用年百分率', { exact: true }).first().waitFor()
          await visit('/pages/loans/applyFor_confirm')
          await popup.getByRole('button', { name: '確認送出' }).click()
        },
        page,
      )
      await step(
        '閱讀合約',
        async () => {
          await waitForRoute(page, '/pages/loans/sign')
          const sign = currentPage(page)
          await sign.getByText('借款契約書').waitFor({ timeout: 20_000 })
          await visit('/pages/loans/sign')
          await sign.getByRole('checkbox', { name: /我已詳閱並同意/ }).click()
          await sign.getByRole('checkbox', { name: /電子簽章/ }).click()
          await sign.getByRole('button', { name: '下一步：手寫簽名' }).click()
        },
        page,
      )
      await step(
        '手寫簽名',
        async () => {
          await waitForRoute(page, '/pages/loans/signature')
          await currentPage(page).locator('canvas').waitFor()
          await visit('/pages/loans/signature')
          await drawSignature(page)
          await currentPage(page).getByRole('button', { name: '確認簽署' }).click()
          await waitForRoute(page, '/pages/loans/success', 30_000)
          const success = currentPage(page)
          await success.getByText('簽約完成，申請已送出審核').waitFor()
          applyId = ((await success.locator('.success-page__order-id').first().textContent()) ?? '').trim()
          assert.ok(applyId, 'the success page shows the order number')
          await visit('/pages/loans/success')
        },
        page,
      )
    })
  })

  it('is approved and disbursed by the operator with `npm run admin`', async (t) => {
    await phase(t, async () => {
      await step('營運人員核准', () => adminCli(['approve', applyId]))
      await step('營運人員撥款', () => adminCli(['disburse', applyId]))
      await step(
        '訂單顯示還款中',
        async () => {
          await currentPage(page).getByRole('button', { name: '返回借款首頁' }).click()
          await waitForRoute(page, '/pages/loans/index')
          await page.getByRole('tab', { name: '訂單', exact: true }).click()
          await waitForRoute(page, '/pages/order/index')
          const card = currentPage(page).locator(`[data-apply-id="${applyId}"]`)
          await card.getByText('還款中').waitFor({ timeout: 20_000 })
          await visit('/pages/order/index')
          await card.click()
          await waitForRoute(page, '/pages/order/detail')
          await currentPage(page).getByText('目前應還金額').waitFor()
          await visit('/pages/order/detail')
        },
        page,
      )
    })
  })

  it('repays through ATM; once the operator records the payment the app shows it settled', async (t) => {
    await phase(t, async () => {
      await step(
        '取得 ATM 繳款資訊',
        async () => {
          await currentPage(page).getByRole('button', { name: '立即還款' }).click()
          await waitForRoute(page, '/pages/order/pay')
          const pay = currentPage(page)
          await pay.getByRole('radio', { name: /ATM/ }).click()
          await pay.getByRole('button', { name: '取得繳款資訊' }).click()
          const instructions = pay.getByRole('region', { name: '繳款資訊' })
          await instructions.waitFor()
          assert.match((await instructions.textContent()) ?? '', /\d{4} \d{4} \d{4} \d{2}/, 'a virtual account')
          await visit('/pages/order/pay')
        },
        page,
      )
      const output = await step('營運人員登記還款', () => adminCli(['repay', applyId]))
      assert.match(output, /結清|settled/, `the CLI reports the order settled: ${output}`)
      await step(
        '顯示已結清',
        async () => {
          await currentPage(page).getByRole('button', { name: '返回' }).click()
          await waitForRoute(page, '/pages/order/detail')
          await currentPage(page)
            .getByRole('region', { name: '訂單進度' })
            .getByText('已全額還款，借款結清')
            .waitFor({ timeout: 20_000 })
          assert.equal(await currentPage(page).getByRole('button', { name: '立即還款' }).count(), 0)
          await visit('/pages/order/detail_settled')
          // Back to the 訂單 tab the detail was opened from; shown again, it reloads.
          await currentPage(page).getByRole('button', { name: '返回' }).click()
          await waitForRoute(page, '/pages/order/index')
          await currentPage(page).getByRole('tab', { name: '已結清，1 筆' }).waitFor({ timeout: 20_000 })
        },
        page,
      )
    })
  })

  it('logs out from the 我的 tab', async (t) => {
    await phase(t, async () => {
      await step(
        '登出',
        async () => {
          await page.getByRole('tab', { name: '我的', exact: true }).click()
          await waitForRoute(page, '/pages/me/index')
          await page.getByRole('button', { name: '登出' }).waitFor()
          await visit('/pages/me/index')
          await page.getByRole('button', { name: '登出' }).click()
          await modal(page, '登出')
            .getByText(/確定要登出嗎/)
            .waitFor()
          await modal(page, '登出').getByRole('button', { name: '登出', exact: true }).click()
          await waitForRoute(page, '/pages/login/index')
          const token = await page.evaluate(() => localStorage.getItem('token'))
          assert.ok(!token || !JSON.parse(token).data, 'no token left in storage')
        },
        page,
      )
    })
  })

  it(`sent sourceChannel ${CHANNEL} with every API request, reloads included (checked on the server)`, async () => {
    await checkpoint()
    assert.ok(browserChannels.length > 20, `the journey made API requests (${browserChannels.length})`)
    const wrongInBrowser = browserChannels.filter((request) => request.sourceChannel !== CHANNEL)
    assert.deepEqual(
      wrongInBrowser.map((request) => `${request.path}: ${request.sourceChannel}`),
      [],
      'requests the browser sent without the campaign channel',
    )
    const wrongOnServer = serverRecords.filter((request) => request.sourceChannel !== CHANNEL)
    assert.deepEqual(
      wrongOnServer.map((request) => `${request.method} ${request.path}: ${request.sourceChannel || '(empty)'}`),
      [],
      'requests the server recorded without the campaign channel',
    )
    assert.equal(
      serverRecords.length,
      browserChannels.length,
      'the server recorded every request the browser sent (and nothing else) during the journey',
    )
  })

  it('every page of the journey passes axe (no critical/serious), labels every input, has 44×44 tap targets', () => {
    assert.ok(audits.length >= 15, `pages audited: ${audits.map((audit) => audit.name).join(', ')}`)
    assert.deepEqual(problems(audits), [], 'accessibility findings')
  })
})
