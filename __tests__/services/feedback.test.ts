import {
  copyText,
  hideLoading,
  holdLoading,
  showConfirmModal,
  showErrorModal,
  showLoading,
  showSuccessToast,
  showToast,
} from '@/services/feedback'
import { spyOnTaroUi, type TaroUiSpies } from '../helpers/fake-transport'

let ui: TaroUiSpies
beforeEach(() => {
  ui = spyOnTaroUi()
})
afterEach(() => jest.restoreAllMocks())

describe('feedback helpers', () => {
  it('showToast: plain text for 1500 ms', () => {
    showToast('已送出')
    expect(ui.showToast).toHaveBeenCalledWith({ title: '已送出', icon: 'none', duration: 1500 })
  })

  it('showSuccessToast: success icon for 1500 ms', () => {
    showSuccessToast('綁定成功')
    expect(ui.showToast).toHaveBeenCalledWith({ title: '綁定成功', icon: 'success', duration: 1500 })
  })

  it('showErrorModal: title 溫馨提示 by default, one 確定 button, resolves when closed', async () => {
    await showErrorModal({ content: '手機號碼格式錯誤' })
    expect(ui.showModal).toHaveBeenCalledWith({
      title: '溫馨提示',
      content: '手機號碼格式錯誤',
      showCancel: false,
      confirmText: '確定',
    })
  })

  it('showErrorModal: the same modal requested twice while open shows once', async () => {
    let close: () => void = () => undefined
    ui.showModal.mockImplementation(
      () =>
        new Promise((resolve) => {
          close = () => resolve({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
        }),
    )
    const first = showErrorModal({ title: '網路請求超時', content: '請檢查網路環境後重試' })
    const second = showErrorModal({ title: '網路請求超時', content: '請檢查網路環境後重試' })
    expect(ui.showModal).toHaveBeenCalledTimes(1)
    close()
    await Promise.all([first, second])

    // Once closed, the same text may show again.
    ui.showModal.mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
    await showErrorModal({ title: '網路請求超時', content: '請檢查網路環境後重試' })
    expect(ui.showModal).toHaveBeenCalledTimes(2)
  })

  it('showErrorModal resolves even when the platform refuses the modal', async () => {
    ui.showModal.mockImplementation(() => Promise.reject(new Error('showModal:fail')))
    await expect(showErrorModal({ content: 'x' })).resolves.toBeUndefined()
  })

  it('showConfirmModal: 取消 and the confirm text, the confirm button in the brand blue; true when confirmed', async () => {
    await expect(
      showConfirmModal({ title: '登出', content: '確定要登出嗎？', confirmText: '登出', cancelText: '取消' }),
    ).resolves.toBe(true)
    expect(ui.showModal).toHaveBeenCalledWith({
      title: '登出',
      content: '確定要登出嗎？',
      showCancel: true,
      confirmText: '登出',
      cancelText: '取消',
      confirmColor: '#1565d8',
    })
  })

  it('showConfirmModal: false when cancelled, and when the platform refuses the modal', async () => {
    ui.showModal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    await expect(showConfirmModal({ title: '登出', content: '確定要登出嗎？' })).resolves.toBe(false)
    ui.showModal.mockImplementationOnce(() => Promise.reject(new Error('showModal:fail')))
    await expect(showConfirmModal({ title: '登出', content: '確定要登出嗎？' })).resolves.toBe(false)
  })

  it('showLoading / hideLoading', () => {
    showLoading()
    showLoading('送出中')
    hideLoading()
    expect(ui.showLoading).toHaveBeenNthCalledWith(1, { title: '載入中', mask: true })
    expect(ui.showLoading).toHaveBeenNthCalledWith(2, { title: '送出中', mask: true })
    expect(ui.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('holdLoading: one indicator for every holder, hidden when the last releases it', () => {
    const first = holdLoading()
    const second = holdLoading('送出中')
    first()
    first()
    expect(ui.hideLoading).not.toHaveBeenCalled()
    second()
    expect(ui.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('copyText: clipboard, then the toast 已複製', async () => {
    await expect(copyText('@ezdloan')).resolves.toBe(true)
    expect(ui.setClipboardData).toHaveBeenCalledWith({ data: '@ezdloan' })
    expect(ui.showToast).toHaveBeenCalledWith({ title: '已複製', icon: 'none', duration: 1500 })
  })

  it('copyText: says so when copying failed', async () => {
    ui.setClipboardData.mockImplementation(() => Promise.reject(new Error('denied')))
    await expect(copyText('@ezdloan')).resolves.toBe(false)
    expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '複製失敗，請長按文字複製' }))
  })
})
