import { useRef, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import type { Bank, BankBranch } from '@contract/bank'
import NavBar from '@/components/nav-bar'
import StepIndicator from '@/components/step-indicator'
import ServiceButton from '@/components/service-button'
import { ROUTES } from '@/constants/routes'
import { useApiData } from '@/hooks/use-api-data'
import { useDraft } from '@/hooks/use-draft'
import { useRequireLogin } from '@/hooks/use-require-login'
import { BusinessError } from '@/services/api/errors'
import { attachPassbookImage, bindCard, getBankBranches } from '@/services/api/modules/bank'
import { getUserDetail } from '@/services/api/modules/identity'
import { showSuccessToast, showToast } from '@/services/feedback'
import { normalizeAccountNumber, validateAccountNumber, ACCOUNT_NUMBER_MESSAGES } from '@/utils/bank-account'
import { firstUnfinishedStep, goToNextStep, stepRoute } from '@/utils/kyc-steps'
import { BANK_TEXTS } from './bank-face-texts'
import { bankLabel } from './components/bank/bank-search'
import BranchSheet from './components/bank/branch-sheet'
import PassbookUpload, { type UploadedPhoto } from './components/bank/passbook-upload'
import { openBankSelect, pickedBankAtom, useTakePick } from './components/bank/pick-results'
import './components/bank/common.scss'
import './components/bank/bank-parts.scss'
import './addBank.scss'

export interface AddBankDraft {
  bankCode: string
  bankName: string
  branchCode: string
  branchName: string
  /** As typed (spaces and dashes kept), so the field shows exactly what the user entered. */
  accountNo: string
  passbookKey: string
  passbookUrl: string
}

const EMPTY_DRAFT: AddBankDraft = {
  bankCode: '',
  bankName: '',
  branchCode: '',
  branchName: '',
  accountNo: '',
  passbookKey: '',
  passbookUrl: '',
}

type FieldErrors = Partial<Record<'bank' | 'accountNo', string>>

/** Anything but digits and the separators people type between digit groups. */
const NOT_ACCOUNT_CHARACTER = /[^\d\s\-０-９－]/

/**
 * Verification step 4 (銀行卡), and the form for adding another account from the account list
 * (`?mode=add`: no step indicator, back to the list afterwards). Holder name is the confirmed ID name.
 */
export default function AddBankPage() {
  const { params } = useRouter()
  const addAnother = params.mode === 'add'
  const loggedIn = useRequireLogin()
  const detail = useApiData(() => getUserDetail({ silent: true }), [], { enabled: loggedIn })
  const [draft, setDraft, clearDraft] = useDraft<AddBankDraft>(addAnother ? 'addBank:another' : 'addBank', EMPTY_DRAFT)
  const branches = useApiData(() => getBankBranches({ bankCode: draft.bankCode }, { silent: true }), [draft.bankCode], {
    enabled: loggedIn && draft.bankCode !== '',
    refreshOnShow: false,
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [branchSheetOpen, setBranchSheetOpen] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const submittingRef = useRef(false)

  useTakePick(pickedBankAtom, (bank: Bank) => {
    // Another bank's branch codes mean nothing for this one.
    const branchKept = bank.bankCode === draft.bankCode
    setDraft({
      bankCode: bank.bankCode,
      bankName: bank.bankName,
      branchCode: branchKept ? draft.branchCode : '',
      branchName: branchKept ? draft.branchName : '',
    })
    setErrors((previous) => ({ ...previous, bank: undefined }))
  })

  const holderName = detail.data?.idCard?.userName ?? ''
  const bankStepDone = detail.data?.steps.some((state) => state.step === 'bankCard' && state.done) ?? false
  const boundCard = detail.data?.bankCard ?? null
  const showAlreadyBound = !addAnother && bankStepDone && boundCard !== null
  // Step 3 gives the holder name; without it the server refuses the card, so send the user there first.
  const missingStepRoute =
    detail.data && detail.data.idCard === null ? stepRoute(firstUnfinishedStep(detail.data)) : null

  const onAccountInput = (value: string) => {
    setDraft({ accountNo: value })
    // Letters are refused as they are typed (the text stays, so the user sees what to fix); other problems
    // wait until the field is left, and an error already shown clears as soon as the number is right.
    if (NOT_ACCOUNT_CHARACTER.test(value))
      setErrors((previous) => ({ ...previous, accountNo: ACCOUNT_NUMBER_MESSAGES.digitsOnly }))
    else if (errors.accountNo)
      setErrors((previous) => ({ ...previous, accountNo: validateAccountNumber(value) ?? undefined }))
  }

  const onAccountBlur = () => {
    setErrors((previous) => ({ ...previous, accountNo: validateAccountNumber(draft.accountNo) ?? undefined }))
  }

  const chooseBranch = (branch: BankBranch | null) => {
    setDraft({ branchCode: branch?.branchCode ?? '', branchName: branch?.branchName ?? '' })
    setBranchSheetOpen(false)
  }

  const openBranches = () => {
    if (!draft.bankCode) {
      setErrors((previous) => ({ ...previous, bank: BANK_TEXTS.branchChooseBankFirst }))
      return
    }
    if (branches.error && !branches.data) {
      void branches.reload()
      return
    }
    setBranchSheetOpen(true)
  }

  const passbook: UploadedPhoto | null = draft.passbookKey ? { key: draft.passbookKey, url: draft.passbookUrl } : null

  const finish = () => {
    if (!addAnother) return goToNextStep('bankCard')
    // Back to the account list that opened this form; straight to it when the form was opened on its own.
    if (Taro.getCurrentPages().length > 1) return Taro.navigateBack({ delta: 1 })
    return Taro.redirectTo({ url: ROUTES.bankList })
  }

  const submit = async () => {
    if (submittingRef.current) return
    const found: FieldErrors = {
      bank: draft.bankCode ? undefined : BANK_TEXTS.bankRequired,
      accountNo: validateAccountNumber(draft.accountNo) ?? undefined,
    }
    setErrors(found)
    if (found.bank || found.accountNo) return
    submittingRef.current = true
    setSubmitting(true)
    try {
      const card = await bindCard({
        bankCode: draft.bankCode,
        ...(draft.branchCode ? { branchCode: draft.branchCode } : {}),
        accountNo: normalizeAccountNumber(draft.accountNo),
      })
      if (draft.passbookKey) {
        try {
          await attachPassbookImage({ cardId: card.cardId, imageKey: draft.passbookKey }, { silent: true })
        } catch {
          // The account is bound, which is what the step needs; the photo can be added later.
          showToast(BANK_TEXTS.passbookAttachFailed)
        }
      }
      clearDraft()
      showSuccessToast(BANK_TEXTS.bound)
      await finish()
    } catch (error) {
      // The client has shown the server's message in a modal; a conflict also belongs next to the number.
      if (error instanceof BusinessError && error.status === 409) {
        setErrors({ accountNo: error.message || BANK_TEXTS.alreadyBound })
      }
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  const branchValue = !draft.bankCode
    ? BANK_TEXTS.branchChooseBankFirst
    : draft.branchCode
      ? `${draft.branchCode} ${draft.branchName}`
      : branches.error && !branches.data
        ? BANK_TEXTS.branchLoadFailed
        : !branches.data
          ? BANK_TEXTS.branchLoading
          : BANK_TEXTS.branchPlaceholder

  return (
    <View className="kb-page add-bank">
      <NavBar title={addAnother ? BANK_TEXTS.addAnotherTitle : BANK_TEXTS.addTitle} confirmExit={!addAnother} />
      {!addAnother && <StepIndicator current={4} />}

      {showAlreadyBound && boundCard ? (
        <>
          <View className="kb-banner kb-banner--success" role="status">
            {BANK_TEXTS.alreadyBoundBanner(bankLabel(boundCard), boundCard.accountMasked)}
          </View>
          <View className="kb-actions">
            <View className="kb-button" role="button" onClick={() => void goToNextStep('bankCard')}>
              {BANK_TEXTS.next}
            </View>
            <View
              className="kb-button--secondary"
              role="button"
              onClick={() => void Taro.navigateTo({ url: `${ROUTES.addBank}?mode=add` })}
            >
              {BANK_TEXTS.addAnother}
            </View>
          </View>
        </>
      ) : (
        <>
          <Text className="kb-intro">{BANK_TEXTS.addIntro}</Text>
          {missingStepRoute && (
            <View
              className="kb-banner kb-banner--warning"
              role="button"
              onClick={() => void Taro.redirectTo({ url: missingStepRoute })}
            >
              {BANK_TEXTS.holderMissing}
            </View>
          )}
          <View className="kb-card">
            <View className={`kb-field${errors.bank ? ' kb-field--invalid' : ''}`}>
              <Text className="kb-field__label">{BANK_TEXTS.bankLabel}</Text>
              <View
                className="kb-field__control"
                role="button"
                aria-label={`${BANK_TEXTS.bankLabel}：${draft.bankCode ? bankLabel(draft) : BANK_TEXTS.bankPlaceholder}`}
                onClick={() => void openBankSelect(draft.bankCode)}
              >
                <Text className={`kb-field__value${draft.bankCode ? '' : ' kb-field__placeholder'}`}>
                  {draft.bankCode ? bankLabel(draft) : BANK_TEXTS.bankPlaceholder}
                </Text>
                <View className="kb-field__chevron" />
              </View>
              {errors.bank && (
                <View className="kb-field__error" role="alert">
                  {errors.bank}
                </View>
              )}
            </View>

            <View className="kb-field">
              <Text className="kb-field__label">
                {BANK_TEXTS.branchLabel}
                <Text className="kb-field__optional">{BANK_TEXTS.branchOptional}</Text>
              </Text>
              <View
                className="kb-field__control"
                role="button"
                aria-label={`${BANK_TEXTS.branchLabel}：${branchValue}`}
                onClick={openBranches}
              >
                <Text className={`kb-field__value${draft.branchCode ? '' : ' kb-field__placeholder'}`}>
                  {branchValue}
                </Text>
                <View className="kb-field__chevron" />
              </View>
            </View>

            <View className={`kb-field${errors.accountNo ? ' kb-field--invalid' : ''}`}>
              <Text className="kb-field__label">{BANK_TEXTS.accountLabel}</Text>
              <View className="kb-field__control">
                <Input
                  className="kb-field__input add-bank__account"
                  type="text"
                  value={draft.accountNo}
                  maxlength={24}
                  placeholder={BANK_TEXTS.accountPlaceholder}
                  placeholderClass="kb-field__placeholder"
                  // H5 renders Input as a plain <input> (config useHtmlComponents), which ignores nativeProps:
                  // name and attributes go on it directly (minimal fix by journey, as TextField does).
                  aria-label={BANK_TEXTS.accountLabel}
                  {...(process.env.TARO_ENV === 'h5' ? { inputMode: 'numeric' as const, autoComplete: 'off' } : {})}
                  onInput={(event) => onAccountInput(event.detail.value)}
                  onBlur={onAccountBlur}
                />
              </View>
              {errors.accountNo && (
                <View className="kb-field__error" role="alert">
                  {errors.accountNo}
                </View>
              )}
            </View>

            <View className="kb-field kb-field--readonly">
              <Text className="kb-field__label">{BANK_TEXTS.holderLabel}</Text>
              <View className="kb-field__control" aria-label={`${BANK_TEXTS.holderLabel}：${holderName}`}>
                {detail.loading && !detail.data ? (
                  <View className="kb-skeleton add-bank__holder-skeleton" />
                ) : (
                  <Text className="kb-field__value">{holderName || '—'}</Text>
                )}
              </View>
              <Text className="kb-field__hint">{BANK_TEXTS.holderHint}</Text>
            </View>

            <PassbookUpload
              value={passbook}
              onChange={(photo) => setDraft({ passbookKey: photo?.key ?? '', passbookUrl: photo?.url ?? '' })}
            />
          </View>

          <View className="kb-actions">
            <View
              className={`kb-button${submitting ? ' kb-button--disabled' : ''}`}
              role="button"
              aria-disabled={submitting}
              aria-busy={submitting}
              onClick={() => void submit()}
            >
              {submitting ? BANK_TEXTS.submitting : BANK_TEXTS.submit}
            </View>
          </View>
          <Text className="kb-note">{BANK_TEXTS.securityNote}</Text>
        </>
      )}

      <BranchSheet
        visible={branchSheetOpen}
        branches={branches.data ?? []}
        selectedCode={draft.branchCode}
        onChoose={chooseBranch}
        onClose={() => setBranchSheetOpen(false)}
      />
      {!addAnother && <ServiceButton />}
    </View>
  )
}
