/**
 * The whole verification journey against the built H5 app and the reference server: a new number logs in with
 * the OTP, completes all five steps through the pages (steps 1–3 here, 4–5 with kyc-b's helpers), uploading
 * real JPEGs, and the 資質 tab then shows every step done. Along the way: a reload in the middle of a step keeps
 * what was typed; a duplicate contact number and a bad ID number each show their message and keep the form.
 * Screenshots of every page of this part at 375×812 go to e2e/artifacts/.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newPhoneContext, openRoute, saveScreenshot } from '../helpers/browser'
import { completeBankStep, completeFaceStep, currentPage, waitForRoute } from '../helpers/kyc-bank-face'
import {
  DEFAULT_PERSONAL_INFO,
  completeContactStep,
  completeIdCardStep,
  fillPersonalInfo,
  loginWithOtp,
  waitForStillScreen,
} from '../helpers/kyc-forms'
import { nextMobile, testPerson } from '../helpers/session'

/** The status each step row of the 資質 tab announces, in order. */
async function aptitudeRows(page: Page): Promise<string[]> {
  const rows = currentPage(page).locator('.aptitude-step')
  await rows.first().waitFor()
  return rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))
}

describe('login and the five verification steps', () => {
  let browser: Browser
  let page: Page
  const mobile = nextMobile('0978')
  const person = testPerson()

  /** A screenshot once the screen is still (for the helpers' in-between states). */
  const shoot = async (name: string) => {
    await waitForStillScreen(page)
    return saveScreenshot(page, name)
  }

  before(async () => {
    browser = await launchBrowser()
    page = await (await newPhoneContext(browser)).newPage()
  })
  after(() => browser?.close())

  it('shows the agreement and the password login pages', async () => {
    // Logged out, the app only opens the login page directly; the documents are reached from its consent row.
    await openRoute(page, '/pages/login/index')
    await currentPage(page).getByRole('link', { name: '《個人資料蒐集告知事項》' }).click()
    await waitForRoute(page, '/pages/agreement')
    await currentPage(page).getByRole('heading', { name: '個人資料蒐集告知事項' }).waitFor()
    await waitForStillScreen(page)
    await saveScreenshot(page, '/pages/agreement')
    await openRoute(page, '/pages/login/moduleB')
    await currentPage(page).getByLabel('密碼').waitFor()
    await waitForStillScreen(page)
    await saveScreenshot(page, '/pages/login/moduleB')
  })

  it('logs a new number in with the SMS code and lands on the loans tab', async () => {
    await openRoute(page, '/pages/login/index')
    const login = currentPage(page)
    // The agreement must be ticked: say so instead of logging in.
    await login.getByLabel('手機號碼').fill(mobile)
    await login.getByLabel('簡訊驗證碼').fill('123456')
    await login.getByRole('button', { name: '登入', exact: true }).click()
    await login.getByText('請先閱讀並勾選同意服務協議與隱私權政策').waitFor()
    await waitForStillScreen(page)
    await saveScreenshot(page, '/pages/login/index')
    await loginWithOtp(page, mobile)
    const stored = await page.evaluate(() => localStorage.getItem('token'))
    assert.ok(stored && stored.length > 20, 'the token is kept')
  })

  it('shows five steps to do on the 資質 tab and starts at 個人資料', async () => {
    // The loans tab's one-time pop-up covers the screen, tab bar included, until it is confirmed; a person closes
    // it first. Left open, it is still there when the face step returns to the loans tab.
    const pop = page.getByRole('dialog', { name: '防詐騙提醒' })
    await pop.getByRole('button', { name: '我知道了' }).click({ timeout: 20_000 })
    await pop.waitFor({ state: 'detached' })
    await page.getByRole('tab', { name: '資質', exact: true }).click()
    await waitForRoute(page, '/pages/aptitude')
    assert.deepEqual(await aptitudeRows(page), [
      '個人資料：待完成',
      '聯絡人：待完成',
      '身分證：待完成',
      '銀行卡：待完成',
      '人臉識別：待完成',
    ])
    await waitForStillScreen(page)
    await saveScreenshot(page, '/pages/aptitude')
    await currentPage(page).getByRole('button', { name: '開始認證' }).click()
    await waitForRoute(page, '/pages/me/userInfo')
  })

  it('keeps what was typed in step 1 across a reload, then saves it', async () => {
    const form = currentPage(page)
    await form.getByLabel('姓名').fill('林美玲')
    await form.getByLabel('月收入').fill('48000')
    await page.waitForTimeout(400)
    await page.reload()
    await waitForRoute(page, '/pages/me/userInfo')
    const reloaded = currentPage(page)
    await reloaded.getByText('已還原您上次填寫的內容').waitFor()
    assert.equal(await reloaded.getByLabel('姓名').inputValue(), '林美玲')
    assert.equal(await reloaded.getByLabel('月收入').inputValue(), '48000')

    await fillPersonalInfo(page, { ...DEFAULT_PERSONAL_INFO, name: person.userName })
    await reloaded.getByText('NT$52,000').waitFor()
    await page.evaluate(() => {
      window.scrollTo(0, 0)
      document.querySelectorAll('.taro_page').forEach((element) => element.scrollTo(0, 0))
    })
    await waitForStillScreen(page)
    await saveScreenshot(page, '/pages/me/userInfo')
    await reloaded.getByRole('button', { name: '下一步', exact: true }).click()
    await waitForRoute(page, '/pages/me/contact')
  })

  it('refuses a duplicate contact number next to the field, then saves two contacts', async () => {
    await currentPage(page).getByLabel('聯絡人 2 手機號碼').waitFor()
    await waitForStillScreen(page)
    await saveScreenshot(page, '/pages/me/contact')
    await completeContactStep(page, { checkDuplicateRefused: true, screenshot: shoot })
  })

  it('uploads both sides of the ID card, refuses a bad ID number, then confirms', async () => {
    await currentPage(page)
      .getByRole('button', { name: /^身分證正面，.+：點擊拍照或從相簿選擇$/ })
      .waitFor()
    await waitForStillScreen(page)
    await saveScreenshot(page, '/pages/me/idCard')
    await completeIdCardStep(page, person, { checkBadIdRefused: true, screenshot: shoot })
  })

  it('binds a bank account and passes the face step', async () => {
    await completeBankStep(page)
    await completeFaceStep(page)
  })

  it('shows every step done on the 資質 tab, with 立即申請', async () => {
    await page.getByRole('tab', { name: '資質', exact: true }).click()
    await waitForRoute(page, '/pages/aptitude')
    await currentPage(page).getByText('認證已全部完成').waitFor()
    assert.deepEqual(await aptitudeRows(page), [
      '個人資料：已完成',
      '聯絡人：已完成',
      '身分證：已完成',
      '銀行卡：已完成',
      '人臉識別：已完成',
    ])
    await waitForStillScreen(page)
    await saveScreenshot(page, 'pages_aptitude_done')
    await currentPage(page).getByRole('button', { name: '立即申請' }).click()
    await waitForRoute(page, '/pages/loans/index')
  })

  it('shows the saved ID masked when step 3 is opened again, and prefilled steps 1 and 2', async () => {
    await openRoute(page, '/pages/me/idCard')
    const idCard = currentPage(page)
    await idCard.getByText('身分證已認證').waitFor()
    await idCard.getByText(`${person.idNo.slice(0, 3)}****${person.idNo.slice(-3)}`).waitFor()
    assert.ok(!(await idCard.textContent())?.includes(person.idNo), 'the full ID number never reaches the screen')
    await waitForStillScreen(page)
    await saveScreenshot(page, 'pages_me_idCard_done')

    await openRoute(page, '/pages/me/userInfo')
    await page.waitForFunction(
      (name) => (document.querySelector('input[aria-label="姓名"]') as HTMLInputElement | null)?.value === name,
      person.userName,
    )
    await openRoute(page, '/pages/me/contact')
    await currentPage(page).getByRole('button', { name: '聯絡人 1 關係：父母' }).waitFor()
  })

  it('lets the logged-in user set a first password on the password page', async () => {
    await openRoute(page, '/pages/login/moduleB')
    const form = currentPage(page)
    await form.getByText('設定登入密碼').first().waitFor()
    await form.getByLabel('新密碼').fill('secret2024')
    await form.getByLabel('確認密碼').fill('secret2025')
    await form.getByRole('button', { name: '設定密碼' }).click()
    await form.getByText('兩次輸入的密碼不一致').waitFor()
    await waitForStillScreen(page)
    await saveScreenshot(page, 'pages_login_moduleB_set_password')
    await form.getByLabel('確認密碼').fill('secret2024')
    await form.getByRole('button', { name: '設定密碼' }).click()
    await waitForRoute(page, '/pages/loans/index')
    // A fresh load, so the page asks the server again rather than showing an instance kept in the page stack.
    await openRoute(page, '/pages/login/moduleB')
    await page.reload()
    await currentPage(page)
      .getByText(/您已設定過登入密碼。/)
      .waitFor()
  })
})
