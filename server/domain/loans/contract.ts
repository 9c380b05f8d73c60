/**
 * The loan contract as a standalone Traditional Chinese HTML page (`GET /api/v5/contract/view`, raw).
 * It states everything the borrower must see before signing (domain.md): the parties, principal, term,
 * interest, every fee, the total due, the annualised total cost, the due date, the receiving account and the
 * signature. Every interpolated value goes through `escapeHtml`, user-supplied or not.
 */
import { LOAN_PURPOSES } from '../../../types/api/apply'
import { APR_CAP_PERCENT, aprPercentRounded, bpToPercent, interestFor } from './cost'
import { formatDay, formatDayChinese, taipeiDay } from './dates'
import { formatNtd, formatPercent } from './money'
import type { OrderRecord } from './order-store'

export const LENDER = {
  name: '易貸金融科技股份有限公司',
  taxId: '24536806',
  address: '臺北市信義區松仁路 100 號 10 樓',
}

export function escapeHtml(value: string | number): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export interface ContractParties {
  /** The confirmed ID name; `null` when not confirmed (never for an order, which needs every step). */
  borrowerName: string | null
  borrowerIdMasked: string | null
  /** `data:image/…;base64,…` of the signature, or null before signing. */
  signatureDataUrl: string | null
}

const row = (label: string, value: string) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`

const STYLE =
  'body{font-family:"Noto Sans TC","PingFang TC","Microsoft JhengHei",sans-serif;color:#1f2d3d;line-height:1.7;' +
  'margin:0;padding:16px;font-size:15px}h1{font-size:20px;text-align:center}h2{font-size:16px;margin:20px 0 6px}' +
  'table{width:100%;border-collapse:collapse}th,td{border:1px solid #d0d7e2;padding:6px 8px;text-align:left;' +
  'vertical-align:top}th{width:38%;background:#f4f7fb;font-weight:normal}.signature img{max-width:240px;max-height:120px}'

export function renderContractHtml(order: OrderRecord, parties: ContractParties, now: Date): string {
  // The contract states the terms as signed: contract interest only (extensions are separate agreements).
  const interest = interestFor(order.principal, order.annualRateBp, order.termDays)
  const totalDue = order.principal + interest + order.serviceAmount
  const apr = aprPercentRounded(interest + order.serviceAmount, order.principal, order.termDays)
  const purpose = LOAN_PURPOSES.find((p) => p.value === order.purpose)?.label ?? order.purpose
  const dueText =
    order.loanDay !== null
      ? `${formatDay(order.loanDay + order.termDays)}（撥款日 ${formatDay(order.loanDay)} 起算 ${order.termDays} 天）`
      : `撥款日起算第 ${order.termDays} 天（以實際撥款日為準）`
  const signedDay = order.signedAt ? taipeiDay(order.signedAt) : null
  const feeRows = order.fees.map((fee) => row(fee.name, formatNtd(fee.amount))).join('')
  const borrowerName = parties.borrowerName ?? '（未完成身分驗證）'
  const signature = parties.signatureDataUrl
    ? `<img src="${escapeHtml(parties.signatureDataUrl)}" alt="借款人簽名">`
    : '<span>（尚未簽署）</span>'

  return `<!DOCTYPE html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>借款契約書 ${escapeHtml(order.applyId)}</title>
<style>${STYLE}</style>
</head>
<body>
<article>
<h1>借款契約書</h1>
<p>契約編號：${escapeHtml(order.applyId)}</p>
<h2>立契約書人</h2>
<table>
${row('貸與人（甲方）', LENDER.name)}
${row('甲方統一編號', LENDER.taxId)}
${row('甲方地址', LENDER.address)}
${row('借款人（乙方）', borrowerName)}
${row('乙方身分證字號', parties.borrowerIdMasked ?? '—')}
</table>
<h2>第一條 借款金額及用途</h2>
<table>
${row('借款本金', `${formatNtd(order.principal)}（新臺幣 ${order.principal.toLocaleString('en-US')} 元整）`)}
${row('借款產品', order.productName)}
${row('借款用途', purpose)}
</table>
<h2>第二條 借款期間及還款日</h2>
<table>
${row('借款期間', `${order.termDays} 天`)}
${row('到期還款日', dueText)}
${row('還款方式', '到期日一次清償本金、利息及費用；得以 ATM 轉帳、超商代碼或超商條碼繳款，並得提前清償')}
</table>
<h2>第三條 利息及費用</h2>
<table>
${row('約定年利率', formatPercent(bpToPercent(order.annualRateBp)))}
${row('利息（按日計息：本金 × 年利率 × 天數 ÷ 365）', formatNtd(interest))}
${feeRows}
${row('費用合計', formatNtd(order.serviceAmount))}
${row('到期應還總額', formatNtd(totalDue))}
${row('總費用年百分率', formatPercent(apr))}
</table>
<p>總費用年百分率＝（利息＋各項費用）÷ 借款本金 × 365 ÷ 借款天數 × 100%。依民法第 205 條，約定利率不得超過年利率 ${APR_CAP_PERCENT}%；本契約之利息及各項費用（含展期費用）合計之總費用年百分率均不超過 ${APR_CAP_PERCENT}%。</p>
<h2>第四條 撥款帳戶</h2>
<table>
${row('收款銀行', `${order.bankName}（${order.bankCode}）`)}
${row('收款帳號', order.accountMasked)}
</table>
<h2>第五條 遲延利息</h2>
<p>乙方逾期未清償者，自到期日翌日起至清償日止，就未清償本金按約定年利率 ${escapeHtml(formatPercent(bpToPercent(order.annualRateBp)))} 計付遲延利息，不另收取違約金或其他費用。</p>
<h2>第六條 展期</h2>
<p>乙方得於清償前申請展期，每次延長 ${escapeHtml(order.extTermDays)} 天，最多 ${escapeHtml(order.extMaxCount)} 次；展期時應先付清已到期之利息、費用及遲延利息，並支付未清償本金 ${escapeHtml(formatPercent(order.extFeeRateBp / 100))} 之展期手續費。展期後全期之總費用年百分率仍不得超過 ${APR_CAP_PERCENT}%，超過者不予展期。</p>
<h2>第七條 其他約定</h2>
<p>乙方同意甲方依個人資料保護法蒐集、處理及利用乙方之個人資料，以辦理本借款之審核、撥款及還款。本契約如有未盡事宜，依中華民國法律辦理，並以臺灣臺北地方法院為第一審管轄法院。</p>
<h2>簽章</h2>
<table>
${row('甲方', LENDER.name)}
<tr><th>乙方簽名</th><td class="signature">${signature}</td></tr>
${row('簽署日期', signedDay === null ? '（尚未簽署）' : formatDayChinese(signedDay))}
${row('文件產生日期', formatDayChinese(taipeiDay(now)))}
</table>
</article>
</body>
</html>
`
}
