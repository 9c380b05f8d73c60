import { View } from '@tarojs/components'
import './skeleton.scss'

export interface SkeletonProps {
  /** Heights of the grey bars in px, top to bottom; sized like the content they stand for. */
  bars: number[]
  /** Extra class for the box (e.g. the card style of the content it replaces). @default '' */
  className?: string
}

/** Placeholder bars shown while data loads, so nothing jumps when it arrives. */
export default function Skeleton({ bars, className = '' }: SkeletonProps) {
  return (
    <View className={`loans-skeleton ${className}`} aria-hidden>
      {bars.map((height, index) => (
        <View
          key={index}
          className="loans-skeleton__bar"
          style={{ height: `${height}px`, width: index === bars.length - 1 && bars.length > 1 ? '60%' : '100%' }}
        />
      ))}
    </View>
  )
}
