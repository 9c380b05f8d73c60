/**
 * The app's toasts, modals and loading indicator (spec section 8 "Global helpers"), one place for their
 * wording, timing and rules: identical modals show once, loading holders share one indicator, the slow-network
 * text after 5 s, our own `已複製` toast. Drawing is per platform: feedback-ui.ts (Taro's native UI, for the
 * mini-program and jest) or feedback-ui.h5.ts (our DOM, so H5 pages do not load Taro's interaction module).
 * A failing platform call (a modal already open, a page switching) never turns into an unhandled rejection.
 */
import { drawLoading, drawModal, drawToast, removeLoading, writeClipboard, type ModalRequest } from './feedback-ui'
import { settled } from '@/utils/settled'

export const FEEDBACK_TEXT = {
  defaultModalTitle: '溫馨提示',
  confirm: '確定',
  cancel: '取消',
  copied: '已複製',
  copyFailed: '複製失敗，請長按文字複製',
  loading: '載入中',
  /** Replaces the loading text when something is still pending after its slow threshold (spec section 8). */
  slowNetwork: '網路不佳，請耐心等待',
} as const

/** Plain and success toasts both stay 1500 ms (spec section 9). */
export const TOAST_DURATION_MS = 1500

export function showToast(text: string): void {
  quietly(() => drawToast({ text, icon: 'none', durationMs: TOAST_DURATION_MS }))
}

export function showSuccessToast(text: string): void {
  quietly(() => drawToast({ text, icon: 'success', durationMs: TOAST_DURATION_MS }))
}

export interface ErrorModalOptions {
  /** @default '溫馨提示' */
  title?: string
  content: string
  /** @default '確定' */
  confirmText?: string
}

/** A modal with one button (`確定` by default); resolves when the user closes it. */
export async function showErrorModal({
  title = FEEDBACK_TEXT.defaultModalTitle,
  content,
  confirmText = FEEDBACK_TEXT.confirm,
}: ErrorModalOptions): Promise<void> {
  await openModal({ title, content, confirmText })
}

export interface ConfirmModalOptions {
  title: string
  content: string
  /** @default '確定' */
  confirmText?: string
  /** @default '取消' */
  cancelText?: string
}

/** A modal with a cancel and a confirm button; resolves true when confirmed, false otherwise. */
export function showConfirmModal({
  title,
  content,
  confirmText = FEEDBACK_TEXT.confirm,
  cancelText = FEEDBACK_TEXT.cancel,
}: ConfirmModalOptions): Promise<boolean> {
  return openModal({ title, content, confirmText, cancelText })
}

// Modals open right now, by what they say: several calls failing the same way at once (a page loading
// three things offline) show one modal, not a stack of identical ones, and every caller gets its answer.
const openModals = new Map<string, Promise<boolean>>()

/** Resolves with the user's answer; false when the platform refused to show the modal. */
function openModal(request: ModalRequest): Promise<boolean> {
  const id = JSON.stringify(request)
  const open = openModals.get(id)
  if (open) return open
  const answered = drawModal(request)
    .catch(() => false)
    .finally(() => openModals.delete(id))
  openModals.set(id, answered)
  return answered
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
  quietly(() => drawLoading(text))
}

export function hideLoading(): void {
  quietly(() => removeLoading())
}

/** Copies `text` to the clipboard and confirms with the `已複製` toast; resolves false when copying failed. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await writeClipboard(text)
  } catch {
    showToast(FEEDBACK_TEXT.copyFailed)
    return false
  }
  // WeChat shows its own simplified-Chinese toast (内容已复制); ours replaces it.
  showToast(FEEDBACK_TEXT.copied)
  return true
}

/** Feedback is best effort: a native refusal must not reject the caller's flow. */
function quietly(call: () => unknown): void {
  void settled(call)
}
