/** The masks used in every answer and log line (common.md): `0912***678`, `A12****789`, `****1234`. */

export const maskMobile = (mobile: string) =>
  mobile.length >= 7 ? `${mobile.slice(0, 4)}***${mobile.slice(-3)}` : '***'

export const maskIdNo = (idNo: string) => (idNo.length === 10 ? `${idNo.slice(0, 3)}****${idNo.slice(-3)}` : '****')

export const maskAccount = (accountNo: string) => `****${accountNo.slice(-4)}`
