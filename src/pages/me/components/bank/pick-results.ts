/**
 * How a picker page hands its choice back to the page that opened it: the opener clears a pick atom and
 * navigates; the picker writes the atom and goes back; the opener, still mounted below in the page stack,
 * takes the value (and clears it) with `useTakePick`. One mechanism for every picker of these pages, on H5
 * and in the mini-program alike, and easy to drive in tests (no event channel between page instances).
 */
import { useEffect, useRef } from 'react'
import Taro from '@tarojs/taro'
import { atom, useAtom, type PrimitiveAtom } from 'jotai'
import type { Bank, BoundCard } from '@contract/bank'
import { ROUTES } from '@/constants/routes'
import { appStore } from '@/store/index'
import { buildQuery } from '@/utils/url'

/** bankSelect → addBank (or bankInfo): the bank the user tapped. */
export const pickedBankAtom = atom<Bank | null>(null)

/** bankList?select=1 → the caller (the loan application): the receiving account the user tapped. */
export const pickedCardAtom = atom<BoundCard | null>(null)

/** Opens the bank picker; `currentCode` is marked as selected there. */
export function openBankSelect(currentCode = ''): Promise<unknown> {
  appStore.set(pickedBankAtom, null)
  const query = buildQuery(currentCode ? { selected: currentCode } : {})
  return Taro.navigateTo({ url: query ? `${ROUTES.bankSelect}?${query}` : ROUTES.bankSelect })
}

/**
 * Opens the user's account list to pick the account a loan is paid into; take the answer with
 * `useTakePick(pickedCardAtom, …)`. `currentCardId` is marked as selected there.
 */
export function openReceivingAccountSelect(currentCardId = ''): Promise<unknown> {
  appStore.set(pickedCardAtom, null)
  const query = buildQuery(currentCardId ? { select: '1', selected: currentCardId } : { select: '1' })
  return Taro.navigateTo({ url: `${ROUTES.bankList}?${query}` })
}

/**
 * A page's query parameter as text. Taro hands them over still percent-encoded on H5 (and in the mini-program),
 * so `臺北市` arrives as `%E8%87%BA…`; a value that is not valid encoding is returned as it is.
 */
export function routeParam(params: Partial<Record<string, string>>, name: string): string {
  const value = params[name] ?? ''
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** For the picker page: hands `value` back and returns to the opener. */
export function returnPick<T>(pickAtom: PrimitiveAtom<T | null>, value: T): Promise<unknown> {
  appStore.set(pickAtom, value)
  return Taro.navigateBack({ delta: 1 })
}

/** For the opener: calls `onPick` once with each value a picker hands back, then clears it. */
export function useTakePick<T>(pickAtom: PrimitiveAtom<T | null>, onPick: (value: T) => void): void {
  const [picked, setPicked] = useAtom(pickAtom)
  const onPickRef = useRef(onPick)
  onPickRef.current = onPick
  useEffect(() => {
    if (picked === null) return
    setPicked(null)
    onPickRef.current(picked)
  }, [picked, setPicked])
}
