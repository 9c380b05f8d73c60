import { useEffect, useMemo, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { EDUCATIONS, MARITAL_STATUSES, OCCUPATIONS } from '@contract/identity'
import type { LabelledOption } from '@contract/envelope'
import { useApiData } from '@/hooks/use-api-data'
import { useDraft } from '@/hooks/use-draft'
import { useRequireLogin } from '@/hooks/use-require-login'
import { getAddressList } from '@/services/api/modules/apply'
import { savePersonalInfo } from '@/services/api/modules/identity'
import { showSuccessToast, showToast } from '@/services/feedback'
import { goToNextStep } from '@/utils/kyc-steps'
import { formatNtd } from '@/utils/money'
import { parseMonthlyIncome } from '@/utils/validators'
import StepLayout from './components/kyc/step-layout'
import TextField from './components/kyc/text-field'
import SelectField from './components/kyc/select-field'
import OptionSheet from './components/kyc/option-sheet'
import AddressSheet from './components/kyc/address-sheet'
import SubmitButton from './components/kyc/submit-button'
import { useTouched } from './components/kyc/use-touched'
import { useUserDetail } from './components/kyc/use-user-detail'
import {
  EMPTY_PERSONAL_INFO,
  PERSONAL_INFO_FIELDS,
  fromPersonalInfo,
  toPersonalInfoPayload,
  validatePersonalInfo,
  type PersonalInfoField,
} from './components/kyc/personal-info-form'
import { KYC_COMMON_TEXTS, USER_INFO_TEXTS as TEXTS } from './kyc-texts'
import './userInfo.scss'

type ChoiceField = 'education' | 'maritalStatus' | 'occupation'

const CHOICES: Record<ChoiceField, { title: string; options: readonly LabelledOption[] }> = {
  education: { title: TEXTS.education, options: EDUCATIONS },
  maritalStatus: { title: TEXTS.maritalStatus, options: MARITAL_STATUSES },
  occupation: { title: TEXTS.occupation, options: OCCUPATIONS },
}

function labelOf(options: readonly LabelledOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? ''
}

/**
 * `/pages/me/userInfo` (step 1, 個人資料): name, education, marital status, occupation, monthly income, home
 * address (city → district from the server, then street), email and LINE ID → `supplementUserInfo`.
 */
export default function UserInfoPage() {
  const loggedIn = useRequireLogin()
  const detail = useUserDetail(loggedIn)
  const addresses = useApiData(() => getAddressList(), [], { enabled: loggedIn, refreshOnShow: false })
  const [form, setForm, clearDraft, draft] = useDraft('userInfo', EMPTY_PERSONAL_INFO)
  const { touch, touchAll, shown } = useTouched()
  const [openChoice, setOpenChoice] = useState<ChoiceField | null>(null)
  const [addressOpen, setAddressOpen] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const submittingRef = useRef(false)
  const errors = useMemo(() => validatePersonalInfo(form), [form])

  // A step done before opens with what was saved (unless the user has a draft or has started typing).
  const savedInfo = detail.data?.personalInfo
  const { prefill } = draft
  useEffect(() => {
    if (savedInfo) prefill(fromPersonalInfo(savedInfo))
  }, [savedInfo, prefill])

  const change = (field: PersonalInfoField) => (value: string) => setForm({ [field]: value })
  const error = (field: PersonalInfoField) => shown(field, errors[field])

  const submit = async () => {
    if (submittingRef.current) return
    touchAll(PERSONAL_INFO_FIELDS)
    if (Object.keys(errors).length > 0) {
      showToast(KYC_COMMON_TEXTS.fixErrors)
      return
    }
    submittingRef.current = true
    setSubmitting(true)
    try {
      // Refusals (a field the server rejects) come back as the 溫馨提示 modal; the form stays as typed.
      await savePersonalInfo(toPersonalInfoPayload(form))
      clearDraft()
      showSuccessToast(KYC_COMMON_TEXTS.saved)
      await goToNextStep('personalInfo')
    } catch {
      // Already shown by the client; the form keeps what was typed.
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  const income = parseMonthlyIncome(form.monthlyIncome)
  const choice = openChoice ? CHOICES[openChoice] : null

  return (
    <StepLayout title={TEXTS.title} step={1}>
      <Text className="kyc-heading">{TEXTS.heading}</Text>
      <Text className="kyc-subheading">{TEXTS.subheading}</Text>
      {draft.restored && <Text className="kyc-notice">{KYC_COMMON_TEXTS.draftRestored}</Text>}
      <View className="kyc-card">
        <TextField
          label={TEXTS.name}
          value={form.name}
          onChange={change('name')}
          onBlur={() => touch('name')}
          error={error('name')}
          placeholder={TEXTS.namePlaceholder}
          autoComplete="name"
          maxLength={30}
        />
        <SelectField
          label={TEXTS.education}
          valueText={labelOf(EDUCATIONS, form.education)}
          onOpen={() => setOpenChoice('education')}
          error={error('education')}
        />
        <SelectField
          label={TEXTS.maritalStatus}
          valueText={labelOf(MARITAL_STATUSES, form.maritalStatus)}
          onOpen={() => setOpenChoice('maritalStatus')}
          error={error('maritalStatus')}
        />
        <SelectField
          label={TEXTS.occupation}
          valueText={labelOf(OCCUPATIONS, form.occupation)}
          onOpen={() => setOpenChoice('occupation')}
          error={error('occupation')}
        />
        <TextField
          label={TEXTS.monthlyIncome}
          value={form.monthlyIncome}
          onChange={change('monthlyIncome')}
          onBlur={() => touch('monthlyIncome')}
          error={error('monthlyIncome')}
          hint={income !== null && income > 0 ? formatNtd(income) : undefined}
          placeholder={TEXTS.monthlyIncomePlaceholder}
          keyboard="numeric"
          prefix="NT$"
          unit={TEXTS.monthlyIncomeUnit}
          maxLength={12}
        />
      </View>
      <View className="kyc-card">
        <SelectField
          label={TEXTS.city}
          valueText={form.city && form.district ? `${form.city} ${form.district}` : ''}
          placeholder={TEXTS.cityPlaceholder}
          onOpen={() => setAddressOpen(true)}
          error={error('city')}
        />
        <TextField
          label={TEXTS.address}
          value={form.address}
          onChange={change('address')}
          onBlur={() => touch('address')}
          error={error('address')}
          placeholder={TEXTS.addressPlaceholder}
          autoComplete="street-address"
          maxLength={100}
        />
        <TextField
          label={TEXTS.email}
          value={form.email}
          onChange={change('email')}
          onBlur={() => touch('email')}
          error={error('email')}
          placeholder={TEXTS.emailPlaceholder}
          keyboard="email"
          autoComplete="email"
          optional
          maxLength={100}
        />
        <TextField
          label={TEXTS.lineId}
          value={form.lineId}
          onChange={change('lineId')}
          onBlur={() => touch('lineId')}
          error={error('lineId')}
          placeholder={TEXTS.lineIdPlaceholder}
          optional
          maxLength={20}
        />
      </View>
      <View className="kyc-footer">
        <SubmitButton
          text={TEXTS.submit}
          busyText={KYC_COMMON_TEXTS.submitting}
          busy={submitting}
          onClick={() => void submit()}
        />
        <Text className="kyc-footer__note">{KYC_COMMON_TEXTS.privacyNote}</Text>
      </View>

      <OptionSheet
        visible={choice !== null}
        title={choice?.title ?? ''}
        options={choice?.options ?? []}
        selected={openChoice ? form[openChoice] : undefined}
        onSelect={(value) => {
          if (openChoice) {
            setForm({ [openChoice]: value })
            touch(openChoice)
          }
          setOpenChoice(null)
        }}
        onClose={() => {
          if (openChoice) touch(openChoice)
          setOpenChoice(null)
        }}
      />
      <AddressSheet
        visible={addressOpen}
        cities={addresses.data}
        failed={Boolean(addresses.error)}
        onRetry={() => void addresses.reload()}
        city={form.city}
        district={form.district}
        onChoose={(city, district) => {
          setForm({ city, district })
          touch('city')
          setAddressOpen(false)
        }}
        onClose={() => {
          touch('city')
          setAddressOpen(false)
        }}
      />
    </StepLayout>
  )
}
