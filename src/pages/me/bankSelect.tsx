import { useMemo, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import type { Bank } from '@contract/bank'
import NavBar from '@/components/nav-bar'
import { useApiData } from '@/hooks/use-api-data'
import { getBanks } from '@/services/api/modules/bank'
import { BANK_TEXTS } from './bank-face-texts'
import { commonBanks, searchBanks } from './components/bank/bank-search'
import { pickedBankAtom, returnPick, routeParam } from './components/bank/pick-results'
import './components/bank/common.scss'
import './bankSelect.scss'

const SKELETON_ROWS = 8

interface BankRowProps {
  bank: Bank
  selected: boolean
  onChoose: (bank: Bank) => void
}

function BankRow({ bank, selected, onChoose }: BankRowProps) {
  return (
    <View
      className={`bank-select__row${selected ? ' bank-select__row--selected' : ''}`}
      role="button"
      aria-label={`${bank.bankCode} ${bank.bankName}`}
      aria-pressed={selected}
      onClick={() => onChoose(bank)}
    >
      <Text className="bank-select__code">{bank.bankCode}</Text>
      <Text className="bank-select__name">{bank.bankName}</Text>
      {selected && <Text className="bank-select__check">{BANK_TEXTS.selected}</Text>}
    </View>
  )
}

/** Searchable list of Taiwan banks with their 3-digit codes; tapping one hands it back to the opener. */
export default function BankSelectPage() {
  const { params } = useRouter()
  const selectedCode = routeParam(params, 'selected')
  const [query, setQuery] = useState('')
  const banks = useApiData(() => getBanks({ silent: true }), [], { refreshOnShow: false })
  const [choosing, setChoosing] = useState(false)

  const all = useMemo(() => banks.data ?? [], [banks.data])
  const results = useMemo(() => searchBanks(all, query), [all, query])
  const common = useMemo(() => commonBanks(all), [all])
  const searching = query.trim() !== ''

  const choose = (bank: Bank) => {
    // A second tap while the page is closing must not pop a second page off the stack.
    if (choosing) return
    setChoosing(true)
    void returnPick(pickedBankAtom, bank).catch(() => setChoosing(false))
  }

  const renderRows = (list: Bank[]) =>
    list.map((bank) => (
      <BankRow key={bank.bankCode} bank={bank} selected={bank.bankCode === selectedCode} onChoose={choose} />
    ))

  let content
  if (banks.loading && !banks.data) {
    content = (
      <View className="kb-card" aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <View key={index} className="bank-select__row">
            <View className="kb-skeleton bank-select__skeleton-code" />
            <View className="kb-skeleton bank-select__skeleton-name" />
          </View>
        ))}
      </View>
    )
  } else if (banks.error && !banks.data) {
    content = (
      <View className="kb-state" role="alert">
        <Text className="kb-state__text">{BANK_TEXTS.loadFailed}</Text>
        <View className="kb-state__button" role="button" onClick={() => void banks.reload()}>
          {BANK_TEXTS.retry}
        </View>
      </View>
    )
  } else if (searching) {
    content =
      results.length > 0 ? (
        <>
          <Text className="bank-select__section">{BANK_TEXTS.searchResults}</Text>
          <View className="kb-card bank-select__list">{renderRows(results)}</View>
        </>
      ) : (
        <View className="kb-state" role="status">
          <Text className="kb-state__text">{BANK_TEXTS.noBankMatch}</Text>
        </View>
      )
  } else {
    content = (
      <>
        {common.length > 0 && (
          <>
            <Text className="bank-select__section">{BANK_TEXTS.commonBanks}</Text>
            <View className="kb-card bank-select__list">{renderRows(common)}</View>
          </>
        )}
        <Text className="bank-select__section">{BANK_TEXTS.allBanks}</Text>
        <View className="kb-card bank-select__list">{renderRows(all)}</View>
      </>
    )
  }

  return (
    <View className="kb-page bank-select">
      <NavBar title={BANK_TEXTS.selectTitle} />
      <View className="bank-select__search">
        <Text className="bank-select__search-label">{BANK_TEXTS.searchLabel}</Text>
        <View className="bank-select__search-box">
          <View className="bank-select__search-icon" />
          <Input
            className="bank-select__search-input"
            type="text"
            value={query}
            placeholder={BANK_TEXTS.searchPlaceholder}
            placeholderClass="kb-field__placeholder"
            confirmType="search"
            // H5 renders Input as a plain <input> (config useHtmlComponents), which ignores nativeProps:
            // name and attributes go on it directly (minimal fix by journey, as TextField does).
            aria-label={BANK_TEXTS.searchLabel}
            {...(process.env.TARO_ENV === 'h5' ? { autoComplete: 'off' } : {})}
            onInput={(event) => setQuery(event.detail.value)}
          />
        </View>
      </View>
      {content}
    </View>
  )
}
