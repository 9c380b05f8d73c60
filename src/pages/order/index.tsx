import { useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import type { LoanOrderRecordBody, OrderRecordItem, OrderStatusGroup } from '@contract/order'
import NavBar from '@/components/nav-bar'
import ServiceButton from '@/components/service-button'
import { ROUTES } from '@/constants/routes'
import { ORDER_GROUP_TABS } from '@/constants/order-status'
import { useApiData } from '@/hooks/use-api-data'
import { useRequireLogin } from '@/hooks/use-require-login'
import { getLoanOrderRecord } from '@/services/api/modules/order'
import OrderCard from './components/order-card'
import { LoadError, LoginPrompt, Skeleton, StateCard } from './components/page-states'
import { ORDER_TEXTS } from './texts'
import './index.scss'

const TEXTS = ORDER_TEXTS.list
export const ORDER_PAGE_SIZE = 10

type Filter = 'all' | OrderStatusGroup

interface FirstPage {
  filter: Filter
  body: LoanOrderRecordBody
}

interface MorePages {
  /** The first page these follow. */
  after: FirstPage | undefined
  items: OrderRecordItem[]
  /** The last page loaded. */
  page: number
}

function countOf(body: LoanOrderRecordBody | undefined, filter: Filter): number | null {
  if (!body) return null
  if (filter === 'all') return ORDER_GROUP_TABS.reduce((sum, tab) => sum + body[tab.countField], 0)
  const tab = ORDER_GROUP_TABS.find((t) => t.group === filter)
  return tab ? body[tab.countField] : null
}

/** Adds `next` after `current`, skipping orders already listed (a new order may shift the pages). */
function appendNew(current: OrderRecordItem[], next: OrderRecordItem[]): OrderRecordItem[] {
  const seen = new Set(current.map((order) => order.applyId))
  return [...current, ...next.filter((order) => !seen.has(order.applyId))]
}

/** 訂單 tab: the user's orders by status group with the counts, newest first, ten at a time. */
export default function OrdersPage() {
  const loggedIn = useRequireLogin({ redirect: false })
  const [filter, setFilter] = useState<Filter>('all')
  const first = useApiData<FirstPage>(
    async () => {
      const body = await getLoanOrderRecord({
        applyStatus: filter === 'all' ? undefined : filter,
        page: 1,
        pageSize: ORDER_PAGE_SIZE,
      })
      return { filter, body }
    },
    [filter],
    { enabled: loggedIn },
  )

  // Pages after the first, kept for the first page they follow: a refresh (page shown again) starts over.
  const [more, setMore] = useState<MorePages>({ after: undefined, items: [], page: 1 })
  const [loadingMore, setLoadingMore] = useState(false)
  const loadingMoreRef = useRef(false)
  const extra = more.after !== undefined && more.after === first.data ? more : { items: [], page: 1 }

  const current = first.data?.filter === filter ? first.data.body : undefined
  // Counts cover every order whatever the filter, so the tabs keep them while another filter loads.
  const counts = first.data?.body
  const orders = current ? appendNew(current.list, extra.items) : []
  const hasMore = current !== undefined && orders.length < current.total

  const loadMore = async () => {
    if (loadingMoreRef.current || !current) return
    loadingMoreRef.current = true
    setLoadingMore(true)
    const after = first.data
    const page = extra.page + 1
    try {
      const next = await getLoanOrderRecord({
        applyStatus: filter === 'all' ? undefined : filter,
        page,
        pageSize: ORDER_PAGE_SIZE,
      })
      // If the list was refreshed meanwhile, `after` is no longer shown and this page is dropped.
      setMore({ after, items: appendNew(extra.items, next.list), page })
    } catch {
      // The client has shown the failure; the button stays so the user can try again.
    } finally {
      loadingMoreRef.current = false
      setLoadingMore(false)
    }
  }

  const applyNow = () => void Taro.switchTab({ url: ROUTES.loans })

  const renderList = () => {
    if (!current) {
      if (first.error && !first.loading) return <LoadError error={first.error} onRetry={() => void first.reload()} />
      return <Skeleton cards={3} lines={3} />
    }
    if (orders.length === 0) {
      if (countOf(current, 'all') === 0) {
        return (
          <StateCard title={TEXTS.emptyTitle} body={TEXTS.emptyBody} actionText={TEXTS.applyNow} onAction={applyNow} />
        )
      }
      const tab = ORDER_GROUP_TABS.find((t) => t.group === filter)
      return <StateCard title={tab?.emptyText ?? TEXTS.emptyTitle} />
    }
    return (
      <View className="orders__list">
        {orders.map((order) => (
          <OrderCard key={order.applyId} order={order} />
        ))}
        {hasMore ? (
          <View
            className={`orders__more ${loadingMore ? 'orders__more--busy' : ''}`}
            role="button"
            aria-disabled={loadingMore}
            onClick={() => void loadMore()}
          >
            {loadingMore ? TEXTS.loadingMore : TEXTS.loadMore}
          </View>
        ) : (
          orders.length > ORDER_PAGE_SIZE && <Text className="orders__end">{TEXTS.noMore}</Text>
        )}
      </View>
    )
  }

  const tabs: { key: Filter; label: string }[] = [
    { key: 'all', label: TEXTS.tabAll },
    ...ORDER_GROUP_TABS.map((tab) => ({ key: tab.group, label: tab.label })),
  ]

  return (
    <View className="page orders">
      <NavBar title={TEXTS.title} hideBack />
      {!loggedIn ? (
        <LoginPrompt />
      ) : (
        <>
          <View className="orders__tabs" role="tablist" aria-label={TEXTS.tabsLabel}>
            {tabs.map((tab) => {
              const count = countOf(counts, tab.key)
              const selected = tab.key === filter
              return (
                <View
                  key={tab.key}
                  className={`orders__tab ${selected ? 'orders__tab--selected' : ''}`}
                  role="tab"
                  aria-selected={selected}
                  // The selected tab is in the tab order, so the sideways-scrolling tab strip is reachable by keyboard.
                  {...{ tabIndex: selected ? 0 : -1 }}
                  aria-label={count === null ? tab.label : TEXTS.countLabel(tab.label, count)}
                  onClick={() => setFilter(tab.key)}
                >
                  <Text className="orders__tab-label">{tab.label}</Text>
                  <Text className="orders__tab-count">{count === null ? '–' : count}</Text>
                </View>
              )
            })}
          </View>
          {renderList()}
        </>
      )}
      <ServiceButton />
    </View>
  )
}
