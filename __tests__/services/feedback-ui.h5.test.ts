/**
 * The H5 drawing of toasts, loading, modals and the clipboard (src/services/feedback-ui.h5.ts), in jsdom.
 * Jest resolves `@/services/feedback-ui` to the mini-program file, so this imports the H5 file directly.
 */
import { fireEvent, screen, within } from '@testing-library/dom'
import { drawLoading, drawModal, drawToast, removeLoading, writeClipboard } from '@/services/feedback-ui.h5'

/** The app's global statuses (toast, loading) are the role="status" children of <body>. */
function shownStatuses(): string[] {
  return screen
    .queryAllByRole('status')
    .filter((status) => status.parentElement === document.body)
    .map((status) => (status.textContent ?? '').trim())
    .filter(Boolean)
}

function buttonNames(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')
}

afterEach(() => {
  jest.useRealTimers()
  document.body.replaceChildren()
})

describe('toast', () => {
  beforeEach(() => jest.useFakeTimers())

  it('shows the text in a polite live region for exactly its duration', () => {
    drawToast({ text: '已送出', icon: 'none', durationMs: 1500 })
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('已送出')
    expect(status.querySelector('svg')).toBeNull()

    jest.advanceTimersByTime(1499)
    expect(shownStatuses()).toEqual(['已送出'])
    jest.advanceTimersByTime(1)
    expect(shownStatuses()).toEqual([])
  })

  it('success: a check icon hidden from screen readers above the text', () => {
    drawToast({ text: '綁定成功', icon: 'success', durationMs: 1500 })
    const icon = screen.getByRole('status').querySelector('svg')
    expect(icon?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('綁定成功')
  })

  it('a newer toast replaces the one showing and gets its own full duration', () => {
    drawToast({ text: '第一則', icon: 'none', durationMs: 1500 })
    jest.advanceTimersByTime(1000)
    drawToast({ text: '第二則', icon: 'none', durationMs: 1500 })
    expect(shownStatuses()).toEqual(['第二則'])
    jest.advanceTimersByTime(1000)
    expect(shownStatuses()).toEqual(['第二則'])
    jest.advanceTimersByTime(500)
    expect(shownStatuses()).toEqual([])
  })
})

describe('loading', () => {
  const mask = () => document.querySelector<HTMLElement>('.app-loading')

  it('a spinner with the text over a mask, re-labelled in place, then hidden', () => {
    drawLoading('載入中')
    const indicator = screen.getByRole('status')
    expect(indicator.textContent).toBe('載入中')
    expect(indicator.querySelector('[aria-hidden="true"]')).not.toBeNull()
    expect(mask()?.hidden).toBe(false)

    drawLoading('網路不佳，請耐心等待')
    // The same element with new text: nothing is removed and redrawn, so it does not flicker.
    expect(screen.getByRole('status')).toBe(indicator)
    expect(indicator.textContent).toBe('網路不佳，請耐心等待')
    expect(document.querySelectorAll('.app-loading')).toHaveLength(1)

    removeLoading()
    expect(indicator.hidden).toBe(true)
    expect(mask()?.hidden).toBe(true)
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('modal', () => {
  it('one button: dialog named by its title, described by its content, focus on 確定, resolves true', async () => {
    const answer = drawModal({ title: '溫馨提示', content: '手機號碼格式錯誤', confirmText: '確定' })
    const dialog = screen.getByRole('dialog', { name: '溫馨提示' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('手機號碼格式錯誤')
    expect(buttonNames(dialog)).toEqual(['確定'])
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '確定' }))

    fireEvent.click(within(dialog).getByRole('button', { name: '確定' }))
    await expect(answer).resolves.toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('confirm modal: 取消 resolves false and 登出 true; focus returns to what opened it', async () => {
    const opener = document.body.appendChild(document.createElement('button'))
    opener.focus()
    const request = { title: '登出', content: '確定要登出嗎？', confirmText: '登出', cancelText: '取消' }

    const cancelled = drawModal(request)
    const dialog = screen.getByRole('dialog', { name: '登出' })
    expect(buttonNames(dialog)).toEqual(['取消', '登出'])
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '登出' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await expect(cancelled).resolves.toBe(false)
    expect(document.activeElement).toBe(opener)

    const confirmed = drawModal(request)
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '登出' }))
    await expect(confirmed).resolves.toBe(true)
  })

  it('keyboard: Escape cancels, Tab stays between the two buttons', async () => {
    const answer = drawModal({ title: '登出', content: '確定要登出嗎？', confirmText: '登出', cancelText: '取消' })
    const dialog = screen.getByRole('dialog')
    const [cancel, confirm] = within(dialog).getAllByRole('button')
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' })
    expect(document.activeElement).toBe(cancel)
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' })
    expect(document.activeElement).toBe(confirm)
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(cancel)

    fireEvent.keyDown(dialog, { key: 'Escape' })
    await expect(answer).resolves.toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Escape does not close a one-button modal: the user has to read and confirm it', () => {
    void drawModal({ title: '網路請求超時', content: '請檢查網路環境後重試', confirmText: '確定' })
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(screen.getByRole('dialog', { name: '網路請求超時' })).toBeTruthy()
  })
})

describe('clipboard', () => {
  const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
  let execCommand: jest.Mock
  let copiedBySelection: string | null

  function setClipboard(clipboard: Partial<Clipboard> | undefined) {
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
  }

  beforeEach(() => {
    copiedBySelection = null
    // jsdom has no execCommand: this one copies what is selected in the focused field, like a browser.
    execCommand = jest.fn((command: string) => {
      const field = document.activeElement as HTMLTextAreaElement | null
      if (command !== 'copy' || !field || !('value' in field)) return false
      copiedBySelection = field.value.slice(field.selectionStart, field.selectionEnd)
      return true
    })
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
  })

  afterEach(() => {
    if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard)
    else Reflect.deleteProperty(navigator, 'clipboard')
    Reflect.deleteProperty(document, 'execCommand')
  })

  it('uses navigator.clipboard when the browser has it', async () => {
    const writeText = jest.fn(() => Promise.resolve())
    setClipboard({ writeText })
    await writeClipboard('@ezdloan')
    expect(writeText).toHaveBeenCalledWith('@ezdloan')
    expect(execCommand).not.toHaveBeenCalled()
  })

  it('without navigator.clipboard: selects the text and copies it, leaving nothing behind', async () => {
    setClipboard(undefined)
    const opener = document.body.appendChild(document.createElement('button'))
    opener.focus()
    await writeClipboard('https://example.test/#/pages/me/index')
    expect(copiedBySelection).toBe('https://example.test/#/pages/me/index')
    expect(document.querySelector('textarea')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('navigator.clipboard refused (in-app browsers): falls back to copying the selection', async () => {
    setClipboard({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) })
    await writeClipboard('@ezdloan')
    expect(copiedBySelection).toBe('@ezdloan')
  })

  it('rejects when neither way copied', async () => {
    setClipboard(undefined)
    execCommand.mockReturnValue(false)
    await expect(writeClipboard('@ezdloan')).rejects.toThrow()
    expect(document.querySelector('textarea')).toBeNull()
  })
})
