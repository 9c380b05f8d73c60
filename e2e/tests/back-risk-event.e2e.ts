/**
 * The back action (spec section 7): the navigation bar's 返回 posts riskEvent `{event: '-1', eventContent:
 * <route of the page left>}` before going back, and the server stores it for the logged-in user (checked with
 * `GET /__test/risk-events`). On a verification step the exit is confirmed first: 繼續認證 stays and sends
 * nothing, 放棄並退出 reports the step's route and leaves.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import type { RecordedRiskEvent } from '../../types/api/other'
import { launchBrowser, newPhoneContext, saveScreenshot } from '../helpers/browser'
import { riskEvents } from '../helpers/faults'
import { currentPage, waitForRoute } from '../helpers/kyc-bank-face'
import { createUser, openAs } from '../helpers/session'
import { step } from '../helpers/steps'

type User = Awaited<ReturnType<typeof createUser>>

/** The back events the server stored for `user`, newest first. */
async function backEventsOf(user: User): Promise<RecordedRiskEvent[]> {
  return (await riskEvents(100)).filter((event) => event.userId === user.userId && event.event === '-1')
}

/** Waits (the call is fire-and-forget) until the server has `count` back events for `user`. */
async function waitForBackEvents(user: User, count: number): Promise<RecordedRiskEvent[]> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const events = await backEventsOf(user)
    if (events.length >= count) return events
    if (Date.now() > deadline) {
      throw new Error(`the server has ${events.length} back event(s) for the user, expected ${count}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('back action posts riskEvent with the route left', () => {
  let browser: Browser
  let page: Page
  let user: User

  before(async () => {
    browser = await launchBrowser()
    page = await (await newPhoneContext(browser)).newPage()
    user = await createUser()
  })
  after(() => browser?.close())

  it('返回 from 協議與條款 reports /pages/me/agreement and returns to 我的', async () => {
    await step(
      '從「我的」進入協議與條款',
      async () => {
        await openAs(page, user, '/pages/me/index')
        await page.getByRole('button', { name: '協議與條款' }).click()
        await waitForRoute(page, '/pages/me/agreement')
        await currentPage(page).getByRole('button', { name: '返回' }).waitFor()
      },
      page,
    )
    assert.deepEqual(await backEventsOf(user), [], 'nothing reported before the back button is used')
    await step(
      '按返回',
      async () => {
        await currentPage(page).getByRole('button', { name: '返回' }).click()
        await waitForRoute(page, '/pages/me/index')
      },
      page,
    )
    const [event] = await step('伺服器收到 riskEvent', () => waitForBackEvents(user, 1))
    assert.deepEqual(
      { event: event.event, eventContent: event.eventContent, userId: event.userId },
      { event: '-1', eventContent: '/pages/me/agreement', userId: user.userId },
    )
  })

  it('on a verification step 繼續認證 stays without a report; 放棄並退出 reports /pages/me/userInfo', async () => {
    await step(
      '打開個人資料',
      async () => {
        await openAs(page, user, '/pages/me/userInfo')
        await currentPage(page).getByLabel('姓名').waitFor()
      },
      page,
    )
    const exit = page.getByRole('dialog').filter({ hasText: '確定要放棄認證嗎' })
    await step(
      '按返回後選繼續認證',
      async () => {
        await currentPage(page).getByRole('button', { name: '返回' }).click()
        await exit.waitFor()
        await page.waitForTimeout(300) // the sheet slides up
        await saveScreenshot(page, '/pages/me/userInfo_exit-confirm')
        await exit.getByRole('button', { name: '繼續認證' }).click()
        await exit.waitFor({ state: 'hidden' })
        await waitForRoute(page, '/pages/me/userInfo')
      },
      page,
    )
    await page.waitForTimeout(500)
    assert.equal((await backEventsOf(user)).length, 1, 'staying on the step reports nothing')

    await step(
      '按返回後選放棄並退出',
      async () => {
        await currentPage(page).getByRole('button', { name: '返回' }).click()
        await exit.getByRole('button', { name: '放棄並退出' }).click()
        // Opened directly, the step has no previous page: back goes to the loans tab.
        await waitForRoute(page, '/pages/loans/index')
      },
      page,
    )
    const [latest] = await step('伺服器收到 riskEvent', () => waitForBackEvents(user, 2))
    assert.deepEqual(
      { event: latest.event, eventContent: latest.eventContent, userId: latest.userId },
      { event: '-1', eventContent: '/pages/me/userInfo', userId: user.userId },
    )
  })
})
