import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { API } from '@contract/paths'
import BankListPage from '@/pages/me/bankList'
import { openReceivingAccountSelect, pickedCardAtom } from '@/pages/me/components/bank/pick-results'
import { resetTransport } from '@/services/api/client'
import { appStore } from '@/store/index'
import { ROUTES } from '@/constants/routes'
import { installFakeTransport, ok, spyOnTaroUi, type FakeTransport } from '../../helpers/fake-transport'
import { card, logIn, logOut, renderPage, setRoute } from './face-bank-setup'

let server: FakeTransport
let ui: ReturnType<typeof spyOnTaroUi>
let navigateBack: jest.SpyInstance
let redirectTo: jest.SpyInstance

const CARDS = [
  card({ cardId: 'c1', isDefault: true }),
  card({
    cardId: 'c2',
    bankCode: '808',
    bankName: '玉山銀行',
    branchCode: '0015',
    branchName: '營業部',
    accountMasked: '****5678',
    isDefault: false,
  }),
]

beforeEach(() => {
  logIn()
  server = installFakeTransport()
  ui = spyOnTaroUi()
  navigateBack = jest
    .spyOn(Taro, 'navigateBack')
    .mockImplementation(() => Promise.resolve({ errMsg: 'navigateBack:ok' }))
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'redirectTo:ok' }))
  setRoute(ROUTES.bankList)
})

afterEach(() => {
  jest.restoreAllMocks()
  resetTransport()
  logOut()
})

describe('bankList', () => {
  it('shows each account masked with its bank, code and branch, the default marked', async () => {
    server.respond(API.bindCardList, ok(CARDS))
    renderPage(<BankListPage />)
    const first = await screen.findByRole('button', { name: '中國信託 822 ****1234 預設' })
    expect(first.textContent).toContain('****1234')
    const second = screen.getByRole('button', { name: '玉山銀行 808 ****5678' })
    expect(second.textContent).toContain('營業部')
    expect(second.textContent).not.toContain('預設')
  })

  it('opens the details of the tapped account', async () => {
    server.respond(API.bindCardList, ok(CARDS))
    renderPage(<BankListPage />)
    fireEvent.click(await screen.findByRole('button', { name: /玉山銀行/ }))
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: `${ROUTES.bankInfo}?cardId=c2` })
  })

  it('adds another account through the form in "add" mode', async () => {
    server.respond(API.bindCardList, ok([]))
    renderPage(<BankListPage />)
    expect(await screen.findByText('尚未綁定銀行帳戶')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '＋ 新增銀行帳戶' }))
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: `${ROUTES.addBank}?mode=add` })
  })

  it('sends a visitor without a session to log in and back', async () => {
    logOut()
    renderPage(<BankListPage />)
    await waitFor(() => expect(redirectTo).toHaveBeenCalled())
    expect(redirectTo.mock.calls[0][0].url).toMatch(/^\/pages\/login\/index\?redirect=%2Fpages%2Fme%2FbankList/)
    expect(server.callsTo(API.bindCardList)).toHaveLength(0)
  })

  describe('choosing the receiving account (?select=1)', () => {
    it('hands the tapped account back to the loan application', async () => {
      await openReceivingAccountSelect('c1')
      expect(ui.navigateTo).toHaveBeenCalledWith({ url: `${ROUTES.bankList}?select=1&selected=c1` })
      setRoute(ROUTES.bankList, { select: '1', selected: 'c1' })
      server.respond(API.bindCardList, ok(CARDS))
      renderPage(<BankListPage />)
      expect(screen.getByText('選擇收款帳戶')).toBeTruthy()
      expect((await screen.findByRole('button', { name: /中國信託/ })).getAttribute('aria-pressed')).toBe('true')
      fireEvent.click(screen.getByRole('button', { name: /玉山銀行/ }))
      expect(appStore.get(pickedCardAtom)?.cardId).toBe('c2')
      expect(navigateBack).toHaveBeenCalledTimes(1)
      expect(ui.navigateTo).toHaveBeenCalledTimes(1)
    })
  })
})
