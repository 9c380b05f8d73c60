/**
 * Configuration and content routes, the user's own data uploads, questions, tracking, activities, account
 * deletion, and the static H5 serving of `npm start`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type {
  AddressCity,
  BannerItem,
  CommonIndexBody,
  ConfigItem,
  GetPopBody,
  LineExtInfo,
  PopItem,
} from '../../types/api/config'
import type { QuestionQueryBody, UserQuestion } from '../../types/api/other'
import { API } from '../../types/api/paths'
import type { UserDataItem } from '../../types/api/user'
import { startTestApp, type TestApp } from './helpers/app'
import { completeKyc, nextNationalId, uploadImage } from './helpers/kyc'
import { nextMobile } from './helpers/client'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 60_000)
afterAll(() => t.close())

describe('configuration', () => {
  test('config/one line: LINE ID, line.me/R link and a QR PNG served by this server', async () => {
    const item = await t.client().ok<ConfigItem<LineExtInfo>>(API.configOne, { configKey: 'line' })
    expect(item.configKey).toBe('line')
    expect(item.configValue).toBe('@ezdloan')
    expect(item.extInfoJSON.line).toBe('@ezdloan')
    expect(item.extInfoJSON.line_url).toBe('https://line.me/R/ti/p/%40ezdloan')
    const png = await t.app.inject({ method: 'GET', url: new URL(item.extInfoJSON.line_img).pathname })
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG')
  })

  test('PUBLIC_ORIGIN is used for absolute URLs when set', async () => {
    const other = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://api.example.tw/ignored-path' } })
    try {
      const item = await other.client().ok<ConfigItem<LineExtInfo>>(API.configOne, { configKey: 'line' })
      expect(item.extInfoJSON.line_img).toBe('https://api.example.tw/assets/line-qr.png')
    } finally {
      await other.close()
    }
  }, 60_000)

  test('an unknown key is 404; common/config filters by type', async () => {
    expect(await t.client().call(API.configOne, { configKey: 'nope' })).toEqual({
      status: 404,
      message: '查無此設定',
      body: null,
    })
    const all = await t.client().ok<ConfigItem[]>(API.commonConfig)
    expect(all.map((item) => item.configKey)).toEqual(expect.arrayContaining(['line', 'serviceHours']))
    const agreements = await t.client().ok<ConfigItem[]>(API.commonConfig, { configType: 'agreement' })
    expect(agreements.length).toBeGreaterThan(0)
    expect(agreements.every((item) => item.configType === 'agreement')).toBe(true)
  })

  test('address: Taiwan’s 22 cities and counties with 368 districts', async () => {
    const client = await t.loggedInClient()
    const cities = await client.ok<AddressCity[]>(API.commonAddress)
    expect(cities).toHaveLength(22)
    expect(cities.reduce((sum, city) => sum + city.districts.length, 0)).toBe(368)
    expect(cities[0]).toEqual(expect.objectContaining({ name: '臺北市' }))
    expect(cities.find((city) => city.name === '連江縣')?.districts).toEqual(['南竿鄉', '北竿鄉', '莒光鄉', '東引鄉'])
  })

  test('banners point at images this server serves; notices are listed', async () => {
    const client = await t.loggedInClient()
    const banners = await client.ok<BannerItem[]>(API.commonBanner)
    expect(banners.length).toBeGreaterThan(0)
    for (const banner of banners) {
      const image = await t.app.inject({ method: 'GET', url: new URL(banner.imageUrl).pathname })
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toBe('image/svg+xml')
    }
    const notices = await client.ok<{ title: string }[]>(API.commonNotice)
    expect(notices.map((notice) => notice.title)).toContain('防詐騙提醒')
    expect((await t.app.inject({ method: 'GET', url: '/assets/..%2Fapp.ts' })).statusCode).toBe(404)
  })

  test('a show-once pop-up stops showing after confirmPop; a recurring one keeps showing', async () => {
    const client = await t.loggedInClient()
    const first = await client.ok<GetPopBody>(API.commonGetPop, { scene: 'loans' })
    expect(first.pop).toMatchObject({ scene: 'loans', showOnce: true, shouldShow: true })
    await client.ok(API.commonConfirmPop, { popId: first.pop!.popId })
    await client.ok(API.commonConfirmPop, { popId: first.pop!.popId }) // idempotent
    expect((await client.ok<GetPopBody>(API.commonGetPop, { scene: 'loans' })).pop).toBeNull()
    const list = await client.ok<PopItem[]>(API.getPopList)
    expect(list.find((pop) => pop.popId === first.pop!.popId)?.shouldShow).toBe(false)

    const recurring = await client.ok<GetPopBody>(API.commonGetPop, { scene: 'aptitude' })
    await client.ok(API.commonConfirmPop, { popId: recurring.pop!.popId })
    expect((await client.ok<GetPopBody>(API.commonGetPop, { scene: 'aptitude' })).pop?.popId).toBe(recurring.pop!.popId)
    // Another user still sees the first pop-up.
    const other = await t.loggedInClient()
    expect((await other.ok<GetPopBody>(API.commonGetPop, { scene: 'loans' })).pop).not.toBeNull()
    expect((await client.call(API.commonConfirmPop, { popId: 'nope' })).status).toBe(404)
    expect((await client.call(API.commonGetPop, { scene: 'home' })).message).toBe('頁面選項無效')
  })

  test('common/index: amount range and terms of the products, and where the user stands', async () => {
    const client = await t.loggedInClient()
    const fresh = await client.ok<CommonIndexBody>(API.commonIndex)
    expect(fresh.minAmount).toBeGreaterThan(0)
    expect(fresh.maxAmount).toBeGreaterThan(fresh.minAmount)
    expect(fresh.termsInDays.length).toBeGreaterThan(0)
    expect([...fresh.termsInDays].sort((a, b) => a - b)).toEqual(fresh.termsInDays)
    expect(fresh.maxAnnualRatePercent).toBeLessThanOrEqual(16)
    expect(fresh).toMatchObject({
      state: 'kyc',
      kycCompletedSteps: 0,
      kycNextStep: 'personalInfo',
      nextRepayDate: null,
    })
    await completeKyc(client, { idNo: nextNationalId(), accountNo: '3210001112223' })
    expect(await client.ok<CommonIndexBody>(API.commonIndex)).toMatchObject({
      state: 'ready',
      kycCompletedSteps: 5,
      kycNextStep: null,
    })
  })

  test('changeDomainName keeps the page origin', async () => {
    const client = await t.loggedInClient()
    expect(await client.ok(API.changeDomainName)).toEqual({ apiHost: '', fileHost: '' })
  })
})

describe('user data', () => {
  test('contacts, apps, device and push token are stored and counted in dataList', async () => {
    const client = await t.loggedInClient()
    expect(
      await client.ok(API.contactsList, {
        contacts: [
          { name: '媽媽', mobile: '0912 000 111' },
          { name: '', mobile: '02-2345-6789' },
        ],
      }),
    ).toEqual({ saved: 2 })
    expect(await client.ok(API.appList, { apps: [{ appName: 'LINE', packageName: 'jp.naver.line.android' }] })).toEqual(
      { saved: 1 },
    )
    await client.ok(API.deviceInfo, { platform: 'h5', deviceId: 'dev-1', model: 'iPhone', screenWidth: 375 })
    await client.ok(API.registryTokenInfo, { pushToken: 'push-token-1', platform: 'h5' })
    const items = await client.ok<UserDataItem[]>(API.userDataList)
    const count = (category: string) => items.find((item) => item.category === category)?.count
    expect(count('phoneContacts')).toBe(2)
    expect(count('installedApps')).toBe(1)
    expect(count('devices')).toBeGreaterThanOrEqual(1)
    expect(items.find((item) => item.category === 'profile')).toEqual({
      category: 'profile',
      label: '個人資料',
      count: 0,
      updatedAt: null,
    })
    // A second upload replaces the first.
    expect(await client.ok(API.contactsList, { contacts: [] })).toEqual({ saved: 0 })
    expect(count('phoneContacts')).toBe(2)
    expect(
      (await client.ok<UserDataItem[]>(API.userDataList)).find((item) => item.category === 'phoneContacts')?.count,
    ).toBe(0)
  })

  test.each([
    [API.contactsList, { contacts: 'everyone' }, '通訊錄格式錯誤'],
    [API.contactsList, { contacts: [{ name: 'x' }] }, '第 1 筆通訊錄電話為必填'],
    [
      API.appList,
      { apps: Array.from({ length: 1001 }, () => ({ appName: 'a', packageName: 'b' })) },
      '應用程式清單最多 1000 筆',
    ],
    [API.deviceInfo, { platform: 'h5' }, '裝置識別碼為必填'],
    [API.registryTokenInfo, { platform: 'h5' }, '推播識別碼為必填'],
  ])('%s rejects %j', async (route, payload, message) => {
    const client = await t.loggedInClient()
    expect(await client.call(route, payload)).toEqual({ status: 400, message, body: null })
  })
})

describe('questions, tracking, activities', () => {
  test('question/save stores feedback with owned images; question/query lists FAQ and mine', async () => {
    const client = await t.loggedInClient()
    const image = await uploadImage(client)
    const saved = await client.ok<UserQuestion>(API.questionSave, {
      content: '請問還款後多久會更新狀態？',
      contact: 'LINE: ming_tw',
      imageKeys: [image.key],
    })
    expect(saved).toMatchObject({ status: 'received', reply: '', imageUrls: [image.url] })
    const result = await client.ok<QuestionQueryBody>(API.questionQuery)
    expect(result.faqs.length).toBeGreaterThan(3)
    expect(result.mine.map((question) => question.id)).toEqual([saved.id])
    const other = await t.loggedInClient()
    expect((await other.ok<QuestionQueryBody>(API.questionQuery)).mine).toEqual([])
    expect((await other.call(API.questionSave, { content: '別人的圖片可以嗎', imageKeys: [image.key] })).status).toBe(
      403,
    )
  })

  test.each([
    [{ content: '太短' }, '問題內容至少需 5 個字'],
    [{ content: '字'.repeat(501) }, '問題內容不可超過 500 個字'],
    [{ content: '正常的問題內容', imageKeys: ['a', 'b', 'c', 'd'] }, '圖片最多 3 筆'],
  ])('question/save %j → %s', async (payload, message) => {
    const client = await t.loggedInClient()
    expect((await client.call(API.questionSave, payload)).message).toBe(message)
  })

  test('riskEvent stores the event with the client channel and version', async () => {
    const client = await t.loggedInClient()
    await client.ok(API.riskEvent, { event: '-1', eventContent: '/pages/order/detail' })
    const rows = await t.app.serverContext.db.query<{ event: string; source_channel: string; app_version: string }>(
      'select event, source_channel, app_version from risk_events where user_id = $1',
      [client.userId],
    )
    expect(rows).toEqual([{ event: '-1', source_channel: 'ezd', app_version: '5.0.0' }])
    expect((await client.call(API.riskEvent, { eventContent: 'x' })).message).toBe('事件為必填')
  })

  test('activity/award: once per user, unknown activity 404', async () => {
    const client = await t.loggedInClient()
    const award = await client.ok<{ activityCode: string; title: string }>(API.activityAward, {
      activityCode: 'newcomer',
    })
    expect(award).toMatchObject({ activityCode: 'newcomer', title: '新戶登記禮' })
    expect(await client.call(API.activityAward, { activityCode: 'newcomer' })).toEqual({
      status: 409,
      message: '您已領取過此獎勵',
      body: null,
    })
    expect((await client.call(API.activityAward, { activityCode: 'summer' })).status).toBe(404)
  })
})

describe('account deletion', () => {
  test('personal data removed, sessions revoked, the number free to register again', async () => {
    const mobile = nextMobile('0966')
    const client = await t.loggedInClient(mobile)
    const idNo = nextNationalId()
    await completeKyc(client, { idNo, accountNo: '4440001112223' })
    const image = await uploadImage(client)
    await client.ok(API.questionSave, { content: '我要註銷帳戶了', imageKeys: [image.key] })
    const oldUserId = client.userId

    expect((await client.call(API.destroyAccount, { reason: '不再需要' })).status).toBe(200)
    expect((await client.call(API.queryCashUser)).status).toBe(301)
    expect((await t.app.inject({ method: 'GET', url: new URL(image.url).pathname })).statusCode).toBe(404)

    const db = t.app.serverContext.db
    for (const table of ['user_profiles', 'emergency_contacts', 'id_cards', 'questions', 'uploads', 'face_checks']) {
      const rows = await db.query<{ n: number }>(`select count(*)::int as n from ${table} where user_id = $1`, [
        oldUserId,
      ])
      expect([table, rows[0].n]).toEqual([table, 0])
    }
    const cards = await db.query<{ account_no: string }>('select account_no from bank_cards where user_id = $1', [
      oldUserId,
    ])
    expect(cards.map((card) => card.account_no).join()).not.toContain('4440001112223')

    t.clock.advance(61_000) // the OTP resend interval
    const again = await t.loggedInClient(mobile)
    expect(again.userId).not.toBe(oldUserId)
    // The same ID number and account can be used by the new account.
    await completeKyc(again, { idNo, accountNo: '4440001112223' })
  })
})

describe('static H5 serving (npm start)', () => {
  test('pages carry CSP allowing the inline template script by hash, plus nosniff and referrer policy', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'h5-'))
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><script>document.documentElement.style.fontSize="20px"</script>' +
        '<script src="/js/app.js"></script></head><body></body></html>',
    )
    writeFileSync(path.join(root, 'app.js'), 'console.log(1)')
    const served = await startTestApp({ staticRoot: root })
    try {
      const page = await served.app.inject({ method: 'GET', url: '/' })
      expect(page.statusCode).toBe(200)
      const csp = String(page.headers['content-security-policy'])
      expect(csp).toContain("script-src 'self' 'sha256-")
      expect(csp).toContain("style-src 'self' 'unsafe-inline'")
      expect(csp).toContain("img-src 'self' data: blob:")
      expect(csp).not.toContain("'unsafe-eval'")
      expect(page.headers['x-content-type-options']).toBe('nosniff')
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      const script = await served.app.inject({ method: 'GET', url: '/app.js' })
      expect(script.headers['x-content-type-options']).toBe('nosniff')
      // The API still answers on the same origin.
      expect((await served.client().call(API.bankList)).status).toBe(200)
    } finally {
      await served.close()
      rmSync(root, { recursive: true, force: true })
    }
  }, 60_000)
})
