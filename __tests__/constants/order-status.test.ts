import { ORDER_STATUSES, ORDER_STATUS_GROUPS, type OrderStatus } from '@contract/order'
import {
  ORDER_GROUP_TABS,
  ORDER_STATUS_META,
  getOrderStatusMeta,
  isOrderStatus,
  isOwingStatus,
} from '@/constants/order-status'

/** WCAG relative luminance contrast of two `#RRGGBB` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

describe('order status map', () => {
  it('gives every contract status a Traditional Chinese label and a hint', () => {
    for (const status of ORDER_STATUSES) {
      const meta = ORDER_STATUS_META[status]
      expect(meta.status).toBe(status)
      expect(meta.label).toMatch(/^[\u4e00-\u9fff]{2,4}$/)
      expect(meta.hint.length).toBeGreaterThan(5)
    }
  })

  it('uses the labels users expect for the main statuses', () => {
    expect(ORDER_STATUS_META.under_review.label).toBe('審核中')
    expect(ORDER_STATUS_META.repaying.label).toBe('還款中')
    expect(ORDER_STATUS_META.overdue.label).toBe('已逾期')
    expect(ORDER_STATUS_META.settled.label).toBe('已結清')
    expect(ORDER_STATUS_META.rejected.label).toBe('未通過')
    expect(ORDER_STATUS_META.extended.label).toBe('已展期')
  })

  it('puts each status in the group the server counts it in', () => {
    for (const status of ORDER_STATUSES) {
      const groups = Object.entries(ORDER_STATUS_GROUPS)
        .filter(([, members]) => (members as readonly OrderStatus[]).includes(status))
        .map(([group]) => group)
      expect(groups).toEqual([ORDER_STATUS_META[status].group])
    }
  })

  it('has readable colours (text ≥ 4.5:1 on white and on its own badge background)', () => {
    for (const status of ORDER_STATUSES) {
      const { color, background } = ORDER_STATUS_META[status]
      expect(contrast(color, '#FFFFFF')).toBeGreaterThanOrEqual(4.5)
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('tells overdue apart from repaying and settled by colour', () => {
    const colours = new Set(['repaying', 'overdue', 'settled'].map((s) => ORDER_STATUS_META[s as OrderStatus].color))
    expect(colours.size).toBe(3)
  })

  it('has one tab per server group, each naming its count field', () => {
    expect(ORDER_GROUP_TABS.map((tab) => tab.group).sort()).toEqual(Object.keys(ORDER_STATUS_GROUPS).sort())
    const countFields = ORDER_GROUP_TABS.map((tab) => tab.countField)
    expect(countFields).toEqual(expect.arrayContaining(['underReviewCount', 'repayCount', 'overdueCount']))
    expect(countFields).toEqual(expect.arrayContaining(['settleCount', 'refuseCount']))
  })

  it('shows an unknown status neutrally instead of failing', () => {
    expect(isOrderStatus('paused')).toBe(false)
    expect(isOrderStatus('settled')).toBe(true)
    const meta = getOrderStatusMeta('paused')
    expect(meta.label).toBe('處理中')
    expect(getOrderStatusMeta('overdue').label).toBe('已逾期')
  })

  it('knows which statuses still owe money', () => {
    expect(ORDER_STATUSES.filter(isOwingStatus)).toEqual(['repaying', 'extended', 'overdue'])
  })
})
