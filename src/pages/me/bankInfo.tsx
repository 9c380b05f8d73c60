import { useRef, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { BankBranch } from '@contract/bank'
import NavBar from '@/components/nav-bar'
import { ROUTES } from '@/constants/routes'
import { useApiData } from '@/hooks/use-api-data'
import { useRequireLogin } from '@/hooks/use-require-login'
import {
  attachPassbookImage,
  getBankBranches,
  getBoundCards,
  updateBank,
  updateBankBranch,
} from '@/services/api/modules/bank'
import { showSuccessToast } from '@/services/feedback'
import { formatDate } from '@/utils/dates'
import { maskAccountNumber } from '@/utils/bank-account'
import { BANK_TEXTS } from './bank-face-texts'
import BankCardFace from './components/bank/bank-card-face'
import BranchSheet from './components/bank/branch-sheet'
import PassbookUpload from './components/bank/passbook-upload'
import { routeParam } from './components/bank/pick-results'
import './components/bank/common.scss'
import './components/bank/bank-parts.scss'
import './bankInfo.scss'

interface InfoRowProps {
  label: string
  value: string
  action?: { label: string; onClick: () => void }
}

function InfoRow({ label, value, action }: InfoRowProps) {
  return (
    <View className="bank-info__row">
      <Text className="bank-info__label">{label}</Text>
      <Text className="bank-info__value">{value}</Text>
      {action && (
        <View className="bank-info__action" role="button" onClick={action.onClick}>
          {action.label}
        </View>
      )}
    </View>
  )
}

type SaveKind = 'default' | 'branch' | 'passbook'

/** One bound account (`?cardId=`): its details, masked, and making it the default receiving account. */
export default function BankInfoPage() {
  const { params } = useRouter()
  const cardId = routeParam(params, 'cardId')
  const loggedIn = useRequireLogin()
  // There is no single-card call: the list is short and already masked.
  const cards = useApiData(() => getBoundCards({ silent: true }), [], { enabled: loggedIn })
  const card = cards.data?.find((item) => item.cardId === cardId) ?? null
  const branches = useApiData(
    () => getBankBranches({ bankCode: card?.bankCode ?? '' }, { silent: true }),
    [card?.bankCode],
    { enabled: card !== null, refreshOnShow: false },
  )
  const [branchSheetOpen, setBranchSheetOpen] = useState(false)
  const [saving, setSaving] = useState<SaveKind | null>(null)
  const savingRef = useRef(false)

  /** Runs one update at a time; the client shows any failure, and the page keeps showing the card as it was. */
  const save = async (kind: SaveKind, call: () => Promise<unknown>, done: string) => {
    if (savingRef.current) return
    savingRef.current = true
    setSaving(kind)
    try {
      await call()
      showSuccessToast(done)
      await cards.reload()
    } catch {
      // Shown by the API client (溫馨提示 with the server's message).
    } finally {
      savingRef.current = false
      setSaving(null)
    }
  }

  const makeDefault = () => {
    if (!card || card.isDefault) return
    void save('default', () => updateBank({ cardId: card.cardId, makeDefault: true }), BANK_TEXTS.madeDefault)
  }

  const chooseBranch = (branch: BankBranch | null) => {
    setBranchSheetOpen(false)
    if (!card || (branch?.branchCode ?? '') === card.branchCode) return
    void save(
      'branch',
      () => updateBankBranch({ cardId: card.cardId, branchCode: branch?.branchCode ?? '' }),
      BANK_TEXTS.branchUpdated,
    )
  }

  const backToList = () => {
    if (Taro.getCurrentPages().length > 1) void Taro.navigateBack({ delta: 1 })
    else void Taro.redirectTo({ url: ROUTES.bankList })
  }

  let content
  if (!cards.data && (cards.loading || !cards.error)) {
    content = (
      <View aria-busy="true">
        <View className="bank-info__face">
          <View className="bank-card-skeleton" />
        </View>
        <View className="kb-card">
          {Array.from({ length: 5 }, (_, index) => (
            <View key={index} className="bank-info__row">
              <View className="kb-skeleton bank-info__skeleton" />
            </View>
          ))}
        </View>
      </View>
    )
  } else if (!cards.data) {
    content = (
      <View className="kb-state" role="alert">
        <Text className="kb-state__text">{BANK_TEXTS.loadFailed}</Text>
        <View className="kb-state__button" role="button" onClick={() => void cards.reload()}>
          {BANK_TEXTS.retry}
        </View>
      </View>
    )
  } else if (!card) {
    content = (
      <View className="kb-state" role="alert">
        <Text className="kb-state__text">{BANK_TEXTS.infoNotFound}</Text>
        <View className="kb-state__button" role="button" onClick={backToList}>
          {BANK_TEXTS.backToList}
        </View>
      </View>
    )
  } else {
    content = (
      <>
        <View className="bank-info__face">
          <BankCardFace card={card} />
        </View>
        <View className="kb-card">
          <InfoRow label={BANK_TEXTS.infoBank} value={`${card.bankCode} ${card.bankName}`} />
          <InfoRow
            label={BANK_TEXTS.infoBranch}
            value={card.branchCode ? `${card.branchCode} ${card.branchName}` : BANK_TEXTS.infoBranchNone}
            action={
              branches.data && saving === null
                ? { label: BANK_TEXTS.changeBranch, onClick: () => setBranchSheetOpen(true) }
                : undefined
            }
          />
          <InfoRow label={BANK_TEXTS.infoAccount} value={maskAccountNumber(card.accountMasked)} />
          <InfoRow label={BANK_TEXTS.infoHolder} value={card.holderName} />
          <InfoRow label={BANK_TEXTS.infoBoundAt} value={formatDate(card.boundAt)} />
          <InfoRow
            label={BANK_TEXTS.infoDefault}
            value={card.isDefault ? BANK_TEXTS.infoIsDefault : BANK_TEXTS.infoNotDefault}
          />
          <PassbookUpload
            value={card.passbookImageUrl ? { key: '', url: card.passbookImageUrl } : null}
            removable={false}
            onChange={(photo) => {
              if (!photo) return
              void save(
                'passbook',
                () => attachPassbookImage({ cardId: card.cardId, imageKey: photo.key }),
                BANK_TEXTS.passbookSaved,
              )
            }}
          />
        </View>
        <View className="kb-actions">
          {card.isDefault ? (
            <Text className="kb-note bank-info__default-note">{BANK_TEXTS.alreadyDefault}</Text>
          ) : (
            <View
              className={`kb-button${saving ? ' kb-button--disabled' : ''}`}
              role="button"
              aria-disabled={saving !== null}
              aria-busy={saving === 'default'}
              onClick={makeDefault}
            >
              {saving === 'default' ? BANK_TEXTS.makingDefault : BANK_TEXTS.makeDefault}
            </View>
          )}
        </View>
        <BranchSheet
          visible={branchSheetOpen}
          branches={branches.data ?? []}
          selectedCode={card.branchCode}
          onChoose={chooseBranch}
          onClose={() => setBranchSheetOpen(false)}
        />
      </>
    )
  }

  return (
    <View className="kb-page bank-info">
      <NavBar title={BANK_TEXTS.infoTitle} />
      {content}
    </View>
  )
}
