import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import NavBar from '@/components/nav-bar'
import StepIndicator from '@/components/step-indicator'
import ServiceButton from '@/components/service-button'
import { ROUTES } from '@/constants/routes'
import { useRequireLogin } from '@/hooks/use-require-login'
import { FACE_TEXTS } from './bank-face-texts'
import faceExample from './components/face/illustrations/face-example.svg'
import faceHat from './components/face/illustrations/face-hat.svg'
import faceGlasses from './components/face/illustrations/face-glasses.svg'
import faceMask from './components/face/illustrations/face-mask.svg'
import faceDark from './components/face/illustrations/face-dark.svg'
import './components/bank/common.scss'
import './faceDome.scss'

const WRONG_EXAMPLES = [
  { src: faceHat, label: FACE_TEXTS.wrongHat },
  { src: faceGlasses, label: FACE_TEXTS.wrongGlasses },
  { src: faceMask, label: FACE_TEXTS.wrongMask },
  { src: faceDark, label: FACE_TEXTS.wrongDark },
]

/** How to take the face photo (the start of step 5): a drawn example, what to avoid, tips, then the camera. */
export default function FaceDomePage() {
  useRequireLogin()

  return (
    <View className="kb-page face-dome">
      <NavBar title={FACE_TEXTS.guideTitle} confirmExit />
      <StepIndicator current={5} />

      <View className="kb-card face-dome__example">
        <Text className="face-dome__heading">{FACE_TEXTS.guideHeading}</Text>
        <Text className="face-dome__intro">{FACE_TEXTS.guideIntro}</Text>
        <Image
          className="face-dome__example-image"
          src={faceExample}
          ariaLabel={FACE_TEXTS.exampleAlt}
          imgProps={{ alt: FACE_TEXTS.exampleAlt }}
        />
        <Text className="face-dome__caption">{FACE_TEXTS.exampleCaption}</Text>
      </View>

      <View className="kb-card face-dome__section">
        <Text className="face-dome__title">{FACE_TEXTS.wrongTitle}</Text>
        <View className="face-dome__wrong-list" role="list">
          {WRONG_EXAMPLES.map((example) => (
            <View key={example.label} className="face-dome__wrong" role="listitem">
              <Image
                className="face-dome__wrong-image"
                src={example.src}
                ariaLabel={example.label}
                imgProps={{ alt: example.label }}
              />
              <Text className="face-dome__wrong-label">{example.label}</Text>
            </View>
          ))}
        </View>
      </View>

      <View className="kb-card face-dome__section">
        <Text className="face-dome__title">{FACE_TEXTS.tipsTitle}</Text>
        <View role="list">
          {FACE_TEXTS.tips.map((tip) => (
            <View key={tip} className="face-dome__tip" role="listitem">
              <View className="face-dome__tip-mark" aria-hidden="true" />
              <Text className="face-dome__tip-text">{tip}</Text>
            </View>
          ))}
        </View>
      </View>

      <View className="kb-actions">
        <View className="kb-button" role="button" onClick={() => void Taro.navigateTo({ url: ROUTES.face })}>
          {FACE_TEXTS.start}
        </View>
      </View>
      <Text className="kb-note">{FACE_TEXTS.privacy}</Text>
      <ServiceButton />
    </View>
  )
}
