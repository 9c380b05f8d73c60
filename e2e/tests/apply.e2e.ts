/**
 * The loan application in the built H5 app against the reference server: a verified user applies, sees the
 * full cost before confirming, double-taps confirm, goes back and confirms again (still ONE order, checked
 * through the API), reads the contract, signs with a mouse-drawn stroke, reaches the success page, and
 * finds the order in the 訂單 tab. Also the loans tab for a guest and the entry page.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { LoanOrderDetailBody, LoanOrderRecordBody } from '../../types/api/order'
import { API } from '../../types/api/paths'
import { launchBrowser, newPhoneContext, openRoute, saveScreenshot } from '../helpers/browser'
import { currentPage, waitForRoute } from '../helpers/kyc-bank-face'
import { completeKyc, createUser, openAs } from '../helpers/session'

type User = Awaited<ReturnType<typeof createUser>>

/**
 * A screenshot once the page has settled: Taro's H5 pages slide in, so wait until the visible page sits at
 * the left edge, and show it from the top.
 */
async function shot(page: Page, name: string, { top = true } = {}): Promise<void> {
  await page.waitForFunction(() => {
    const pages = Array.from(document.querySelectorAll('.taro_page')).filter(
      (element) => getComputedStyle(element).display !== 'none',
    )
    const last = pages[pages.length - 1]
    return last !== undefined && Math.abs(last.getBoundingClientRect().left) < 1
  })
  if (top) {
    // Taro's H5 pages scroll inside their own containers, not the window.
    await page.evaluate(() => {
      for (const element of Array.from(document.querySelectorAll('*'))) if (element.scrollTop > 0) element.scrollTop = 0
    })
  }
  await page.waitForTimeout(400)
  await saveScreenshot(page, name)
}

async function orders(user: User): Promise<LoanOrderRecordBody> {
  return user.ok<LoanOrderRecordBody>(API.loanOrderRecord, {})
}

/** Draws a signature-like zigzag across the pad with the mouse. */
async function signWithMouse(page: Page): Promise<void> {
  const canvas = currentPage(page).locator('canvas')
  const box = await canvas.boundingBox()
  assert.ok(box, 'the signature pad is on screen')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + 30, y)
  await page.mouse.down()
  const points: [number, number][] = [
    [70, -40],
    [110, 30],
    [150, -35],
    [190, 25],
    [240, -10],
  ]
  for (const [dx, dy] of points) await page.mouse.move(box.x + dx, y + dy, { steps: 6 })
  await page.mouse.up()
}

describe('loan application', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let user: User

  before(async () => {
    browser = await launchBrowser()
    user = await createUser()
    await completeKyc(user)
  })
  after(() => browser?.close())

  it('a guest sees the loans tab with 登入 as its one action', async () => {
    const guest = await newPhoneContext(browser)
    const guestPage = await guest.newPage()
    await openRoute(guestPage, '/pages/loans/index')
    const action = currentPage(guestPage).getByRole('button', { name: '登入' })
    await action.waitFor()
    await currentPage(guestPage).getByText('登入後即可查看您的可借額度').waitFor()
    await shot(guestPage, '/pages/loans/index_guest')
    await action.click()
    await waitForRoute(guestPage, '/pages/login/index')
    // A guest who opens any other page, the entry page included, starts on the loans tab (spec section 2).
    await openRoute(guestPage, '/pages/index/index')
    await guestPage.reload()
    await guestPage.waitForFunction(() => location.hash === '#/pages/loans/index')
    await currentPage(guestPage).getByRole('button', { name: '登入' }).waitFor()
    await guest.close()
  })

  it('a verified user applies, sees the full cost, double-taps confirm and gets one order', async () => {
    context = await newPhoneContext(browser)
    // tsx compiles with esbuild's keepNames, which wraps functions inside page.evaluate callbacks (openAs) in a
    // `__name(…)` helper that exists only in Node: give the page a stand-in.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target' })
    page = await context.newPage()
    await openAs(page, user, '/pages/loans/index')
    // The server's one-time pop-up for this tab comes first; once confirmed it does not come back.
    const pop = page.getByRole('dialog', { name: '防詐騙提醒' })
    await pop.waitFor({ timeout: 20_000 })
    await shot(page, '/pages/loans/index_pop')
    await pop.getByRole('button', { name: '我知道了' }).click()
    await pop.waitFor({ state: 'detached' })

    const apply = currentPage(page).getByRole('button', { name: '立即申請' })
    await apply.waitFor({ timeout: 20_000 })
    await currentPage(page).getByText('最高可借').waitFor()
    await shot(page, '/pages/loans/index')

    await apply.click()
    await waitForRoute(page, '/pages/loans/productList')
    const first = currentPage(page).getByRole('checkbox').first()
    await first.waitFor()
    assert.equal(await first.getAttribute('aria-checked'), 'true', 'the first product is preselected')
    await currentPage(page).getByText('總費用年百分率').first().waitFor()
    await shot(page, '/pages/loans/productList')
    await currentPage(page).getByRole('button', { name: '下一步' }).click()

    await waitForRoute(page, '/pages/loans/applyFor')
    const applyPage = currentPage(page)
    await applyPage.getByRole('button', { name: '減少金額' }).first().waitFor()
    const amountBefore = await applyPage.locator('.amount-picker__value').first().textContent()
    await applyPage.getByRole('button', { name: '減少金額' }).first().click()
    const amountAfter = await applyPage.locator('.amount-picker__value').first().textContent()
    assert.notEqual(amountAfter, amountBefore, 'the amount moved by one step')
    assert.match(amountAfter ?? '', /^NT\$\d{1,3}(,\d{3})*$/)
    // Re-priced by the server for the new amount.
    await page.waitForFunction(() => document.querySelectorAll('.taro_page:last-child .cost-lines--stale').length === 0)

    await shot(page, '/pages/loans/applyFor')
    await applyPage.getByRole('button', { name: '確認申請' }).click()
    await applyPage.getByText('請選擇借款用途').waitFor()
    await shot(page, '/pages/loans/applyFor_purpose-missing', { top: false })
    await applyPage.getByRole('radio', { name: '生活消費' }).click()
    await applyPage.locator('.apply-page__tips-title').waitFor()

    await applyPage.getByRole('button', { name: '確認申請' }).click()
    const popup = page.getByRole('dialog', { name: '確認借款內容' })
    await popup.waitFor()
    for (const label of ['借款金額', '借款期限', '到期應還', '到期日', '總費用年百分率', '收款帳戶', '借款用途'])
      await popup.getByText(label, { exact: true }).first().waitFor()
    await popup.getByText(/^利息（年利率 \d+\.\d{2}%）$/).waitFor()
    await popup
      .getByText(amountAfter ?? '', { exact: true })
      .first()
      .waitFor()
    await popup
      .getByText(/^\d{4}\/\d{2}\/\d{2}$/)
      .first()
      .waitFor()
    await shot(page, '/pages/loans/applyFor_confirm', { top: false })

    await popup.getByRole('button', { name: '確認送出' }).dblclick()
    await waitForRoute(page, '/pages/loans/sign')
    const record = await orders(user)
    assert.equal(record.total, 1, 'a double tap on confirm creates one order')
    assert.equal(record.list[0].applyStatus, 'to_sign')
  })

  it('going back and confirming again still gives the same single order', async () => {
    const firstId = (await orders(user)).list[0].applyId
    // The confirm pop-up's overlay fades out (~0.3 s) after the sign page opened; wait until it has gone.
    await page.waitForFunction(() => document.querySelector('.nut-overlay') === null)
    await page.goBack()
    await waitForRoute(page, '/pages/loans/applyFor')
    await currentPage(page)
      .getByRole('status')
      .getByText(/此申請已送出/)
      .waitFor()
    await currentPage(page).getByRole('button', { name: '前往簽約' }).click()
    await waitForRoute(page, '/pages/loans/sign')
    const record = await orders(user)
    assert.equal(record.total, 1)
    assert.equal(record.list[0].applyId, firstId)
  })

  it('reads the contract, must agree, signs with the mouse and reaches the success page', async () => {
    const sign = currentPage(page)
    await sign.getByText('借款契約書').waitFor({ timeout: 20_000 })
    await sign.getByText('第三條 利息及費用').waitFor()
    await shot(page, '/pages/loans/sign')
    await sign.getByRole('button', { name: '下一步：手寫簽名' }).click()
    await sign.getByText('請先勾選同意上述兩項內容').waitFor()
    await sign.getByRole('checkbox', { name: /我已詳閱並同意/ }).click()
    await sign.getByRole('checkbox', { name: /電子簽章/ }).click()
    await sign.getByRole('button', { name: '下一步：手寫簽名' }).click()

    await waitForRoute(page, '/pages/loans/signature')
    const pad = currentPage(page)
    await pad.locator('canvas').waitFor()
    await pad.getByRole('button', { name: '確認簽署' }).click()
    await pad.getByText('請先在框內簽名').waitFor()
    await signWithMouse(page)
    assert.equal(await pad.getByText('請在此處簽名').count(), 0, 'the placeholder goes once something is drawn')
    await shot(page, '/pages/loans/signature')
    await pad.getByRole('button', { name: '確認簽署' }).click()

    await waitForRoute(page, '/pages/loans/success', 30_000)
    const success = currentPage(page)
    await success.getByText('簽約完成，申請已送出審核').waitFor()
    const record = await orders(user)
    const applyId = record.list[0].applyId
    await success.getByText(applyId, { exact: true }).waitFor()
    await success.getByText(/款項將撥入您的收款帳戶 .+ \*{4}\d{4}/).waitFor()
    await shot(page, '/pages/loans/success')

    const detail = await user.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId })
    assert.equal(detail.applyStatus, 'under_review')
    assert.equal(detail.signed, true)
    assert.equal(record.total, 1)
  })

  it('the order appears in the 訂單 tab, and the loans tab now points to it', async () => {
    const applyId = (await orders(user)).list[0].applyId
    await currentPage(page).getByRole('button', { name: '返回借款首頁' }).click()
    await waitForRoute(page, '/pages/loans/index')
    const viewOrder = currentPage(page).getByRole('button', { name: '查看訂單' })
    await viewOrder.waitFor({ timeout: 20_000 })
    await shot(page, '/pages/loans/index_open-order')

    await page.getByRole('tab', { name: '訂單', exact: true }).click()
    await waitForRoute(page, '/pages/order/index')
    await currentPage(page).getByText('審核中').first().waitFor({ timeout: 20_000 })
    await shot(page, '/pages/order/index_after-apply')

    await page.getByRole('tab', { name: '借款', exact: true }).click()
    await viewOrder.click()
    await waitForRoute(page, '/pages/order/detail')
    assert.match(await page.evaluate(() => location.hash), new RegExp(`applyId=${applyId}`))
  })

  it('the entry page sends a verified user on to the loans tab, where the confirmed pop-up stays away', async () => {
    await openRoute(page, '/pages/index/index')
    await page.reload()
    await waitForRoute(page, '/pages/loans/index', 20_000)
    await currentPage(page).getByRole('button', { name: '查看訂單' }).waitFor({ timeout: 20_000 })
    await page.waitForTimeout(1000)
    assert.equal(await page.getByRole('dialog', { name: '防詐騙提醒' }).count(), 0)
  })

  it('the entry page sends a user who has not finished verification to the first unfinished step', async () => {
    const newcomer = await createUser()
    const fresh = await context.newPage()
    await openAs(fresh, newcomer, '/pages/index/index')
    await waitForRoute(fresh, '/pages/me/userInfo', 20_000)
    await fresh.close()

    const entry = await context.newPage()
    await entry.route('**/api/v3/common/index*', (route) => route.abort())
    await openAs(entry, newcomer, '/pages/index/index')
    await currentPage(entry).getByText('無法取得您的狀態').waitFor({ timeout: 20_000 })
    await shot(entry, '/pages/index/index')
    await entry.close()
  })
})
