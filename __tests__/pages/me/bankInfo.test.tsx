import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { API } from '@contract/paths'
import BankInfoPage from '@/pages/me/bankInfo'
import { resetTransport } from '@/services/api/client'
import * as media from '@/services/media'
import { ROUTES } from '@/constants/routes'
import { envelope, installFakeTransport, ok, spyOnTaroUi, type FakeTransport } from '../../helpers/fake-transport'
import { BRANCHES, card, logIn, logOut, renderPage, setRoute } from './face-bank-setup'

let server: FakeTransport
let ui: ReturnType<typeof spyOnTaroUi>

const DEFAULT_CARD = card({ cardId: 'c1', isDefault: true })
const OTHER_CARD = card({
  cardId: 'c2',
  bankCode: '004',
  bankName: '臺灣銀行',
  accountMasked: '****5678',
  isDefault: false,
  boundAt: '2025-03-01T17:30:00.000Z',
})

beforeEach(() => {
  logIn()
  server = installFakeTransport()
  server.respond(API.bankBranchList, ok(BRANCHES))
  ui = spyOnTaroUi()
  setRoute(ROUTES.bankInfo, { cardId: 'c2' })
})

afterEach(() => {
  jest.restoreAllMocks()
  resetTransport()
  logOut()
})

describe('bankInfo', () => {
  it('shows the account masked, its holder and the Taipei date it was bound', async () => {
    server.respond(API.bindCardList, ok([DEFAULT_CARD, OTHER_CARD]))
    renderPage(<BankInfoPage />)
    expect(await screen.findByText('004 臺灣銀行')).toBeTruthy()
    expect(screen.getAllByText('****5678').length).toBeGreaterThan(0)
    expect(screen.getByText('王小明')).toBeTruthy()
    // 17:30 UTC is already the next day in Taipei.
    expect(screen.getByText('2025/03/02')).toBeTruthy()
    expect(screen.getByText('否')).toBeTruthy()
  })

  it('makes the account the default once, then shows it as the default', async () => {
    server.respond(API.bindCardList, ok([DEFAULT_CARD, OTHER_CARD]), ok([{ ...OTHER_CARD, isDefault: true }]))
    server.respond(API.bankUpdate, ok({ ...OTHER_CARD, isDefault: true }))
    renderPage(<BankInfoPage />)
    const button = await screen.findByRole('button', { name: '設為預設收款帳戶' })
    fireEvent.click(button)
    fireEvent.click(button)
    expect(await screen.findByText('此帳戶為目前的預設收款帳戶')).toBeTruthy()
    expect(server.callsTo(API.bankUpdate)).toHaveLength(1)
    expect(server.last(API.bankUpdate)?.payload).toEqual({ cardId: 'c2', makeDefault: true })
    expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已設為預設帳戶' }))
  })

  it('keeps the account as it was when the server refuses, with its message', async () => {
    server.respond(API.bindCardList, ok([DEFAULT_CARD, OTHER_CARD]))
    server.respond(API.bankUpdate, envelope(403, '無權限操作此帳戶'))
    renderPage(<BankInfoPage />)
    fireEvent.click(await screen.findByRole('button', { name: '設為預設收款帳戶' }))
    await waitFor(() =>
      expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '無權限操作此帳戶' })),
    )
    expect(await screen.findByRole('button', { name: '設為預設收款帳戶' })).toBeTruthy()
  })

  it('changes the branch from the bank’s branch list', async () => {
    server.respond(API.bindCardList, ok([OTHER_CARD]))
    server.respond(API.bankBranchUpdate, ok({ ...OTHER_CARD, branchCode: '0037', branchName: '館前分行' }))
    renderPage(<BankInfoPage />)
    fireEvent.click(await screen.findByRole('button', { name: '變更分行' }))
    fireEvent.click(await screen.findByText('館前分行'))
    await waitFor(() => expect(server.callsTo(API.bankBranchUpdate)).toHaveLength(1))
    expect(server.last(API.bankBranchUpdate)?.payload).toEqual({ cardId: 'c2', branchCode: '0037' })
    expect(server.last(API.bankBranchList)?.payload).toEqual({ bankCode: '004' })
  })

  it('adds a passbook photo to an account that has none', async () => {
    server.respond(API.bindCardList, ok([OTHER_CARD]), ok([{ ...OTHER_CARD, passbookImageUrl: '/files/passbook.jpg' }]))
    server.respond(API.uploadImage, ok({ key: 'up_pb', url: '/files/passbook.jpg' }))
    server.respond(API.bindCardImg, ok({ ...OTHER_CARD, passbookImageUrl: '/files/passbook.jpg' }))
    // jsdom cannot decode images, so compression is passed through (media has its own tests).
    jest.spyOn(media, 'compressImage').mockImplementation((path) => Promise.resolve(path))
    jest.spyOn(Taro, 'showActionSheet').mockResolvedValue({ tapIndex: 0, errMsg: 'showActionSheet:ok' })
    jest.spyOn(Taro, 'chooseMedia').mockResolvedValue({
      tempFiles: [
        {
          tempFilePath: 'blob:pb',
          size: 1000,
          duration: 0,
          height: 0,
          width: 0,
          thumbTempFilePath: '',
          fileType: 'image',
        },
      ],
      type: 'image',
      errMsg: 'chooseMedia:ok',
    })
    renderPage(<BankInfoPage />)
    fireEvent.click(await screen.findByRole('button', { name: '上傳存摺封面' }))
    await waitFor(() => expect(server.callsTo(API.bindCardImg)).toHaveLength(1))
    expect(server.last(API.bindCardImg)?.payload).toEqual({ cardId: 'c2', imageKey: 'up_pb' })
    expect(await screen.findByLabelText('已上傳的存摺封面')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '移除' })).toBeNull()
  })

  it('says so when the account is not the user’s (any more)', async () => {
    server.respond(API.bindCardList, ok([DEFAULT_CARD]))
    const redirectTo = jest
      .spyOn(Taro, 'redirectTo')
      .mockImplementation(() => Promise.resolve({ errMsg: 'redirectTo:ok' }))
    // Opened on its own (a shared link, a reload): nothing to go back to.
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as ReturnType<typeof Taro.getCurrentPages>)
    renderPage(<BankInfoPage />)
    expect((await screen.findByRole('alert')).textContent).toContain('找不到這個帳戶')
    fireEvent.click(screen.getByRole('button', { name: '返回帳戶列表' }))
    expect(redirectTo).toHaveBeenCalledWith({ url: ROUTES.bankList })
  })
})
