/**
 * New Taiwan dollars are whole numbers shown as `NT$12,345` (domain.md). Intl's zh-TW currency format gives
 * `$12,345.00`, so the grouping is done here by hand.
 */
export function formatNtd(amount: number): string {
  if (!Number.isFinite(amount)) return 'NT$—'
  const rounded = Math.round(amount)
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${rounded < 0 ? '-' : ''}NT$${digits}`
}

/** A percentage with two decimals, e.g. 0.1599 → `15.99%` (rates travel as fractions or percents: say which). */
export function formatPercent(percent: number, fractionDigits = 2): string {
  if (!Number.isFinite(percent)) return '—'
  return `${percent.toFixed(fractionDigits)}%`
}
