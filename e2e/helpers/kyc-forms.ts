/**
 * Browser steps for login and verification steps 1–3 (個人資料, 聯絡人, 身分證), driven through the real pages
 * against the reference server. Used by `e2e/tests/kyc.e2e.ts`; steps 4–5 are in `kyc-bank-face.ts`.
 *
 *   await loginWithOtp(page, mobile)          // ends on the loans tab (or the redirect)
 *   await completePersonalInfoStep(page)      // on /pages/me/userInfo; ends on /pages/me/contact
 *   await completeContactStep(page)           // ends on /pages/me/idCard
 *   await completeIdCardStep(page, person)    // ends on /pages/me/addBank
 */
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { openRoute } from './browser'
import { currentPage, waitForRoute } from './kyc-bank-face'
import { e2eOtp, nextMobile } from './session'

/**
 * Waits until the screen is still: the page slide-in has finished and no bottom sheet or its dimming overlay
 * is showing (both animate for about 300 ms). Call before a screenshot.
 */
export async function waitForStillScreen(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const pages = Array.from(document.querySelectorAll('.taro_page')).filter(
      (element) => getComputedStyle(element).display !== 'none',
    )
    const shown = pages[pages.length - 1]
    const settled = !shown || Math.round(shown.getBoundingClientRect().left) === 0
    const overlayShowing = Array.from(document.querySelectorAll('.nut-overlay')).some((overlay) => {
      const style = getComputedStyle(overlay)
      return style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0
    })
    return settled && !overlayShowing
  })
  await page.waitForTimeout(150)
}

/** Logs in with the fixed OTP through the login page; `route` is where the app should land afterwards. */
export async function loginWithOtp(page: Page, mobile: string, route = '/pages/loans/index'): Promise<void> {
  await openRoute(page, '/pages/login/index')
  const login = currentPage(page)
  await login.getByLabel('手機號碼').fill(mobile)
  await login.getByRole('button', { name: '取得驗證碼' }).click()
  await login.getByText(/驗證碼已傳送至 09\d{2}\*{3}\d{3}/).waitFor()
  await login.getByRole('button', { name: /\d+ 秒後重新取得/ }).waitFor()
  await login.getByLabel('簡訊驗證碼').fill(e2eOtp())
  await login.getByRole('checkbox', { name: /同意服務協議/ }).click()
  await login.getByRole('button', { name: '登入', exact: true }).click()
  await waitForRoute(page, route)
}

/** Opens the select row whose accessible name starts with `label` and taps `option` in its sheet. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await currentPage(page)
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await currentPage(page)
    .getByRole('button', { name: `${label}：${option}` })
    .waitFor()
}

export interface PersonalInfoValues {
  name: string
  education: string
  maritalStatus: string
  occupation: string
  monthlyIncome: string
  city: string
  district: string
  address: string
}

export const DEFAULT_PERSONAL_INFO: PersonalInfoValues = {
  name: '王小明',
  education: '大學',
  maritalStatus: '未婚',
  occupation: '上班族',
  monthlyIncome: '52000',
  city: '臺北市',
  district: '中正區',
  address: '重慶南路一段 122 號',
}

/** Fills step 1 without submitting. */
export async function fillPersonalInfo(page: Page, values: PersonalInfoValues = DEFAULT_PERSONAL_INFO): Promise<void> {
  await waitForRoute(page, '/pages/me/userInfo')
  const form = currentPage(page)
  await form.getByLabel('姓名').fill(values.name)
  await chooseOption(page, '教育程度', values.education)
  await chooseOption(page, '婚姻狀況', values.maritalStatus)
  await chooseOption(page, '職業', values.occupation)
  await form.getByLabel('月收入').fill(values.monthlyIncome)
  await form.getByRole('button', { name: /^居住縣市／區域/ }).click()
  await page.getByRole('option', { name: values.city, exact: true }).click()
  await page.getByRole('option', { name: values.district, exact: true }).click()
  await form.getByRole('button', { name: `居住縣市／區域：${values.city} ${values.district}` }).waitFor()
  await form.getByLabel('街道地址').fill(values.address)
}

/** On `/pages/me/userInfo`: fills and submits step 1; resolves on the contacts step. */
export async function completePersonalInfoStep(page: Page, values = DEFAULT_PERSONAL_INFO): Promise<void> {
  await fillPersonalInfo(page, values)
  await currentPage(page).getByRole('button', { name: '下一步', exact: true }).click()
  await waitForRoute(page, '/pages/me/contact')
}

export interface ContactStepOptions {
  /** Type the first contact's number into the second one first, check the message and that nothing is sent. @default true */
  checkDuplicateRefused?: boolean
  /** Called with a name when the screen shows something worth a screenshot (the refused duplicate). */
  screenshot?: (name: string) => Promise<unknown>
}

/** On `/pages/me/contact`: two contacts (optionally first a duplicate number); resolves on the ID card step. */
export async function completeContactStep(page: Page, options: ContactStepOptions = {}): Promise<void> {
  const { checkDuplicateRefused = true } = options
  await waitForRoute(page, '/pages/me/contact')
  const form = currentPage(page)
  const first = nextMobile('0955')
  const second = nextMobile('0966')
  await form.getByLabel('聯絡人 1 姓名').fill('王大明')
  await form.getByLabel('聯絡人 1 手機號碼').fill(first)
  await chooseOption(page, '聯絡人 1 關係', '父母')
  await form.getByLabel('聯絡人 2 姓名').fill('李小華')
  await chooseOption(page, '聯絡人 2 關係', '朋友')

  const secondMobile = form.getByLabel('聯絡人 2 手機號碼')
  if (checkDuplicateRefused) {
    // The same number written differently is still the same number.
    const formatted = `${first.slice(0, 4)}-${first.slice(4, 7)}-${first.slice(7)}`
    await secondMobile.fill(formatted)
    await secondMobile.blur()
    await form.getByText('與其他聯絡人手機號碼重複').first().waitFor()
    await form.getByRole('button', { name: '下一步', exact: true }).click()
    await page.waitForTimeout(300)
    await waitForRoute(page, '/pages/me/contact')
    assert.equal(await form.getByText('與其他聯絡人手機號碼重複').count(), 2, 'both contacts are marked')
    assert.equal(await secondMobile.inputValue(), formatted, 'the form keeps what was typed')
    assert.equal(await form.getByLabel('聯絡人 1 姓名').inputValue(), '王大明')
    if (options.screenshot) await options.screenshot('pages_me_contact_duplicate')
  }
  await secondMobile.fill(second)
  await secondMobile.blur()
  await form.getByRole('button', { name: '下一步', exact: true }).click()
  await waitForRoute(page, '/pages/me/idCard')
}

/**
 * A real JPEG of a drawn ID card (`side`), made on a canvas in a scratch page and taken as a JPEG screenshot:
 * 480×300 CSS pixels, so at least 960×600 pixels on the phone context (the server wants ≥ 200 px).
 */
export async function makeIdCardJpeg(page: Page, side: 'front' | 'back'): Promise<Buffer> {
  const width = 480
  const height = 300
  const scratch = await page.context().newPage()
  try {
    await scratch.setViewportSize({ width, height })
    // The phone context is a mobile one: without a viewport tag the page is laid out 980 px wide and shrunk,
    // and the screenshot would hold a small card in a white field.
    await scratch.setContent(
      `<meta name="viewport" content="width=device-width, initial-scale=1"><body style="margin:0">` +
        `<canvas id="c" width="${width}" height="${height}"></canvas></body>`,
    )
    await scratch.evaluate(
      ({ w, h, isFront }) => {
        const canvas = document.getElementById('c') as HTMLCanvasElement
        const g = canvas.getContext('2d') as CanvasRenderingContext2D
        g.fillStyle = '#f4f1ea'
        g.fillRect(0, 0, w, h)
        g.fillStyle = isFront ? '#c9dcf2' : '#e3d9c6'
        g.fillRect(12, 12, w - 24, h - 24)
        g.fillStyle = '#5b6b80'
        for (let line = 0; line < 5; line += 1) g.fillRect(36, 48 + line * 36, isFront ? 240 : 400, 12)
        if (isFront) {
          g.fillStyle = '#b7c7da'
          g.fillRect(320, 50, 120, 160)
          g.fillStyle = '#f3cfae'
          g.beginPath()
          g.ellipse(380, 115, 34, 42, 0, 0, Math.PI * 2)
          g.fill()
        } else {
          for (let bar = 0; bar < 60; bar += 1) g.fillRect(36 + bar * 6, 240, bar % 3 === 0 ? 4 : 2, 30)
        }
      },
      { w: width, h: height, isFront: side === 'front' },
    )
    return await scratch.screenshot({ type: 'jpeg', quality: 85, clip: { x: 0, y: 0, width, height } })
  } finally {
    await scratch.close()
  }
}

/** Uploads one side from the album (the app first asks camera or album, then opens the file chooser). */
async function uploadSide(page: Page, side: 'front' | 'back'): Promise<void> {
  const form = currentPage(page)
  const title = side === 'front' ? '身分證正面' : '身分證反面'
  const jpeg = await makeIdCardJpeg(page, side)
  // The slot's name is its caption (side, which face) then its status.
  await form.getByRole('button', { name: new RegExp(`^${title}，.+：點擊拍照或從相簿選擇$`) }).click()
  const chooserEvent = page.waitForEvent('filechooser')
  await page.getByText('從相簿選擇', { exact: true }).click()
  const chooser = await chooserEvent
  await chooser.setFiles({ name: `${side}.jpg`, mimeType: 'image/jpeg', buffer: jpeg })
  await form.getByRole('button', { name: new RegExp(`^${title}，.+：已上傳$`) }).waitFor({ timeout: 30_000 })
}

export interface IdPerson {
  idNo: string
  userName: string
  birthday: string
}

/** On `/pages/me/idCard`: uploads both sides and lets the server read them; resolves on the confirm form. */
export async function uploadIdCard(page: Page): Promise<void> {
  await waitForRoute(page, '/pages/me/idCard')
  await uploadSide(page, 'front')
  await uploadSide(page, 'back')
  await currentPage(page).getByRole('button', { name: '下一步：辨識證件' }).click()
  await currentPage(page).getByText('確認證件資料').waitFor()
}

export interface IdCardStepOptions {
  /** Type an ID number with a wrong check digit first and check the message and that nothing is sent. @default true */
  checkBadIdRefused?: boolean
  /** Called with a name when the screen shows something worth a screenshot (the refused ID number). */
  screenshot?: (name: string) => Promise<unknown>
}

/** On `/pages/me/idCard`: photos, OCR, then the person's details; resolves on the bank step. */
export async function completeIdCardStep(page: Page, person: IdPerson, options: IdCardStepOptions = {}): Promise<void> {
  const { checkBadIdRefused = true } = options
  await uploadIdCard(page)
  const form = currentPage(page)
  await form.getByLabel('姓名').fill(person.userName)
  await form.getByLabel('出生日期').fill(person.birthday)
  const idNo = form.getByLabel('身分證字號')
  if (checkBadIdRefused) {
    const wrongCheckDigit = `${person.idNo.slice(0, 9)}${(Number(person.idNo[9]) + 1) % 10}`
    await idNo.fill(wrongCheckDigit)
    await idNo.blur()
    await form.getByText('身分證字號檢查碼錯誤').waitFor()
    await form.getByRole('button', { name: '確認並下一步' }).click()
    await page.waitForTimeout(300)
    await waitForRoute(page, '/pages/me/idCard')
    assert.equal(await idNo.inputValue(), wrongCheckDigit, 'the field keeps what was typed')
    assert.equal(await form.getByLabel('姓名').inputValue(), person.userName)
    if (options.screenshot) await options.screenshot('pages_me_idCard_bad_id')
  }
  await idNo.fill(person.idNo)
  await idNo.blur()
  await form.getByText(/國民身分證・[男女]/).waitFor()
  await form.getByRole('button', { name: '確認並下一步' }).click()
  await waitForRoute(page, '/pages/me/addBank')
}
