import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import './kyc-form.scss'

export interface SkeletonProps {
  /** Height in design px (375-wide design), e.g. 44 for a field. */
  height: number
  /** Width in design px; full width when omitted. */
  width?: number
  /** Space above, in design px. @default 0 */
  marginTop?: number
}

/** Design px → the unit the platform's stylesheets use (rem on H5, rpx in the mini-program). */
function designSize(px: number): string {
  try {
    return Taro.pxTransform(px)
  } catch {
    // Before the app has configured the conversion (unit tests) the design size is used as is.
    return `${px}px`
  }
}

/** A grey shimmering block sized like the content it stands in for, so nothing shifts when data arrives. */
export default function Skeleton({ height, width, marginTop = 0 }: SkeletonProps) {
  return (
    <View
      className="kyc-skeleton"
      aria-hidden
      style={{
        height: designSize(height),
        width: width === undefined ? '100%' : designSize(width),
        marginTop: designSize(marginTop),
      }}
    />
  )
}
