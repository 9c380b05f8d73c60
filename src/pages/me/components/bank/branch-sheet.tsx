import { useMemo, useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import Popup from '@/components/deferred-popup'
import type { BankBranch } from '@contract/bank'
import { BANK_TEXTS } from '../../bank-face-texts'

export interface BranchSheetProps {
  visible: boolean
  branches: readonly BankBranch[]
  /** The branch chosen now, `''` for none. */
  selectedCode: string
  /** `null`: the user chose not to name a branch (it is optional). */
  onChoose: (branch: BankBranch | null) => void
  onClose: () => void
}

function matches(branch: BankBranch, query: string): boolean {
  const wanted = query.trim().replace(/臺/g, '台')
  if (wanted === '') return true
  return branch.branchCode.startsWith(wanted) || branch.branchName.replace(/臺/g, '台').includes(wanted)
}

/** Bottom sheet listing one bank's branches (`bankBranch/list`), searchable by name or 4-digit code. */
export default function BranchSheet({ visible, branches, selectedCode, onChoose, onClose }: BranchSheetProps) {
  const [query, setQuery] = useState('')
  const shown = useMemo(() => branches.filter((branch) => matches(branch, query)), [branches, query])

  return (
    <Popup visible={visible} position="bottom" round onClose={onClose}>
      <View className="branch-sheet" role="dialog" aria-modal="true" aria-label={BANK_TEXTS.branchSheetTitle}>
        <Text className="branch-sheet__title">{BANK_TEXTS.branchSheetTitle}</Text>
        <View className="branch-sheet__search">
          <Input
            className="branch-sheet__input"
            type="text"
            value={query}
            placeholder={BANK_TEXTS.branchSearchPlaceholder}
            // H5 renders Input as a plain <input> (config useHtmlComponents), which ignores nativeProps:
            // name and attributes go on it directly (minimal fix by journey, as TextField does).
            aria-label={BANK_TEXTS.branchSearchPlaceholder}
            {...(process.env.TARO_ENV === 'h5' ? { autoComplete: 'off' } : {})}
            onInput={(event) => setQuery(event.detail.value)}
          />
        </View>
        <ScrollView className="branch-sheet__list" scrollY>
          <View
            className={`branch-sheet__row${selectedCode === '' ? ' branch-sheet__row--selected' : ''}`}
            role="button"
            onClick={() => onChoose(null)}
          >
            <Text className="branch-sheet__name">{BANK_TEXTS.branchNone}</Text>
          </View>
          {shown.map((branch) => (
            <View
              key={branch.branchCode}
              className={`branch-sheet__row${branch.branchCode === selectedCode ? ' branch-sheet__row--selected' : ''}`}
              role="button"
              onClick={() => onChoose(branch)}
            >
              <Text className="branch-sheet__code">{branch.branchCode}</Text>
              <Text className="branch-sheet__name">{branch.branchName}</Text>
            </View>
          ))}
          {shown.length === 0 && <Text className="branch-sheet__empty">{BANK_TEXTS.branchEmpty}</Text>}
        </ScrollView>
      </View>
    </Popup>
  )
}
