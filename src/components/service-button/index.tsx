import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import { useAtom } from 'jotai'
import { serviceXAtom, serviceYAtom } from '@/store/service-button'
import { debounce } from '@/utils/debounce'
import { BUTTON_SIZE_PX, clampToViewport, readViewport, type Point } from './position'
import { HEADSET_ICON_URL } from './headset-icon'
import ServicePopup from './service-popup'
import { useLineContact } from './use-line-contact'
import { SERVICE_BUTTON_TEXTS } from './texts'
import './index.scss'

/** Spec section 9: position updates are written 300 ms after the last move. */
export const POSITION_WRITE_DELAY_MS = 300
/** A press that moves less than this is a tap, not a drag (fingers wobble a few pixels). */
const DRAG_THRESHOLD_PX = 6

export interface ServiceButtonProps {
  /** Extra class on the button, e.g. to hide it while a full-screen step runs. @default '' */
  className?: string
}

/**
 * Where the first finger is. Taro types View's touch handlers with its generic event, but on H5 and in the
 * mini-program the event carries `touches` with client coordinates.
 */
function firstTouch(event: unknown): Point | null {
  const touches = (event as { touches?: ArrayLike<{ clientX: number; clientY: number }> }).touches
  const touch = touches && touches.length > 0 ? touches[0] : undefined
  return touch ? { x: touch.clientX, y: touch.clientY } : null
}

interface DragSession {
  start: Point
  origin: Point
  moved: boolean
}

/**
 * The floating customer-service button (spec section 2): drag it anywhere inside the screen (touch, or the
 * mouse on desktop H5); tap it for the LINE QR image, ID and link. Its position is shared by every page and
 * survives a reload (`serviceXAtom`, `serviceYAtom`).
 */
export default function ServiceButton({ className = '' }: ServiceButtonProps) {
  const [storedX, setStoredX] = useAtom(serviceXAtom)
  const [storedY, setStoredY] = useAtom(serviceYAtom)
  const [viewport, setViewport] = useState(readViewport)
  // Where the finger put the button, until the debounced write has stored it.
  const [livePosition, setLivePosition] = useState<Point | null>(null)
  const [popupOpen, setPopupOpen] = useState(false)
  const { state: contactState, load: loadContact } = useLineContact()

  const position = clampToViewport(livePosition ?? { x: storedX, y: storedY }, viewport)
  const positionRef = useRef(position)
  positionRef.current = position
  const viewportRef = useRef(viewport)
  viewportRef.current = viewport

  const writePosition = useMemo(
    () =>
      debounce((point: Point) => {
        setStoredX(point.x)
        setStoredY(point.y)
        setLivePosition(null)
      }, POSITION_WRITE_DELAY_MS),
    [setStoredX, setStoredY],
  )
  // Leaving the page within 300 ms of a drag must not lose the new position.
  useEffect(() => () => writePosition.flush(), [writePosition])

  useEffect(() => {
    const onResize = () => setViewport(readViewport())
    Taro.onWindowResize?.(onResize)
    return () => Taro.offWindowResize?.(onResize)
  }, [])

  const session = useRef<DragSession | null>(null)
  // Set when a drag ends, so the click the browser sends after it does not open the popup.
  const justDragged = useRef(false)

  const beginDrag = useCallback((x: number, y: number) => {
    session.current = { start: { x, y }, origin: positionRef.current, moved: false }
    justDragged.current = false
  }, [])

  const moveDrag = useCallback(
    (x: number, y: number) => {
      const drag = session.current
      if (!drag) return
      const dx = x - drag.start.x
      const dy = y - drag.start.y
      if (!drag.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return
      drag.moved = true
      const next = clampToViewport({ x: drag.origin.x + dx, y: drag.origin.y + dy }, viewportRef.current)
      setLivePosition(next)
      writePosition(next)
    },
    [writePosition],
  )

  const endDrag = useCallback(() => {
    if (session.current?.moved) justDragged.current = true
    session.current = null
  }, [])

  // Desktop H5: the mouse can leave the button while dragging, so follow it on the whole window.
  const onMouseDown = (event: MouseEvent) => {
    if (process.env.TARO_ENV !== 'h5') return
    beginDrag(event.clientX, event.clientY)
    const onMove = (move: MouseEvent) => moveDrag(move.clientX, move.clientY)
    const onUp = () => {
      endDrag()
      window.removeEventListener('mousemove', onMove)
      window.removeEventListener('mouseup', onUp)
    }
    window.addEventListener('mousemove', onMove)
    window.addEventListener('mouseup', onUp)
  }

  const onClick = () => {
    if (justDragged.current) {
      justDragged.current = false
      return
    }
    setPopupOpen(true)
    if (contactState.status === 'idle' || contactState.status === 'error') loadContact()
  }

  return (
    <>
      <View
        className={`service-button ${className}`.trim()}
        role="button"
        aria-label={SERVICE_BUTTON_TEXTS.buttonLabel}
        style={{
          left: `${position.x}px`,
          top: `${position.y}px`,
          width: `${BUTTON_SIZE_PX}px`,
          height: `${BUTTON_SIZE_PX}px`,
        }}
        // Mini-program: keep the page from scrolling under the finger while dragging (H5 uses touch-action).
        catchMove
        onTouchStart={(event) => {
          const touch = firstTouch(event)
          if (touch) beginDrag(touch.x, touch.y)
        }}
        onTouchMove={(event) => {
          const touch = firstTouch(event)
          if (touch) moveDrag(touch.x, touch.y)
        }}
        onTouchEnd={endDrag}
        onTouchCancel={endDrag}
        // Focusable: keyboard users reach it, and every page's scrolling area has something to focus (axe).
        {...{ onMouseDown, tabIndex: 0 }}
        onClick={onClick}
      >
        <Image className="service-button__icon" src={HEADSET_ICON_URL} aria-hidden />
        <Text className="service-button__label">{SERVICE_BUTTON_TEXTS.buttonLabel}</Text>
      </View>
      <ServicePopup
        visible={popupOpen}
        state={contactState}
        onClose={() => setPopupOpen(false)}
        onRetry={loadContact}
      />
    </>
  )
}
