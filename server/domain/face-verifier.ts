/**
 * Face checks (liveness, comparison with the ID photo, identity register check) behind one interface.
 * The reference verifier has no face model: it accepts a photo that is a real JPEG/PNG/WebP of at least
 * 200×200 pixels and records the check as `pending_review` for a person to decide. It never returns `passed`
 * on its own and never invents a similarity score. A photo that is too small or not an image is `failed`
 * with a message saying why.
 */
import type { FaceCheckStatus } from '../../types/api/identity'
import type { ImageInfo } from './image-info'

export type FaceCheckKind = 'detection' | 'silence' | 'faceCompare' | 'identitycheck'

export interface FaceVerdict {
  status: Exclude<FaceCheckStatus, 'not_started'>
  /** Why the check failed, in Traditional Chinese; empty unless `failed`. */
  reason: string
}

export interface FaceVerifier {
  /** `photo` is null for `identitycheck`; `idPhoto` is the ID card front for `faceCompare`. */
  check(kind: FaceCheckKind, photo: ImageInfo | null, idPhoto: ImageInfo | null): Promise<FaceVerdict>
  license(): Promise<{ provider: string; license: string; expiresAt: string | null }>
}

export const MIN_FACE_PHOTO_SIDE = 200
export const MAX_FACE_PHOTO_SIDE = 10_000

export const referenceFaceVerifier: FaceVerifier = {
  async check(kind, photo) {
    if (kind !== 'identitycheck') {
      if (photo === null) return { status: 'failed', reason: '請上傳人臉照片' }
      if (Math.min(photo.width, photo.height) < MIN_FACE_PHOTO_SIDE) {
        return { status: 'failed', reason: `照片解析度過低，至少需 ${MIN_FACE_PHOTO_SIDE}×${MIN_FACE_PHOTO_SIDE} 像素` }
      }
      if (Math.max(photo.width, photo.height) > MAX_FACE_PHOTO_SIDE) {
        return { status: 'failed', reason: '照片尺寸過大，請重新拍攝' }
      }
    }
    return { status: 'pending_review', reason: '' }
  },
  async license() {
    return { provider: 'reference', license: '', expiresAt: null }
  },
}
