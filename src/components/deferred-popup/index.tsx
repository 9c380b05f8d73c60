import { Suspense, useState, type ComponentProps } from 'react'
import type NutuiPopup from './nutui-popup'
import Popup from './popup-loader'

export type DeferredPopupProps = ComponentProps<typeof NutuiPopup>

/**
 * NutUI's `Popup`, mounted only once it has been opened: until then nothing is rendered, and on H5 its code is
 * not even downloaded (see popup-loader.h5.tsx). After the first opening it stays mounted, so closing animates
 * as usual. Props are NutUI's own.
 */
export default function DeferredPopup(props: DeferredPopupProps) {
  const [opened, setOpened] = useState(Boolean(props.visible))
  if (props.visible && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  )
}
