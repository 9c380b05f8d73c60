import { useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { useSetAtom } from 'jotai'
import NavBar from '@/components/nav-bar'
import { ROUTES } from '@/constants/routes'
import { useRequireLogin } from '@/hooks/use-require-login'
import { signContract } from '@/services/api/modules/bank'
import { uploadImage } from '@/services/api/upload'
import { ApiError, BusinessError } from '@/services/api/errors'
import { applyErrorBehaviour } from '@/services/api/error-catalogue'
import { clearApplyAtom } from '@/store/apply'
import { withApplyIds } from './components/navigate'
import SignaturePad, { type SignaturePadHandle } from './components/signature-pad'
import { useApplyIds } from './components/use-apply-ids'
import { SIGNATURE_TEXT as T, SIGN_TEXT } from './sign-texts'
import './signature.scss'

/** The signature image is small (a few tens of KB); anything near this is not a drawing from our pad. */
const SIGNATURE_MAX_BYTES = 2 * 1024 * 1024

/**
 * Signs one order with the uploaded signature. A 409 means the order is no longer waiting for a signature:
 * an earlier attempt got through before failing on a later order, so it counts as signed.
 */
async function signOne(applyId: string, signatureImageKey: string): Promise<void> {
  try {
    await signContract({ applyId, signatureImageKey }, { silent: true })
  } catch (error) {
    if (error instanceof BusinessError && error.status === 409) return
    // silent kept the modal back to allow the 409 case; show the rest now (the session rows already ran).
    if (error instanceof ApiError && !error.entry.endsSession) await applyErrorBehaviour(error)
    throw error
  }
}

export default function SignaturePage() {
  const loggedIn = useRequireLogin()
  const applyIds = useApplyIds()
  const clearApply = useSetAtom(clearApplyAtom)
  const pad = useRef<SignaturePadHandle>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)

  const clear = () => {
    if (busyRef.current) return
    pad.current?.clear()
    setMessage(null)
  }

  const submit = async () => {
    if (busyRef.current || !loggedIn || applyIds.length === 0) return
    const problem = pad.current ? pad.current.problem() : 'empty'
    if (problem) {
      setMessage(problem === 'empty' ? T.empty : T.tooShort)
      return
    }
    busyRef.current = true
    setBusy(true)
    setMessage(null)
    try {
      let path: string
      try {
        path = await (pad.current as SignaturePadHandle).exportPng()
      } catch {
        setMessage(T.exportFailed)
        return
      }
      const { key } = await uploadImage(path, { loading: T.uploading, maxSize: SIGNATURE_MAX_BYTES })
      for (const applyId of applyIds) await signOne(applyId, key)
      clearApply()
      // A fresh stack: going back from the success page must not land on a contract already signed.
      await Taro.reLaunch({ url: withApplyIds(ROUTES.applySuccess, applyIds) })
    } catch {
      // Shown by the API client; the drawing stays so the user can simply try again.
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  return (
    <View className="page signature-page">
      <NavBar title={T.title} />
      {applyIds.length === 0 ? (
        <View className="signature-page__card">
          <Text className="signature-page__intro">{SIGN_TEXT.nothingToSign}</Text>
        </View>
      ) : (
        <View className="signature-page__card">
          <Text className="signature-page__intro">{T.intro}</Text>
          <SignaturePad
            ref={pad}
            label={T.padLabel}
            placeholder={T.placeholder}
            onDrawnChange={(drawn) => drawn && setMessage(null)}
          />
          {message && (
            <View className="signature-page__error" role="alert">
              {message}
            </View>
          )}
          <View className="signature-page__actions">
            <View
              className={`signature-page__clear${busy ? ' signature-page__button--off' : ''}`}
              role="button"
              aria-disabled={busy}
              onClick={clear}
            >
              {T.clear}
            </View>
            <View
              className={`signature-page__submit${busy ? ' signature-page__button--off' : ''}`}
              role="button"
              aria-disabled={busy}
              aria-busy={busy}
              onClick={() => void submit()}
            >
              {busy ? T.submitting : T.submit}
            </View>
          </View>
        </View>
      )}
    </View>
  )
}
