import { useRef, useState } from 'react'
import { View, Text, Input, Textarea } from '@tarojs/components'
import type { QuestionQueryBody, UserQuestion } from '@contract/other'
import { useApiData } from '@/hooks/use-api-data'
import { BusinessError } from '@/services/api/errors'
import { getQuestions, saveQuestion } from '@/services/api/modules/other'
import { showSuccessToast } from '@/services/feedback'
import { formatDate } from '@/utils/dates'
import { inputValue } from '@/pages/order/components/input-value'
import { ACCOUNT_TEXTS } from '../../account-texts'

const TEXTS = ACCOUNT_TEXTS.feedback
const CONTENT_MIN = 5
const CONTENT_MAX = 500
const CONTACT_MAX = 100

export function validateFeedbackContent(content: string): string | null {
  const text = content.trim()
  if (!text) return TEXTS.contentRequired
  if (text.length < CONTENT_MIN) return TEXTS.contentTooShort
  if (text.length > CONTENT_MAX) return TEXTS.contentTooLong
  return null
}

export function validateFeedbackContact(contact: string): string | null {
  return contact.trim().length > CONTACT_MAX ? TEXTS.contactTooLong : null
}

function QuestionItem({ question }: { question: UserQuestion }) {
  const replied = question.status === 'replied'
  return (
    <View className="feedback-item" role="listitem">
      <View className="feedback-item__head">
        <Text className="feedback-item__date">{formatDate(question.createdAt)}</Text>
        <Text className={`feedback-item__status ${replied ? 'feedback-item__status--replied' : ''}`}>
          {replied ? TEXTS.statusReplied : TEXTS.statusReceived}
        </Text>
      </View>
      <Text className="feedback-item__content">{question.content}</Text>
      {question.reply && (
        <Text className="feedback-item__reply">
          {TEXTS.reply}
          {question.reply}
        </Text>
      )}
    </View>
  )
}

function Faqs({ data }: { data: QuestionQueryBody }) {
  const [open, setOpen] = useState<string | null>(null)
  return (
    <View role="list" aria-label={TEXTS.faqTitle}>
      {data.faqs.map((faq) => {
        const expanded = open === faq.id
        return (
          <View key={faq.id} className="faq-item" role="listitem">
            <View
              className="faq-item__question"
              role="button"
              aria-expanded={expanded}
              onClick={() => setOpen(expanded ? null : faq.id)}
            >
              <Text>{faq.question}</Text>
              <Text className="faq-item__chevron">{expanded ? '︿' : '﹀'}</Text>
            </View>
            {expanded && <Text className="faq-item__answer">{faq.answer}</Text>}
          </View>
        )
      })}
    </View>
  )
}

/** Feedback: a form (content 5–500 characters, optional contact), the user's earlier questions, the FAQs. */
export default function FeedbackPanel() {
  const questions = useApiData(() => getQuestions({ silent: true }), [])
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const [errors, setErrors] = useState<{ content?: string | null; contact?: string | null; form?: string }>({})
  const [submitting, setSubmitting] = useState(false)
  const submittingRef = useRef(false)
  // Questions sent from this sheet, shown at once without waiting for the list to reload.
  const [sent, setSent] = useState<UserQuestion[]>([])

  const submit = async () => {
    if (submittingRef.current) return
    const contentError = validateFeedbackContent(content)
    const contactError = validateFeedbackContact(contact)
    setErrors({ content: contentError, contact: contactError })
    if (contentError || contactError) return
    submittingRef.current = true
    setSubmitting(true)
    try {
      const saved = await saveQuestion(
        { content: content.trim(), contact: contact.trim() || undefined },
        { silent: true },
      )
      setSent((previous) => [saved, ...previous])
      setContent('')
      setContact('')
      showSuccessToast(TEXTS.sent)
    } catch (error) {
      setErrors({ form: error instanceof BusinessError ? error.message : TEXTS.loadFailed })
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  const known = new Set(sent.map((question) => question.id))
  const mine = [...sent, ...(questions.data?.mine ?? []).filter((question) => !known.has(question.id))]

  return (
    <View>
      <View role="form" aria-label={TEXTS.formTitle}>
        <View className="account-field">
          <Text className="account-field__label">{TEXTS.contentLabel}</Text>
          <Textarea
            className={`account-field__textarea ${errors.content ? 'account-field__textarea--error' : ''}`}
            value={content}
            maxlength={CONTENT_MAX}
            placeholder={TEXTS.contentPlaceholder}
            aria-label={TEXTS.contentLabel}
            onInput={(event) => setContent(inputValue(event))}
            onBlur={() => setErrors((previous) => ({ ...previous, content: validateFeedbackContent(content) }))}
          />
          <Text className="account-field__count">{TEXTS.count(content.trim().length)}</Text>
          {errors.content && (
            <View className="account-field__error" role="alert">
              {errors.content}
            </View>
          )}
        </View>
        <View className="account-field">
          <Text className="account-field__label">{TEXTS.contactLabel}</Text>
          <Input
            className={`account-field__input ${errors.contact ? 'account-field__input--error' : ''}`}
            value={contact}
            maxlength={CONTACT_MAX + 20}
            placeholder={TEXTS.contactPlaceholder}
            aria-label={TEXTS.contactLabel}
            onInput={(event) => setContact(inputValue(event))}
            onBlur={() => setErrors((previous) => ({ ...previous, contact: validateFeedbackContact(contact) }))}
          />
          {errors.contact && (
            <View className="account-field__error" role="alert">
              {errors.contact}
            </View>
          )}
        </View>
        {errors.form && (
          <View className="account-field__error" role="alert">
            {errors.form}
          </View>
        )}
        <View className="account-sheet__actions">
          <View
            className={`account-sheet__button ${submitting ? 'account-sheet__button--busy' : ''}`}
            role="button"
            aria-disabled={submitting}
            onClick={() => void submit()}
          >
            {submitting ? TEXTS.submitting : TEXTS.submit}
          </View>
        </View>
      </View>

      <Text className="account-sheet__section-title">{TEXTS.mineTitle}</Text>
      {mine.length > 0 ? (
        <View role="list" aria-label={TEXTS.mineTitle}>
          {mine.map((question) => (
            <QuestionItem key={question.id} question={question} />
          ))}
        </View>
      ) : (
        questions.data && <Text className="account-sheet__muted">{TEXTS.mineEmpty}</Text>
      )}

      <Text className="account-sheet__section-title">{TEXTS.faqTitle}</Text>
      {questions.data ? (
        <Faqs data={questions.data} />
      ) : questions.error && !questions.loading ? (
        <View className="faq-item__question" role="button" onClick={() => void questions.reload()}>
          <Text className="account-sheet__muted">{TEXTS.loadFailed}</Text>
          <Text className="faq-item__chevron">{TEXTS.retry}</Text>
        </View>
      ) : (
        <Text className="account-sheet__muted">{ACCOUNT_TEXTS.destroy.loadingData}</Text>
      )}
    </View>
  )
}
