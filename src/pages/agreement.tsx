import { useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'
import { AGREEMENT_DOCUMENTS, AGREEMENT_PAGE_TEXTS as TEXTS, agreementFor, type AgreementType } from './agreement.texts'
import './agreement.scss'

/**
 * `/pages/agreement?type=service|privacy|notice`: the service agreement, the privacy policy and the
 * personal-data collection notice, switchable with tabs at the top and readable on a phone.
 */
export default function AgreementPage() {
  const { params } = useRouter()
  const [type, setType] = useState<AgreementType>(() => agreementFor(params.type).type)
  const current = agreementFor(type)

  const choose = (next: AgreementType) => {
    setType(next)
    // A long document was scrolled; the next one starts at its top.
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
  }

  return (
    <View className="page agreement-page">
      <NavBar title={TEXTS.title} />
      <View className="agreement-tabs" role="tablist" aria-label={TEXTS.tabsLabel}>
        {AGREEMENT_DOCUMENTS.map((item) => (
          <View
            key={item.type}
            className={`agreement-tab ${item.type === type ? 'agreement-tab--active' : ''}`}
            role="tab"
            aria-selected={item.type === type}
            onClick={() => choose(item.type)}
          >
            {item.tab}
          </View>
        ))}
      </View>
      <View className="agreement-body" role="tabpanel" aria-label={current.title}>
        <View className="agreement-title" role="heading" aria-level={2}>
          {current.title}
        </View>
        <Text className="agreement-updated">{TEXTS.updatedAt(current.updatedAt)}</Text>
        {current.sections.map((section) => (
          <View key={section.heading} className="agreement-section">
            <View className="agreement-heading" role="heading" aria-level={3}>
              {section.heading}
            </View>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} className="agreement-paragraph">
                {paragraph}
              </Text>
            ))}
          </View>
        ))}
        <Text className="agreement-contact">{TEXTS.contact}</Text>
      </View>
    </View>
  )
}
