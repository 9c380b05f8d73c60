/**
 * How feedback is drawn in the mini-program (and in jest): Taro's native toast, loading, modal and clipboard.
 * The H5 build resolves feedback-ui.h5.ts instead (Taro's per-platform files), which draws the same things in
 * plain DOM so Taro's H5 interaction module stays out of every first load. What to show, when, and how often
 * is decided once, in feedback.ts; these functions only draw.
 */
import Taro from '@tarojs/taro'

export interface ToastRequest {
  text: string
  icon: 'none' | 'success'
  durationMs: number
}

export interface ModalRequest {
  title: string
  content: string
  confirmText: string
  /** A second, cancelling button when set; without it the modal has `confirmText` only. */
  cancelText?: string
}

/** The brand blue of the confirm button of two-button modals. */
const CONFIRM_COLOR = '#1565d8'

/** Each draw function returns what the platform call returns (possibly a promise); feedback.ts settles it. */
export function drawToast({ text, icon, durationMs }: ToastRequest): unknown {
  return Taro.showToast({ title: text, icon, duration: durationMs })
}

/** Shows the loading indicator with a mask that blocks taps, or re-labels the one on screen. */
export function drawLoading(text: string): unknown {
  return Taro.showLoading({ title: text, mask: true })
}

export function removeLoading(): unknown {
  return Taro.hideLoading()
}

/** Resolves true when the user confirmed, false when they cancelled; rejects when the platform refused. */
export async function drawModal({ title, content, confirmText, cancelText }: ModalRequest): Promise<boolean> {
  const result = await Taro.showModal(
    cancelText === undefined
      ? { title, content, showCancel: false, confirmText }
      : { title, content, showCancel: true, confirmText, cancelText, confirmColor: CONFIRM_COLOR },
  )
  return result.confirm
}

/** Rejects when the text could not be copied. WeChat shows its own toast, which feedback.ts replaces. */
export async function writeClipboard(text: string): Promise<void> {
  await Taro.setClipboardData({ data: text })
}
