import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newPhoneContext, openRoute, saveScreenshot } from '../helpers/browser'

// Spec section 9: tab bar 70 px high, selected #2886FF, unselected #A4B8D2; tabs in this order.
const TABS = ['借款', '訂單', '我的', '資質']
const SELECTED = 'rgb(40, 134, 255)'
const UNSELECTED = 'rgb(164, 184, 210)'

async function tabLabels(page: Page) {
  return page.$$eval('.weui-tabbar__item', (items) =>
    items.map((item) => {
      const label = item.querySelector('.weui-tabbar__label') as HTMLElement
      const icon = item.querySelector('img') as HTMLImageElement | null
      return {
        text: label.textContent?.trim(),
        color: getComputedStyle(label).color,
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
    await page.waitForSelector('.weui-tabbar__item')
    await page.waitForFunction(() => location.hash.includes('/pages/loans/index') || location.hash === '')
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.weui-tabbar__item img')).every(
        (img) => (img as HTMLImageElement).complete,
      ),
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
    assert.ok(
      labels.every((tab) => tab.iconLoaded),
      'every tab shows its icon',
    )
    const bar = await page.$eval('.weui-tabbar', (element) => element.getBoundingClientRect().toJSON())
    assert.equal(Math.round(bar.height), 70)
    assert.equal(Math.round(bar.bottom), 812, 'the bar sits at the bottom of the screen')
    assert.equal(await page.title(), '易貸')
    await saveScreenshot(page, 'tab-bar_loans')
  })

  it('switches tabs and moves the selected colour', async () => {
    for (const [index, text] of TABS.entries()) {
      await page.click(`.weui-tabbar__item:nth-child(${index + 1})`)
      await page.waitForFunction(
        ({ index, selected }) => {
          const label = document.querySelectorAll('.weui-tabbar__label')[index] as HTMLElement
          return getComputedStyle(label).color === selected
        },
        { index, selected: SELECTED },
      )
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
})
