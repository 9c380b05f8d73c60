import { useRef, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { compressImage } from '@/services/media'
import { uploadImage } from '@/services/api/upload'
import { BANK_TEXTS } from '../../bank-face-texts'
import { askAndPickPhoto } from '../face/pick-photo'

/** The server refuses uploads above 10 MB (wire-protocol.md "Uploads"); refusing earlier saves the wait. */
export const PASSBOOK_MAX_BYTES = 10 * 1024 * 1024

export interface UploadedPhoto {
  /** Key from `upload/image`, for `bindCard/img`. */
  key: string
  /** Owner-only URL to show the thumbnail. */
  url: string
}

export interface PassbookUploadProps {
  value: UploadedPhoto | null
  onChange: (photo: UploadedPhoto | null) => void
  /** Offer to take the photo away again (a form not yet sent can; a saved card cannot). @default true */
  removable?: boolean
}

/**
 * Optional passbook cover photo (存摺封面): camera or album, compressed, uploaded straight away so the form
 * only keeps the key. Failures are shown by the API client (too large, network), and the old photo is kept.
 */
export default function PassbookUpload({ value, onChange, removable = true }: PassbookUploadProps) {
  const [uploading, setUploading] = useState(false)
  const busy = useRef(false)

  const pick = async () => {
    if (busy.current) return
    busy.current = true
    try {
      const photo = await askAndPickPhoto({ camera: BANK_TEXTS.photoSourceCamera, album: BANK_TEXTS.photoSourceAlbum })
      if (!photo) return
      setUploading(true)
      const path = await compressImage(photo.path)
      // The picker's size is only right for an uncompressed photo; otherwise the upload reads it itself.
      const size = path === photo.path ? photo.size : undefined
      const uploaded = await uploadImage(path, { maxSize: PASSBOOK_MAX_BYTES, size })
      onChange({ key: uploaded.key, url: uploaded.url })
    } catch {
      // The client already told the user what went wrong; the previous photo (if any) stays.
    } finally {
      busy.current = false
      setUploading(false)
    }
  }

  return (
    <View className="kb-field passbook">
      <Text className="kb-field__label">
        {BANK_TEXTS.passbookLabel}
        <Text className="kb-field__optional">{BANK_TEXTS.branchOptional}</Text>
      </Text>
      <View className="passbook__row">
        {value ? (
          <Image
            className="passbook__thumb"
            src={value.url}
            mode="aspectFill"
            ariaLabel={BANK_TEXTS.passbookAlt}
            imgProps={{ alt: BANK_TEXTS.passbookAlt }}
          />
        ) : (
          <View className="passbook__placeholder" aria-hidden="true">
            <View className="passbook__book" />
          </View>
        )}
        <View className="passbook__actions">
          <View
            className={`passbook__button${uploading ? ' passbook__button--busy' : ''}`}
            role="button"
            aria-disabled={uploading}
            onClick={() => void pick()}
          >
            {uploading ? BANK_TEXTS.passbookUploading : value ? BANK_TEXTS.passbookChange : BANK_TEXTS.passbookAdd}
          </View>
          {value && removable && !uploading && (
            <View className="passbook__remove" role="button" onClick={() => onChange(null)}>
              {BANK_TEXTS.passbookRemove}
            </View>
          )}
        </View>
      </View>
      <Text className="kb-field__hint">{BANK_TEXTS.passbookHint}</Text>
    </View>
  )
}
