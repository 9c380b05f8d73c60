/**
 * Bank group (wire-protocol.md, "Paths"), without contracts (those are in the loan files): the bank list,
 * branches and the user's bound accounts. Account numbers travel in full only inside `bindCard/bind` and
 * `bank/update` payloads; answers carry `****1234`.
 */
import type { IsoDateTime, MaskedString } from './envelope'

// --- GET /api/v3/bank/list (public) ----------------------------------------------------------------------

export interface Bank {
  /** 3-digit FISC code, e.g. `004`. */
  bankCode: string
  /** e.g. `臺灣銀行` */
  bankName: string
}

export type BankListBody = Bank[]

// --- GET /api/v3/bankBranch/list ---------------------------------------------------------------------------

export interface BankBranchListPayload {
  bankCode: string
}

export interface BankBranch {
  /** 4 digits; with the bank code it makes the 7-digit code. */
  branchCode: string
  /** e.g. `營業部` */
  branchName: string
}

/** 404 `查無此銀行` for an unknown bank code. */
export type BankBranchListBody = BankBranch[]

// --- POST /api/v3/bindCard/bind (step 4), GET /api/v3/bindCard/list ----------------------------------------

export interface BindCardPayload {
  bankCode: string
  /** Optional 4-digit branch of that bank. */
  branchCode?: string
  /** 10–16 digits. 409 `此帳戶已綁定` when already bound. */
  accountNo: string
}

export interface BoundCard {
  cardId: string
  bankCode: string
  bankName: string
  /** Empty when not given. */
  branchCode: string
  branchName: string
  /** `****1234` */
  accountMasked: MaskedString
  /** Always the confirmed ID name (step 3). */
  holderName: string
  /** The account loans are paid into; exactly one card is default. */
  isDefault: boolean
  /** Owner-only URL of the passbook photo, or empty. */
  passbookImageUrl: string
  boundAt: IsoDateTime
}

export type BindCardBody = BoundCard

/** The user's cards, default first. */
export type BindCardListBody = BoundCard[]

// --- POST /api/v3/bank/update, /api/v3/bankBranch/update, /api/v3/bindCard/img ---------------------------

/**
 * Changes one of the user's cards: its bank and account number (both together) and/or makes it the default.
 * 403 for another user's card, 404 for an unknown card, 409 when the new account is already bound.
 */
export interface BankUpdatePayload {
  cardId: string
  bankCode?: string
  accountNo?: string
  makeDefault?: boolean
}

/** Sets the card's branch; `''` clears it. */
export interface BankBranchUpdatePayload {
  cardId: string
  branchCode: string
}

/** Attaches a passbook (存摺封面) photo from `upload/image` to the card. */
export interface BindCardImgPayload {
  cardId: string
  imageKey: string
}

/** Answer of the three update calls: the card as it is now. */
export type BankCardUpdateBody = BoundCard
