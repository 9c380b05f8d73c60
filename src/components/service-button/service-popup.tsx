import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import Popup from '@/components/deferred-popup'
import { copyText } from '@/services/feedback'
import type { LineContact } from './line-contact'
import type { LineContactState } from './use-line-contact'
import { SERVICE_BUTTON_TEXTS as TEXTS } from './texts'

export interface ServicePopupProps {
  visible: boolean
  state: LineContactState
  onClose: () => void
  onRetry: () => void
}

/** A labelled value with its copy button (and, on H5, the link's open button). */
function ContactRow({
  label,
  value,
  copyLabel,
  href,
}: {
  label: string
  value: string
  copyLabel: string
  href?: string
}) {
  return (
    <View className="service-popup__row">
      <View className="service-popup__row-text">
        <Text className="service-popup__row-label">{label}</Text>
        <Text className="service-popup__row-value" userSelect>
          {value}
        </Text>
      </View>
      <View className="service-popup__row-actions">
        <View
          className="service-popup__action"
          role="button"
          aria-label={copyLabel}
          onClick={() => void copyText(value)}
        >
          {TEXTS.copy}
        </View>
        {href && (
          <a
            className="service-popup__action service-popup__action--primary"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {TEXTS.openLink}
          </a>
        )}
      </View>
    </View>
  )
}

function ContactDetails({ contact }: { contact: LineContact }) {
  const [qrFailed, setQrFailed] = useState(false)
  // External links cannot open inside a mini-program: there the link is offered for copying only.
  const canOpenLink = process.env.TARO_ENV === 'h5' && contact.lineUrl !== ''
  return (
    <View className="service-popup__content">
      <Text className="service-popup__hint">
        {process.env.TARO_ENV === 'h5' ? TEXTS.hint : `${TEXTS.hint}${TEXTS.miniProgramHint}`}
      </Text>
      {contact.qrImageUrl !== '' &&
        (qrFailed ? (
          <Text className="service-popup__qr-failed">{TEXTS.qrFailed}</Text>
        ) : (
          <Image
            className="service-popup__qr"
            src={contact.qrImageUrl}
            mode="aspectFit"
            showMenuByLongpress
            ariaLabel={TEXTS.qrAlt}
            // H5 renders Taro's React components (config: useHtmlComponents), whose Image passes imgProps to <img>.
            imgProps={{ alt: TEXTS.qrAlt }}
            onError={() => setQrFailed(true)}
          />
        ))}
      {contact.lineId !== '' && <ContactRow label={TEXTS.idLabel} value={contact.lineId} copyLabel={TEXTS.copyId} />}
      {contact.lineUrl !== '' && (
        <ContactRow
          label={TEXTS.linkLabel}
          value={contact.lineUrl}
          copyLabel={TEXTS.copyLink}
          href={canOpenLink ? contact.lineUrl : undefined}
        />
      )}
    </View>
  )
}

/**
 * On H5 the popup is rendered into <body>: inside a tab page it would sit under the tab bar, because Taro's page
 * transitions give each page its own stacking context.
 */
const popupContainer = () => document.body

/** The bottom popup with the LINE QR image, ID and link, or the loading / error state of fetching them. */
export default function ServicePopup({ visible, state, onClose, onRetry }: ServicePopupProps) {
  return (
    <Popup
      visible={visible}
      position="bottom"
      round
      onClose={onClose}
      portal={process.env.TARO_ENV === 'h5' ? popupContainer : undefined}
    >
      <View className="service-popup" role="dialog" aria-label={TEXTS.popupTitle}>
        {/* Our own header: NutUI's close icon is small and not announced as a button (aria-role, not role). */}
        <View className="service-popup__header">
          <View className="service-popup__title" role="heading" aria-level={2}>
            {TEXTS.popupTitle}
          </View>
          <View className="service-popup__close" role="button" aria-label={TEXTS.close} onClick={onClose}>
            <Text className="service-popup__close-mark">×</Text>
          </View>
        </View>
        {(state.status === 'idle' || state.status === 'loading') && (
          <View className="service-popup__status" role="status">
            {TEXTS.loading}
          </View>
        )}
        {state.status === 'error' && (
          <View className="service-popup__error" role="alert">
            <Text className="service-popup__status">{state.message}</Text>
            <View className="service-popup__action service-popup__action--primary" role="button" onClick={onRetry}>
              {TEXTS.retry}
            </View>
          </View>
        )}
        {state.status === 'ready' && <ContactDetails contact={state.contact} />}
      </View>
    </Popup>
  )
}
