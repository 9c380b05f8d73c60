/**
 * The whole loan journey through the encrypted API, as the app drives it: a verified user checks, gets
 * the offer, quotes, confirms (idempotently), signs, is approved and disbursed by the operator, gets payment
 * instructions, repays in two parts and ends settled.
 */
import type {
  ApplyAdjustBody,
  ApplyCheckBody,
  ApplyCheckTipsBody,
  ApplyConfirmBody,
  ApplyQuoteBody,
  ApplyTrialBody,
} from '../../types/api/apply'
import type {
  ContractAddBody,
  LoanOrderDetailBody,
  LoanOrderRecordBody,
  RepayChannelsBody,
  RepayCollectBody,
  RepayManualBody,
  RepayPlanBody,
} from '../../types/api/order'
import { API } from '../../types/api/paths'
import type { BoundCard } from '../../types/api/bank'
import { isValidVirtualAccount } from '../../server/domain/loans/channels'
import { loanRuntime } from '../../server/domain/loans/runtime'
import { startTestApp, type TestApp } from './helpers/app'
import { completeKyc as completeKycThroughApi, uploadImage } from './helpers/kyc'
import {
  admin,
  completeKyc,
  confirmQuickOrder,
  initOffer,
  makePng,
  newRequestId,
  repayingOrder,
  sessionClient,
  signOrder,
  signatureKey,
  verifiedUser,
  type VerifiedUser,
} from './loans-fixtures'

let testApp: TestApp

beforeAll(async () => {
  testApp = await startTestApp()
}, 60_000)

afterAll(async () => {
  await testApp.close()
})

describe('apply/check', () => {
  test('names the first verification step still missing, then the bank card', async () => {
    const client = await sessionClient(testApp)
    const fresh = await client.ok<ApplyCheckBody>(API.applyCheck)
    expect(fresh).toMatchObject({
      passed: false,
      reason: 'kycIncomplete',
      missingStep: 'personalInfo',
      message: '請先完成「個人資料」認證',
    })

    await completeKyc(testApp, client.userId, { steps: 2 })
    expect(await client.ok<ApplyCheckBody>(API.applyCheck)).toMatchObject({
      missingStep: 'idCard',
      message: '請先完成「身分證」認證',
    })

    const other = await sessionClient(testApp)
    await completeKyc(testApp, other.userId, { steps: 3 })
    expect(await other.ok<ApplyCheckBody>(API.applyCheck)).toMatchObject({
      reason: 'noBankCard',
      missingStep: 'bankCard',
      message: '請先綁定收款銀行帳戶',
    })
  })

  test('passes for a verified user without open orders; an open order blocks it and is named', async () => {
    const user = await verifiedUser(testApp)
    expect(await user.client.ok<ApplyCheckBody>(API.applyCheck)).toEqual({
      passed: true,
      reason: null,
      missingStep: null,
      message: '',
      openOrders: [],
    })
    const applyId = await confirmQuickOrder(user)
    expect(await user.client.ok<ApplyCheckBody>(API.applyCheck)).toMatchObject({
      passed: false,
      reason: 'openOrder',
      message: '您有尚未結清的借款，結清後才能再次申請',
      openOrders: [{ applyId, applyStatus: 'to_sign' }],
    })
  })

  test('needs a session', async () => {
    const anonymous = testApp.client()
    expect((await anonymous.call(API.applyCheck)).status).toBe(301)
  })
})

describe('offer and quote', () => {
  let user: VerifiedUser
  beforeAll(async () => {
    user = await verifiedUser(testApp)
  })

  test('v3.1 init offers every product with its range, terms, cost and an APR within 16 %', async () => {
    const offer = await initOffer(user.client)
    expect(offer.applyInfos.map((info) => info.productCode)).toEqual(['QUICK', 'STEADY', 'PRIME'])
    expect(offer.aprCap).toBe(16)
    for (const info of offer.applyInfos) {
      expect(info.apr).toBeLessThanOrEqual(16)
      expect(info.repayAmount).toBe(info.loanAmount + info.interest + info.serviceCharge)
      expect(info.amountStep).toBe(1000)
      expect(info.repayDate).toMatch(/^\d{4}\/\d{2}\/\d{2}$/)
      // APR recomputed from the body with the documented formula (docs/api.md)
      const apr = ((info.interest + info.serviceCharge) / info.loanAmount) * (365 / info.loanCycle) * 100
      expect(Math.abs(info.apr - apr)).toBeLessThan(0.006)
    }
    expect(offer.card).toMatchObject({ cardId: user.cardId, bankCode: '808', bankName: '玉山銀行' })
    expect(offer.card?.bankNum).toBe(`****${user.accountNo.slice(-4)}`)
    expect(offer.purposes.map((p) => p.value)).toContain('living')
  })

  test('v3 init re-prices one product; amounts off the step or range and unknown terms are refused', async () => {
    const trial = await user.client.ok<ApplyTrialBody>(API.applyInit, {
      productCode: 'STEADY',
      loanAmount: 50_000,
      loanCycle: 120,
    })
    // 50,000 × 12 % × 120 / 365 = 1,972.6; fee 0.8 % = 400; (1,973 + 400) / 50,000 × 365 / 120 = 14.4357 %
    expect(trial).toMatchObject({ interest: 1973, serviceCharge: 400, repayAmount: 52_373, apr: 14.44 })

    const offStep = await user.client.call(API.applyInit, { productCode: 'STEADY', loanAmount: 50_500, loanCycle: 120 })
    expect(offStep).toMatchObject({ status: 400, message: '借款金額須為 NT$1,000 的倍數' })
    const tooBig = await user.client.call(API.applyInit, { productCode: 'QUICK', loanAmount: 50_000, loanCycle: 30 })
    expect(tooBig.message).toBe('借款金額須介於 NT$3,000 至 NT$20,000')
    const badTerm = await user.client.call(API.applyInit, { productCode: 'QUICK', loanAmount: 5000, loanCycle: 45 })
    expect(badTerm.message).toBe('借款天數須為 30、60 天其中之一')
    const unknown = await user.client.call(API.applyInit, { productCode: 'NOPE', loanAmount: 5000, loanCycle: 30 })
    expect(unknown).toMatchObject({ status: 400, message: '查無此借款產品（NOPE）' })
    const wrongType = await user.client.call(API.applyInit, { productCode: 'QUICK', loanAmount: '5000' })
    expect(wrongType).toMatchObject({ status: 400, message: '借款金額格式錯誤' })
  })

  test('checkTips lists the reminders', async () => {
    const tips = await user.client.ok<ApplyCheckTipsBody>(API.applyCheckTips)
    expect(tips.title).toBe('借款前請注意')
    expect(tips.tips.some((tip) => tip.includes('16%'))).toBe(true)
  })

  test('apply/apply quotes several products with totals; a product twice, a foreign card and bad input are refused', async () => {
    const quote = await user.client.ok<ApplyQuoteBody>(API.applyApply, {
      items: [
        { productCode: 'QUICK', loanAmount: 10_000, loanCycle: 30 },
        { productCode: 'PRIME', loanAmount: 50_000, loanCycle: 180 },
      ],
      cardId: user.cardId,
      purpose: 'medical',
    })
    expect(quote).toMatchObject({
      purpose: 'medical',
      purposeLabel: '醫療費用',
      totalAmount: 60_000,
      totalInterest: 82 + 2441,
      totalServiceCharge: 40 + 800,
      totalRepayAmount: 10_122 + 53_241,
    })
    expect(quote.items[1].fees).toEqual([
      { name: '開辦費', amount: 300 },
      { name: '帳戶管理費', amount: 500 },
    ])

    const twice = await user.client.call(API.applyApply, {
      items: [
        { productCode: 'QUICK', loanAmount: 10_000, loanCycle: 30 },
        { productCode: 'QUICK', loanAmount: 5000, loanCycle: 30 },
      ],
      cardId: user.cardId,
      purpose: 'living',
    })
    expect(twice).toMatchObject({ status: 400, message: '同一產品只能選擇一次' })

    const stranger = await verifiedUser(testApp)
    const foreignCard = await user.client.call(API.applyApply, {
      items: [{ productCode: 'QUICK', loanAmount: 10_000, loanCycle: 30 }],
      cardId: stranger.cardId,
      purpose: 'living',
    })
    expect(foreignCard).toMatchObject({ status: 403, message: '此銀行帳戶不屬於您' })

    const noItems = await user.client.call(API.applyApply, { items: [], cardId: user.cardId, purpose: 'living' })
    expect(noItems).toMatchObject({ status: 400, message: '借款產品至少需 1 筆' })
    const badPurpose = await user.client.call(API.applyApply, {
      items: [{ productCode: 'QUICK', loanAmount: 10_000, loanCycle: 30 }],
      cardId: user.cardId,
      purpose: 'gambling',
    })
    expect(badPurpose).toMatchObject({ status: 400, message: '借款用途選項無效' })
    const badItem = await user.client.call(API.applyApply, {
      items: [{ productCode: 'QUICK', loanAmount: 10_000 }],
      cardId: user.cardId,
      purpose: 'living',
    })
    expect(badItem).toMatchObject({ status: 400, message: '借款天數為必填' })
  })
})

describe('apply/confirm is idempotent', () => {
  const payload = (user: VerifiedUser, requestId: string) => ({
    requestId,
    items: [
      { productCode: 'QUICK', loanAmount: 8000, loanCycle: 60 },
      { productCode: 'STEADY', loanAmount: 20_000, loanCycle: 90 },
    ],
    cardId: user.cardId,
    purpose: 'education',
  })

  const orderCount = async (userId: string) =>
    (
      await testApp.app.serverContext.db.query<{ n: number }>(
        'select count(*)::int as n from loan_orders where user_id = $1',
        [userId],
      )
    )[0].n

  test('the same requestId twice answers the same orders and creates them once', async () => {
    const user = await verifiedUser(testApp)
    const requestId = newRequestId()
    const first = await user.client.ok<ApplyConfirmBody>(API.applyConfirm, payload(user, requestId))
    expect(first.repeated).toBe(false)
    expect(first.orders).toHaveLength(2)
    expect(first.orders.every((order) => order.status === 'to_sign')).toBe(true)
    expect(first.orders[0].message).toBe('申請成功，請簽署借款合約')

    const again = await user.client.ok<ApplyConfirmBody>(API.applyConfirm, payload(user, requestId))
    expect(again.repeated).toBe(true)
    expect(again.orders.map((order) => order.applyId).sort()).toEqual(first.orders.map((order) => order.applyId).sort())
    expect(await orderCount(user.userId)).toBe(2)

    // a new press of the button while these are open is a conflict, not a second loan
    const other = await user.client.call(API.applyConfirm, payload(user, newRequestId()))
    expect(other).toMatchObject({ status: 409, message: '您有尚未結清的借款，結清後才能再次申請' })
    expect(await orderCount(user.userId)).toBe(2)
  })

  test('two concurrent requests with one requestId create one set of orders', async () => {
    const user = await verifiedUser(testApp)
    const requestId = newRequestId()
    const [a, b] = await Promise.all([
      user.client.ok<ApplyConfirmBody>(API.applyConfirm, payload(user, requestId)),
      user.client.ok<ApplyConfirmBody>(API.applyConfirm, payload(user, requestId)),
    ])
    expect(a.orders.map((o) => o.applyId).sort()).toEqual(b.orders.map((o) => o.applyId).sort())
    expect([a.repeated, b.repeated].sort()).toEqual([false, true])
    expect(await orderCount(user.userId)).toBe(2)
  })

  test('the database refuses a second order for the same request and product on its own', async () => {
    const user = await verifiedUser(testApp)
    const applyId = await confirmQuickOrder(user)
    await expect(
      testApp.app.serverContext.db.query(
        `insert into loan_orders (apply_id, user_id, request_id, product_code, product_name, product_color, purpose,
           principal, term_days, annual_rate_bp, fees, service_amount, interest_amount, ext_term_days, ext_fee_rate_bp,
           ext_max_count, status, card_id, bank_code, bank_name, account_masked, created_at, updated_at)
         select 'LNDUPLICATE', user_id, request_id, product_code, product_name, product_color, purpose, principal,
           term_days, annual_rate_bp, fees, service_amount, interest_amount, ext_term_days, ext_fee_rate_bp,
           ext_max_count, status, card_id, bank_code, bank_name, account_masked, created_at, updated_at
           from loan_orders where apply_id = $1`,
        [applyId],
      ),
    ).rejects.toThrow(/duplicate key|unique/)
  })

  test('an unverified user or a malformed requestId is refused', async () => {
    const client = await sessionClient(testApp)
    const unverified = await client.call(API.applyConfirm, {
      requestId: newRequestId(),
      items: [{ productCode: 'QUICK', loanAmount: 10_000, loanCycle: 30 }],
      cardId: '1',
      purpose: 'living',
    })
    expect(unverified).toMatchObject({ status: 400, message: '請先完成「個人資料」認證' })
    const user = await verifiedUser(testApp)
    const badId = await user.client.call(API.applyConfirm, { ...payload(user, 'short'), requestId: 'a b' })
    expect(badId).toMatchObject({ status: 400 })
    expect(await orderCount(user.userId)).toBe(0)
  })
})

describe('adjust and sign', () => {
  test('adjust re-prices an unsigned order; after signing it is refused', async () => {
    const user = await verifiedUser(testApp)
    const applyId = await confirmQuickOrder(user)
    const adjusted = await user.client.ok<ApplyAdjustBody>(API.applyAdjust, {
      applyId,
      loanAmount: 5000,
      loanCycle: 60,
    })
    expect(adjusted).toMatchObject({ applyId, applyStatus: 'to_sign', offer: { loanAmount: 5000, loanCycle: 60 } })
    const detail = await user.client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId })
    expect(detail).toMatchObject({ applyAmount: 5000, applyPeriod: 60, interestAmount: adjusted.offer.interest })

    await signOrder(testApp, user, applyId)
    const late = await user.client.call(API.applyAdjust, { applyId, loanAmount: 6000, loanCycle: 60 })
    expect(late).toMatchObject({ status: 409, message: '訂單目前狀態為「審核中」，無法調整申請內容' })
  })

  test("contract/add needs the user's own uploaded image and can happen once", async () => {
    const user = await verifiedUser(testApp)
    const applyId = await confirmQuickOrder(user)
    const stranger = await verifiedUser(testApp)
    const foreignImage = await user.client.call(API.contractAdd, {
      applyId,
      signatureImageKey: await signatureKey(testApp, stranger.userId),
    })
    expect(foreignImage.status).toBe(403)
    const missing = await user.client.call(API.contractAdd, { applyId, signatureImageKey: 'x'.repeat(32) })
    expect(missing).toMatchObject({ status: 400, message: '簽名圖檔不存在，請重新上傳' })

    const key = await signatureKey(testApp, user.userId)
    const signed = await user.client.ok<ContractAddBody>(API.contractAdd, { applyId, signatureImageKey: key })
    expect(signed).toMatchObject({ applyId, applyStatus: 'under_review' })
    const twice = await user.client.call(API.contractAdd, { applyId, signatureImageKey: key })
    expect(twice).toMatchObject({ status: 409, message: '訂單目前狀態為「審核中」，無法簽署合約' })
  })
})

describe('the whole flow to settled', () => {
  test('verified user → apply → sign → approve → disburse → pay instructions → partial → full → settled', async () => {
    const user = await verifiedUser(testApp)
    const applyId = await confirmQuickOrder(user)
    await signOrder(testApp, user, applyId)

    let detail = await user.client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId })
    expect(detail).toMatchObject({ applyStatus: 'under_review', repayStatus: 'not_due', canRepay: false, signed: true })
    expect(detail.estimateLoanTime).not.toBe('')

    expect((await admin(testApp, 'POST', `/admin/orders/${applyId}/approve`)).statusCode).toBe(200)
    expect((await admin(testApp, 'POST', `/admin/orders/${applyId}/disburse`)).statusCode).toBe(200)

    detail = await user.client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId })
    expect(detail).toMatchObject({
      applyStatus: 'repaying',
      repayStatus: 'unpaid',
      applyAmount: 10_000,
      interestAmount: 82,
      serviceAmount: 40,
      unpaid: 10_122,
      repayPaid: 0,
      overdueDay: 0,
      canRepay: true,
      canExtend: true,
      bankCode: '808',
      bankNum: `****${user.accountNo.slice(-4)}`,
      apr: 14.84,
      repayPlanId: `RP${applyId}`,
    })
    expect(detail.timeline.map((entry) => entry.status)).toEqual(['to_sign', 'under_review', 'disbursing', 'repaying'])
    for (const entry of detail.timeline) expect(Number.isNaN(Date.parse(entry.time))).toBe(false)
    expect(detail.loanTime).not.toBe('')

    const channels = await user.client.ok<RepayChannelsBody>(API.repayChannel, { repayPlanId: detail.repayPlanId })
    expect(channels.repayChannels.map((c) => c.key)).toEqual(['atm', 'store_code', 'barcode'])
    expect(channels.repayAmount).toBe(10_122)

    const atm = await user.client.ok<RepayCollectBody>(API.repayCollect, {
      repayPlanId: detail.repayPlanId,
      channel: 'atm',
    })
    expect(atm).toMatchObject({ repayAmount: 10_122, bankCode: '822', bankName: '中國信託' })
    expect(isValidVirtualAccount(atm.vaNumber)).toBe(true)
    expect(atm.expired).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/)
    expect(atm.process[0].steps.join('')).toContain(atm.vaNumber)
    // asking again while valid gives the same account
    const atmAgain = await user.client.ok<RepayCollectBody>(API.repayCollect, {
      repayPlanId: detail.repayPlanId,
      channel: 'atm',
    })
    expect(atmAgain.vaNumber).toBe(atm.vaNumber)

    const claim = await user.client.ok<RepayManualBody>(API.repayManual, {
      repayPlanId: detail.repayPlanId,
      channel: 'atm',
      amount: 4000,
      reference: '12345',
    })
    expect(claim).toMatchObject({ status: 'pending_review' })
    // a claim alone changes nothing owed
    expect((await user.client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId })).unpaid).toBe(10_122)
    const adminView = await admin(testApp, 'GET', `/admin/orders/${applyId}`)
    expect(adminView.json.claims).toEqual([expect.objectContaining({ claimId: claim.claimId, amount: 4000 })])

    const partial = await admin(testApp, 'POST', `/admin/orders/${applyId}/repay`, { amount: 4000 })
    expect(partial.statusCode).toBe(200)
    detail = await user.client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId })
    expect(detail).toMatchObject({ applyStatus: 'repaying', repayStatus: 'partial', unpaid: 6122, repayPaid: 4000 })
    // the amount changed: the old virtual account is void and a new one is handed out
    const atmAfter = await user.client.ok<RepayCollectBody>(API.repayCollect, {
      repayPlanId: detail.repayPlanId,
      channel: 'atm',
    })
    expect(atmAfter.repayAmount).toBe(6122)
    expect(atmAfter.vaNumber).not.toBe(atm.vaNumber)

    const tooMuch = await admin(testApp, 'POST', `/admin/orders/${applyId}/repay`, { amount: 7000 })
    expect(tooMuch).toMatchObject({ statusCode: 400, json: { error: '還款金額不可超過應還金額 NT$6,122' } })

    expect((await admin(testApp, 'POST', `/admin/orders/${applyId}/repay`)).statusCode).toBe(200)
    detail = await user.client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId })
    expect(detail).toMatchObject({
      applyStatus: 'settled',
      repayStatus: 'paid',
      unpaid: 0,
      repayPaid: 10_122,
      canRepay: false,
      canExtend: false,
    })
    expect(detail.timeline.at(-1)).toMatchObject({ status: 'settled', note: '已全額還款，借款結清' })

    const afterSettled = await user.client.call(API.repayCollect, { repayPlanId: detail.repayPlanId, channel: 'atm' })
    expect(afterSettled).toMatchObject({ status: 409, message: '訂單目前狀態為「已結清」，無法還款' })

    // settled: the user may apply again
    expect((await user.client.ok<ApplyCheckBody>(API.applyCheck)).passed).toBe(true)
  })

  test('store code and barcode instructions; the barcode images are real SVG', async () => {
    const user = await verifiedUser(testApp)
    const applyId = await repayingOrder(testApp, user)
    const repayPlanId = `RP${applyId}`
    const store = await user.client.ok<RepayCollectBody>(API.repayCollect, { repayPlanId, channel: 'store_code' })
    expect(store.vaNumber).toMatch(/^[A-Z0-9]{14}$/)
    expect(store.storeCode).toBe(store.vaNumber)
    expect(store.stores?.map((s) => s.kiosk)).toEqual(['ibon', 'FamiPort', 'Life-ET', 'OK·go'])
    expect(store.process.map((p) => p.repayMethod)).toEqual([
      '7-ELEVEN ibon',
      '全家 FamilyMart FamiPort',
      '萊爾富 Hi-Life Life-ET',
      'OK mart OK·go',
    ])

    const barcode = await user.client.ok<RepayCollectBody>(API.repayCollect, { repayPlanId, channel: 'barcode' })
    expect(barcode.barcodes).toHaveLength(3)
    const lengths = barcode.barcodes?.map((b) => b.code.length)
    expect(lengths).toEqual([9, 16, 15])
    expect(barcode.barcodes?.[2].code.endsWith('000010122')).toBe(true)
    for (const item of barcode.barcodes ?? []) {
      const image = await testApp.app.inject({ method: 'GET', url: item.imageUrl })
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/)
      expect(image.body).toContain(`>${item.code}</text>`)
      expect(image.body.match(/<rect x=/g)?.length).toBe((item.code.length + 2) * 5)
    }
    const bad = await testApp.app.inject({ method: 'GET', url: '/api/v5/repay/barcode?code=%3Cscript%3E' })
    expect(bad.statusCode).toBe(400)

    const plan = await user.client.ok<RepayPlanBody>(API.repayReplan, { repayPlanId })
    expect(plan).toMatchObject({ repayPlanId, applyId, repayAmount: 10_122, principal: 10_000 })
    const storeAfterReplan = await user.client.ok<RepayCollectBody>(API.repayCollect, {
      repayPlanId,
      channel: 'store_code',
    })
    expect(storeAfterReplan.vaNumber).not.toBe(store.vaNumber)
  })
})

describe('end to end through the real API only', () => {
  test('OTP login, the five steps, apply, signature upload, review, repayment: settled', async () => {
    const client = await testApp.loggedInClient()
    const accountNo = `81${Date.now()}`.slice(0, 14)
    await completeKycThroughApi(client, { accountNo })
    const cards = await client.ok<BoundCard[]>(API.bindCardList)
    expect((await client.ok<ApplyCheckBody>(API.applyCheck)).passed).toBe(true)

    const offer = await initOffer(client)
    expect(offer.card?.cardId).toBe(cards[0].cardId)
    expect(offer.card?.bankName).toBe('中國信託')
    const confirmed = await client.ok<ApplyConfirmBody>(API.applyConfirm, {
      requestId: newRequestId(),
      items: [{ productCode: 'STEADY', loanAmount: 30_000, loanCycle: 90 }],
      cardId: cards[0].cardId,
      purpose: 'homeRepair',
    })
    const { applyId } = confirmed.orders[0]
    const signature = await uploadImage(client, makePng(300, 150), 'signature.png')
    await client.ok(API.contractAdd, { applyId, signatureImageKey: signature.key })
    await admin(testApp, 'POST', `/admin/orders/${applyId}/approve`)
    await admin(testApp, 'POST', `/admin/orders/${applyId}/disburse`)
    const detail = await client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId })
    // 30,000 × 12 % × 90 / 365 = 887.7; fee 0.8 % = 240
    expect(detail).toMatchObject({
      applyStatus: 'repaying',
      unpaid: 30_000 + 888 + 240,
      bankNum: `****${accountNo.slice(-4)}`,
    })
    const html = (await client.send(API.contractView, { applyId })).body
    expect(html).toContain('<th>借款用途</th><td>房屋修繕</td>')
    expect(html).toContain('<img src="data:image/png;base64,')
    await admin(testApp, 'POST', `/admin/orders/${applyId}/repay`)
    expect((await client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId })).applyStatus).toBe('settled')
  })
})

describe('order list', () => {
  test('counts per status group, filter by status or group, newest first, paging', async () => {
    const user = await verifiedUser(testApp)
    const settled = await repayingOrder(testApp, user)
    await admin(testApp, 'POST', `/admin/orders/${settled}/repay`)
    testApp.clock.advance(1000)
    const rejected = await confirmQuickOrder(user, 5000)
    await signOrder(testApp, user, rejected)
    await admin(testApp, 'POST', `/admin/orders/${rejected}/reject`)
    testApp.clock.advance(1000)
    const open = await confirmQuickOrder(user, 6000)

    const all = await user.client.ok<LoanOrderRecordBody>(API.loanOrderRecord)
    expect(all).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 20,
      underReviewCount: 1,
      repayCount: 0,
      overdueCount: 0,
      settleCount: 1,
      refuseCount: 1,
    })
    expect(all.list.map((item) => item.applyId)).toEqual([open, rejected, settled])
    expect(all.list[0]).toMatchObject({ applyAmount: 6000, applyPeriod: 30, applyStatus: 'to_sign', repayDate: '' })

    const refused = await user.client.ok<LoanOrderRecordBody>(API.loanOrderRecord, { applyStatus: 'refuse' })
    expect(refused.list.map((item) => item.applyId)).toEqual([rejected])
    const bySettled = await user.client.ok<LoanOrderRecordBody>(API.loanOrderRecord, { applyStatus: 'settled' })
    expect(bySettled.total).toBe(1)
    expect(bySettled.refuseCount).toBe(1)

    const page2 = await user.client.ok<LoanOrderRecordBody>(API.loanOrderRecord, { page: 2, pageSize: 2 })
    expect(page2.list.map((item) => item.applyId)).toEqual([settled])
    expect(page2.total).toBe(3)

    expect((await user.client.ok<LoanOrderRecordBody>(API.loanOrderRecord, { applyStatus: '' })).total).toBe(3)
    const bad = await user.client.call(API.loanOrderRecord, { applyStatus: 'lost' })
    expect(bad).toMatchObject({ status: 400, message: '訂單狀態選項無效' })
    const badSize = await user.client.call(API.loanOrderRecord, { pageSize: 500 })
    expect(badSize).toMatchObject({ status: 400, message: '每頁筆數須介於 1 到 50 之間' })

    // another user's list does not show these
    const other = await sessionClient(testApp)
    expect((await other.ok<LoanOrderRecordBody>(API.loanOrderRecord)).total).toBe(0)
  })
})

describe('auto-approval', () => {
  test('AUTO_APPROVE=1 turns the switch on at start', async () => {
    const demo = await startTestApp({ env: { AUTO_APPROVE: '1' } })
    try {
      expect((await admin(demo, 'GET', '/admin/auto-approve')).json).toEqual({ enabled: true })
      expect(loanRuntime(demo.app.serverContext, demo.app).autoApprove).toBe(true)
    } finally {
      await demo.close()
    }
  }, 60_000)

  test('a signed order is approved, then disbursed, a few seconds apart', async () => {
    const runtime = loanRuntime(testApp.app.serverContext, testApp.app)
    const user = await verifiedUser(testApp)
    const applyId = await confirmQuickOrder(user)
    expect((await admin(testApp, 'POST', '/admin/auto-approve', { enabled: true })).json).toEqual({ enabled: true })
    try {
      await signOrder(testApp, user, applyId)
      await runtime.runWorker()
      const status = async () =>
        (await user.client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId })).applyStatus
      expect(await status()).toBe('under_review')
      testApp.clock.advance(3000)
      await runtime.runWorker()
      expect(await status()).toBe('disbursing')
      testApp.clock.advance(3000)
      await runtime.runWorker()
      expect(await status()).toBe('repaying')
    } finally {
      await admin(testApp, 'POST', '/admin/auto-approve', { enabled: false })
    }
  })
})
