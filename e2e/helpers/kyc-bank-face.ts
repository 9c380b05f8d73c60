/**
 * Browser steps for verification steps 4 (bank account) and 5 (face), driven through the real pages against
 * the reference server. Used by kyc-a's `kyc.e2e.ts` (the whole journey) and by `bank-face.e2e.ts`.
 *
 *   await completeBankStep(page)   // on /pages/me/addBank, steps 1–3 done; ends on /pages/me/faceDome
 *   await completeFaceStep(page)   // on faceDome or face; ends on the loans tab
 */
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'

/** Waits until the hash route is `route` (query ignored). */
export async function waitForRoute(page: Page, route: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction((wanted) => location.hash.split('?')[0] === `#${wanted}`, route, { timeout })
}

/** The visible page of Taro's H5 router (earlier pages stay in the DOM, hidden). */
export function currentPage(page: Page) {
  return page.locator('.taro_page:visible').last()
}

/**
 * Waits until the page transition is over (Taro's H5 router slides a page in, then marks it
 * `taro_page_stationed`) and other finite animations have ended, so a screenshot shows the page at rest.
 * Endless animations (skeleton shimmer, spinners) are ignored.
 */
export async function waitForStillScreen(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const pages = Array.from(document.querySelectorAll('.taro_router > .taro_page'))
    const shown = pages.filter((item) => item.classList.contains('taro_page_show'))
    const settled =
      shown.length > 0 &&
      shown.every(
        (item) => item.classList.contains('taro_page_stationed') || item.classList.contains('taro_tabbar_page'),
      )
    const animating = document
      .getAnimations()
      .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
    return settled && !animating
  })
}

/** A fresh account number of 14 digits, unique enough for one test run (the server refuses duplicates). */
export function uniqueAccountNumber(): string {
  return `8${Date.now()}${Math.floor(Math.random() * 10)}`.slice(0, 14).padEnd(14, '7')
}

export interface BankStepOptions {
  /** Bank to search for on bankSelect and tap. @default '822' (中國信託) */
  bankCode?: string
  /** @default a fresh 14-digit number */
  accountNo?: string
  /** Type letters first and check the field's message before binding. @default true */
  checkLettersRefused?: boolean
}

/**
 * On `/pages/me/addBank` (steps 1–3 done): chooses a bank from the server's list, picks a branch, types an
 * account number with letters (its message appears and the text stays), then a valid one, and binds it.
 * Resolves on the face guide (`/pages/me/faceDome`) with the number that was bound.
 */
export async function completeBankStep(page: Page, options: BankStepOptions = {}): Promise<string> {
  const { bankCode = '822', accountNo = uniqueAccountNumber(), checkLettersRefused = true } = options
  await waitForRoute(page, '/pages/me/addBank')
  let form = currentPage(page)
  await form.getByText('戶名須與身分證姓名相同').waitFor()

  await form.getByRole('button', { name: /^銀行：/ }).click()
  await waitForRoute(page, '/pages/me/bankSelect')
  const picker = currentPage(page)
  await picker.getByText('全部銀行').waitFor()
  await picker.getByLabel('搜尋銀行').fill(bankCode)
  await picker
    .getByRole('button', { name: new RegExp(`^${bankCode} `) })
    .first()
    .click()

  await waitForRoute(page, '/pages/me/addBank')
  form = currentPage(page)
  await form
    .getByText(new RegExp(`^${bankCode} `))
    .first()
    .waitFor()

  // The branch list of that bank comes from the server; take its first branch.
  await form.getByRole('button', { name: /^分行：請選擇分行/ }).click()
  const sheet = page.getByRole('dialog', { name: '選擇分行' })
  await sheet.waitFor()
  await sheet.locator('.branch-sheet__row').nth(1).click()
  await form.getByRole('button', { name: /^分行：\d{4} / }).waitFor()

  const account = form.getByLabel('銀行帳號')
  if (checkLettersRefused) {
    await account.fill('')
    await account.pressSequentially('12345678AB')
    await form.getByText('帳號只能輸入數字，請勿輸入英文字母或符號').waitFor()
    await form.getByRole('button', { name: '確認綁定' }).click()
    await page.waitForTimeout(300)
    assert.equal(await account.inputValue(), '12345678AB', 'the field keeps what was typed')
    await waitForRoute(page, '/pages/me/addBank')
  }
  await account.fill(accountNo)
  await account.blur()
  await form.getByRole('button', { name: '確認綁定' }).click()
  await waitForRoute(page, '/pages/me/faceDome')
  return accountNo
}

/**
 * A real JPEG of a drawn face (skin-coloured oval, eyes, mouth, hair on a light background), made by drawing on
 * a canvas in a scratch page and taking a JPEG screenshot of it: `size`×`size` CSS pixels (twice that in
 * device pixels on the phone context).
 */
export async function makeFaceJpeg(page: Page, size = 400): Promise<Buffer> {
  const scratch = await page.context().newPage()
  try {
    await scratch.setViewportSize({ width: size, height: size })
    // Without a viewport tag a mobile context lays the page out 980 px wide and shrinks the canvas.
    await scratch.setContent(
      `<meta name="viewport" content="width=device-width, initial-scale=1"><body style="margin:0">` +
        `<canvas id="c" width="${size}" height="${size}"></canvas></body>`,
    )
    await scratch.evaluate((side) => {
      const canvas = document.getElementById('c') as HTMLCanvasElement
      const g = canvas.getContext('2d') as CanvasRenderingContext2D
      const s = side / 400
      g.fillStyle = '#dfeaf7'
      g.fillRect(0, 0, side, side)
      g.fillStyle = '#2886ff'
      g.beginPath()
      g.ellipse(200 * s, 420 * s, 150 * s, 110 * s, 0, 0, Math.PI * 2)
      g.fill()
      g.fillStyle = '#f3cfae'
      g.beginPath()
      g.ellipse(200 * s, 190 * s, 95 * s, 120 * s, 0, 0, Math.PI * 2)
      g.fill()
      g.fillStyle = '#3b2f2a'
      g.beginPath()
      g.ellipse(200 * s, 110 * s, 100 * s, 55 * s, 0, Math.PI, Math.PI * 2)
      g.fill()
      for (const x of [165, 235]) {
        g.beginPath()
        g.ellipse(x * s, 180 * s, 10 * s, 12 * s, 0, 0, Math.PI * 2)
        g.fill()
      }
      g.strokeStyle = '#b5524d'
      g.lineWidth = 6 * s
      g.beginPath()
      g.arc(200 * s, 235 * s, 35 * s, 0.15 * Math.PI, 0.85 * Math.PI)
      g.stroke()
    }, size)
    return await scratch.screenshot({ type: 'jpeg', quality: 85, clip: { x: 0, y: 0, width: size, height: size } })
  } finally {
    await scratch.close()
  }
}

/**
 * From the face guide (or the face page): opens the camera page, answers the front-camera file chooser with a
 * generated JPEG, waits for the server's answer and goes on to the loans tab. Checks that the H5 file input asks
 * for the front camera (`capture="user"`). Resolves with the result title the page showed.
 */
export async function completeFaceStep(page: Page): Promise<string> {
  const hash = await page.evaluate(() => location.hash.split('?')[0])
  if (hash === '#/pages/me/faceDome') {
    await currentPage(page).getByRole('button', { name: '開始拍攝' }).click()
  }
  await waitForRoute(page, '/pages/me/face')
  const facePage = currentPage(page)
  const jpeg = await makeFaceJpeg(page)

  const chooserEvent = page.waitForEvent('filechooser')
  await facePage.getByRole('button', { name: '開啟相機拍照' }).click()
  const chooser = await chooserEvent
  assert.equal(await chooser.element().getAttribute('capture'), 'user', 'the file input asks for the front camera')
  await chooser.setFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: jpeg })

  const result = facePage.locator('.face__status--done .face__status-title')
  await result.waitFor({ timeout: 30_000 })
  const title = (await result.textContent()) ?? ''
  await facePage.getByRole('button', { name: '完成認證，前往借款' }).click()
  await waitForRoute(page, '/pages/loans/index')
  return title
}
