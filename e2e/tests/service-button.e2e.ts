/**
 * The floating customer-service button (spec section 2) in the built H5 app: dragged with a finger (real touch
 * events through the DevTools protocol), it stays where it was left across a reload; tapped, it opens the LINE
 * popup whose QR image really loads from the server, and copying the LINE ID puts it on the clipboard with the
 * `已複製` toast.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newPhoneContext, openRoute, saveScreenshot } from '../helpers/browser'
import { waitForToast } from '../helpers/faults'
import { currentPage, waitForRoute } from '../helpers/kyc-bank-face'
import { step } from '../helpers/steps'

type Box = { x: number; y: number; width: number; height: number }

/** The button on the current page (the 借款 tab keeps its own copy in the DOM while other tabs are hidden). */
function serviceButton(page: Page) {
  return currentPage(page).getByRole('button', { name: '客服', exact: true })
}

async function boxOf(page: Page): Promise<Box> {
  const box = await serviceButton(page).boundingBox()
  assert.ok(box, 'the 客服 button is on screen')
  return box
}

/** A one-finger drag from `from` to `to` in small moves, as a phone reports it. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const point = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) })
  const moves = 12
  for (let index = 1; index <= moves; index++) {
    const x = from.x + ((to.x - from.x) * index) / moves
    const y = from.y + ((to.y - from.y) * index) / moves
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) })
    await page.waitForTimeout(16)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

describe('customer-service button', () => {
  let browser: Browser
  let page: Page

  before(async () => {
    browser = await launchBrowser()
    page = await (await newPhoneContext(browser)).newPage()
  })
  after(() => browser?.close())

  it('is dragged by touch and stays where it was left after a reload', async () => {
    const start = await step(
      '打開借款頁',
      async () => {
        await openRoute(page, '/pages/loans/index')
        await waitForRoute(page, '/pages/loans/index')
        await serviceButton(page).waitFor()
        return boxOf(page)
      },
      page,
    )
    assert.ok(start.width >= 44 && start.height >= 44, `the button is a comfortable tap target (${start.width} px)`)

    const target = { x: 60, y: 300 }
    const moved = await step(
      '以手指拖曳',
      async () => {
        await touchDrag(page, { x: start.x + start.width / 2, y: start.y + start.height / 2 }, target)
        // The position is written 300 ms after the last move (spec section 9).
        await page.waitForTimeout(600)
        return boxOf(page)
      },
      page,
    )
    assert.ok(
      Math.abs(moved.x + moved.width / 2 - target.x) <= 2 && Math.abs(moved.y + moved.height / 2 - target.y) <= 2,
      `the button followed the finger to (${target.x}, ${target.y}): it is centred at ` +
        `(${moved.x + moved.width / 2}, ${moved.y + moved.height / 2})`,
    )
    assert.equal(await page.getByRole('dialog', { name: 'LINE 客服' }).count(), 0, 'a drag does not open the popup')
    await saveScreenshot(page, '/pages/loans/index_service-moved')

    const reloaded = await step(
      '重新整理後位置不變',
      async () => {
        await page.reload()
        await waitForRoute(page, '/pages/loans/index')
        await serviceButton(page).waitFor()
        return boxOf(page)
      },
      page,
    )
    assert.deepEqual(
      { x: Math.round(reloaded.x), y: Math.round(reloaded.y) },
      { x: Math.round(moved.x), y: Math.round(moved.y) },
      'after the reload the button is where it was left',
    )
  })

  it('opens the LINE popup: the QR image loads, and 複製 puts the LINE ID on the clipboard with 已複製', async () => {
    const popup = page.getByRole('dialog', { name: 'LINE 客服' })
    await step(
      '點客服按鈕',
      async () => {
        await serviceButton(page).tap()
        await popup.waitFor()
      },
      page,
    )
    await step(
      'QR 碼圖片載入',
      async () => {
        const image = popup.locator('.service-popup__qr img')
        await image.waitFor()
        await page.waitForFunction(
          () => Boolean(document.querySelector<HTMLImageElement>('.service-popup__qr img')?.complete),
          undefined,
          { timeout: 10_000 },
        )
        const size = await image.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }))
        assert.ok(size.w > 0 && size.h > 0, `the QR image decoded (${size.w}×${size.h})`)
      },
      page,
    )
    await page.waitForTimeout(300) // the popup slides up
    await saveScreenshot(page, '/pages/loans/index_service-popup')

    const lineId = ((await popup.locator('.service-popup__row-value').first().textContent()) ?? '').trim()
    assert.match(lineId, /^@?[\w.-]+$/, `a LINE ID is shown: "${lineId}"`)
    await step(
      '複製 LINE ID',
      async () => {
        await popup.getByRole('button', { name: '複製 LINE ID' }).tap()
        await waitForToast(page, '已複製')
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), lineId, 'the clipboard holds the ID')
      },
      page,
    )
    await saveScreenshot(page, '/pages/loans/index_service-copied')
  })
})
