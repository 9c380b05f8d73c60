import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { API } from '@contract/paths'
import AddBankPage from '@/pages/me/addBank'
import { pickedBankAtom } from '@/pages/me/components/bank/pick-results'
import { resetTransport } from '@/services/api/client'
import * as media from '@/services/media'
import { appStore } from '@/store/index'
import { ROUTES } from '@/constants/routes'
import { envelope, installFakeTransport, ok, spyOnTaroUi, type FakeTransport } from '../../helpers/fake-transport'
import { BRANCHES, card, logIn, logOut, renderPage, setRoute, settle, userDetail } from './face-bank-setup'
import { field } from '../login/form-helpers'

let server: FakeTransport
let ui: ReturnType<typeof spyOnTaroUi>
let redirectTo: jest.SpyInstance
let navigateBack: jest.SpyInstance

beforeEach(() => {
  Taro.clearStorageSync()
  logIn()
  server = installFakeTransport()
  server.respond(API.bankBranchList, ok(BRANCHES))
  ui = spyOnTaroUi()
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'redirectTo:ok' }))
  navigateBack = jest
    .spyOn(Taro, 'navigateBack')
    .mockImplementation(() => Promise.resolve({ errMsg: 'navigateBack:ok' }))
  setRoute(ROUTES.addBank)
})

afterEach(() => {
  jest.restoreAllMocks()
  resetTransport()
  logOut()
})

/** The account number's real input (the test runtime wraps it in Taro's element, which carries the name). */
function accountInput(): Promise<HTMLInputElement> {
  return field('銀行帳號')
}

async function chooseBank(bankCode = '822', bankName = '中國信託') {
  await act(async () => {
    appStore.set(pickedBankAtom, { bankCode, bankName })
  })
}

/** Renders the page for a user who has done the first `stepsDone` verification steps. */
function renderForUser(stepsDone = 3) {
  server.respond(API.queryUserDetail, ok(userDetail(stepsDone)))
  return renderPage(<AddBankPage />)
}

function submitButton() {
  return screen.getByRole('button', { name: /確認綁定|綁定中/ })
}

describe('addBank (step 4)', () => {
  it('shows step 4 of the indicator, the fields and the holder name from the confirmed ID', async () => {
    renderForUser()
    expect(await screen.findByText('王小明')).toBeTruthy()
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')
    expect(current?.textContent).toContain('銀行卡')
    expect(screen.getByText('請選擇銀行')).toBeTruthy()
    expect(await accountInput()).toBeTruthy()
    expect(screen.getByText('戶名須與身分證姓名相同，無法修改')).toBeTruthy()
  })

  it('opens the bank list when the bank row is tapped', async () => {
    renderForUser()
    fireEvent.click(await screen.findByRole('button', { name: /銀行：請選擇銀行/ }))
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: ROUTES.bankSelect })
  })

  it('refuses letters as they are typed, keeps the text, and does not submit', async () => {
    renderForUser()
    await chooseBank()
    const input = await accountInput()
    fireEvent.input(input, { target: { value: '12345678AB' } })
    expect(await screen.findByText('帳號只能輸入數字，請勿輸入英文字母或符號')).toBeTruthy()
    fireEvent.click(submitButton())
    await settle()
    expect(input.value).toBe('12345678AB')
    expect(server.callsTo(API.bindCard)).toHaveLength(0)
  })

  it('checks the length when the field is left and asks for a bank on submit', async () => {
    renderForUser()
    const input = await accountInput()
    fireEvent.input(input, { target: { value: '12345' } })
    fireEvent.blur(input)
    expect(await screen.findByText('帳號須為 10 至 16 位數字')).toBeTruthy()
    fireEvent.click(submitButton())
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2))
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining(['請選擇銀行', '帳號須為 10 至 16 位數字']),
    )
    expect(server.callsTo(API.bindCard)).toHaveLength(0)
  })

  it('binds the chosen bank, branch and cleaned-up number once, then moves on to the face step', async () => {
    server.respond(API.bindCard, ok(card()))
    renderForUser()
    await chooseBank()
    expect(await screen.findByText('822 中國信託')).toBeTruthy()
    await waitFor(() => expect(server.callsTo(API.bankBranchList)).toHaveLength(1))
    expect(server.last(API.bankBranchList)?.payload).toEqual({ bankCode: '822' })

    fireEvent.click(screen.getByRole('button', { name: /分行：/ }))
    fireEvent.click(await screen.findByText('館前分行'))
    expect(await screen.findByText('0037 館前分行')).toBeTruthy()

    fireEvent.input(await accountInput(), { target: { value: '0123-4567-8901' } })
    fireEvent.click(submitButton())
    fireEvent.click(submitButton())
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith({ url: ROUTES.faceDemo }))
    expect(server.callsTo(API.bindCard)).toHaveLength(1)
    expect(server.last(API.bindCard)?.payload).toEqual({
      bankCode: '822',
      branchCode: '0037',
      accountNo: '012345678901',
    })
    expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '綁定成功', icon: 'success' }))
  })

  it('shows an already-bound account next to the field and keeps the form', async () => {
    server.respond(API.bindCard, envelope(409, '此帳戶已綁定'))
    renderForUser()
    await chooseBank()
    const input = await accountInput()
    fireEvent.input(input, { target: { value: '12345678901234' } })
    fireEvent.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '此帳戶已綁定')
    expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '此帳戶已綁定' }))
    expect(input.value).toBe('12345678901234')
    expect(screen.getByText('822 中國信託')).toBeTruthy()
    expect(redirectTo).not.toHaveBeenCalled()
    expect(submitButton().textContent).toBe('確認綁定')
  })

  it('keeps what was typed in a draft that a reload restores', async () => {
    const first = renderForUser()
    await chooseBank('808', '玉山銀行')
    fireEvent.input(await accountInput(), { target: { value: '98765432101' } })
    await new Promise((resolve) => setTimeout(resolve, 300))
    first.unmount()

    renderForUser()
    expect(await screen.findByText('808 玉山銀行')).toBeTruthy()
    expect((await accountInput()).value).toBe('98765432101')
  })

  it('attaches the uploaded passbook photo to the new card', async () => {
    server.respond(API.bindCard, ok(card({ cardId: 'c9' })))
    server.respond(API.bindCardImg, ok(card({ cardId: 'c9', passbookImageUrl: '/files/p.jpg' })))
    // jsdom cannot decode images, so the canvas compression is skipped here (it has its own tests).
    jest.spyOn(media, 'compressImage').mockImplementation((path) => Promise.resolve(path))
    jest.spyOn(Taro, 'showActionSheet').mockResolvedValue({ tapIndex: 1, errMsg: 'showActionSheet:ok' })
    jest.spyOn(Taro, 'chooseMedia').mockResolvedValue({
      tempFiles: [
        {
          tempFilePath: 'blob:passbook',
          size: 2048,
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
    server.respond(API.uploadImage, ok({ key: 'up_passbook', url: '/files/up_passbook.jpg' }))
    renderForUser()
    await chooseBank()
    fireEvent.click(await screen.findByRole('button', { name: '上傳存摺封面' }))
    expect(await screen.findByRole('button', { name: '重新上傳' })).toBeTruthy()
    expect(Taro.chooseMedia).toHaveBeenCalledWith(expect.objectContaining({ sourceType: ['album'], count: 1 }))

    fireEvent.input(await accountInput(), { target: { value: '12345678901234' } })
    fireEvent.click(submitButton())
    await waitFor(() => expect(server.callsTo(API.bindCardImg)).toHaveLength(1))
    expect(server.last(API.bindCardImg)?.payload).toEqual({ cardId: 'c9', imageKey: 'up_passbook' })
  })

  it('asks to finish the ID step first when there is no confirmed ID name', async () => {
    renderForUser(2)
    fireEvent.click(await screen.findByRole('button', { name: '請先完成身分證認證' }))
    expect(redirectTo).toHaveBeenCalledWith({ url: ROUTES.idCard })
  })

  it('offers the next step when the account is already bound', async () => {
    renderForUser(4)
    expect(await screen.findByText('您已綁定 822 中國信託 ****1234，可繼續下一步。')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect(redirectTo).toHaveBeenCalledWith({ url: ROUTES.faceDemo })
  })

  describe('adding another account from the list (?mode=add)', () => {
    beforeEach(() => setRoute(ROUTES.addBank, { mode: 'add' }))

    it('has no step indicator and returns to the list after binding', async () => {
      server.respond(API.bindCard, ok(card({ cardId: 'c2', isDefault: false })))
      jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as ReturnType<typeof Taro.getCurrentPages>)
      renderForUser(5)
      expect(await screen.findByText('新增銀行帳戶')).toBeTruthy()
      expect(screen.queryByRole('list', { name: '認證進度' })).toBeNull()
      await chooseBank('004', '臺灣銀行')
      fireEvent.input(await accountInput(), { target: { value: '1234567890' } })
      fireEvent.click(submitButton())
      await waitFor(() => expect(navigateBack).toHaveBeenCalledWith({ delta: 1 }))
      expect(redirectTo).not.toHaveBeenCalled()
    })
  })
})
