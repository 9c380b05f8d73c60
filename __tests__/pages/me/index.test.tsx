import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { API } from '@contract/paths'
import type { CashUserBody } from '@contract/user'
import MePage from '@/pages/me/index'
import { resetTransport } from '@/services/api/client'
import { appStore } from '@/store/index'
import { tokenAtom } from '@/store/session'
import {
  envelope,
  installFakeTransport,
  ok,
  spyOnTaroUi,
  type FakeTransport,
  type TaroUiSpies,
} from '../../helpers/fake-transport'
import { onRoute, renderPage } from '../order/render'

let server: FakeTransport
let ui: TaroUiSpies

const USER: CashUserBody = {
  userId: 'U1',
  uuId: 'UU1',
  mobile: '0912345678',
  mobileMasked: '0912***678',
  realName: '王小明',
  hasPassword: true,
  kycCompleted: true,
  registeredAt: '2026-10-01T02:00:00.000Z',
}

beforeEach(() => {
  server = installFakeTransport()
  ui = spyOnTaroUi()
  onRoute('/pages/me/index')
})

afterEach(() => {
  resetTransport()
  jest.restoreAllMocks()
  Taro.clearStorageSync()
})

async function showMe(user: Partial<CashUserBody> = {}) {
  server.respond(API.queryCashUser, ok({ ...USER, ...user }))
  renderPage(<MePage />)
  await screen.findByText(user.realName === '' ? '尚未完成實名認證' : (user.realName ?? USER.realName))
}

function dialog(name: string) {
  return screen.getByRole('dialog', { name })
}

describe('我的 tab', () => {
  it('shows the name, the masked mobile and the verification status', async () => {
    await showMe()
    expect(screen.getByText('手機號碼 0912***678')).toBeTruthy()
    expect(screen.queryByText(/0912345678/)).toBeNull()
    const verify = screen.getByRole('button', { name: /^身分認證：已完成，/ })
    fireEvent.click(verify)
    expect(ui.switchTab).toHaveBeenCalledWith({ url: '/pages/aptitude' })
  })

  it('before verification: no name yet and a way to finish it', async () => {
    await showMe({ realName: '', kycCompleted: false })
    expect(screen.getByRole('button', { name: /^身分認證：未完成，/ }).textContent).toContain('前往認證')
  })

  it('leads to the bank accounts and the agreements', async () => {
    await showMe()
    fireEvent.click(screen.getByRole('button', { name: '收款銀行帳戶' }))
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/me/bankList' })
    fireEvent.click(screen.getByRole('button', { name: '協議與條款' }))
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/me/agreement' })
  })

  it('logged out: a login prompt and no request', async () => {
    renderPage(<MePage />, { loggedIn: false })
    expect(screen.getByText('登入後管理您的帳戶')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '登入' }))
    expect(ui.navigateTo).toHaveBeenCalledWith({
      url: `/pages/login/index?redirect=${encodeURIComponent('/pages/me/index')}`,
    })
    await act(async () => undefined)
    expect(server.callsTo(API.queryCashUser)).toHaveLength(0)
  })
})

describe('log out', () => {
  it('after confirming: tells the server, forgets the session and drafts, then opens login', async () => {
    server.respond(API.logout, ok(null))
    await showMe()
    Taro.setStorageSync('draft:U1:userInfo', JSON.stringify({ savedAt: 1, values: { name: '王小明' } }))
    Taro.setStorageSync('draft:U2:userInfo', JSON.stringify({ savedAt: 1, values: {} }))
    fireEvent.click(screen.getByRole('button', { name: '登出' }))
    await waitFor(() => expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' }))
    expect(ui.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ content: '確定要登出嗎？下次使用需重新登入。' }),
    )
    expect(server.callsTo(API.logout)).toHaveLength(1)
    // The server was told while the token was still there.
    expect(server.last(API.logout)?.headers.Authorization).toBe('Bearer test-token')
    expect(appStore.get(tokenAtom)).toBeNull()
    expect(Taro.getStorageSync('token')).toBeFalsy()
    expect(Taro.getStorageSync('draft:U1:userInfo')).toBeFalsy()
    expect(Taro.getStorageSync('draft:U2:userInfo')).toBeTruthy()
  })

  it('cancelled: stays logged in', async () => {
    ui.showModal.mockResolvedValue({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    await showMe()
    fireEvent.click(screen.getByRole('button', { name: '登出' }))
    await act(async () => undefined)
    expect(server.callsTo(API.logout)).toHaveLength(0)
    expect(appStore.get(tokenAtom)).toBe('test-token')
    expect(ui.reLaunch).not.toHaveBeenCalled()
  })

  it('offline: the device still forgets the session', async () => {
    server.respond(API.logout, { type: 'fail', errMsg: 'request:fail' })
    await showMe()
    fireEvent.click(screen.getByRole('button', { name: '登出' }))
    await waitFor(() => expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' }))
    expect(appStore.get(tokenAtom)).toBeNull()
  })
})

describe('password', () => {
  it('without a password, leads to setting one', async () => {
    await showMe({ hasPassword: false })
    fireEvent.click(screen.getByRole('button', { name: '設定登入密碼' }))
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/moduleB' })
  })

  it('checks each field, shows a wrong current password next to it, keeps the input, then changes it', async () => {
    server.respond(API.editPassword, envelope(400, '原密碼錯誤'), ok(null))
    await showMe()
    fireEvent.click(screen.getByRole('button', { name: '修改登入密碼' }))
    const form = dialog('修改登入密碼')
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement
    const submit = () => fireEvent.click(within(form).getByRole('button', { name: '確認修改' }))

    submit()
    expect(within(form).getByText('請輸入目前密碼')).toBeTruthy()
    expect(server.callsTo(API.editPassword)).toHaveLength(0)

    fireEvent.input(field('目前密碼'), { target: { value: 'oldpass123' } })
    fireEvent.input(field('新密碼'), { target: { value: 'abcdefgh' } })
    fireEvent.blur(field('新密碼'))
    expect(await within(form).findByText('密碼須同時包含英文字母與數字')).toBeTruthy()
    fireEvent.input(field('新密碼'), { target: { value: 'newpass456' } })
    fireEvent.input(field('再次輸入新密碼'), { target: { value: 'newpass457' } })
    submit()
    expect(await within(form).findByText('兩次輸入的密碼不一致')).toBeTruthy()

    fireEvent.input(field('再次輸入新密碼'), { target: { value: 'newpass456' } })
    submit()
    expect(await within(form).findByText('原密碼錯誤')).toBeTruthy()
    expect(field('新密碼').value).toBe('newpass456')

    submit()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改登入密碼' })).toBeNull())
    expect(server.last(API.editPassword)?.payload).toEqual({ oldPassword: 'oldpass123', newPassword: 'newpass456' })
    expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '密碼已更新' }))
  })
})

describe('feedback', () => {
  const QUESTIONS = {
    faqs: [{ id: 'F1', category: '還款', question: '如何還款？', answer: '可使用 ATM 轉帳或超商代碼繳費。' }],
    mine: [
      {
        id: 'Q1',
        content: '請問可以提前還款嗎？',
        contact: '',
        imageUrls: [],
        status: 'replied',
        reply: '可以，提前還款只計算實際天數的利息。',
        createdAt: '2026-11-01T02:00:00.000Z',
      },
    ],
  }

  it('lists the FAQs and the user\u2019s own questions with replies', async () => {
    server.respond(API.questionQuery, ok(QUESTIONS))
    await showMe()
    fireEvent.click(screen.getByRole('button', { name: '意見回饋' }))
    const sheet = dialog('意見回饋')
    expect(await within(sheet).findByText('請問可以提前還款嗎？')).toBeTruthy()
    expect(within(sheet).getByText('已回覆')).toBeTruthy()
    expect(within(sheet).getByText(/提前還款只計算實際天數的利息/)).toBeTruthy()
    fireEvent.click(within(sheet).getByRole('button', { name: /如何還款？/ }))
    expect(within(sheet).getByText('可使用 ATM 轉帳或超商代碼繳費。')).toBeTruthy()
  })

  it('refuses too short a message, then sends it once and lists it', async () => {
    server.respond(API.questionQuery, ok({ faqs: [], mine: [] }))
    server.respond(
      API.questionSave,
      ok({
        id: 'Q2',
        content: '還款後訂單狀態沒有更新',
        contact: 'line: ming',
        imageUrls: [],
        status: 'received',
        reply: '',
        createdAt: '2026-11-22T02:00:00.000Z',
      }),
    )
    await showMe()
    fireEvent.click(screen.getByRole('button', { name: '意見回饋' }))
    const sheet = dialog('意見回饋')
    await within(sheet).findByText('您尚未送出任何回饋')
    const content = within(sheet).getByLabelText('問題或建議') as HTMLTextAreaElement
    fireEvent.input(content, { target: { value: '好' } })
    fireEvent.click(within(sheet).getByRole('button', { name: '送出' }))
    expect(await within(sheet).findByText('內容至少 5 個字')).toBeTruthy()
    expect(server.callsTo(API.questionSave)).toHaveLength(0)

    fireEvent.input(content, { target: { value: '還款後訂單狀態沒有更新' } })
    fireEvent.input(within(sheet).getByLabelText('聯絡方式（選填）'), { target: { value: 'line: ming' } })
    const send = within(sheet).getByRole('button', { name: '送出' })
    fireEvent.click(send)
    fireEvent.click(send)
    expect(await within(sheet).findByText('處理中')).toBeTruthy()
    expect(server.callsTo(API.questionSave)).toHaveLength(1)
    expect(server.last(API.questionSave)?.payload).toEqual({ content: '還款後訂單狀態沒有更新', contact: 'line: ming' })
  })
})

describe('delete account', () => {
  const DATA = [
    { category: 'profile', label: '個人資料', count: 1, updatedAt: '2026-11-01T02:00:00.000Z' },
    { category: 'emergencyContacts', label: '緊急聯絡人', count: 2, updatedAt: '2026-11-01T02:00:00.000Z' },
    { category: 'phoneContacts', label: '通訊錄', count: 0, updatedAt: null },
  ]

  async function openDelete() {
    server.respond(API.userDataList, ok(DATA))
    await showMe()
    fireEvent.click(screen.getByRole('button', { name: '註銷帳戶' }))
    const sheet = dialog('註銷帳戶')
    await within(sheet).findByText('緊急聯絡人')
    return sheet
  }

  it('says exactly what is removed, from the server\u2019s own list, and what else happens', async () => {
    const sheet = await openDelete()
    const rows = within(sheet)
      .getAllByRole('listitem')
      .map((row) => row.textContent)
    expect(rows).toEqual(['個人資料1 筆', '緊急聯絡人2 筆', '通訊錄無資料'])
    expect(within(sheet).getByText('所有裝置上的登入狀態將立即失效。')).toBeTruthy()
    expect(within(sheet).getByText('此手機號碼可重新註冊，但新帳戶不會保留任何舊資料。')).toBeTruthy()
  })

  it('needs the confirmation ticked', async () => {
    const sheet = await openDelete()
    fireEvent.click(within(sheet).getByRole('button', { name: '確定註銷' }))
    expect(within(sheet).getByText('請勾選確認後再註銷')).toBeTruthy()
    expect(server.callsTo(API.destroyAccount)).toHaveLength(0)
  })

  it('with an unpaid loan: the server\u2019s reason, and the account stays', async () => {
    server.respond(API.destroyAccount, envelope(409, '尚有未結清的借款，無法註銷帳戶'))
    const sheet = await openDelete()
    fireEvent.click(within(sheet).getByRole('checkbox', { name: '我已了解上述內容，確定註銷帳戶' }))
    fireEvent.click(within(sheet).getByRole('button', { name: '確定註銷' }))
    expect(await within(sheet).findByText('尚有未結清的借款，無法註銷帳戶')).toBeTruthy()
    expect(appStore.get(tokenAtom)).toBe('test-token')
    expect(ui.reLaunch).not.toHaveBeenCalled()
  })

  it('deletes once, then the session ends and login opens', async () => {
    server.respond(API.destroyAccount, ok(null))
    const sheet = await openDelete()
    fireEvent.input(within(sheet).getByLabelText('註銷原因（選填）'), { target: { value: '不再需要' } })
    fireEvent.click(within(sheet).getByRole('checkbox', { name: '我已了解上述內容，確定註銷帳戶' }))
    const submit = within(sheet).getByRole('button', { name: '確定註銷' })
    fireEvent.click(submit)
    fireEvent.click(submit)
    await waitFor(() => expect(ui.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' }))
    expect(server.callsTo(API.destroyAccount)).toHaveLength(1)
    expect(server.last(API.destroyAccount)?.payload).toEqual({ reason: '不再需要' })
    expect(appStore.get(tokenAtom)).toBeNull()
  })
})
