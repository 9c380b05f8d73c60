/**
 * Orders seen from the edges: another user's order (403), an unknown one (404), actions a status does not
 * allow (409 with the reason), the overdue path as time passes, and extension (trial, payment, new due date).
 */
import type {
  ExtensionRepayBody,
  ExtensionTrialBody,
  LoanOrderDetailBody,
  LoanOrderRecordBody,
} from '../../types/api/order'
import type { CommonIndexBody } from '../../types/api/config'
import { API } from '../../types/api/paths'
import { formatDay, taipeiDay } from '../../server/domain/loans/dates'
import { loanRuntime } from '../../server/domain/loans/runtime'
import { startTestApp, type TestApp } from './helpers/app'
import { admin, confirmQuickOrder, repayingOrder, signOrder, verifiedUser, type VerifiedUser } from './loans-fixtures'

const DAY_MS = 24 * 60 * 60 * 1000

let testApp: TestApp
let owner: VerifiedUser
let stranger: VerifiedUser
let applyId: string

beforeAll(async () => {
  // These tests move the clock by weeks: keep the sessions alive meanwhile.
  testApp = await startTestApp({ env: { SESSION_IDLE_DAYS: '400', SESSION_MAX_AGE_DAYS: '400' } })
  owner = await verifiedUser(testApp)
  stranger = await verifiedUser(testApp)
  applyId = await repayingOrder(testApp, owner)
}, 60_000)

afterAll(async () => {
  await testApp.close()
})

const dayText = (offsetDays: number) => formatDay(taipeiDay(testApp.clock.now()) + offsetDays)

describe('403 for another user’s order, 404 for an unknown one', () => {
  const calls = (id: string) =>
    [
      [API.loanOrderDetail, { applyId: id }],
      [API.extensionTrial, { applyId: id }],
      [API.extensionRepay, { applyId: id, channel: 'atm' }],
      [API.repayChannel, { repayPlanId: `RP${id}` }],
      [API.repayCollect, { repayPlanId: `RP${id}`, channel: 'atm' }],
      [API.repayManual, { repayPlanId: `RP${id}`, channel: 'atm', amount: 100 }],
      [API.repayReplan, { repayPlanId: `RP${id}` }],
      [API.applyAdjust, { applyId: id, loanAmount: 5000, loanCycle: 30 }],
      [API.contractAdd, { applyId: id, signatureImageKey: 'k'.repeat(32) }],
    ] as const

  test.each(calls('placeholder').map(([route]) => [route.path]))('%s', async (path) => {
    const [route, payload] = calls(applyId).find(([r]) => r.path === path)!
    const foreign = await stranger.client.call(route, payload)
    expect(foreign.status).toBe(403)
    const [, unknownPayload] = calls('LN2099010100000000').find(([r]) => r.path === path)!
    const unknown = await owner.client.call(route, unknownPayload)
    expect(unknown.status).toBe(404)
  })

  test('messages say which', async () => {
    expect(await stranger.client.call(API.loanOrderDetail, { applyId })).toMatchObject({
      status: 403,
      message: '無權限查看此訂單',
      body: null,
    })
    expect(await owner.client.call(API.loanOrderDetail, { applyId: 'LN000' })).toMatchObject({
      status: 404,
      message: '查無此訂單',
    })
    expect(await owner.client.call(API.repayChannel, { repayPlanId: 'XX1' })).toMatchObject({
      status: 404,
      message: '查無此還款計畫',
    })
    const contract = await stranger.client.send(API.contractView, { applyId })
    expect(contract.headers['content-type']).toMatch(/^text\/plain/)
    expect(stranger.client.open(contract)).toMatchObject({ status: 403 })
  })

  test('the order stays out of the stranger’s list and counts', async () => {
    const list = await stranger.client.ok<LoanOrderRecordBody>(API.loanOrderRecord)
    expect(list.total).toBe(0)
    expect(list.repayCount).toBe(0)
  })
})

describe('actions a status does not allow', () => {
  test('no repayment or extension before disbursement, no signing twice, admin refuses illegal steps', async () => {
    const user = await verifiedUser(testApp)
    const id = await confirmQuickOrder(user)
    expect(await user.client.call(API.repayCollect, { repayPlanId: `RP${id}`, channel: 'atm' })).toMatchObject({
      status: 409,
      message: '訂單目前狀態為「待簽約」，無法還款',
    })
    expect(await user.client.call(API.extensionTrial, { applyId: id })).toMatchObject({
      status: 409,
      message: '訂單目前狀態為「待簽約」，無法展期',
    })
    const approveUnsigned = await admin(testApp, 'POST', `/admin/orders/${id}/approve`)
    expect(approveUnsigned).toMatchObject({
      statusCode: 409,
      json: { error: '訂單目前狀態為「待簽約」，無法審核通過' },
    })

    await signOrder(testApp, user, id)
    const disburseUnapproved = await admin(testApp, 'POST', `/admin/orders/${id}/disburse`)
    expect(disburseUnapproved.json.error).toBe('訂單目前狀態為「審核中」，無法撥款')
    expect((await admin(testApp, 'POST', `/admin/orders/${id}/reject`)).statusCode).toBe(200)
    expect((await admin(testApp, 'POST', `/admin/orders/${id}/approve`)).json.error).toBe(
      '訂單目前狀態為「審核未通過」，無法審核通過',
    )
    const detail = await user.client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId: id })
    expect(detail.timeline.map((entry) => entry.status)).toEqual(['to_sign', 'under_review', 'rejected'])
    expect(detail).toMatchObject({ canRepay: false, canExtend: false })
  })

  test('a failed disbursement is final and frees the user to apply again', async () => {
    const user = await verifiedUser(testApp)
    const id = await confirmQuickOrder(user)
    await signOrder(testApp, user, id)
    await admin(testApp, 'POST', `/admin/orders/${id}/approve`)
    expect((await admin(testApp, 'POST', `/admin/orders/${id}/fail-disbursement`)).statusCode).toBe(200)
    const detail = await user.client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId: id })
    expect(detail.applyStatus).toBe('disbursement_failed')
    expect((await admin(testApp, 'POST', `/admin/orders/${id}/disburse`)).statusCode).toBe(409)
    const list = await user.client.ok<LoanOrderRecordBody>(API.loanOrderRecord)
    expect(list.refuseCount).toBe(1)
    // The loans tab offers a new application, not "under review".
    expect((await user.client.ok<CommonIndexBody>(API.commonIndex)).state).toBe('ready')
  })
})

describe('overdue', () => {
  // The loan worker turns due orders overdue once a second; a read in between must not show 還款中.
  test('the order list shows an order overdue the moment its due date has passed', async () => {
    const user = await verifiedUser(testApp)
    const id = await repayingOrder(testApp, user)
    testApp.clock.advance(31 * DAY_MS)
    const list = await user.client.ok<LoanOrderRecordBody>(API.loanOrderRecord, {})
    expect(list.list.find((item) => item.applyId === id)).toMatchObject({ applyStatus: 'overdue' })
    expect(list).toMatchObject({ overdueCount: 1, repayCount: 0 })
  })

  test('when the due date passes the order turns overdue with late interest at the contract rate', async () => {
    const user = await verifiedUser(testApp)
    const id = await repayingOrder(testApp, user)
    const dueDate = dayText(30)
    testApp.clock.advance(30 * DAY_MS)
    let detail = await user.client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId: id })
    expect(detail).toMatchObject({ applyStatus: 'repaying', repayDate: dueDate, overdueDay: 0 })

    testApp.clock.advance(10 * DAY_MS)
    detail = await user.client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId: id })
    // 10,000 × 10 % × 10 / 365 = 27.4
    expect(detail).toMatchObject({ applyStatus: 'overdue', overdueDay: 10, overdueAmount: 27, unpaid: 10_149 })
    const overdueEntry = detail.timeline.find((entry) => entry.status === 'overdue')
    expect(overdueEntry?.note).toBe('已超過到期日，開始計算遲延利息')
    // stamped at the start of the first overdue day (Taipei), not when somebody looked
    expect(Date.parse(overdueEntry!.time)).toBeLessThan(testApp.clock.now().getTime() - 8 * DAY_MS)

    const list = await user.client.ok<LoanOrderRecordBody>(API.loanOrderRecord, { applyStatus: 'overdue' })
    expect(list.list.map((item) => item.applyId)).toEqual([id])
    expect(list.overdueCount).toBe(1)

    // paying everything owed, late interest included, settles
    const paid = await admin(testApp, 'POST', `/admin/orders/${id}/repay`)
    expect(paid.json.order).toMatchObject({ status: 'settled', unpaid: 0, paid: 10_149 })
  })

  test('the background worker marks overdue orders too; admin overdue --days simulates the due date passing', async () => {
    const user = await verifiedUser(testApp)
    const id = await repayingOrder(testApp, user)
    const response = await admin(testApp, 'POST', `/admin/orders/${id}/overdue`, { days: 5 })
    expect(response.json.order).toMatchObject({ status: 'overdue', overdueDays: 5 })

    const other = await verifiedUser(testApp)
    const otherId = await repayingOrder(testApp, other)
    testApp.clock.advance(31 * DAY_MS)
    await loanRuntime(testApp.app.serverContext, testApp.app).runWorker()
    const status = await testApp.app.serverContext.db.query<{ status: string }>(
      'select status from loan_orders where apply_id = $1',
      [otherId],
    )
    expect(status[0].status).toBe('overdue')

    const bad = await admin(testApp, 'POST', `/admin/orders/${id}/overdue`, { days: 0 })
    expect(bad).toMatchObject({ statusCode: 400, json: { error: '天數須為 1 到 3650 之間的整數' } })
  })
})

describe('extension', () => {
  test('trial shows the fee and the new due date; paying it moves the due date and records the extension', async () => {
    const user = await verifiedUser(testApp)
    const id = await repayingOrder(testApp, user)
    testApp.clock.advance(20 * DAY_MS)
    const trial = await user.client.ok<ExtensionTrialBody>(API.extensionTrial, { applyId: id })
    expect(trial).toMatchObject({
      applyId: id,
      extensionAmount: 152,
      extServiceAmount: 30,
      accruedAmount: 122,
      overdueAmount: 0,
      extensionTerm: 30,
      currentRepayDate: dayText(10),
      extensionTime: dayText(40),
      repayAmountAfter: 10_082,
      apr: 14.24,
    })

    const paid = await user.client.ok<ExtensionRepayBody>(API.extensionRepay, { applyId: id, channel: 'atm' })
    expect(paid).toMatchObject({
      applyStatus: 'extended',
      paidAmount: 152,
      repayDate: dayText(40),
      extensionTime: dayText(40),
      unpaid: 10_082,
    })

    const detail = await user.client.ok<LoanOrderDetailBody>(API.loanOrderDetail, { applyId: id })
    expect(detail).toMatchObject({
      applyStatus: 'extended',
      repayDate: dayText(40),
      unpaid: 10_082,
      repayPaid: 152,
      interestAmount: 164,
      extServiceAmount: 30,
      canRepay: true,
      canExtend: true,
    })
    expect(detail.extension).toEqual([
      expect.objectContaining({ fromRepayDate: dayText(10), extensionTime: dayText(40), paidAmount: 152 }),
    ])
    expect(detail.timeline.at(-1)).toMatchObject({ status: 'extended', note: `已完成展期，到期日延至 ${dayText(40)}` })
    const list = await user.client.ok<LoanOrderRecordBody>(API.loanOrderRecord, { applyStatus: 'repay' })
    expect(list.list[0]).toMatchObject({
      applyId: id,
      extensionTime: dayText(40),
      repayDate: dayText(40),
      applyPeriod: 60,
    })

    // QUICK allows two extensions
    await user.client.ok(API.extensionRepay, { applyId: id, channel: 'store_code' })
    const third = await user.client.call(API.extensionTrial, { applyId: id })
    expect(third).toMatchObject({ status: 409, message: '此訂單最多可展期 2 次，已無法再展期' })

    // and it settles as usual
    const settled = await admin(testApp, 'POST', `/admin/orders/${id}/repay`)
    expect(settled.json.order).toMatchObject({ status: 'settled' })
  })

  test('an overdue order can be extended: late interest is part of the payment, the new term runs from today', async () => {
    const user = await verifiedUser(testApp)
    const id = await repayingOrder(testApp, user)
    testApp.clock.advance(40 * DAY_MS)
    const trial = await user.client.ok<ExtensionTrialBody>(API.extensionTrial, { applyId: id })
    expect(trial).toMatchObject({ overdueAmount: 27, extensionAmount: 179, extensionTime: dayText(30) })
    const paid = await user.client.ok<ExtensionRepayBody>(API.extensionRepay, { applyId: id, channel: 'barcode' })
    expect(paid).toMatchObject({ applyStatus: 'extended', unpaid: 10_082, repayDate: dayText(30) })
    expect(await user.client.call(API.extensionRepay, { applyId: id, channel: 'cash' })).toMatchObject({
      status: 400,
      message: '還款方式選項無效',
    })
  })
})
