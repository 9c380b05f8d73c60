/**
 * The 訂單 and 我的 tabs against the built H5 app and the reference server: a disbursed order is repaid through
 * the ATM channel and becomes settled (the payment arrives through the operator route, as the bank's
 * notification would); another is extended and shows its new due date; the contract opens; the external page;
 * log out returns to login and a protected page then goes to login; deleting the account frees the number for
 * a fresh registration. Screenshots of every page at 375×812 in e2e/artifacts/.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Locator, Page } from 'playwright-core'
import { API } from '../../types/api/paths'
import type { LoanOrderDetailBody, LoanOrderRecordBody } from '../../types/api/order'
import type { CashUserBody } from '../../types/api/user'
import { baseUrl, launchBrowser, newPhoneContext, openRoute, saveScreenshot } from '../helpers/browser'
import { admin, completeKyc, createSignedOrder, createUser, openAs } from '../helpers/session'

type Client = Awaited<ReturnType<typeof createUser>>

/** The visible page of Taro's H5 router (earlier pages stay in the DOM, hidden). */
function currentPage(page: Page): Locator {
  return page.locator('.taro_page:visible').last()
}

/** Saves the screenshot once Taro's page transition (a CSS animation) has finished. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  await page.waitForTimeout(150)
  await saveScreenshot(page, name)
}

async function waitForRoute(page: Page, route: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction((wanted) => location.hash.split('?')[0] === `#${wanted}`, route, { timeout })
}

/** A verified user with a signed order that the operator approved and disbursed. */
async function userWithDisbursedOrder(): Promise<{ client: Client; applyId: string }> {
  const client = await createUser()
  await completeKyc(client)
  const applyId = await createSignedOrder(client)
  await admin('POST', `/orders/${applyId}/approve`)
  await admin('POST', `/orders/${applyId}/disburse`)
  return { client, applyId }
}

/**
 * Logs `mobile` in afresh. The server allows one code per number a minute (429 `請於 N 秒後再重新發送驗證碼`),
 * and this number received one when its first account was made moments ago: wait as long as it says, once.
 */
async function registerAgain(mobile: string): Promise<Client> {
  try {
    return await createUser(mobile)
  } catch (error) {
    const seconds = /請於 (\d+) 秒後/.exec(error instanceof Error ? error.message : '')?.[1]
    if (!seconds) throw error
    await new Promise((resolve) => setTimeout(resolve, (Number(seconds) + 1) * 1000))
    return createUser(mobile)
  }
}

async function orderDetail(client: Client, applyId: string): Promise<LoanOrderDetailBody> {
  return client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId })
}

describe('orders, repayment, extension and the 我的 tab', () => {
  let browser: Browser
  let page: Page
  let repaid: { client: Client; applyId: string }
  let extended: { client: Client; applyId: string }

  before(async () => {
    browser = await launchBrowser()
    const context = await newPhoneContext(browser)
    // tsx compiles this file with esbuild's keepNames, which wraps named functions inside page.evaluate
    // callbacks (e.g. in openAs) in a `__name(…)` helper that only exists in Node: give the page a stand-in.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target' })
    page = await context.newPage()
    repaid = await userWithDisbursedOrder()
    extended = await userWithDisbursedOrder()
  })

  after(async () => {
    await browser?.close()
  })

  it('repays a disbursed order through the ATM channel until it is settled', async () => {
    const { client, applyId } = repaid
    const before = await orderDetail(client, applyId)
    assert.equal(before.applyStatus, 'repaying')

    await openAs(page, client, '/pages/order/index')
    const list = currentPage(page)
    const card = list.locator(`[data-apply-id="${applyId}"]`)
    await card.waitFor()
    assert.match((await card.textContent()) ?? '', /還款中/)
    assert.match((await card.textContent()) ?? '', new RegExp(`NT\\$${before.unpaid.toLocaleString('en-US')}`))
    await list.getByRole('tab', { name: '還款中，1 筆' }).waitFor()
    await shot(page, '/pages/order/index')

    await card.click()
    await waitForRoute(page, '/pages/order/detail')
    const detail = currentPage(page)
    await detail.getByText('目前應還金額').waitFor()
    await detail.getByRole('region', { name: '訂單進度' }).getByText('已撥款至您的帳戶').waitFor()
    assert.match((await detail.getByRole('region', { name: '收款帳戶' }).textContent()) ?? '', /\*{4}\d{4}/)
    await shot(page, '/pages/order/detail')

    await detail.getByRole('button', { name: '立即還款' }).click()
    await waitForRoute(page, '/pages/order/pay')
    const pay = currentPage(page)
    await pay.getByRole('radio', { name: /ATM/ }).click()
    await shot(page, '/pages/order/pay_channels')
    await pay.getByRole('button', { name: '取得繳款資訊' }).click()
    const instructions = pay.getByRole('region', { name: '繳款資訊' })
    await instructions.waitFor()
    const text = (await instructions.textContent()) ?? ''
    assert.match(text, /\d{4} \d{4} \d{4} \d{2}/, 'the 14-digit virtual account, grouped')
    assert.match(text, /請於 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 前完成繳款/)
    assert.match(text, new RegExp(`NT\\$${before.unpaid.toLocaleString('en-US')}`))
    await shot(page, '/pages/order/pay')

    // The user says they paid; an operator will check it.
    await pay.getByRole('button', { name: '我已完成繳款' }).click()
    await pay.getByRole('form', { name: '回報繳款' }).waitFor()
    await shot(page, '/pages/order/pay_claim_form')
    await pay.getByRole('button', { name: '送出繳款通知' }).click()
    await pay.getByText(/已收到您的還款通知/).waitFor()
    await shot(page, '/pages/order/pay_claim')

    // The bank's notification arrives: the operator marks the full amount received.
    await admin('POST', `/orders/${applyId}/repay`, {})
    await pay.getByRole('button', { name: '返回訂單詳情' }).click()
    await waitForRoute(page, '/pages/order/detail')
    // Shown again, the detail reloads and the settlement appears without a manual refresh.
    await currentPage(page).getByRole('region', { name: '訂單進度' }).getByText('已全額還款，借款結清').waitFor()
    assert.equal(await currentPage(page).getByRole('button', { name: '立即還款' }).count(), 0)
    await shot(page, '/pages/order/detail_settled')

    await currentPage(page).getByRole('button', { name: '查看合約' }).click()
    await waitForRoute(page, '/pages/order/contract')
    const contract = currentPage(page).getByRole('document', { name: '借款合約' })
    await contract.waitFor()
    await page.waitForFunction(() => (document.querySelector('.contract__body')?.textContent ?? '').length > 200)
    assert.match((await contract.textContent()) ?? '', /借款/)
    await shot(page, '/pages/order/contract')

    assert.equal((await orderDetail(client, applyId)).applyStatus, 'settled')
    await openRoute(page, '/pages/order/index')
    await currentPage(page).getByRole('tab', { name: '已結清，1 筆' }).waitFor()
  })

  it('extends another order after showing the trial, and the detail shows the new due date', async () => {
    const { client, applyId } = extended
    const before = await orderDetail(client, applyId)

    await openAs(page, client, `/pages/order/detail?applyId=${applyId}`)
    const detail = currentPage(page)
    await detail.getByRole('button', { name: '申請展期' }).click()
    await waitForRoute(page, '/pages/order/pay')
    const pay = currentPage(page)
    const trial = pay.getByRole('region', { name: '展期試算' })
    await trial.waitFor()
    const trialText = (await trial.textContent()) ?? ''
    const newDate = /新到期日(\d{4}\/\d{2}\/\d{2})/.exec(trialText)?.[1]
    assert.ok(newDate, `the trial names the new due date: ${trialText}`)
    assert.ok(trialText.includes(`原到期日${before.repayDate}`))
    assert.ok(newDate > before.repayDate)
    await shot(page, '/pages/order/pay_extension')

    await pay.getByRole('radio', { name: /ATM/ }).click()
    await pay.getByRole('button', { name: /^確認展期並支付 NT\$/ }).click()
    await pay.getByText('展期成功').waitFor()
    await pay.getByText(new RegExp(`新的到期日為 ${newDate}`)).waitFor()
    await shot(page, '/pages/order/pay_extension_done')

    await pay.getByRole('button', { name: '返回訂單詳情' }).click()
    await waitForRoute(page, '/pages/order/detail')
    const after = currentPage(page)
    await after.getByText(`到期日 ${newDate}`).waitFor()
    await after.getByRole('region', { name: '展期紀錄' }).getByText(`${before.repayDate} → ${newDate}`).waitFor()
    await shot(page, '/pages/order/detail_extended')
    const stored = await orderDetail(client, applyId)
    assert.equal(stored.applyStatus, 'extended')
    assert.equal(stored.repayDate, newDate)
  })

  it('shows an external page: our own origin in a frame, another site through a new tab', async () => {
    await openRoute(
      page,
      `/pages/order/webView?url=${encodeURIComponent(`${baseUrl()}/healthz`)}&title=${encodeURIComponent('服務狀態')}`,
    )
    const own = currentPage(page)
    await own.getByRole('heading', { name: '服務狀態' }).waitFor()
    await own.locator('iframe').waitFor()
    await shot(page, '/pages/order/webView')

    await openRoute(page, `/pages/order/webView?url=${encodeURIComponent('https://www.example.com.tw/help')}`)
    const other = currentPage(page)
    await other.getByText('此網頁無法在 App 內顯示，請在新分頁開啟。').waitFor()
    assert.equal(await other.locator('iframe').count(), 0)
    await shot(page, '/pages/order/webView_external')
  })

  it('我的 tab: profile, feedback, agreements; log out returns to login and a protected page then asks to log in', async () => {
    const { client, applyId } = extended
    await openAs(page, client, '/pages/me/index')
    const me = currentPage(page)
    await me.getByText('王小明').waitFor()
    await me.getByText(`手機號碼 ${client.mobile.slice(0, 4)}***${client.mobile.slice(-3)}`).waitFor()
    await me.getByRole('button', { name: '身分認證：已完成' }).waitFor()
    await shot(page, '/pages/me/index')

    await me.getByRole('button', { name: '客服中心' }).click()
    await page.locator('.service-popup__close:visible').waitFor()
    await shot(page, '/pages/me/index_service')
    await page.locator('.service-popup__close:visible').click()

    await me.getByRole('button', { name: '意見回饋' }).click()
    const feedback = page.getByRole('dialog', { name: '意見回饋' })
    await feedback.getByLabel('問題或建議').locator('textarea').fill('想請問展期可以辦理幾次？')
    await feedback.getByRole('button', { name: '送出' }).click()
    await feedback.getByText('想請問展期可以辦理幾次？').waitFor()
    // Let the 已送出 toast go and show the sheet from its top.
    await page.waitForTimeout(1700)
    await page.locator('.account-sheet').evaluate((sheet) => sheet.scrollTo(0, 0))
    await shot(page, '/pages/me/index_feedback')
    await feedback.getByRole('button', { name: '關閉' }).click()

    await me.getByRole('button', { name: '協議與條款' }).click()
    await waitForRoute(page, '/pages/me/agreement')
    await currentPage(page).getByRole('button', { name: '隱私權政策' }).waitFor()
    await shot(page, '/pages/me/agreement')
    // The browser's back button, at once: it used to leave the 我的 tab hidden when pressed while the page
    // transition was still running (a blank screen).
    await page.goBack()
    await waitForRoute(page, '/pages/me/index')
    await page.getByRole('button', { name: '協議與條款' }).waitFor()
    // Again, pressed 100 ms after the tap, while a page transition would still run: Taro's router hid the
    // 我的 tab on a timer that outlived the return, leaving a blank screen.
    await page.getByRole('button', { name: '協議與條款' }).evaluate((row: HTMLElement) => {
      row.click()
      setTimeout(() => history.back(), 100)
    })
    await waitForRoute(page, '/pages/me/agreement')
    await waitForRoute(page, '/pages/me/index')
    await page.waitForTimeout(600)
    await page.getByRole('button', { name: '協議與條款' }).waitFor({ timeout: 2000 })
    // …and the app's own back button.
    await page.getByRole('button', { name: '協議與條款' }).click()
    await waitForRoute(page, '/pages/me/agreement')
    await currentPage(page).getByRole('button', { name: '返回' }).click()
    await waitForRoute(page, '/pages/me/index')

    // Only the 我的 tab has these buttons: found page-wide (tab pages and pushed pages live in separate containers).
    await page.getByRole('button', { name: '登出' }).click()
    await page.getByRole('dialog', { name: '登出' }).getByRole('button', { name: '登出', exact: true }).click()
    await waitForRoute(page, '/pages/login/index')
    const token = await page.evaluate(() => localStorage.getItem('token'))
    assert.ok(!token || !JSON.parse(token).data, 'no token left in storage')
    // The server revoked the token as well.
    const revoked = await client.call(API.queryCashUser)
    assert.equal(revoked.status, 301)

    // A tab shows a login prompt instead of an error…
    await openRoute(page, '/pages/order/index')
    await page.getByText('登入後查看您的借款').waitFor()
    await shot(page, '/pages/order/index_logged_out')
    // …and a page that needs the session goes to login, with the way back.
    await openRoute(page, `/pages/order/detail?applyId=${applyId}`)
    await waitForRoute(page, '/pages/login/index')
    assert.match(decodeURIComponent(page.url()), new RegExp(`redirect=/pages/order/detail\\?applyId=${applyId}`))
  })

  it('deleting the account says what is removed, ends the session, and the number registers afresh', async () => {
    const { client } = repaid
    const oldUserId = client.userId
    await openAs(page, client, '/pages/me/index')
    await page.getByRole('button', { name: '註銷帳戶' }).click()
    const sheet = page.getByRole('dialog', { name: '註銷帳戶' })
    await sheet.getByText('緊急聯絡人').waitFor()
    await shot(page, '/pages/me/index_destroy')
    await page.locator('.account-sheet').evaluate((element) => element.scrollTo(0, element.scrollHeight))
    await shot(page, '/pages/me/index_destroy_confirm')
    await sheet.getByRole('checkbox', { name: '我已了解上述內容，確定註銷帳戶' }).click()
    await sheet.getByRole('button', { name: '確定註銷' }).click()
    await waitForRoute(page, '/pages/login/index')

    const again = await registerAgain(client.mobile)
    assert.notEqual(again.userId, oldUserId)
    const user = await again.ok<CashUserBody>(API.queryCashUser)
    assert.equal(user.kycCompleted, false)
    assert.equal(user.realName, '')
    const orders = await again.ok<LoanOrderRecordBody>(API.loanOrderRecord, {})
    assert.equal(orders.total, 0)

    // The fresh account starts with an empty 訂單 tab that leads to applying.
    await openAs(page, again, '/pages/order/index')
    await page.getByText('您還沒有借款訂單').waitFor()
    await shot(page, '/pages/order/index_empty')
  })
})
