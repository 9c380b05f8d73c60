import { useMemo, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import type { IdCardInfo } from '@contract/identity'
import { useDraft } from '@/hooks/use-draft'
import { useRequireLogin } from '@/hooks/use-require-login'
import { confirmIdCard, recognizeIdCard } from '@/services/api/modules/identity'
import { uploadImage } from '@/services/api/upload'
import { showSuccessToast, showToast } from '@/services/feedback'
import { compressImage } from '@/services/media'
import { formatDate } from '@/utils/dates'
import { goToNextStep, nextStepRoute } from '@/utils/kyc-steps'
import { validateTaiwanId } from '@/utils/validators'
import { askAndPickPhoto } from './components/face/pick-photo'
import StepLayout from './components/kyc/step-layout'
import TextField from './components/kyc/text-field'
import SubmitButton from './components/kyc/submit-button'
import Skeleton from './components/kyc/skeleton'
import IdPhotoSlot, { type UploadedImage } from './components/kyc/id-photo-slot'
import { useTouched } from './components/kyc/use-touched'
import { useUserDetail } from './components/kyc/use-user-detail'
import {
  EMPTY_ID_CARD,
  ID_CARD_FIELDS,
  ID_PHOTO_MAX_BYTES,
  cleanIdInput,
  formatBirthdayInput,
  toOcrConfirmPayload,
  validateIdCardForm,
} from './components/kyc/id-card-form'
import { ID_CARD_TEXTS as TEXTS, KYC_COMMON_TEXTS } from './kyc-texts'
import './components/kyc/id-card.scss'
import './idCard.scss'

type Side = 'front' | 'back'

/** What a user who finished this step before sees first: the confirmed details, masked. */
function ConfirmedCard({ card, onRedo }: { card: IdCardInfo; onRedo: () => void }) {
  return (
    <>
      <View className="id-done">
        <Text className="id-done__title">{TEXTS.doneHeading}</Text>
        <View className="id-done__row">
          <Text className="id-done__label">{TEXTS.doneName}</Text>
          <Text>{card.userName}</Text>
        </View>
        <View className="id-done__row">
          <Text className="id-done__label">{TEXTS.doneIdNo}</Text>
          <Text>{card.idNoMasked}</Text>
        </View>
        <View className="id-done__row">
          <Text className="id-done__label">{TEXTS.doneBirthday}</Text>
          <Text>{card.birthday}</Text>
        </View>
        <View className="id-done__row">
          <Text className="id-done__label">{TEXTS.doneDocument}</Text>
          <Text>{TEXTS.documentType[card.documentType]}</Text>
        </View>
      </View>
      <View className="kyc-footer id-actions">
        <SubmitButton
          text={TEXTS.doneNext}
          busyText={TEXTS.doneNext}
          busy={false}
          onClick={() => void Taro.redirectTo({ url: nextStepRoute('idCard') })}
        />
        <SubmitButton text={TEXTS.redo} busyText={TEXTS.redo} busy={false} ghost onClick={onRedo} />
      </View>
    </>
  )
}

/**
 * `/pages/me/idCard` (step 3, 身分證): photos of both sides (camera or album, compressed, at most 10 MB),
 * uploaded and read by `ocrCheck`; then the details to confirm or correct — name, ID number (national ID or
 * resident certificate, checksum checked), birth date → `ocrConfirm`.
 */
export default function IdCardPage() {
  const loggedIn = useRequireLogin()
  const detail = useUserDetail(loggedIn)
  const [form, setForm, clearDraft] = useDraft('idCard', EMPTY_ID_CARD)
  const { touch, touchAll, shown } = useTouched()
  const [uploading, setUploading] = useState<Side | null>(null)
  const [recognizing, setRecognizing] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [redo, setRedo] = useState(false)
  const busy = useRef(false)

  const today = formatDate(new Date())
  const errors = useMemo(() => validateIdCardForm(form, today), [form, today])
  const idCheck = validateTaiwanId(form.idNo)

  /** Runs one action at a time: a second tap while an upload or a call is running does nothing. */
  const exclusive = async (action: () => Promise<void>) => {
    if (busy.current) return
    busy.current = true
    try {
      await action()
    } finally {
      busy.current = false
    }
  }

  const pickSide = (side: Side) =>
    exclusive(async () => {
      const photo = await askAndPickPhoto({ camera: TEXTS.sourceCamera, album: TEXTS.sourceAlbum })
      if (!photo) return
      setUploading(side)
      try {
        const path = await compressImage(photo.path)
        // The picker's size is only right for the untouched photo; otherwise the upload reads the file.
        const size = path === photo.path ? photo.size : undefined
        const uploaded: UploadedImage = await uploadImage(path, { maxSize: ID_PHOTO_MAX_BYTES, size })
        // A new photo means the details must be read and confirmed again.
        setForm({ [side]: { key: uploaded.key, url: uploaded.url }, ocrDone: false })
      } catch {
        // The client showed why (圖片過大，請重新上傳, network); the previous photo stays.
      } finally {
        setUploading(null)
      }
    })

  const recognize = () =>
    exclusive(async () => {
      if (!form.front || !form.back) {
        showToast(TEXTS.needBothSides)
        return
      }
      setRecognizing(true)
      try {
        const result = await recognizeIdCard({ frontImageKey: form.front.key, backImageKey: form.back.key })
        // Whatever was read fills the fields; the user checks and completes them.
        setForm((previous) => ({
          ...previous,
          ocrDone: true,
          ocrMessage: result.recognized ? '' : result.message || TEXTS.ocrManual,
          userName: result.userName || previous.userName,
          idNo: result.idNo ? cleanIdInput(result.idNo) : previous.idNo,
          birthday: result.birthday ? formatBirthdayInput(result.birthday) : previous.birthday,
        }))
      } catch {
        // Shown by the client (e.g. 身分證照片解析度過低，請重新拍攝); the photos stay for another try.
      } finally {
        setRecognizing(false)
      }
    })

  const submit = () =>
    exclusive(async () => {
      touchAll(ID_CARD_FIELDS)
      if (Object.keys(errors).length > 0) {
        showToast(KYC_COMMON_TEXTS.fixErrors)
        return
      }
      setSubmitting(true)
      try {
        await confirmIdCard(toOcrConfirmPayload(form, today))
        clearDraft()
        showSuccessToast(KYC_COMMON_TEXTS.saved)
        await goToNextStep('idCard')
      } catch {
        // The server's reason (taken ID number, under 18 …) was shown; the form keeps what was typed.
      } finally {
        setSubmitting(false)
      }
    })

  const savedCard = detail.data?.idCard ?? null
  const inProgress = Boolean(form.front || form.back || form.ocrDone)
  let content
  if (loggedIn && !detail.data && detail.loading) {
    content = (
      <View aria-busy className="kyc-card">
        <Skeleton height={150} marginTop={12} />
        <Skeleton height={96} marginTop={12} />
      </View>
    )
  } else if (savedCard && !redo && !inProgress) {
    content = <ConfirmedCard card={savedCard} onRedo={() => setRedo(true)} />
  } else if (!form.ocrDone) {
    content = (
      <>
        <Text className="kyc-heading">{TEXTS.heading}</Text>
        <Text className="kyc-subheading">{TEXTS.subheading}</Text>
        <View className="id-slots">
          <IdPhotoSlot
            side="front"
            photo={form.front}
            uploading={uploading === 'front'}
            onPick={() => void pickSide('front')}
          />
          <IdPhotoSlot
            side="back"
            photo={form.back}
            uploading={uploading === 'back'}
            onPick={() => void pickSide('back')}
          />
        </View>
        <View className="id-tips">
          {TEXTS.tips.map((tip) => (
            <Text key={tip} className="id-tips__item">
              {tip}
            </Text>
          ))}
        </View>
        <View className="kyc-footer">
          <SubmitButton
            text={TEXTS.recognize}
            busyText={TEXTS.recognizing}
            busy={recognizing}
            disabled={!form.front || !form.back || uploading !== null}
            onClick={() => void recognize()}
          />
          <Text className="kyc-footer__note">{KYC_COMMON_TEXTS.privacyNote}</Text>
        </View>
      </>
    )
  } else {
    content = (
      <>
        <Text className="kyc-heading">{TEXTS.confirmHeading}</Text>
        <Text className="kyc-subheading">{TEXTS.confirmSubheading}</Text>
        {form.ocrMessage && <Text className="kyc-notice kyc-notice--warn">{form.ocrMessage}</Text>}
        <View className="id-thumbs">
          {form.front && (
            <Image
              className="id-thumbs__image"
              src={form.front.url}
              mode="aspectFill"
              ariaLabel={TEXTS.front}
              imgProps={{ alt: TEXTS.front }}
            />
          )}
          {form.back && (
            <Image
              className="id-thumbs__image"
              src={form.back.url}
              mode="aspectFill"
              ariaLabel={TEXTS.back}
              imgProps={{ alt: TEXTS.back }}
            />
          )}
          <View className="kyc-link id-thumbs__retake" role="button" onClick={() => setForm({ ocrDone: false })}>
            {TEXTS.retake}
          </View>
        </View>
        <View className="kyc-card">
          <TextField
            label={TEXTS.userName}
            value={form.userName}
            onChange={(value) => setForm({ userName: value })}
            onBlur={() => touch('userName')}
            error={shown('userName', errors.userName)}
            placeholder={TEXTS.userNamePlaceholder}
            autoComplete="name"
            maxLength={30}
          />
          <TextField
            label={TEXTS.idNo}
            value={form.idNo}
            onChange={(value) => setForm({ idNo: cleanIdInput(value) })}
            onBlur={() => touch('idNo')}
            error={shown('idNo', errors.idNo)}
            hint={idCheck.ok ? TEXTS.kindHint(TEXTS.idKind[idCheck.kind], TEXTS.gender[idCheck.gender]) : undefined}
            placeholder={TEXTS.idNoPlaceholder}
            keyboard="idcard"
            maxLength={10}
          />
          <TextField
            label={TEXTS.birthday}
            value={form.birthday}
            onChange={(value) => setForm({ birthday: formatBirthdayInput(value) })}
            onBlur={() => touch('birthday')}
            error={shown('birthday', errors.birthday)}
            placeholder={TEXTS.birthdayPlaceholder}
            keyboard="numeric"
            autoComplete="bday"
            maxLength={10}
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
      </>
    )
  }

  return (
    <StepLayout title={TEXTS.title} step={3}>
      {content}
    </StepLayout>
  )
}
