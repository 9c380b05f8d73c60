/**
 * THE one map of order statuses for every page (訂單 tab, order detail, the loans tab): each `OrderStatus` of the
 * contract → its Traditional Chinese label, its colours and the tab/group it is counted in. The groups come from
 * the contract's `ORDER_STATUS_GROUPS` (the same ones the server counts), so a status is never counted twice.
 *
 * Colours: `color` is for text on white and on `background` (all ≥ 4.5:1 contrast), `background` is a light
 * tint for badges and the card's accent.
 */
import {
  ORDER_STATUSES,
  ORDER_STATUS_GROUPS,
  type LoanOrderRecordBody,
  type OrderStatus,
  type OrderStatusGroup,
} from '@contract/order'

export interface OrderStatusMeta {
  status: OrderStatus
  /** Short label for badges, e.g. `審核中`. */
  label: string
  /** One sentence saying what happens next, for the order detail. */
  hint: string
  color: string
  background: string
  group: OrderStatusGroup
}

const TONES = {
  blue: { color: '#1565D8', background: '#E8F1FF' },
  amber: { color: '#A84B00', background: '#FFF3E0' },
  red: { color: '#C62828', background: '#FDECEC' },
  green: { color: '#13794A', background: '#E6F6EE' },
  purple: { color: '#6D28D9', background: '#F1EBFF' },
  grey: { color: '#566072', background: '#EEF1F5' },
} as const

type Tone = keyof typeof TONES

const STATUS_TEXT: Record<OrderStatus, { label: string; hint: string; tone: Tone }> = {
  to_sign: { label: '待簽約', hint: '請完成合約簽署，簽署後即送出審核。', tone: 'blue' },
  under_review: { label: '審核中', hint: '我們正在審核您的申請，結果將以簡訊通知。', tone: 'amber' },
  disbursing: { label: '放款中', hint: '審核已通過，款項將撥入您的收款帳戶。', tone: 'blue' },
  disbursement_failed: {
    label: '放款失敗',
    hint: '款項無法撥入收款帳戶，請確認帳戶資料或聯繫客服。',
    tone: 'red',
  },
  repaying: { label: '還款中', hint: '請於到期日前完成還款，以免產生逾期利息。', tone: 'blue' },
  extended: { label: '已展期', hint: '已延長還款期限，請於新的到期日前還款。', tone: 'purple' },
  overdue: { label: '已逾期', hint: '已超過到期日，每日將計收逾期利息，請儘速還款。', tone: 'red' },
  settled: { label: '已結清', hint: '本筆借款已全部還清，感謝您的使用。', tone: 'green' },
  rejected: { label: '未通過', hint: '很抱歉，本次申請未通過審核。', tone: 'grey' },
}

function groupOf(status: OrderStatus): OrderStatusGroup {
  const groups = Object.keys(ORDER_STATUS_GROUPS) as OrderStatusGroup[]
  const found = groups.find((group) => (ORDER_STATUS_GROUPS[group] as readonly OrderStatus[]).includes(status))
  // Every status is in exactly one group (checked by the tests); the fallback only keeps the types honest.
  return found ?? 'underReview'
}

export const ORDER_STATUS_META: Readonly<Record<OrderStatus, OrderStatusMeta>> = Object.fromEntries(
  ORDER_STATUSES.map((status) => {
    const { label, hint, tone } = STATUS_TEXT[status]
    return [status, { status, label, hint, ...TONES[tone], group: groupOf(status) }]
  }),
) as Record<OrderStatus, OrderStatusMeta>

/** For a status the app does not know yet (a newer server): shown neutrally instead of crashing. */
const UNKNOWN_STATUS_META: Omit<OrderStatusMeta, 'status'> = {
  label: '處理中',
  hint: '訂單處理中，如有疑問請聯繫客服。',
  ...TONES.grey,
  group: 'underReview',
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

/** The status's label, colours and group; an unknown status gets a neutral `處理中`. */
export function getOrderStatusMeta(status: string): OrderStatusMeta {
  if (isOrderStatus(status)) return ORDER_STATUS_META[status]
  return { ...UNKNOWN_STATUS_META, status: status as OrderStatus }
}

export interface OrderGroupTab {
  group: OrderStatusGroup
  label: string
  /** The field of `LoanOrderRecordBody` holding this group's count. */
  countField: keyof Pick<
    LoanOrderRecordBody,
    'underReviewCount' | 'repayCount' | 'overdueCount' | 'settleCount' | 'refuseCount'
  >
  /** Text of the empty list on this tab. */
  emptyText: string
}

/** The order list's tabs in the order shown: what needs attention first. */
export const ORDER_GROUP_TABS: readonly OrderGroupTab[] = [
  { group: 'repay', label: '還款中', countField: 'repayCount', emptyText: '目前沒有待還款的訂單' },
  { group: 'overdue', label: '已逾期', countField: 'overdueCount', emptyText: '沒有逾期的訂單' },
  { group: 'underReview', label: '審核中', countField: 'underReviewCount', emptyText: '沒有審核中的訂單' },
  { group: 'settle', label: '已結清', countField: 'settleCount', emptyText: '還沒有已結清的訂單' },
  { group: 'refuse', label: '未通過', countField: 'refuseCount', emptyText: '沒有未通過的訂單' },
]

/** Statuses in which the user still owes money (shown with the amount due and the due date). */
export function isOwingStatus(status: OrderStatus): boolean {
  return status === 'repaying' || status === 'extended' || status === 'overdue'
}
