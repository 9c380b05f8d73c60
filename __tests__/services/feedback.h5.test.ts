/**
 * feedback.ts with the H5 drawing, as the H5 build wires them: the shared rules (one modal per text, loading
 * holders, the slow-network text, our 已複製 toast) seen on the DOM, and no Taro interaction call at all.
 */
import Taro from '@tarojs/taro'
import { fireEvent, screen, within } from '@testing-library/dom'
import { copyText, holdLoading, showConfirmModal, showErrorModal } from '@/services/feedback'

// What the H5 build does with Taro's per-platform files.
jest.mock('@/services/feedback-ui', () => jest.requireActual('@/services/feedback-ui.h5'))

const statusTexts = () =>
  screen
    .queryAllByRole('status')
    .map((status) => (status.textContent ?? '').trim())
    .filter(Boolean)

let taroUi: jest.SpyInstance[]
beforeEach(() => {
  taroUi = (['showToast', 'showModal', 'showLoading', 'hideLoading', 'setClipboardData'] as const).map((name) =>
    jest.spyOn(Taro, name),
  )
})
afterEach(() => {
  for (const spy of taroUi) expect(spy).not.toHaveBeenCalled()
  jest.restoreAllMocks()
  jest.useRealTimers()
  document.body.replaceChildren()
})

it('the same error modal requested three times at once shows once; each caller resolves when it is closed', async () => {
  const closed = [1, 2, 3].map(() => showErrorModal({ title: '網路請求超時', content: '請檢查網路環境後重試' }))
  expect(screen.getAllByRole('dialog')).toHaveLength(1)
  fireEvent.click(screen.getByRole('button', { name: '確定' }))
  await expect(Promise.all(closed)).resolves.toEqual([undefined, undefined, undefined])
  expect(screen.queryByRole('dialog')).toBeNull()
})

it('showConfirmModal: 取消 and 確定 by default, false then true', async () => {
  const cancelled = showConfirmModal({ title: '刪除銀行帳戶', content: '確定刪除這個帳戶嗎？' })
  const dialog = screen.getByRole('dialog', { name: '刪除銀行帳戶' })
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['取消', '確定'])
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
  await expect(cancelled).resolves.toBe(false)

  const confirmed = showConfirmModal({ title: '刪除銀行帳戶', content: '確定刪除這個帳戶嗎？' })
  fireEvent.click(screen.getByRole('button', { name: '確定' }))
  await expect(confirmed).resolves.toBe(true)
})

it('holdLoading: 載入中, 網路不佳，請耐心等待 after 5 s, hidden when the last holder releases it', () => {
  jest.useFakeTimers()
  const first = holdLoading()
  const second = holdLoading()
  expect(statusTexts()).toEqual(['載入中'])
  jest.advanceTimersByTime(5_000)
  expect(statusTexts()).toEqual(['網路不佳，請耐心等待'])
  first()
  expect(statusTexts()).toEqual(['網路不佳，請耐心等待'])
  second()
  expect(statusTexts()).toEqual([])
})

it('copyText: copies with navigator.clipboard, then our 已複製 toast', async () => {
  const writeText = jest.fn(() => Promise.resolve())
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  try {
    await expect(copyText('@ezdloan')).resolves.toBe(true)
  } finally {
    Reflect.deleteProperty(navigator, 'clipboard')
  }
  expect(writeText).toHaveBeenCalledWith('@ezdloan')
  expect(statusTexts()).toEqual(['已複製'])
})

it('copyText: 複製失敗，請長按文字複製 when nothing could copy', async () => {
  // jsdom has neither navigator.clipboard nor document.execCommand.
  await expect(copyText('@ezdloan')).resolves.toBe(false)
  expect(statusTexts()).toEqual(['複製失敗，請長按文字複製'])
})
