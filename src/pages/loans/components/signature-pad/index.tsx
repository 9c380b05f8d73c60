import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { readScreenInfo } from '@/utils/system-info'
import Taro from '@tarojs/taro'
import { View, Text, Canvas } from '@tarojs/components'
import { signatureProblem, type Point, type SignatureProblem, type Stroke } from './strokes'
import './index.scss'

/** What the signature page asks of the pad. */
export interface SignaturePadHandle {
  /** Wipes the drawing for a new attempt. */
  clear: () => void
  /** Why the drawing is not a signature yet, or `null`. */
  problem: () => SignatureProblem | null
  /** The drawing as a PNG file path the uploader takes (`blob:` URL on H5, a temp file in the mini-program). */
  exportPng: () => Promise<string>
}

export interface SignaturePadProps {
  /** Accessible name of the drawing area. */
  label: string
  /** Shown in the empty pad. */
  placeholder: string
  /** Called when the pad goes from empty to drawn or back. @default undefined */
  onDrawnChange?: (drawn: boolean) => void
}

const CANVAS_ID = 'loan-signature-pad'
const INK_COLOR = '#1A1A1A'
const INK_WIDTH = 3

/** Minimal drawing surface both targets give us (H5 canvas and the mini-program's 2d canvas node). */
interface DrawingSurface {
  context: CanvasRenderingContext2D
  widthPx: number
  heightPx: number
}

function paintBackground(surface: DrawingSurface) {
  const { context, widthPx, heightPx } = surface
  context.save()
  context.fillStyle = '#FFFFFF'
  context.fillRect(0, 0, widthPx, heightPx)
  context.restore()
  context.lineWidth = INK_WIDTH
  context.lineCap = 'round'
  context.lineJoin = 'round'
  context.strokeStyle = INK_COLOR
}

/**
 * A handwritten signature pad: draw with a finger or the mouse, clear and redo, export as PNG. Our own rather
 * than NutUI's `Signature`, which reacts to touch only (the H5 app is also used with a mouse), counts a mere
 * tap as signed and draws at 1× on high-density screens.
 *
 * H5 draws on a real `<canvas>` with mouse and touch listeners; the mini-program uses Taro's 2d `Canvas`.
 */
const SignaturePad = forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad(
  { label, placeholder, onDrawnChange },
  ref,
) {
  const strokes = useRef<Stroke[]>([])
  const surface = useRef<DrawingSurface | null>(null)
  const h5Canvas = useRef<HTMLCanvasElement | null>(null)
  const weappCanvas = useRef<unknown>(null)
  const [drawn, setDrawn] = useState(false)
  const onDrawnChangeRef = useRef(onDrawnChange)
  onDrawnChangeRef.current = onDrawnChange

  const markDrawn = useCallback((value: boolean) => {
    setDrawn((current) => {
      if (current !== value) onDrawnChangeRef.current?.(value)
      return value
    })
  }, [])

  const begin = useCallback((point: Point) => {
    strokes.current.push([point])
    const context = surface.current?.context
    if (!context) return
    context.beginPath()
    context.moveTo(point.x, point.y)
    // A dot, so a single tap still shows where the pen touched.
    context.lineTo(point.x + 0.1, point.y + 0.1)
    context.stroke()
  }, [])

  const extend = useCallback(
    (point: Point) => {
      const stroke = strokes.current[strokes.current.length - 1]
      if (!stroke) return
      const last = stroke[stroke.length - 1]
      stroke.push(point)
      const context = surface.current?.context
      if (context) {
        context.beginPath()
        context.moveTo(last.x, last.y)
        context.lineTo(point.x, point.y)
        context.stroke()
      }
      markDrawn(true)
    },
    [markDrawn],
  )

  // H5: a real canvas at the screen's pixel density, with mouse and touch listeners.
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5') return undefined
    const canvas = h5Canvas.current
    if (!canvas) return undefined
    const rect = canvas.getBoundingClientRect()
    const ratio = window.devicePixelRatio || 1
    const width = rect.width || canvas.clientWidth || 300
    const height = rect.height || canvas.clientHeight || 200
    canvas.width = Math.round(width * ratio)
    canvas.height = Math.round(height * ratio)
    const context = canvas.getContext('2d')
    if (context) {
      context.scale(ratio, ratio)
      surface.current = { context, widthPx: width, heightPx: height }
      paintBackground(surface.current)
    }

    const at = (clientX: number, clientY: number): Point => {
      const box = canvas.getBoundingClientRect()
      return { x: clientX - box.left, y: clientY - box.top }
    }
    let mouseDown = false
    const onMouseDown = (event: MouseEvent) => {
      mouseDown = true
      begin(at(event.clientX, event.clientY))
    }
    const onMouseMove = (event: MouseEvent) => {
      if (mouseDown) extend(at(event.clientX, event.clientY))
    }
    const onMouseUp = () => {
      mouseDown = false
    }
    // Touch: preventDefault keeps the page from scrolling (and from firing mouse events) while signing.
    const onTouchStart = (event: TouchEvent) => {
      event.preventDefault()
      const touch = event.touches[0]
      if (touch) begin(at(touch.clientX, touch.clientY))
    }
    const onTouchMove = (event: TouchEvent) => {
      event.preventDefault()
      const touch = event.touches[0]
      if (touch) extend(at(touch.clientX, touch.clientY))
    }
    canvas.addEventListener('mousedown', onMouseDown)
    window.addEventListener('mousemove', onMouseMove)
    window.addEventListener('mouseup', onMouseUp)
    canvas.addEventListener('touchstart', onTouchStart, { passive: false })
    canvas.addEventListener('touchmove', onTouchMove, { passive: false })
    return () => {
      canvas.removeEventListener('mousedown', onMouseDown)
      window.removeEventListener('mousemove', onMouseMove)
      window.removeEventListener('mouseup', onMouseUp)
      canvas.removeEventListener('touchstart', onTouchStart)
      canvas.removeEventListener('touchmove', onTouchMove)
    }
  }, [begin, extend])

  // Mini-program: the 2d canvas node is only reachable through a selector query once rendered.
  useEffect(() => {
    if (process.env.TARO_ENV === 'h5') return
    Taro.nextTick(() => {
      Taro.createSelectorQuery()
        .select(`#${CANVAS_ID}`)
        .fields({ node: true, size: true })
        .exec((result: Array<{ node?: unknown; width: number; height: number } | null>) => {
          const found = result[0]
          if (!found?.node) return
          const node = found.node as {
            width: number
            height: number
            getContext: (type: '2d') => CanvasRenderingContext2D
          }
          const ratio = readScreenInfo().pixelRatio
          node.width = Math.round(found.width * ratio)
          node.height = Math.round(found.height * ratio)
          const context = node.getContext('2d')
          context.scale(ratio, ratio)
          weappCanvas.current = node
          surface.current = { context, widthPx: found.width, heightPx: found.height }
          paintBackground(surface.current)
        })
    })
  }, [])

  useImperativeHandle(
    ref,
    () => ({
      clear: () => {
        strokes.current = []
        if (surface.current) paintBackground(surface.current)
        markDrawn(false)
      },
      problem: () => signatureProblem(strokes.current),
      exportPng: () => {
        if (process.env.TARO_ENV === 'h5') {
          const canvas = h5Canvas.current
          return new Promise<string>((resolve, reject) => {
            if (!canvas) return reject(new Error('signature canvas missing'))
            canvas.toBlob(
              (blob) => (blob ? resolve(URL.createObjectURL(blob)) : reject(new Error('empty'))),
              'image/png',
            )
          })
        }
        return Taro.canvasToTempFilePath({
          canvas: weappCanvas.current as Taro.canvasToTempFilePath.Option['canvas'],
          fileType: 'png',
        }).then((result) => result.tempFilePath)
      },
    }),
    [markDrawn],
  )

  // Mini-program touches carry canvas-relative x/y.
  const weappPoint = (event: { touches?: ArrayLike<{ x?: number; y?: number }> }): Point | null => {
    const touch = event.touches?.[0]
    return touch && typeof touch.x === 'number' && typeof touch.y === 'number' ? { x: touch.x, y: touch.y } : null
  }

  return (
    <View className="signature-pad" aria-label={label} role="img">
      {process.env.TARO_ENV === 'h5' ? (
        <canvas ref={h5Canvas} className="signature-pad__canvas" aria-label={label} />
      ) : (
        <Canvas
          id={CANVAS_ID}
          type="2d"
          className="signature-pad__canvas"
          disableScroll
          onTouchStart={(event) => {
            const point = weappPoint(event as unknown as Parameters<typeof weappPoint>[0])
            if (point) begin(point)
          }}
          onTouchMove={(event) => {
            const point = weappPoint(event as unknown as Parameters<typeof weappPoint>[0])
            if (point) extend(point)
          }}
        />
      )}
      {!drawn && <Text className="signature-pad__placeholder">{placeholder}</Text>}
    </View>
  )
})

export default SignaturePad
