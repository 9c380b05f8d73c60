/** `NT$12,345` for whole dollars (not Intl: zh-TW currency formatting gives `$12,345.00`). */
export function formatNtd(amount: number): string {
  const sign = amount < 0 ? '-' : ''
  const digits = String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}NT$${digits}`
}

/** `12.50%` from a percent number. */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(2)}%`
}
