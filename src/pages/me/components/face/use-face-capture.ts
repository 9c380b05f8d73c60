/**
 * The face step's pipeline: front-camera photo → compressed → uploaded → `detection` (is there one live
 * face) → `faceCompare` (against the ID photo). What the user sees is exactly what the server answered:
 * the reference verifier never scores a face, it records the photo as `pending_review` for a person, or
 * refuses it with a reason (400) that is shown word for word.
 */
import { useCallback, useRef, useState } from 'react'
import type { FaceCheckStatus, IdentityStatusBody } from '@contract/identity'
import { BusinessError, ImageTooLargeError } from '@/services/api/errors'
import { uploadImage } from '@/services/api/upload'
import { compareFace, detectFace } from '@/services/api/modules/identity'
import { showToast } from '@/services/feedback'
import { compressImage } from '@/services/media'
import { FACE_TEXTS } from '../../bank-face-texts'
import { pickPhoto } from './pick-photo'

/** The server's own upload limit (wire-protocol.md "Uploads"). */
export const FACE_PHOTO_MAX_BYTES = 10 * 1024 * 1024

/** Statuses after which the step counts as done (the server's rule: passed, or waiting for a person). */
export const FACE_DONE_STATUSES: readonly FaceCheckStatus[] = ['passed', 'pending_review']

export type FaceStage = 'compressing' | 'uploading' | 'checking'

export type FaceCaptureState =
  | { phase: 'idle' }
  | { phase: 'working'; stage: FaceStage; preview: string }
  /** Both checks answered; `status` is the comparison result as the server gave it. */
  | { phase: 'done'; status: FaceCheckStatus; preview: string }
  /** The server (or the size check) refused this photo; `message` is its reason, shown as it is. */
  | { phase: 'refused'; message: string; preview: string }
  /** No answer about the photo (network, timeout): it is kept so it can be sent again. */
  | { phase: 'error'; message: string; preview: string }

export function isFaceDone(status: Pick<IdentityStatusBody, 'livenessStatus' | 'faceCompareResult'>): boolean {
  return FACE_DONE_STATUSES.includes(status.livenessStatus) && FACE_DONE_STATUSES.includes(status.faceCompareResult)
}

interface PendingPhoto {
  /** Compressed local path (shown as the preview). */
  path: string
  /** Picker size when the path is the original photo, else unknown. */
  size: number | undefined
  /** Set once uploaded, so a retry after a failed check does not upload again. */
  imageKey: string | null
}

export interface FaceCapture {
  state: FaceCaptureState
  /** Opens the front camera and runs the whole pipeline on the photo taken. */
  capture: () => Promise<void>
  /** Sends the kept photo again after an `error`. */
  retry: () => Promise<void>
  /** Shows an earlier result (from `queryUserDetail`) when the page opens. */
  showEarlierResult: (status: FaceCheckStatus, preview: string) => void
}

export function useFaceCapture(): FaceCapture {
  const [state, setState] = useState<FaceCaptureState>({ phase: 'idle' })
  const busy = useRef(false)
  const pending = useRef<PendingPhoto | null>(null)

  const run = useCallback(async (photo: PendingPhoto) => {
    const preview = photo.path
    try {
      if (!photo.imageKey) {
        setState({ phase: 'working', stage: 'uploading', preview })
        const uploaded = await uploadImage(photo.path, {
          maxSize: FACE_PHOTO_MAX_BYTES,
          size: photo.size,
          silent: true,
        })
        photo.imageKey = uploaded.key
      }
      setState({ phase: 'working', stage: 'checking', preview })
      // Errors are shown on the page, next to the photo, hence `silent`.
      await detectFace({ imageKey: photo.imageKey }, { silent: true })
      const result = await compareFace({ imageKey: photo.imageKey }, { silent: true })
      pending.current = null
      if (result.faceCompareResult === 'failed') {
        setState({ phase: 'refused', message: FACE_TEXTS.resultFailedFallback, preview })
      } else {
        setState({ phase: 'done', status: result.faceCompareResult, preview })
      }
    } catch (error) {
      if (error instanceof BusinessError || error instanceof ImageTooLargeError) {
        pending.current = null
        setState({ phase: 'refused', message: error.message || FACE_TEXTS.resultFailedFallback, preview })
      } else {
        setState({ phase: 'error', message: FACE_TEXTS.resultErrorBody, preview })
      }
    }
  }, [])

  const capture = useCallback(async () => {
    if (busy.current) return
    busy.current = true
    try {
      const picked = await pickPhoto('camera', 'front')
      if (!picked) return
      setState({ phase: 'working', stage: 'compressing', preview: picked.path })
      const path = await compressImage(picked.path)
      const photo: PendingPhoto = { path, size: path === picked.path ? picked.size : undefined, imageKey: null }
      pending.current = photo
      await run(photo)
    } catch {
      // The camera could not be opened (permission refused): nothing was sent, the page stays as it was.
      showToast(FACE_TEXTS.cameraFailed)
      setState((previous) => (previous.phase === 'working' ? { phase: 'idle' } : previous))
    } finally {
      busy.current = false
    }
  }, [run])

  const retry = useCallback(async () => {
    if (busy.current || !pending.current) return
    busy.current = true
    try {
      await run(pending.current)
    } finally {
      busy.current = false
    }
  }, [run])

  const showEarlierResult = useCallback((status: FaceCheckStatus, preview: string) => {
    if (busy.current) return
    setState((previous) => (previous.phase === 'idle' ? { phase: 'done', status, preview } : previous))
  }, [])

  return { state, capture, retry, showEarlierResult }
}
