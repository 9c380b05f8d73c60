/**
 * The loan application in progress (domain.md journey step 3): the chosen products with their amount and
 * term, the receiving card, the purpose, the idempotency `requestId` of the confirm call and, once confirmed,
 * the orders waiting for the signature.
 *
 * It lives in the session's persisted `applyInfoAtom` (storage key `applyInfo`), so a reload or going back
 * keeps it, logging out clears it, and it is cleared after the contract is signed. The stored value is
 * checked field by field when read: anything of the wrong shape (an older version, a hand edit) reads as
 * "no application" rather than breaking the pages.
 *
 * Why the requestId is persisted: the server's confirm is idempotent on it, so a double tap, a retry after a
 * timeout or going back and confirming again all answer the same orders instead of creating new ones.
 */
import { atom } from 'jotai'
import { LOAN_PURPOSES, type ApplyItem, type LoanPurpose } from '@contract/apply'
import { applyInfoAtom } from './session'

export interface ApplyDraft {
  /** Chosen products, each with the amount and term the user picked (whole NT$, days). */
  items: ApplyItem[]
  /** Receiving card; `null` = the user's default card. */
  cardId: string | null
  purpose: LoanPurpose | null
  /** Idempotency key of `apply/confirm`: created with the draft, reused by every confirm of it. */
  requestId: string
  /** Orders created by the confirm (status `to_sign`); empty until then. Once set, the draft is locked. */
  applyIds: string[]
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

/** 8–64 characters of `[A-Za-z0-9_-]` (the contract's rule). Not a secret: only unique per application. */
export function newRequestId(now: number = Date.now(), random: () => number = Math.random): string {
  let suffix = ''
  while (suffix.length < 12) suffix += Math.floor(random() * 36).toString(36)
  return `apply-${now.toString(36)}-${suffix}`
}

function isApplyItem(value: unknown): value is ApplyItem {
  if (typeof value !== 'object' || value === null) return false
  const { productCode, loanAmount, loanCycle } = value as Record<string, unknown>
  return (
    typeof productCode === 'string' && productCode !== '' && Number.isInteger(loanAmount) && Number.isInteger(loanCycle)
  )
}

function isPurpose(value: unknown): value is LoanPurpose {
  return LOAN_PURPOSES.some((option) => option.value === value)
}

/** The stored value as a draft, or `null` when there is none or it is not one. */
export function readApplyDraft(stored: unknown): ApplyDraft | null {
  if (typeof stored !== 'object' || stored === null) return null
  const { items, cardId, purpose, requestId, applyIds } = stored as Record<string, unknown>
  if (!Array.isArray(items) || items.length === 0 || !items.every(isApplyItem)) return null
  if (typeof requestId !== 'string' || !REQUEST_ID_PATTERN.test(requestId)) return null
  return {
    items: items.map(({ productCode, loanAmount, loanCycle }) => ({ productCode, loanAmount, loanCycle })),
    cardId: typeof cardId === 'string' && cardId !== '' ? cardId : null,
    purpose: isPurpose(purpose) ? purpose : null,
    requestId,
    applyIds: Array.isArray(applyIds) ? applyIds.filter((id): id is string => typeof id === 'string' && id !== '') : [],
  }
}

/** The application in progress, or `null`. */
export const applyDraftAtom = atom((get) => readApplyDraft(get(applyInfoAtom)))

/**
 * Starts (or restarts) the application with the products chosen on the offer page. An unconfirmed draft
 * keeps its requestId, card and purpose, so going back to change the products does not lose them. A
 * confirmed draft left behind (its orders signed elsewhere, then settled) is replaced by a fresh one: the
 * offer page is only reached after `apply/check` said no order is open.
 */
export const startApplyAtom = atom(null, (get, set, items: ApplyItem[]) => {
  const current = readApplyDraft(get(applyInfoAtom))
  const keep = current && current.applyIds.length === 0 ? current : null
  const draft: ApplyDraft = {
    items,
    cardId: keep?.cardId ?? null,
    purpose: keep?.purpose ?? null,
    requestId: keep?.requestId ?? newRequestId(),
    applyIds: [],
  }
  set(applyInfoAtom, { ...draft })
})

export type ApplyDraftChange = Partial<Pick<ApplyDraft, 'items' | 'cardId' | 'purpose'>>

/** Changes what the user picked; ignored once the draft is confirmed (the orders exist on the server). */
export const updateApplyAtom = atom(null, (get, set, change: ApplyDraftChange) => {
  const current = readApplyDraft(get(applyInfoAtom))
  if (!current || current.applyIds.length > 0) return
  set(applyInfoAtom, { ...current, ...change })
})

/** Records the orders the confirm created (or repeated). */
export const markConfirmedAtom = atom(null, (get, set, applyIds: string[]) => {
  const current = readApplyDraft(get(applyInfoAtom))
  if (!current) return
  set(applyInfoAtom, { ...current, applyIds })
})

/** Forgets the application: after the contract is signed. */
export const clearApplyAtom = atom(null, (_get, set) => {
  set(applyInfoAtom, null)
})
