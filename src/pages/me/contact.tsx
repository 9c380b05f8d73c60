import { useEffect, useMemo, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { CONTACT_RELATIONS, type ContactRelation, type EmergencyContact } from '@contract/user'
import { useApiData } from '@/hooks/use-api-data'
import { useDraft } from '@/hooks/use-draft'
import { useRequireLogin } from '@/hooks/use-require-login'
import { getCashUser, saveEmergencyContacts } from '@/services/api/modules/user'
import { showSuccessToast, showToast } from '@/services/feedback'
import { goToNextStep } from '@/utils/kyc-steps'
import {
  MAX_CONTACTS,
  MIN_CONTACTS,
  contactsAreValid,
  normalizeMobile,
  validateContacts,
  type ContactErrors,
} from '@/utils/validators'
import StepLayout from './components/kyc/step-layout'
import TextField from './components/kyc/text-field'
import SelectField from './components/kyc/select-field'
import OptionSheet from './components/kyc/option-sheet'
import SubmitButton from './components/kyc/submit-button'
import { useTouched } from './components/kyc/use-touched'
import { useUserDetail } from './components/kyc/use-user-detail'
import { CONTACT_TEXTS as TEXTS, KYC_COMMON_TEXTS } from './kyc-texts'
import './contact.scss'

interface ContactRow {
  /** Stable key of the row, so messages stay with the right contact when one is removed. */
  id: string
  name: string
  mobile: string
  relation: ContactRelation | ''
}

interface ContactForm {
  contacts: ContactRow[]
  /** Next row id. */
  nextId: number
}

const FIELDS = ['name', 'mobile', 'relation'] as const

function emptyRow(id: number): ContactRow {
  return { id: `c${id}`, name: '', mobile: '', relation: '' }
}

const EMPTY_FORM: ContactForm = {
  contacts: Array.from({ length: MIN_CONTACTS }, (_, index) => emptyRow(index + 1)),
  nextId: MIN_CONTACTS + 1,
}

function fromSaved(saved: readonly EmergencyContact[]): ContactForm {
  return {
    contacts: saved.map((contact, index) => ({ id: `c${index + 1}`, ...contact })),
    nextId: saved.length + 1,
  }
}

function relationLabel(value: string): string {
  return CONTACT_RELATIONS.find((option) => option.value === value)?.label ?? ''
}

/**
 * `/pages/me/contact` (step 2, 聯絡人): two to five emergency contacts, each with name, mobile and relation;
 * not the user's own number, no number twice → `emergencyContact/add`.
 */
export default function ContactPage() {
  const loggedIn = useRequireLogin()
  const detail = useUserDetail(loggedIn)
  // The user's own number, so it can be refused before the server does.
  const cashUser = useApiData(() => getCashUser(), [], { enabled: loggedIn, refreshOnShow: false })
  const [form, setForm, clearDraft, draft] = useDraft('contact', EMPTY_FORM)
  const { touch, touchAll, shown } = useTouched()
  const [relationFor, setRelationFor] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const submittingRef = useRef(false)

  const ownMobile = cashUser.data?.mobile ?? ''
  const errors: ContactErrors[] = useMemo(() => validateContacts(form.contacts, ownMobile), [form.contacts, ownMobile])

  const saved = detail.data?.emergencyContacts
  const { prefill } = draft
  useEffect(() => {
    if (saved && saved.length >= MIN_CONTACTS) prefill(fromSaved(saved))
  }, [saved, prefill])

  const updateRow = (id: string, change: Partial<ContactRow>) =>
    setForm((previous) => ({
      ...previous,
      contacts: previous.contacts.map((row) => (row.id === id ? { ...row, ...change } : row)),
    }))

  const addRow = () =>
    setForm((previous) =>
      previous.contacts.length >= MAX_CONTACTS
        ? previous
        : { contacts: [...previous.contacts, emptyRow(previous.nextId)], nextId: previous.nextId + 1 },
    )

  const removeRow = (id: string) =>
    setForm((previous) =>
      previous.contacts.length <= MIN_CONTACTS
        ? previous
        : { ...previous, contacts: previous.contacts.filter((row) => row.id !== id) },
    )

  const submit = async () => {
    if (submittingRef.current) return
    touchAll(form.contacts.flatMap((row) => FIELDS.map((fieldName) => `${row.id}.${fieldName}`)))
    if (!contactsAreValid(errors)) {
      showToast(KYC_COMMON_TEXTS.fixErrors)
      return
    }
    submittingRef.current = true
    setSubmitting(true)
    try {
      await saveEmergencyContacts({
        contacts: form.contacts.map((row) => ({
          name: row.name.trim(),
          mobile: normalizeMobile(row.mobile) ?? row.mobile,
          relation: row.relation as ContactRelation,
        })),
      })
      clearDraft()
      showSuccessToast(KYC_COMMON_TEXTS.saved)
      await goToNextStep('emergencyContact')
    } catch {
      // The client showed the server's message (it names the contact); the form keeps what was typed.
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  const editingRow = form.contacts.find((row) => row.id === relationFor)

  return (
    <StepLayout title={TEXTS.title} step={2}>
      <Text className="kyc-heading">{TEXTS.heading}</Text>
      <Text className="kyc-subheading">{TEXTS.subheading}</Text>
      {draft.restored && <Text className="kyc-notice">{KYC_COMMON_TEXTS.draftRestored}</Text>}
      {form.contacts.map((row, index) => {
        const rowErrors = errors[index] ?? {}
        const key = (fieldName: string) => `${row.id}.${fieldName}`
        return (
          <View key={row.id} className="kyc-card contact-card" role="group" aria-label={TEXTS.contactTitle(index)}>
            <View className="contact-card__header">
              <Text className="kyc-card__title">{TEXTS.contactTitle(index)}</Text>
              {form.contacts.length > MIN_CONTACTS && (
                <View
                  className="contact-card__remove"
                  role="button"
                  aria-label={TEXTS.removeLabel(index)}
                  onClick={() => removeRow(row.id)}
                >
                  {TEXTS.remove}
                </View>
              )}
            </View>
            <TextField
              label={TEXTS.name}
              a11yLabel={`${TEXTS.contactTitle(index)} ${TEXTS.name}`}
              value={row.name}
              onChange={(value) => updateRow(row.id, { name: value })}
              onBlur={() => touch(key('name'))}
              error={shown(key('name'), rowErrors.name)}
              placeholder={TEXTS.namePlaceholder}
              maxLength={30}
            />
            <TextField
              label={TEXTS.mobile}
              a11yLabel={`${TEXTS.contactTitle(index)} ${TEXTS.mobile}`}
              value={row.mobile}
              onChange={(value) => updateRow(row.id, { mobile: value })}
              onBlur={() => touch(key('mobile'))}
              error={shown(key('mobile'), rowErrors.mobile)}
              placeholder={TEXTS.mobilePlaceholder}
              keyboard="tel"
              maxLength={20}
            />
            <SelectField
              label={TEXTS.relation}
              a11yLabel={`${TEXTS.contactTitle(index)} ${TEXTS.relation}`}
              valueText={relationLabel(row.relation)}
              onOpen={() => setRelationFor(row.id)}
              error={shown(key('relation'), rowErrors.relation)}
            />
          </View>
        )
      })}
      {form.contacts.length < MAX_CONTACTS ? (
        <View className="contact-add" role="button" onClick={addRow}>
          {TEXTS.add}
        </View>
      ) : (
        <Text className="contact-max">{TEXTS.maxReached}</Text>
      )}
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
        visible={editingRow !== undefined}
        title={TEXTS.relation}
        options={CONTACT_RELATIONS}
        selected={editingRow?.relation}
        onSelect={(value) => {
          if (editingRow) {
            updateRow(editingRow.id, { relation: value as ContactRelation })
            touch(`${editingRow.id}.relation`)
          }
          setRelationFor(null)
        }}
        onClose={() => {
          if (editingRow) touch(`${editingRow.id}.relation`)
          setRelationFor(null)
        }}
      />
    </StepLayout>
  )
}
