import { Image, Text, View } from '@tarojs/components'
import { ID_CARD_TEXTS as TEXTS } from '@/pages/me/kyc-texts'
import './id-card.scss'

export interface UploadedImage {
  /** Key from `upload/image`, for `ocrCheck`. */
  key: string
  /** Owner-only URL of the uploaded image, for the preview. */
  url: string
}

export interface IdPhotoSlotProps {
  side: 'front' | 'back'
  photo: UploadedImage | null
  uploading: boolean
  onPick: () => void
}

/**
 * One side of the ID card: a drawn example of that side until a photo is uploaded, then the photo itself.
 * Tapping picks (or replaces) the photo.
 */
export default function IdPhotoSlot({ side, photo, uploading, onPick }: IdPhotoSlotProps) {
  const title = side === 'front' ? TEXTS.front : TEXTS.back
  const status = uploading ? TEXTS.uploading : photo ? TEXTS.uploaded : TEXTS.tapToShoot
  const hint = photo && !uploading ? TEXTS.retake : side === 'front' ? TEXTS.frontHint : TEXTS.backHint
  return (
    <View
      className={`id-slot ${photo ? 'id-slot--filled' : ''}`}
      role="button"
      // The name holds the caption as shown (WCAG 2.5.3: a voice user says what they see), then the status.
      aria-label={`${title}，${hint}：${status}`}
      aria-busy={uploading}
      onClick={() => {
        if (!uploading) onPick()
      }}
    >
      <View className="id-slot__frame">
        {photo ? (
          <Image
            className="id-slot__photo"
            src={photo.url}
            mode="aspectFill"
            ariaLabel={title}
            imgProps={{ alt: title }}
          />
        ) : (
          <View className={`id-sample id-sample--${side}`} aria-hidden>
            {side === 'front' ? (
              <>
                <View className="id-sample__lines">
                  <View className="id-sample__line id-sample__line--short" />
                  <View className="id-sample__line" />
                  <View className="id-sample__line" />
                  <View className="id-sample__line id-sample__line--short" />
                </View>
                <View className="id-sample__portrait">
                  <View className="id-sample__head" />
                  <View className="id-sample__body" />
                </View>
              </>
            ) : (
              <>
                <View className="id-sample__lines id-sample__lines--full">
                  <View className="id-sample__line" />
                  <View className="id-sample__line" />
                  <View className="id-sample__line id-sample__line--short" />
                </View>
                <View className="id-sample__barcode" />
              </>
            )}
            <View className="id-sample__camera">
              <View className="id-sample__lens" />
            </View>
          </View>
        )}
        {uploading && (
          <View className="id-slot__overlay">
            <Text className="kyc-spinner" />
            <Text>{TEXTS.uploading}</Text>
          </View>
        )}
      </View>
      <View className="id-slot__caption">
        <Text className="id-slot__title">{title}</Text>
        <Text className="id-slot__hint">{hint}</Text>
      </View>
    </View>
  )
}
