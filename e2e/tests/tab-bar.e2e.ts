import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newPhoneContext, openRoute, saveScreenshot } from '../helpers/browser'

// Spec section 9: tab bar 70 px high, selected #2886FF, unselected #A4B8D2; tabs in this order.
const TABS = ['借款', '訂單', '我的', '資質']
const SELECTED = 'rgb(40, 134, 255)'
const UNSELECTED = 'rgb(164, 184, 210)'

/** The app's tab bar (src/components/tab-bar), told apart from the tab lists inside pages by its name. */
function tabBar(page: Page) {
  return page.getByRole('tablist', { name: '主選單' })
}

async function tabLabels(page: Page) {
  return tabBar(page)
    .getByRole('tab')
    .evaluateAll((tabs) =>
      tabs.map((tab) => {
        const icon = tab.querySelector('img')
        return {
          text: tab.textContent?.trim(),
          selected: tab.getAttribute('aria-selected') === 'true',
          color: getComputedStyle(tab).color,
          iconLoaded: Boolean(icon && icon.complete && icon.naturalWidth > 0),
        }
      }),
    )
}

describe('tab bar', () => {
  let browser: Browser
  let page: Page

  before(async () => {
    browser = await launchBrowser()
    page = await (await newPhoneContext(browser)).newPage()
  })
  after(() => browser?.close())

  it('opens the loans tab at / with four tabs in order, the spec colours, real icons and a 70 px bar', async () => {
    await openRoute(page)
    await tabBar(page).waitFor()
    await page.waitForFunction(() => location.hash.includes('/pages/loans/index') || location.hash === '')
    await tabBar(page)
      .locator('img')
      .evaluateAll((icons) =>
        Promise.all((icons as HTMLImageElement[]).map((icon) => icon.complete || icon.decode().catch(() => {}))),
      )
    const labels = await tabLabels(page)
    assert.deepEqual(
      labels.map((tab) => tab.text),
      TABS,
    )
    assert.deepEqual(
      labels.map((tab) => tab.color),
      [SELECTED, UNSELECTED, UNSELECTED, UNSELECTED],
    )
    assert.deepEqual(
      labels.map((tab) => tab.selected),
      [true, false, false, false],
    )
    assert.ok(
      labels.every((tab) => tab.iconLoaded),
      'every tab shows its icon',
    )
    const bar = await tabBar(page).evaluate((element) => element.getBoundingClientRect().toJSON())
    assert.equal(Math.round(bar.height), 70)
    assert.equal(Math.round(bar.bottom), 812, 'the bar sits at the bottom of the screen')
    assert.equal(await page.title(), '易貸')
    await saveScreenshot(page, 'tab-bar_loans')
  })

  it('switches tabs and moves the selected colour', async () => {
    for (const [index, text] of TABS.entries()) {
      await tabBar(page).getByRole('tab', { name: text }).click()
      await tabBar(page).getByRole('tab', { name: text, selected: true }).waitFor()
      const colors = (await tabLabels(page)).map((tab) => tab.color)
      assert.deepEqual(
        colors,
        TABS.map((_, other) => (other === index ? SELECTED : UNSELECTED)),
        `only ${text} is selected`,
      )
    }
    assert.match(await page.evaluate(() => location.hash), /\/pages\/aptitude/)
    await saveScreenshot(page, 'tab-bar_aptitude')
  })

  it('ends a tab page above the bar, also scrolled to its bottom', async () => {
    await tabBar(page).getByRole('tab', { name: '我的' }).click()
    await page.waitForFunction(() => location.hash.includes('/pages/me/index'))
    const tabPage = page.locator('.taro_page:visible').last()
    await tabPage.getByText('我的').first().waitFor()
    // The guest's 我的 page is short: it fits above the bar and does not scroll into blank space.
    const overflow = await tabPage.evaluate((element) => element.scrollHeight - element.clientHeight)
    assert.ok(overflow <= 1, `the short 我的 page scrolls by ${overflow} px`)
    const pageBottom = await tabPage.evaluate((element) => {
      element.scrollTop = element.scrollHeight
      return element.getBoundingClientRect().bottom
    })
    const bar = await tabBar(page).evaluate((element) => element.getBoundingClientRect().toJSON())
    assert.ok(pageBottom <= bar.top + 0.5, `the page ends at ${pageBottom} px, the bar starts at ${bar.top} px`)
    await saveScreenshot(page, 'tab-bar_me_bottom')
  })

  it('is not shown off the tab routes', async () => {
    await openRoute(page, '/pages/login/index')
    await page.locator('.taro_page:visible').last().getByRole('textbox').first().waitFor()
    assert.equal(await tabBar(page).count(), 0)
  })
})
