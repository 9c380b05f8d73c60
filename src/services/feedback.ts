/**
 * The app's toasts, modals and loading indicator (spec section 8 "Global helpers"), one place for their
 * wording and timing. Wrappers over Taro so the H5 and mini-program builds look the same, and so a failing
 * native call (a modal already open, a page switching) never turns into an unhandled rejection.
 */
import Taro from '@tarojs/taro'
import { settled } from '@/utils/settled'

export const FEEDBACK_TEXT = {
  defaultModalTitle: '溫馨提示',
  confirm: '確定',
  copied: '已複製',
  copyFailed: '複製失敗，請長按文字複製',
  loading: '載入中',
  /** Replaces the loading text when something is still pending after its slow threshold (spec section 8). */
  slowNetwork: '網路不佳，請耐心等待',
} as const

/** Plain and success toasts both stay 1500 ms (spec section 9). */
export const TOAST_DURATION_MS = 1500

export function showToast(text: string): void {
  quietly(() => Taro.showToast({ title: text, icon: 'none', duration: TOAST_DURATION_MS }))
}

export function showSuccessToast(text: string): void {
  quietly(() => Taro.showToast({ title: text, icon: 'success', duration: TOAST_DURATION_MS }))
}

export interface ErrorModalOptions {
  /** @default '溫馨提示' */
  title?: string
  content: string
}

// Modals open right now, by title and content: several calls failing the same way at once (a page loading
// three things offline) show one modal, not a stack of identical ones.
const openModals = new Map<string, Promise<void>>()

/** A modal with one `確定` button; resolves when the user closes it. */
export function showErrorModal({ title = FEEDBACK_TEXT.defaultModalTitle, content }: ErrorModalOptions): Promise<void> {
  const id = `${title}\n${content}`
  const open = openModals.get(id)
  if (open) return open
  const closed = settled(() =>
    Taro.showModal({ title, content, showCancel: false, confirmText: FEEDBACK_TEXT.confirm }),
  ).finally(() => openModals.delete(id))
  openModals.set(id, closed)
  return closed
}

/** After this long, a call that shows loading switches to `網路不佳，請耐心等待` (spec section 9). */
export const SLOW_NETWORK_HINT_MS = 5_000

// Everything holding the loading indicator right now (API calls, page chunks); it hides with the last one.
let loadingHolders = 0

/**
 * Shows the loading indicator until the returned function is called. Holders share the one indicator: it
 * stays up until the last of them releases it. Still held after `slowAfterMs`, its text becomes
 * `網路不佳，請耐心等待`.
 */
export function holdLoading(
  text: string = FEEDBACK_TEXT.loading,
  { slowAfterMs = SLOW_NETWORK_HINT_MS }: { slowAfterMs?: number } = {},
): () => void {
  loadingHolders += 1
  showLoading(text)
  const slowHint = setTimeout(() => showLoading(FEEDBACK_TEXT.slowNetwork), slowAfterMs)
  let released = false
  return () => {
    if (released) return
    released = true
    clearTimeout(slowHint)
    loadingHolders -= 1
    if (loadingHolders === 0) hideLoading()
  }
}

/** Shows (or re-labels) the loading indicator; it blocks taps until `hideLoading`. Prefer `holdLoading`. */
export function showLoading(text: string = FEEDBACK_TEXT.loading): void {
  quietly(() => Taro.showLoading({ title: text, mask: true }))
}

export function hideLoading(): void {
  quietly(() => Taro.hideLoading())
}

/** Copies `text` to the clipboard and confirms with the `已複製` toast; resolves false when copying failed. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: text })
  } catch {
    showToast(FEEDBACK_TEXT.copyFailed)
    return false
  }
  // Taro (H5) and WeChat show their own simplified-Chinese toast (内容已复制); ours replaces it.
  showToast(FEEDBACK_TEXT.copied)
  return true
}

/** Feedback is best effort: a native refusal must not reject the caller's flow. */
function quietly(call: () => unknown): void {
  void settled(call)
}
