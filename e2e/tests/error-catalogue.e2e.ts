/**
 * Every row of the error catalogue (spec section 8, src/services/api/error-catalogue.ts) provoked on a real page
 * through the reference server's fault injection, and checked on screen by its exact text: timeout, slow
 * network, HTTP 502, an undecryptable body, envelope 301, envelope 500, another envelope status, and a request
 * that never gets an answer. One test per row, each starting from its own fresh page state, so breaking one
 * row in the client fails exactly its test. Screenshots: e2e/artifacts/<route>_error-<row>.png.
 *
 * Where: the 我的 tab's profile load (`queryCashUser`, shown without `silent`) for the rows that need no
 * loading indicator, and 立即申請 on the loans tab (`apply/check` with a loading text) for the ones that do.
 * The timeout row waits for the app's real 15 s timeout (it is not shortened for the test); to keep the suite
 * short, the loans-tab group and the 我的-tab group run side by side, each breaking only its own path.
 */
import assert from 'node:assert/strict'
import { after, afterEach, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { API } from '../../types/api/paths'
import { launchBrowser, newPhoneContext, saveScreenshot } from '../helpers/browser'
import {
  clearFault,
  clearFaults,
  closeModal,
  expectModal,
  injectFault,
  modal,
  storeApplyInfo,
  storedSession,
  toastText,
  waitForNoToast,
  waitForToast,
  watchApi,
  type ApiWatch,
} from '../helpers/faults'
import { currentPage, waitForRoute } from '../helpers/kyc-bank-face'
import { completeKyc, createUser, openAs } from '../helpers/session'
import { step } from '../helpers/steps'

type User = Awaited<ReturnType<typeof createUser>>

const API_PATHS = new Set<string>(Object.values(API).map((route) => route.path))
/** The loans tab's loading text while 立即申請 asks the server (src/pages/loans/texts.ts). */
const CHECKING = '檢查中…'
const WARM_TIPS = '溫馨提示'

/** One phone (a fresh browser context per test) with the user logged in, and the steps these tests take on it. */
class Phone {
  page!: Page
  private api!: ApiWatch

  constructor(
    private readonly browser: Browser,
    private readonly user: () => User,
  ) {}

  /** A named step: a failure names it and leaves e2e/artifacts/failed_<step>.png. */
  act<T>(name: string, action: () => Promise<T>): Promise<T> {
    return step(name, action, this.page)
  }

  /** A fresh phone with the user logged in on `route`, its data loaded. */
  private async open(route: string): Promise<Page> {
    this.page = await (await newPhoneContext(this.browser)).newPage()
    this.api = watchApi(this.page, API_PATHS)
    await openAs(this.page, this.user(), route)
    await waitForRoute(this.page, route)
    await this.api.idle()
    return this.page
  }

  /** The 我的 tab with the profile shown; the next `queryCashUser` is the one the test breaks. */
  openMeTab(): Promise<Page> {
    return this.act('打開「我的」', async () => {
      const page = await this.open('/pages/me/index')
      await currentPage(page).getByText('王小明').waitFor()
      return page
    })
  }

  /** The loans tab with 立即申請 ready (the server's show-once pop-up closed if it came up). */
  openLoansTab(): Promise<Page> {
    return this.act('打開借款頁', async () => {
      const page = await this.open('/pages/loans/index')
      await currentPage(page).getByRole('button', { name: '立即申請' }).waitFor()
      const pop = page.locator('.server-pop:visible')
      if ((await pop.count()) > 0) {
        await pop.getByRole('button', { name: '我知道了' }).click()
        await pop.waitFor({ state: 'hidden' })
      }
      await this.api.idle()
      return page
    })
  }

  async tapApply(): Promise<void> {
    await currentPage(this.page).getByRole('button', { name: '立即申請' }).click()
  }

  async screenshot(name: string): Promise<void> {
    // The modal fades in over 150 ms.
    await this.page.waitForTimeout(200)
    await saveScreenshot(this.page, name)
  }

  async close(): Promise<void> {
    await this.page?.context().close()
  }
}

// The two groups run at the same time (the 15 s timeout dominates): each breaks its own API path only, and the
// tests inside a group run one after another (subtests would otherwise inherit the concurrency).
describe('error catalogue on screen (fault injection)', { concurrency: true }, () => {
  let browser: Browser
  let user: User

  before(async () => {
    browser = await launchBrowser()
    user = await createUser()
    await completeKyc(user)
  })

  after(async () => {
    await clearFaults()
    await browser?.close()
  })

  describe(
    'rows shown while 立即申請 waits for apply/check (loans tab, with a loading text)',
    { concurrency: 1 },
    () => {
      let phone: Phone
      before(() => {
        phone = new Phone(browser, () => user)
      })
      afterEach(async () => {
        await clearFault(API.applyCheck.path)
        await phone.close()
      })

      it('timeout: 網路請求超時 / 請檢查網路環境後重試 / 確定 after the 15 s timeout, loading hidden', async () => {
        const page = await phone.openLoansTab()
        await injectFault({ path: API.applyCheck.path, fault: 'timeout', delayMs: 25_000, times: 1 })
        const started = Date.now()
        await phone.act('點「立即申請」', async () => {
          await phone.tapApply()
          await waitForToast(page, CHECKING)
        })
        await phone.act('等到逾時視窗', () =>
          expectModal(page, { title: '網路請求超時', content: '請檢查網路環境後重試' }, 25_000),
        )
        const waited = Date.now() - started
        assert.ok(waited >= 14_000, `the modal came after the app's 15 s timeout, not after ${waited} ms`)
        assert.equal(await toastText(page), null, 'the loading indicator is hidden once the modal shows')
        await phone.screenshot('/pages/loans/index_error-timeout')
        await phone.act('關閉視窗後留在借款頁', async () => {
          await closeModal(page)
          await waitForRoute(page, '/pages/loans/index')
          assert.equal(await toastText(page), null)
        })
      })
      it('slow network: after 5 s the loading text becomes 網路不佳，請耐心等待, then the answer arrives', async () => {
        const page = await phone.openLoansTab()
        await injectFault({ path: API.applyCheck.path, fault: 'slow', delayMs: 7_500, times: 1 })
        await phone.act('點「立即申請」', async () => {
          await phone.tapApply()
          await waitForToast(page, CHECKING)
        })
        await phone.act('5 秒後提示網路不佳', async () => {
          await waitForToast(page, '網路不佳，請耐心等待', 7_000)
          // While loading, a tap anywhere lands on the mask, not on the page under it.
          const tapReachesPage = await page.evaluate(() => !!document.elementFromPoint(30, 120)?.closest('.taro_page'))
          assert.equal(tapReachesPage, false, 'the loading mask blocks taps')
          await saveScreenshot(page, '/pages/loans/index_error-slow')
        })
        await phone.act('回應到達後進入方案頁', async () => {
          await waitForRoute(page, '/pages/loans/productList', 15_000)
          await waitForNoToast(page)
          assert.equal(await modal(page).count(), 0, 'no error modal for a slow but successful call')
        })
      })
      it('another envelope status (400): 溫馨提示 with the server message and one 確定', async () => {
        const page = await phone.openLoansTab()
        const message = '目前暫停受理申請，請明天再試'
        await injectFault({ path: API.applyCheck.path, fault: 'status400', message, times: 1 })
        await phone.act('點「立即申請」', () => phone.tapApply())
        await phone.act('顯示伺服器訊息', () => expectModal(page, { title: WARM_TIPS, content: message }))
        assert.equal(await toastText(page), null, 'the loading indicator is hidden once the modal shows')
        await phone.screenshot('/pages/loans/index_error-400')
        await closeModal(page)
        await waitForRoute(page, '/pages/loans/index')
        assert.ok((await storedSession(page)).token, 'a refusal does not end the session')
      })
    },
  )

  describe('rows of the profile load, queryCashUser (我的 tab)', { concurrency: 1 }, () => {
    let phone: Phone
    before(() => {
      phone = new Phone(browser, () => user)
    })
    afterEach(async () => {
      await clearFault(API.queryCashUser.path)
      await phone.close()
    })

    it('HTTP 502: 溫馨提示 / http status code 502, session kept', async () => {
      const page = await phone.openMeTab()
      await injectFault({ path: API.queryCashUser.path, fault: 'http502', times: 1 })
      await phone.act('重新整理「我的」', () => page.reload())
      await phone.act('顯示 HTTP 狀態碼', () =>
        expectModal(page, { title: WARM_TIPS, content: 'http status code 502' }),
      )
      await phone.screenshot('/pages/me/index_error-http502')
      await closeModal(page)
      assert.ok((await storedSession(page)).token, 'a transport error does not end the session')
      await waitForRoute(page, '/pages/me/index')
    })
    it('undecryptable body: 溫馨提示 / 資料驗證失敗, session kept', async () => {
      const page = await phone.openMeTab()
      await injectFault({ path: API.queryCashUser.path, fault: 'undecryptable', times: 1 })
      await phone.act('重新整理「我的」', () => page.reload())
      await phone.act('顯示資料驗證失敗', () => expectModal(page, { title: WARM_TIPS, content: '資料驗證失敗' }))
      await phone.screenshot('/pages/me/index_error-undecryptable')
      await closeModal(page)
      assert.ok((await storedSession(page)).token, 'a body that does not decrypt does not end the session')
    })
    it('envelope 301: token, loginInfo and applyInfo cleared, straight to the login page without a modal', async () => {
      const page = await phone.openMeTab()
      await storeApplyInfo(page, { requestId: 'e2e-301', applyIds: [] })
      const before = await storedSession(page)
      assert.ok(before.token && before.loginInfo && before.applyInfo, 'a full session is stored before the 301')
      await injectFault({ path: API.queryCashUser.path, fault: 'status301', message: '請先登入', times: 1 })
      await phone.act('重新整理「我的」', () => page.reload())
      await phone.act('回到登入頁', () => waitForRoute(page, '/pages/login/index'))
      await currentPage(page).getByLabel('手機號碼').waitFor()
      await saveScreenshot(page, '/pages/login/index_error-301')
      assert.equal(await modal(page).count(), 0, 'a 301 shows no modal')
      assert.deepEqual(await storedSession(page), { token: null, loginInfo: null, applyInfo: null }, 'session cleared')
    })
    it('envelope 500: 溫馨提示 / 資料異常，請重新登入, session cleared, then the login page', async () => {
      const page = await phone.openMeTab()
      await storeApplyInfo(page, { requestId: 'e2e-500', applyIds: [] })
      await injectFault({ path: API.queryCashUser.path, fault: 'status500', message: 'database exploded', times: 1 })
      await phone.act('重新整理「我的」', () => page.reload())
      await phone.act('顯示資料異常', () => expectModal(page, { title: WARM_TIPS, content: '資料異常，請重新登入' }))
      await phone.screenshot('/pages/me/index_error-500')
      assert.deepEqual(
        await storedSession(page),
        { token: null, loginInfo: null, applyInfo: null },
        'the session is cleared while the modal is still open',
      )
      await closeModal(page)
      await phone.act('回到登入頁', () => waitForRoute(page, '/pages/login/index'))
      await currentPage(page).getByLabel('手機號碼').waitFor()
    })
    it('no answer at all (request:fail): advises Chrome, 複製網址 copies the address with 已複製', async () => {
      const page = await phone.openMeTab()
      await page.route(`**${API.queryCashUser.path}*`, (route) => route.abort('failed'))
      await phone.act('重新整理「我的」', () => page.reload())
      await phone.act('建議以 Chrome 開啟', () =>
        expectModal(page, { title: WARM_TIPS, content: '請使用 Chrome 瀏覽器開啟', confirmText: '複製網址' }),
      )
      await phone.screenshot('/pages/me/index_error-request-fail')
      const address = page.url()
      await closeModal(page, '複製網址')
      await phone.act('複製網址', async () => {
        await waitForToast(page, '已複製')
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), address)
      })
    })
  })
})
