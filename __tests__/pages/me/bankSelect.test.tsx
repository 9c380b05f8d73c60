import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { API } from '@contract/paths'
import BankSelectPage from '@/pages/me/bankSelect'
import { pickedBankAtom } from '@/pages/me/components/bank/pick-results'
import { resetTransport } from '@/services/api/client'
import { appStore } from '@/store/index'
import { ROUTES } from '@/constants/routes'
import { fail, installFakeTransport, ok, spyOnTaroUi, type FakeTransport } from '../../helpers/fake-transport'
import { BANKS, renderPage, setRoute } from './face-bank-setup'

let server: FakeTransport
let navigateBack: jest.SpyInstance

beforeEach(() => {
  server = installFakeTransport()
  spyOnTaroUi()
  navigateBack = jest
    .spyOn(Taro, 'navigateBack')
    .mockImplementation(() => Promise.resolve({ errMsg: 'navigateBack:ok' }))
  appStore.set(pickedBankAtom, null)
  setRoute(ROUTES.bankSelect)
})

afterEach(() => {
  jest.restoreAllMocks()
  resetTransport()
})

/** Types into the search box's real input (the test runtime wraps it in Taro's element, which carries the name). */
function search(text: string) {
  const named = screen.getByLabelText('搜尋銀行')
  const input = named instanceof HTMLInputElement ? named : named.querySelector('input')
  if (!input) throw new Error('the search input is not rendered')
  fireEvent.input(input, { target: { value: text } })
}

function rowNames(): string[] {
  return screen.getAllByRole('button', { name: /^\d{3} / }).map((row) => row.getAttribute('aria-label') ?? '')
}

describe('bankSelect', () => {
  it('lists the common banks first, then every bank with its code', async () => {
    server.respond(API.bankList, ok(BANKS))
    renderPage(<BankSelectPage />)
    expect(await screen.findByText('常用銀行')).toBeTruthy()
    expect(screen.getByText('全部銀行')).toBeTruthy()
    // 822, 013, 808, 812, 700, 004 are common: shown in that order, then all six again by code.
    expect(rowNames()).toEqual([
      '822 中國信託',
      '013 國泰世華',
      '808 玉山銀行',
      '812 台新銀行',
      '700 中華郵政',
      '004 臺灣銀行',
      '004 臺灣銀行',
      '013 國泰世華',
      '700 中華郵政',
      '808 玉山銀行',
      '812 台新銀行',
      '822 中國信託',
    ])
  })

  it('finds a bank by code or by name, with 台 and 臺 alike', async () => {
    server.respond(API.bankList, ok(BANKS))
    renderPage(<BankSelectPage />)
    await screen.findByText('常用銀行')
    search('82')
    expect(rowNames()).toEqual(['822 中國信託'])
    search('台灣')
    expect(rowNames()).toEqual(['004 臺灣銀行'])
    search('郵政')
    expect(rowNames()).toEqual(['700 中華郵政'])
  })

  it('says so when nothing matches', async () => {
    server.respond(API.bankList, ok(BANKS))
    renderPage(<BankSelectPage />)
    await screen.findByText('常用銀行')
    search('不存在的銀行')
    expect(screen.getByRole('status').textContent).toBe('查無符合的銀行，請確認名稱或代碼')
  })

  it('hands the tapped bank back to the opener and goes back once', async () => {
    server.respond(API.bankList, ok(BANKS))
    renderPage(<BankSelectPage />)
    await screen.findByText('常用銀行')
    search('玉山')
    const row = screen.getByRole('button', { name: '808 玉山銀行' })
    fireEvent.click(row)
    fireEvent.click(row)
    expect(appStore.get(pickedBankAtom)).toEqual({ bankCode: '808', bankName: '玉山銀行' })
    expect(navigateBack).toHaveBeenCalledTimes(1)
  })

  it('marks the bank chosen before', async () => {
    setRoute(ROUTES.bankSelect, { selected: '013' })
    server.respond(API.bankList, ok(BANKS))
    renderPage(<BankSelectPage />)
    await screen.findByText('常用銀行')
    search('013')
    const row = screen.getByRole('button', { name: '013 國泰世華' })
    expect(row.getAttribute('aria-pressed')).toBe('true')
    expect(within(row).getByText('已選擇')).toBeTruthy()
  })

  it('offers a retry when the list cannot be loaded', async () => {
    server.respond(API.bankList, fail('request:fail'), ok(BANKS))
    renderPage(<BankSelectPage />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('資料載入失敗')
    fireEvent.click(within(alert).getByRole('button', { name: '重新載入' }))
    await waitFor(() => expect(screen.getByText('常用銀行')).toBeTruthy())
  })
})
