import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import type { RepayCollectBody } from '@contract/order'
import { apiHost } from '@/utils/env'
import { formatNtd } from '@/utils/money'
import CopyField from './copy-field'
import { ORDER_TEXTS } from '../texts'

const TEXTS = ORDER_TEXTS.pay

/** `9521 0000 1234 56`: groups of four are easier to type at an ATM; the copy keeps the plain digits. */
export function groupDigits(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ')
}

/** The barcode image lives on the API host (a public SVG); relative paths are resolved against it. */
export function barcodeImageSrc(imageUrl: string): string {
  if (/^https?:\/\//i.test(imageUrl)) return imageUrl
  return `${apiHost()}${imageUrl.startsWith('/') ? '' : '/'}${imageUrl}`
}

function Barcodes({ collect }: { collect: RepayCollectBody }) {
  const [failed, setFailed] = useState(false)
  const barcodes = collect.barcodes ?? []
  return (
    <View className="pay-barcodes">
      <Text className="pay-barcodes__title">{TEXTS.barcodesTitle}</Text>
      {failed && (
        <View className="pay-error" role="alert">
          {TEXTS.barcodeFailed}
        </View>
      )}
      {barcodes.map((barcode, index) => (
        <View key={barcode.code} className="pay-barcodes__item">
          <Image
            className="pay-barcodes__image"
            src={barcodeImageSrc(barcode.imageUrl)}
            mode="aspectFit"
            aria-label={TEXTS.barcodeAlt(index + 1)}
            onError={() => setFailed(true)}
          />
          <Text className="pay-barcodes__code" userSelect>
            {barcode.code}
          </Text>
        </View>
      ))}
    </View>
  )
}

/** Payment instructions of one channel: what to type or show, the amount, the deadline and the steps. */
export default function PayInstructions({ collect }: { collect: RepayCollectBody }) {
  const amountText = formatNtd(collect.repayAmount)
  return (
    <View className="pay-card" role="region" aria-label={TEXTS.instructionsTitle}>
      <Text className="pay-card__title">{TEXTS.instructionsTitle}</Text>
      <Text className="pay-expiry">{TEXTS.expiresAt(collect.expired)}</Text>

      {collect.channel === 'atm' && (
        <>
          <CopyField
            label={TEXTS.bankCode}
            value={collect.bankName ? `${collect.bankCode ?? ''} ${collect.bankName}` : (collect.bankCode ?? '')}
            copyValue={collect.bankCode ?? ''}
          />
          <CopyField label={TEXTS.virtualAccount} value={groupDigits(collect.vaNumber)} copyValue={collect.vaNumber} />
        </>
      )}

      {collect.channel === 'store_code' && (
        <>
          <CopyField
            label={TEXTS.storeCode}
            value={collect.storeCode ?? collect.vaNumber}
            copyValue={collect.storeCode ?? collect.vaNumber}
          />
          {collect.stores && collect.stores.length > 0 && (
            <View className="pay-stores">
              <Text className="pay-stores__title">{TEXTS.storesTitle}</Text>
              {collect.stores.map((store) => (
                <View key={store.key} className="pay-stores__item">
                  <Text className="pay-stores__name">{store.name}</Text>
                  <Text className="pay-stores__kiosk">{store.kiosk}</Text>
                </View>
              ))}
            </View>
          )}
        </>
      )}

      {collect.channel === 'barcode' && <Barcodes collect={collect} />}

      <CopyField label={TEXTS.amount} value={amountText} copyValue={String(collect.repayAmount)} />

      {collect.process.map((process) => (
        <View key={process.repayMethod} className="pay-steps">
          <Text className="pay-steps__title">{TEXTS.stepsTitle(process.repayMethod)}</Text>
          {process.steps.map((step, index) => (
            <View key={step} className="pay-steps__item">
              <Text className="pay-steps__number">{index + 1}</Text>
              <Text className="pay-steps__text">{step}</Text>
            </View>
          ))}
        </View>
      ))}
      <Text className="pay-note">{TEXTS.settleHint}</Text>
    </View>
  )
}
