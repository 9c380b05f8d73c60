import { useEffect, useMemo, useRef, useState } from 'react'
import type { ApplyInfo, ApplyItem } from '@contract/apply'
import { priceLoanOffer } from '@/services/api/modules/apply'

/** Wait this long after the last change before asking the server for a price (a slider sends many). */
export const PRICING_DELAY_MS = 300

export interface PricedItem {
  item: ApplyItem
  /** The offer priced for exactly this amount and term, or the last known one of the product while waiting. */
  offer: ApplyInfo | undefined
  /** True while `offer` is not yet the price of this amount and term. */
  stale: boolean
  /** The server could not price it (shown; the quote before confirming prices it again anyway). */
  failed: boolean
}

function keyOf(item: Pick<ApplyItem, 'productCode' | 'loanAmount' | 'loanCycle'>): string {
  return `${item.productCode}:${item.loanAmount}:${item.loanCycle}`
}

/**
 * The server's price (`v3/apply/init`) of each item as the user changes it. The default offers seed the
 * cache; other amounts and terms are asked for once the user stops moving, and every answer is kept, so
 * moving back and forth does not ask again. An answer for an amount no longer shown is simply unused.
 */
export function useOfferPricing(items: readonly ApplyItem[], seed: readonly ApplyInfo[] | undefined): PricedItem[] {
  const [cache, setCache] = useState<Record<string, ApplyInfo>>({})
  const [failed, setFailed] = useState<Record<string, boolean>>({})
  // The last exact price shown per product: while a new one is on its way the figures stay where they were.
  const lastShown = useRef<Record<string, ApplyInfo>>({})

  const known = useMemo(() => {
    const all: Record<string, ApplyInfo> = {}
    for (const offer of seed ?? []) all[keyOf(offer)] = offer
    return { ...all, ...cache }
  }, [seed, cache])

  const missing = seed ? items.filter((item) => !known[keyOf(item)] && !failed[keyOf(item)]) : []
  const missingKeys = missing.map(keyOf).join('|')

  useEffect(() => {
    if (missing.length === 0) return undefined
    const timer = setTimeout(() => {
      for (const item of missing) {
        const key = keyOf(item)
        priceLoanOffer(
          { productCode: item.productCode, loanAmount: item.loanAmount, loanCycle: item.loanCycle },
          { silent: true },
        ).then(
          (offer) => setCache((current) => ({ ...current, [key]: offer })),
          () => setFailed((current) => ({ ...current, [key]: true })),
        )
      }
    }, PRICING_DELAY_MS)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `missingKeys` names exactly the items in `missing`
  }, [missingKeys])

  return items.map((item) => {
    const exact = known[keyOf(item)]
    if (exact) lastShown.current[item.productCode] = exact
    const fallback =
      lastShown.current[item.productCode] ??
      Object.values(known).find((offer) => offer.productCode === item.productCode)
    return { item, offer: exact ?? fallback, stale: !exact, failed: Boolean(failed[keyOf(item)]) }
  })
}
