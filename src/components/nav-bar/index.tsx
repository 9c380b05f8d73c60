import { useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { readScreenInfo } from '@/utils/system-info'
import ExitConfirm from './exit-confirm'
import { goBack } from './go-back'
import { NAV_BAR_TEXTS } from './texts'
import './index.scss'

/** Smallest comfortable tap target (WCAG 2.5.5, Apple HIG): every button in the bar is at least this wide and high. */
const TAP_TARGET_PX = 44

export interface NavBarRightIcon {
  /** What is drawn: an icon element (NutUI icon, image, text). */
  icon: ReactNode
  /** Accessible name read by screen readers, e.g. `客服`. Also the React key, so keep it unique in the bar. */
  label: string
  onClick: () => void
}

export interface NavBarProps {
  /** Title in the middle of the bar. */
  title: string
  /** Hide the back button (tab pages). @default false */
  hideBack?: boolean
  /** Buttons on the right, in order; each is a 44 × 44 px tap target. @default [] */
  rightIcons?: NavBarRightIcon[]
  /**
   * Verification pages: back first asks `就差一步了…確定要放棄認證嗎？` in a bottom popup, and only
   * `放棄並退出` leaves. @default false
   */
  confirmExit?: boolean
}

interface BarInsets {
  /** Height of the phone's status bar above the bar (mini-program only; H5 uses the CSS safe area). */
  top: number
  /** Width kept free on the right for the mini-program's capsule menu (··· and close). */
  right: number
}

function readBarInsets(): BarInsets {
  // A build-time constant: the H5 build keeps only the first branch (no mini-program APIs in its bundle).
  if (process.env.TARO_ENV === 'h5') {
    return { top: 0, right: 0 }
  } else {
    try {
      const { statusBarHeight, windowWidth } = readScreenInfo()
      const capsule = Taro.getMenuButtonBoundingClientRect()
      return {
        top: statusBarHeight,
        right: capsule && capsule.left > 0 ? Math.max(0, windowWidth - capsule.left) : 0,
      }
    } catch {
      return { top: 0, right: 0 }
    }
  }
}

/**
 * The custom navigation bar every page renders (spec section 2): title, optional right icons and a back
 * button that reports the back action to the server and returns to the previous page (or the loans tab).
 */
export default function NavBar({ title, hideBack = false, rightIcons = [], confirmExit = false }: NavBarProps) {
  const [insets] = useState(readBarInsets)
  const [exitConfirmOpen, setExitConfirmOpen] = useState(false)

  const onBack = () => (confirmExit ? setExitConfirmOpen(true) : goBack())
  const stay = () => setExitConfirmOpen(false)
  const leave = () => {
    setExitConfirmOpen(false)
    goBack()
  }

  // The title stays centred on the screen: both sides reserve the width of the wider one.
  const sideWidth = Math.max(1, rightIcons.length) * TAP_TARGET_PX + insets.right

  return (
    <>
      <View className="nav-bar" style={{ paddingTop: `${insets.top}px` }}>
        <View className="nav-bar__inner">
          {!hideBack && (
            <View
              className="nav-bar__back"
              role="button"
              aria-label={NAV_BAR_TEXTS.back}
              // Focusable: keyboard users can go back, and every page's scrolling area has something to focus
              // (axe scrollable-region-focusable; minimal change by journey).
              {...{ tabIndex: 0 }}
              onClick={onBack}
            >
              <Text className="nav-bar__chevron" />
            </View>
          )}
          <View
            className="nav-bar__title"
            role="heading"
            aria-level={1}
            style={{ left: `${sideWidth}px`, right: `${sideWidth}px` }}
          >
            {title}
          </View>
          {rightIcons.length > 0 && (
            <View className="nav-bar__actions" style={{ marginRight: `${insets.right}px` }}>
              {rightIcons.map((item) => (
                <View
                  key={item.label}
                  className="nav-bar__action"
                  role="button"
                  aria-label={item.label}
                  onClick={item.onClick}
                >
                  {item.icon}
                </View>
              ))}
            </View>
          )}
        </View>
      </View>
      {confirmExit && <ExitConfirm visible={exitConfirmOpen} onStay={stay} onLeave={leave} />}
    </>
  )
}
