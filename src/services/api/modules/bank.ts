/** Bank group (types/api/bank.ts) and the contract calls (types/api/order.ts), as grouped in `API`. */
import { API } from '@contract/paths'
import type {
  BankBranchListBody,
  BankBranchListPayload,
  BankBranchUpdatePayload,
  BankCardUpdateBody,
  BankListBody,
  BankUpdatePayload,
  BindCardBody,
  BindCardImgPayload,
  BindCardListBody,
  BindCardPayload,
} from '@contract/bank'
import type { ContractAddBody, ContractAddPayload, ContractViewPayload } from '@contract/order'
import { request, type RequestOptions } from '../client'

/** Verification step 4: binds a bank account. */
export function bindCard(payload: BindCardPayload, options?: RequestOptions) {
  return request<BindCardBody>(API.bindCard, payload, options)
}

/** The user's cards, default first. */
export function getBoundCards(options?: RequestOptions) {
  return request<BindCardListBody>(API.bindCardList, {}, options)
}

export function getBankBranches(payload: BankBranchListPayload, options?: RequestOptions) {
  return request<BankBranchListBody>(API.bankBranchList, payload, options)
}

export function getBanks(options?: RequestOptions) {
  return request<BankListBody>(API.bankList, {}, options)
}

export function updateBankBranch(payload: BankBranchUpdatePayload, options?: RequestOptions) {
  return request<BankCardUpdateBody>(API.bankBranchUpdate, payload, options)
}

/** Changes a card's bank and account number, or makes it the default. */
export function updateBank(payload: BankUpdatePayload, options?: RequestOptions) {
  return request<BankCardUpdateBody>(API.bankUpdate, payload, options)
}

/** Attaches a passbook photo (from `uploadImage`) to a card. */
export function attachPassbookImage(payload: BindCardImgPayload, options?: RequestOptions) {
  return request<BankCardUpdateBody>(API.bindCardImg, payload, options)
}

/** Signs an order's contract with the uploaded handwritten signature. */
export function signContract(payload: ContractAddPayload, options?: RequestOptions) {
  return request<ContractAddBody>(API.contractAdd, payload, options)
}

/** The contract as HTML, unencrypted (a raw route): sanitise before rendering. */
export function viewContract(payload: ContractViewPayload, options?: RequestOptions) {
  return request<string>(API.contractView, payload, options)
}
