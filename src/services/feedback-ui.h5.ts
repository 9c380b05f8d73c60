/**
 * How feedback is drawn on H5: our own toast, loading indicator, modal and clipboard in plain DOM (one small
 * stylesheet, no React, no NutUI). Taro's H5 versions of these live in its interaction module, which with its
 * CSS and icon font would sit in the entry chunk of every page. The mini-program and jest use feedback-ui.ts;
 * what to show, when, and how often is decided once, in feedback.ts.
 */
import type * as NativeUi from './feedback-ui'
import type { ModalRequest, ToastRequest } from './feedback-ui'
import './feedback-ui.h5.scss'

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent?: HTMLElement) {
  const node = document.createElement(tag)
  node.className = className
  parent?.appendChild(node)
  return node
}

// --- Toast -------------------------------------------------------------------------------------------------

// One live region for every toast, kept in the page once created: screen readers announce what is put into a
// region that already exists more reliably than a region that appears with its text.
let toastRegion: HTMLElement | null = null
let toastTimer: ReturnType<typeof setTimeout> | undefined

const SUCCESS_ICON =
  '<svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">' +
  '<path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" stroke-width="2.4" ' +
  'stroke-linecap="round" stroke-linejoin="round"/></svg>'

/** A dark bubble in the middle of the screen; a newer toast replaces the one showing. Taps go through it. */
export function drawToast({ text, icon, durationMs }: ToastRequest): void {
  if (!toastRegion?.isConnected) {
    toastRegion = element('div', 'app-toast', document.body)
    toastRegion.setAttribute('role', 'status')
    toastRegion.setAttribute('aria-live', 'polite')
  }
  const region = toastRegion
  const bubble = element(
    'div',
    icon === 'success' ? 'app-toast__bubble app-toast__bubble--success' : 'app-toast__bubble',
  )
  if (icon === 'success') bubble.innerHTML = SUCCESS_ICON
  element('p', 'app-toast__text', bubble).textContent = text
  region.replaceChildren(bubble)
  clearTimeout(toastTimer)
  toastTimer = setTimeout(() => region.replaceChildren(), durationMs)
}

// --- Loading -----------------------------------------------------------------------------------------------

let loading: { mask: HTMLElement; box: HTMLElement; label: HTMLElement } | null = null

/**
 * A spinner with its text over a transparent mask that blocks taps. Called again while shown, only the text
 * changes (the slow-network hint), so the indicator does not flicker. Mask and box are siblings in <body>,
 * like the toast: the app's global statuses are the `role="status"` children of <body>.
 */
export function drawLoading(text: string): void {
  if (!loading?.mask.isConnected) {
    const mask = element('div', 'app-loading', document.body)
    const box = element('div', 'app-loading__box', document.body)
    box.setAttribute('role', 'status')
    box.setAttribute('aria-live', 'polite')
    element('span', 'app-loading__spinner', box).setAttribute('aria-hidden', 'true')
    loading = { mask, box, label: element('p', 'app-loading__text', box) }
  }
  loading.label.textContent = text
  loading.mask.hidden = false
  loading.box.hidden = false
}

export function removeLoading(): void {
  if (!loading) return
  loading.mask.hidden = true
  loading.box.hidden = true
}

// --- Modal -------------------------------------------------------------------------------------------------

let modalsOpened = 0

/**
 * A dialog over a dark mask: title, content, and `confirmText` (plus `cancelText` when set). Focus moves to
 * the confirm button and stays in the dialog; Escape cancels when there is a cancel button. Resolves true
 * when confirmed, false when cancelled; focus returns where it was.
 */
export function drawModal({ title, content, confirmText, cancelText }: ModalRequest): Promise<boolean> {
  return new Promise((resolve) => {
    modalsOpened += 1
    const id = `app-modal-${modalsOpened}`
    const returnFocusTo = document.activeElement
    const mask = element('div', 'app-modal')
    const dialog = element('div', 'app-modal__dialog', mask)
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    const heading = element('h2', 'app-modal__title', dialog)
    heading.id = `${id}-title`
    heading.textContent = title
    const body = element('p', 'app-modal__content', dialog)
    body.id = `${id}-content`
    body.textContent = content
    dialog.setAttribute('aria-labelledby', heading.id)
    dialog.setAttribute('aria-describedby', body.id)

    const row = element('div', 'app-modal__buttons', dialog)
    const button = (label: string, modifier: string, confirmed: boolean) => {
      const node = element('button', `app-modal__button app-modal__button--${modifier}`, row)
      node.type = 'button'
      node.textContent = label
      node.addEventListener('click', () => close(confirmed))
      return node
    }
    const cancel = cancelText === undefined ? null : button(cancelText, 'cancel', false)
    const confirm = button(confirmText, 'confirm', true)
    const buttons = cancel ? [cancel, confirm] : [confirm]

    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && cancel) {
        event.preventDefault()
        close(false)
      } else if (event.key === 'Tab') {
        // aria-modal: keyboard focus cycles through the dialog's buttons instead of reaching the page behind.
        event.preventDefault()
        const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
        const next = (at + (event.shiftKey ? buttons.length - 1 : 1)) % buttons.length
        buttons[next]?.focus()
      }
    })

    function close(confirmed: boolean) {
      mask.remove()
      if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus()
      resolve(confirmed)
    }

    document.body.appendChild(mask)
    confirm.focus()
  })
}

// --- Clipboard ---------------------------------------------------------------------------------------------

/**
 * The async Clipboard API where the browser has it (secure pages); otherwise, or when it is refused (some
 * in-app browsers), the older select-and-`execCommand('copy')`. Rejects when neither copied.
 */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text)
      return
    } catch {
      // Fall back below.
    }
  }
  copyBySelecting(text)
}

function copyBySelecting(text: string): void {
  if (typeof document.execCommand !== 'function') throw new Error('copy is not supported')
  const returnFocusTo = document.activeElement
  const field = element('textarea', 'app-clipboard-field', document.body)
  field.value = text
  // Read-only: selecting it opens no keyboard on phones.
  field.readOnly = true
  try {
    field.focus({ preventScroll: true })
    field.select()
    field.setSelectionRange(0, text.length)
    if (!document.execCommand('copy')) throw new Error('copy was refused')
  } finally {
    field.remove()
    if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus()
  }
}

// The H5 build uses this file in place of feedback-ui.ts: both must offer the same functions.
void ({ drawToast, drawLoading, removeLoading, drawModal, writeClipboard } satisfies typeof NativeUi)
