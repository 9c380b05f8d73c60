/**
 * Nothing lost (issue 7): a reload in the middle of each verification form (個人資料, 聯絡人, 身分證, 銀行帳戶)
 * keeps what was typed; and the server killed with SIGKILL right after a step was submitted, then restarted on
 * the same DATA_DIR, has lost no submitted step — the app, still open on the next step with its session, carries
 * on through the next steps without logging in again.
 *
 * This file runs its own reference server (e2e/helpers/server-process.ts, same settings as the shared one) so
 * that killing it disturbs no other test; the helpers that read E2E_BASE_URL are pointed at it.
 */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import type { UserDetailBody } from '../../types/api/identity'
import { API } from '../../types/api/paths'
import { launchBrowser, newPhoneContext, saveScreenshot } from '../helpers/browser'
import { completeBankStep, currentPage, waitForRoute } from '../helpers/kyc-bank-face'
import { chooseOption, completeContactStep, completePersonalInfoStep, uploadIdCard } from '../helpers/kyc-forms'
import { createUser, openAs, testPerson } from '../helpers/session'
import { startServerProcess, type ServerProcess } from '../helpers/server-process'
import { step } from '../helpers/steps'
import { watchApi, type ApiWatch } from '../helpers/faults'

type User = Awaited<ReturnType<typeof createUser>>

const RESTORED = '已還原您上次填寫的內容'

describe('nothing lost: drafts across reloads, submitted steps across a server crash', () => {
  let browser: Browser
  let page: Page
  let server: ServerProcess
  let dataDir: string
  let user: User
  let api: ApiWatch
  const person = testPerson()

  /**
   * Reloads the page and waits for the form to be back on `route`: by default until it says the draft was
   * restored, or until the text `ready` shows (the ID card step and the bank step restore without that notice).
   */
  async function reloadForm(route: string, ready: string = RESTORED): Promise<void> {
    // The draft is written 200 ms after the last keystroke (src/hooks/use-draft.ts).
    await page.waitForTimeout(400)
    await page.reload()
    await waitForRoute(page, route)
    await currentPage(page).getByText(ready).waitFor()
  }

  async function userDetail(): Promise<UserDetailBody> {
    return user.ok<UserDetailBody>(API.queryUserDetail)
  }

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-persistence-'))
    server = await startServerProcess({ dataDir })
    // session.ts and browser.ts read these on every call: point them at this file's server.
    process.env.E2E_BASE_URL = server.url
    process.env.E2E_DATA_DIR = dataDir
    browser = await launchBrowser()
    page = await (await newPhoneContext(browser)).newPage()
    api = watchApi(page, new Set(Object.values(API).map((route) => route.path)))
    user = await createUser()
  })

  after(async () => {
    await browser?.close()
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('個人資料: a reload keeps the typed name, income and choice', async () => {
    await step(
      '填寫一半',
      async () => {
        await openAs(page, user, '/pages/me/userInfo')
        await waitForRoute(page, '/pages/me/userInfo')
        const form = currentPage(page)
        await form.getByLabel('姓名').fill('林美玲')
        await form.getByLabel('月收入').fill('48000')
        await chooseOption(page, '教育程度', '碩士')
      },
      page,
    )
    await step('重新整理', () => reloadForm('/pages/me/userInfo'), page)
    const form = currentPage(page)
    assert.equal(await form.getByLabel('姓名').inputValue(), '林美玲')
    assert.equal(await form.getByLabel('月收入').inputValue(), '48000')
    await form.getByRole('button', { name: '教育程度：碩士' }).waitFor()
    await saveScreenshot(page, '/pages/me/userInfo_restored')
    await step('送出個人資料', () => completePersonalInfoStep(page), page)
  })

  it('聯絡人: a reload keeps both contacts as typed', async () => {
    const form = currentPage(page)
    await step(
      '填寫一半',
      async () => {
        await form.getByLabel('聯絡人 1 姓名').fill('陳志明')
        await form.getByLabel('聯絡人 1 手機號碼').fill('0955123456')
        await chooseOption(page, '聯絡人 1 關係', '配偶')
        await form.getByLabel('聯絡人 2 姓名').fill('張雅婷')
      },
      page,
    )
    await step('重新整理', () => reloadForm('/pages/me/contact'), page)
    const reloaded = currentPage(page)
    assert.equal(await reloaded.getByLabel('聯絡人 1 姓名').inputValue(), '陳志明')
    assert.equal(await reloaded.getByLabel('聯絡人 1 手機號碼').inputValue(), '0955123456')
    assert.equal(await reloaded.getByLabel('聯絡人 2 姓名').inputValue(), '張雅婷')
    await reloaded.getByRole('button', { name: '聯絡人 1 關係：配偶' }).waitFor()
    await saveScreenshot(page, '/pages/me/contact_restored')
    await step('送出聯絡人', () => completeContactStep(page, { checkDuplicateRefused: false }), page)
  })

  it('SIGKILL right after step 2 and a restart on the same DATA_DIR lose nothing submitted', async () => {
    // The user is looking at step 3, its data loaded, when the server dies.
    await currentPage(page)
      .getByRole('button', { name: /^身分證正面，/ })
      .waitFor()
    await api.idle()
    const before = await userDetail()
    assert.equal(before.nextStep, 'idCard', 'steps 1 and 2 are stored before the crash')
    await step('SIGKILL 伺服器', () => server.kill())
    await assert.rejects(fetch(`${server.url}/healthz`), 'the server is really gone')
    server = await step('在同一個 DATA_DIR 重新啟動', () => startServerProcess({ dataDir, port: server.port }))

    const after = await userDetail()
    assert.equal(after.nextStep, 'idCard', 'the restarted server still has steps 1 and 2, and the session')
    assert.equal(after.personalInfo?.name, '王小明')
    assert.equal(after.emergencyContacts.length, 2)
    assert.deepEqual(
      after.steps.map((state) => state.done),
      before.steps.map((state) => state.done),
      'every step is in the state it had before the crash',
    )
  })

  it('身分證: the app carries on after the restart; a reload keeps the typed details', async () => {
    await step('上傳證件（重啟後）', () => uploadIdCard(page), page)
    const form = currentPage(page)
    await step(
      '填寫證件資料',
      async () => {
        await form.getByLabel('姓名').fill(person.userName)
        await form.getByLabel('出生日期').fill(person.birthday)
        await form.getByLabel('身分證字號').fill(person.idNo)
      },
      page,
    )
    await step('重新整理', () => reloadForm('/pages/me/idCard', '確認證件資料'), page)
    const reloaded = currentPage(page)
    assert.equal(await reloaded.getByLabel('姓名').inputValue(), person.userName)
    assert.equal(await reloaded.getByLabel('出生日期').inputValue(), person.birthday)
    assert.equal(await reloaded.getByLabel('身分證字號').inputValue(), person.idNo)
    await saveScreenshot(page, '/pages/me/idCard_restored')
    await step(
      '確認證件',
      async () => {
        await reloaded.getByRole('button', { name: '確認並下一步' }).click()
        await waitForRoute(page, '/pages/me/addBank')
      },
      page,
    )
  })

  it('銀行帳戶: a reload keeps the chosen bank and the typed account number; binding it is stored', async () => {
    const accountNo = `6${Date.now()}`.slice(0, 13)
    await step(
      '選擇銀行並輸入帳號',
      async () => {
        const form = currentPage(page)
        await form.getByRole('button', { name: /^銀行：/ }).click()
        await waitForRoute(page, '/pages/me/bankSelect')
        const picker = currentPage(page)
        await picker.getByLabel('搜尋銀行').fill('812')
        await picker.getByRole('button', { name: /^812 / }).first().click()
        await waitForRoute(page, '/pages/me/addBank')
        await currentPage(page).getByLabel('銀行帳號').fill(accountNo)
      },
      page,
    )
    await step('重新整理', () => reloadForm('/pages/me/addBank', '戶名須與身分證姓名相同，無法修改'), page)
    const reloaded = currentPage(page)
    assert.equal(await reloaded.getByLabel('銀行帳號').inputValue(), accountNo)
    await reloaded.getByRole('button', { name: /^銀行：812 / }).waitFor()
    await saveScreenshot(page, '/pages/me/addBank_restored')

    await step('綁定銀行帳戶', () => completeBankStep(page, { checkLettersRefused: false }), page)
    const detail = await userDetail()
    assert.equal(detail.nextStep, 'face', 'steps 1–4 are stored on the restarted server; only the face step is left')
  })
})
