/**
 * Steps 4 and 5 against the built H5 app and the reference server: a real bank from the server's list, an
 * account number with letters refused in place, the bind, a draft that survives a reload, the duplicate refused,
 * the masked account in the list and its details, the face step with a generated JPEG from the front-camera
 * file chooser, and the location pages. Screenshots of every page at 375×812 in e2e/artifacts/.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { API } from '../../types/api/paths'
import type { UserDetailBody } from '../../types/api/identity'
import { launchBrowser, newPhoneContext, saveScreenshot as saveRawScreenshot } from '../helpers/browser'
import { completeStepsBeforeBank, createUser, openAs } from '../helpers/session'
import {
  waitForStillScreen,
  completeBankStep,
  completeFaceStep,
  currentPage,
  uniqueAccountNumber,
  waitForRoute,
} from '../helpers/kyc-bank-face'

type Client = Awaited<ReturnType<typeof createUser>>

/** Screenshot once the page has finished sliding in. */
async function saveScreenshot(page: Page, name: string): Promise<void> {
  await waitForStillScreen(page)
  await saveRawScreenshot(page, name)
}

describe('bank account and face steps', () => {
  let browser: Browser
  let page: Page
  let client: Client
  let boundAccount = ''

  before(async () => {
    browser = await launchBrowser()
    const context = await newPhoneContext(browser)
    // tsx compiles this file with esbuild's keepNames, which wraps inner functions of page.evaluate callbacks in
    // a `__name(…)` helper that only exists in Node; give the page a no-op one.
    await context.addInitScript({ content: 'window.__name = (fn) => fn' })
    page = await context.newPage()
    client = await createUser()
    await completeStepsBeforeBank(client)
  })
  after(() => browser?.close())

  it('keeps a half-filled bank form across a reload', async () => {
    await openAs(page, client, '/pages/me/addBank')
    const form = currentPage(page)
    await form.getByText('王小明').waitFor()
    await form.getByLabel('銀行帳號').fill('00112233')
    await page.waitForTimeout(400)
    await page.reload()
    await waitForRoute(page, '/pages/me/addBank')
    assert.equal(await currentPage(page).getByLabel('銀行帳號').inputValue(), '00112233')
    await saveScreenshot(page, '/pages/me/addBank')
  })

  it('binds a real bank from the list after refusing letters in the account number', async () => {
    const account = currentPage(page).getByLabel('銀行帳號')
    await account.fill('')
    await account.pressSequentially('98765XYZ')
    await currentPage(page).getByText('帳號只能輸入數字，請勿輸入英文字母或符號').waitFor()
    await saveScreenshot(page, 'pages_me_addBank_letters')

    await currentPage(page)
      .getByRole('button', { name: /^銀行：/ })
      .click()
    await waitForRoute(page, '/pages/me/bankSelect')
    await currentPage(page).getByText('常用銀行').waitFor()
    await saveScreenshot(page, '/pages/me/bankSelect')
    await page.goBack()
    await waitForRoute(page, '/pages/me/addBank')

    boundAccount = uniqueAccountNumber()
    await completeBankStep(page, { accountNo: boundAccount })
    const detail = await client.ok<UserDetailBody>(API.queryUserDetail)
    assert.equal(detail.steps.find((step) => step.step === 'bankCard')?.done, true)
    assert.equal(detail.bankCard?.bankCode, '822')
    assert.equal(detail.bankCard?.accountMasked, `****${boundAccount.slice(-4)}`)
    assert.match(detail.bankCard?.branchCode ?? '', /^\d{4}$/)
    await currentPage(page).getByRole('button', { name: '開始拍攝' }).waitFor()
    await saveScreenshot(page, '/pages/me/faceDome')
  })

  it('passes the face step with a generated JPEG from the front camera', async () => {
    await currentPage(page).getByRole('button', { name: '開始拍攝' }).click()
    await waitForRoute(page, '/pages/me/face')
    await currentPage(page).getByRole('button', { name: '開啟相機拍照' }).waitFor()
    await saveScreenshot(page, '/pages/me/face')
    const title = await completeFaceStep(page)
    assert.equal(title, '照片已送出審核', 'the reference verifier records the photo for review')
    const detail = await client.ok<UserDetailBody>(API.queryUserDetail)
    assert.equal(detail.nextStep, null, 'all five steps are done')
    assert.equal(detail.faceCompareResult, 'pending_review')
  })

  it('shows the face result when the step is opened again', async () => {
    await openAs(page, client, '/pages/me/face')
    await currentPage(page).getByText('照片已送出審核').waitFor()
    await page.waitForFunction(() => {
      const image = document.querySelector('.face__photo img') as HTMLImageElement | null
      return Boolean(image && image.complete && image.naturalWidth > 0)
    })
    await saveScreenshot(page, 'pages_me_face_result')
  })

  it('lists the bound account masked, and opens its details', async () => {
    await openAs(page, client, '/pages/me/bankList')
    const list = currentPage(page)
    const masked = `****${boundAccount.slice(-4)}`
    const item = list.getByRole('button', { name: new RegExp(`中國信託 822 \\*{4}${boundAccount.slice(-4)} 預設`) })
    await item.waitFor()
    assert.ok((await item.textContent())?.includes(masked))
    assert.ok(!(await list.textContent())?.includes(boundAccount), 'the full number never reaches the screen')
    await saveScreenshot(page, '/pages/me/bankList')

    await item.click()
    await waitForRoute(page, '/pages/me/bankInfo')
    const info = currentPage(page)
    await info.getByText('此帳戶為目前的預設收款帳戶').waitFor()
    assert.ok((await info.textContent())?.includes('王小明'))
    await saveScreenshot(page, '/pages/me/bankInfo')
  })

  it('refuses the same account a second time, next to the field, keeping the form', async () => {
    await openAs(page, client, '/pages/me/addBank?mode=add')
    const form = currentPage(page)
    await form.getByText('王小明').waitFor()
    await form.getByRole('button', { name: /^銀行：/ }).click()
    await waitForRoute(page, '/pages/me/bankSelect')
    await currentPage(page).getByLabel('搜尋銀行').fill('中國信託')
    await currentPage(page).getByRole('button', { name: '822 中國信託' }).click()
    await waitForRoute(page, '/pages/me/addBank')
    const again = currentPage(page)
    await again.getByLabel('銀行帳號').fill(boundAccount)
    await again.getByRole('button', { name: '確認綁定' }).click()
    await page.getByText('此帳戶已綁定').first().waitFor()
    await saveScreenshot(page, 'pages_me_addBank_duplicate')
    // Close the 溫馨提示 modal, then the message stays next to the field with the number as typed.
    await page.getByText('確定', { exact: true }).click()
    await again.locator('.kb-field__error', { hasText: '此帳戶已綁定' }).waitFor()
    assert.equal(await again.getByLabel('銀行帳號').inputValue(), boundAccount)
  })

  it('chooses a place from the server’s cities and shows a place with a Google Maps link', async () => {
    await openAs(page, client, '/pages/choose-location/index')
    const form = currentPage(page)
    await form.locator('.kb-field__chevron').first().waitFor()
    await form.getByRole('button', { name: '確定' }).click()
    assert.deepEqual(await form.locator('.kb-field__error').allTextContents(), [
      '請選擇縣市',
      '請選擇鄉鎮市區',
      '請填寫詳細地址',
    ])
    await form.getByRole('button', { name: /^縣市：/ }).click()
    await page.getByRole('dialog', { name: '縣市' }).getByRole('button', { name: '臺北市' }).click()
    await form.getByRole('button', { name: /^鄉鎮市區：/ }).click()
    await page.getByRole('dialog', { name: '鄉鎮市區' }).getByRole('button', { name: '中正區' }).click()
    await form.getByLabel('詳細地址').fill('重慶南路一段 122 號')
    await form.getByRole('button', { name: '鄉鎮市區：中正區' }).waitFor()
    await saveScreenshot(page, '/pages/choose-location/index')

    await openAs(
      page,
      client,
      '/pages/open-location/index?name=%E7%B8%BD%E7%B5%B1%E5%BA%9C&address=%E8%87%BA%E5%8C%97%E5%B8%82%E4%B8%AD%E6%AD%A3%E5%8D%80%E9%87%8D%E6%85%B6%E5%8D%97%E8%B7%AF%E4%B8%80%E6%AE%B5122%E8%99%9F&latitude=25.0401&longitude=121.5119',
    )
    const place = currentPage(page)
    await place.getByText('臺北市中正區重慶南路一段122號').waitFor()
    assert.equal(
      await place.getByRole('link', { name: '在 Google 地圖開啟' }).getAttribute('href'),
      'https://www.google.com/maps/search/?api=1&query=25.0401%2C121.5119',
    )
    await saveScreenshot(page, '/pages/open-location/index')
  })
})
