import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { API } from '@contract/paths'
import OrderPayPage from '@/pages/order/pay'
import { resetTransport } from '@/services/api/client'
import {
  envelope,
  hang,
  installFakeTransport,
  ok,
  spyOnTaroUi,
  type FakeTransport,
  type TaroUiSpies,
} from '../../helpers/fake-transport'
import { CHANNELS, TRIAL, collectBody, detailBody } from './fixtures'
import { onRoute, renderPage } from './render'

let server: FakeTransport
let ui: TaroUiSpies

beforeEach(() => {
  server = installFakeTransport()
  ui = spyOnTaroUi()
})

afterEach(() => {
  resetTransport()
  jest.restoreAllMocks()
})

function openPay(query: Record<string, string> = { applyId: 'A1001' }) {
  onRoute('/pages/order/pay', query)
  renderPage(<OrderPayPage />)
}

async function chooseAndGetInstructions(channelLabel: string) {
  fireEvent.click(await screen.findByRole('radio', { name: channelLabel }))
  fireEvent.click(screen.getByRole('button', { name: '取得繳款資訊' }))
  return screen.findByRole('region', { name: '繳款資訊' })
}

/** What a CopyField shows next to its label. */
function fieldValue(region: HTMLElement, label: string): string {
  return within(region).getByText(label).nextElementSibling?.textContent ?? ''
}

describe('repayment', () => {
  beforeEach(() => {
    server.respond(API.loanOrderDetail, ok(detailBody('repaying')))
    server.respond(API.repayChannel, ok(CHANNELS))
  })

  it('shows the amount due and the channels the server offers for this repayment plan', async () => {
    openPay()
    expect(await screen.findByText('NT$20,263')).toBeTruthy()
    expect(screen.getByText('到期日 2026/11/20')).toBeTruthy()
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'ATM 轉帳（虛擬帳號）',
      '超商代碼繳費',
      '超商條碼繳費',
    ])
    expect(server.last(API.repayChannel)?.payload).toEqual({ repayPlanId: 'RP1001' })
  })

  it('asks for a channel before anything is sent', async () => {
    openPay()
    fireEvent.click(await screen.findByRole('button', { name: '取得繳款資訊' }))
    expect(screen.getByRole('alert').textContent).toBe('請先選擇繳款方式')
    expect(server.callsTo(API.repayCollect)).toHaveLength(0)
  })

  it('ATM: bank code and virtual account with copy buttons, the expiry and the amount', async () => {
    server.respond(API.repayCollect, ok(collectBody('atm')))
    openPay()
    const region = await chooseAndGetInstructions('ATM 轉帳（虛擬帳號）')
    expect(server.last(API.repayCollect)?.payload).toEqual({ repayPlanId: 'RP1001', channel: 'atm' })
    expect(fieldValue(region, '銀行代碼')).toBe('822 中國信託')
    expect(fieldValue(region, '虛擬帳號（14 碼）')).toBe('9521 0000 1234 56')
    expect(fieldValue(region, '繳款金額')).toBe('NT$20,263')
    expect(within(region).getByText('請於 2026/11/25 14:05 前完成繳款')).toBeTruthy()
    expect(within(region).getByText('ATM 轉帳 繳款步驟')).toBeTruthy()

    fireEvent.click(within(region).getByRole('button', { name: '複製虛擬帳號（14 碼）' }))
    expect(ui.setClipboardData).toHaveBeenLastCalledWith({ data: '95210000123456' })
    fireEvent.click(within(region).getByRole('button', { name: '複製銀行代碼' }))
    expect(ui.setClipboardData).toHaveBeenLastCalledWith({ data: '822' })
  })

  it('store code: the code to copy and the stores that accept it', async () => {
    server.respond(API.repayCollect, ok(collectBody('store_code')))
    openPay()
    const region = await chooseAndGetInstructions('超商代碼繳費')
    expect(fieldValue(region, '繳費代碼（14 碼）')).toBe('EZDABCDEFGH234')
    expect(within(region).getByText('7-ELEVEN')).toBeTruthy()
    expect(within(region).getByText('ibon')).toBeTruthy()
    expect(within(region).getByText('全家 FamilyMart')).toBeTruthy()
    expect(within(region).getByText('FamiPort')).toBeTruthy()
  })

  it('barcode: three images from the server, in order, with their text', async () => {
    server.respond(API.repayCollect, ok(collectBody('barcode')))
    openPay()
    const region = await chooseAndGetInstructions('超商條碼繳費')
    const images = ['第 1 段條碼', '第 2 段條碼', '第 3 段條碼'].map((name) => within(region).getByLabelText(name))
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/api/v5/repay/barcode?code=261125EZD',
      '/api/v5/repay/barcode?code=EZD1234567890123',
      '/api/v5/repay/barcode?code=1125AB000020263',
    ])
    expect(within(region).getByText('1125AB000020263')).toBeTruthy()
  })

  it('sends one request however often the button is tapped', async () => {
    server.respond(API.repayCollect, hang())
    openPay()
    fireEvent.click(await screen.findByRole('radio', { name: 'ATM 轉帳（虛擬帳號）' }))
    const button = screen.getByRole('button', { name: '取得繳款資訊' })
    fireEvent.click(button)
    fireEvent.click(button)
    await screen.findByRole('button', { name: '產生繳款資訊中…' })
    fireEvent.click(screen.getByRole('button', { name: '產生繳款資訊中…' }))
    expect(server.callsTo(API.repayCollect)).toHaveLength(1)
  })

  it('我已完成繳款: validates the amount, keeps what was typed, then reports it once', async () => {
    server.respond(API.repayCollect, ok(collectBody('atm')))
    server.respond(
      API.repayManual,
      ok({ claimId: 'C1', status: 'pending_review', message: '已收到您的還款通知，我們將於 1 個工作天內核對入帳' }),
    )
    openPay()
    await chooseAndGetInstructions('ATM 轉帳（虛擬帳號）')
    fireEvent.click(screen.getByRole('button', { name: '我已完成繳款' }))
    const form = screen.getByRole('form', { name: '回報繳款' })
    const amount = within(form).getByLabelText('繳款金額（NT$）') as HTMLInputElement
    expect(amount.value).toBe('20263')

    fireEvent.input(amount, { target: { value: '' } })
    fireEvent.blur(amount)
    expect(await within(form).findByText('請輸入繳款金額')).toBeTruthy()

    fireEvent.input(amount, { target: { value: '30000' } })
    fireEvent.click(within(form).getByRole('button', { name: '送出繳款通知' }))
    expect(await within(form).findByText('繳款金額不可超過應繳金額 NT$20,263')).toBeTruthy()
    expect(server.callsTo(API.repayManual)).toHaveLength(0)
    expect((within(form).getByLabelText('繳款金額（NT$）') as HTMLInputElement).value).toBe('30000')

    fireEvent.input(within(form).getByLabelText('繳款金額（NT$）'), { target: { value: '20263' } })
    fireEvent.input(within(form).getByLabelText('帳號末 5 碼或收據編號（選填）'), { target: { value: '12345' } })
    fireEvent.click(within(form).getByRole('button', { name: '送出繳款通知' }))
    await screen.findByText('已收到您的還款通知，我們將於 1 個工作天內核對入帳')
    expect(server.last(API.repayManual)?.payload).toEqual({
      repayPlanId: 'RP1001',
      channel: 'atm',
      amount: 20263,
      reference: '12345',
    })
  })

  it('a settled order has nothing to pay', async () => {
    server = installFakeTransport().respond(API.loanOrderDetail, ok(detailBody('settled')))
    openPay()
    expect(await screen.findByText('這筆借款已全部結清，感謝您按時還款！')).toBeTruthy()
    expect(server.callsTo(API.repayChannel)).toHaveLength(0)
  })

  it('an order under review cannot be repaid', async () => {
    server = installFakeTransport().respond(API.loanOrderDetail, ok(detailBody('under_review')))
    openPay()
    expect(await screen.findByText('此訂單目前沒有需要繳納的款項')).toBeTruthy()
    expect(screen.queryByRole('radio')).toBeNull()
  })
})

describe('extension', () => {
  beforeEach(() => {
    server.respond(API.loanOrderDetail, ok(detailBody('repaying')))
    server.respond(API.repayChannel, ok(CHANNELS))
  })

  it('shows the trial (fee, new due date, what stays owed) before the user confirms', async () => {
    server.respond(API.extensionTrial, ok(TRIAL))
    openPay({ applyId: 'A1001', mode: 'extension' })
    const trial = await screen.findByRole('region', { name: '展期試算' })
    expect(server.last(API.extensionTrial)?.payload).toEqual({ applyId: 'A1001' })
    const row = (label: string) => within(trial).getByText(label).nextElementSibling?.textContent
    expect(row('原到期日')).toBe('2026/11/20')
    expect(row('新到期日')).toBe('2026/12/20')
    expect(row('展期天數')).toBe('30 天')
    expect(row('展期費')).toBe('NT$400')
    expect(row('目前應付利息及費用')).toBe('NT$263')
    expect(row('本次應付金額')).toBe('NT$663')
    expect(row('新到期日應還金額')).toBe('NT$20,263')
    expect(server.callsTo(API.extensionRepay)).toHaveLength(0)
  })

  it('pays the extension fee through the chosen channel and shows the new due date', async () => {
    server.respond(API.extensionTrial, ok(TRIAL))
    server.respond(
      API.extensionRepay,
      ok({
        applyId: 'A1001',
        applyStatus: 'extended',
        paidAmount: 663,
        repayDate: '2026/12/20',
        extensionTime: '2026/12/20',
      }),
    )
    openPay({ applyId: 'A1001', mode: 'extension' })
    fireEvent.click(await screen.findByRole('radio', { name: '超商代碼繳費' }))
    fireEvent.click(screen.getByRole('button', { name: '確認展期並支付 NT$663' }))
    expect(await screen.findByText('展期成功')).toBeTruthy()
    expect(screen.getByText(/新的到期日為 2026\/12\/20/)).toBeTruthy()
    expect(server.last(API.extensionRepay)?.payload).toEqual({ applyId: 'A1001', channel: 'store_code' })
  })

  it("shows the server's reason when extending is refused", async () => {
    server.respond(API.extensionTrial, envelope(409, '此訂單最多可展期 1 次，已無法再展期'))
    openPay({ applyId: 'A1001', mode: 'extension' })
    expect(await screen.findByText('此訂單最多可展期 1 次，已無法再展期')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /確認展期/ })).toBeNull()
    // Shown on the page, not in a modal on top of it.
    expect(ui.showModal).not.toHaveBeenCalled()
  })

  it('an order the server will not extend says so without a trial', async () => {
    server = installFakeTransport().respond(API.loanOrderDetail, ok(detailBody('settled')))
    openPay({ applyId: 'A1001', mode: 'extension' })
    expect(await screen.findByText('這筆借款已全部結清，感謝您按時還款！')).toBeTruthy()
    await waitFor(() => expect(server.callsTo(API.extensionTrial)).toHaveLength(0))
  })
})
