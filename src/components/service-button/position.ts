import { readScreenInfo } from '@/utils/system-info'

export interface Point {
  x: number
  y: number
}

/** What the button must stay inside, in CSS px of the screen. */
export interface Viewport {
  width: number
  height: number
  /** Space at the top the button must not cover: status bar and navigation bar. */
  top: number
  /** Space at the bottom the button must not cover: the tab bar. */
  bottom: number
}

/** The button is a 56 px circle: comfortably above the 44 px minimum tap target. */
export const BUTTON_SIZE_PX = 56
/** Gap kept between the button and the edges of the allowed area. */
export const EDGE_GAP_PX = 8
/** Spec section 9: the tab bar is 70 px high. */
export const TAB_BAR_HEIGHT_PX = 70
/** Height of the custom navigation bar (components/nav-bar). */
export const NAV_BAR_HEIGHT_PX = 48

export function readViewport(): Viewport {
  try {
    const { windowWidth, windowHeight, statusBarHeight } = readScreenInfo()
    return {
      width: windowWidth,
      height: windowHeight,
      top: statusBarHeight + NAV_BAR_HEIGHT_PX,
      // In the mini-program the native tab bar is outside the window already; on H5 it is drawn inside it.
      bottom: process.env.TARO_ENV === 'h5' ? TAB_BAR_HEIGHT_PX : 0,
    }
  } catch {
    // A phone-sized guess is better than no button at all.
    return { width: 375, height: 667, top: NAV_BAR_HEIGHT_PX, bottom: TAB_BAR_HEIGHT_PX }
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max))
}

/**
 * Where the button's top-left corner may be: inside the viewport, below the navigation bar and above the tab
 * bar. Stored positions are clamped here at render, so (1000, 10000) means the bottom-right corner and a
 * position saved on a wider screen still shows on a narrower one.
 */
export function clampToViewport(point: Point, viewport: Viewport): Point {
  return {
    x: clamp(point.x, EDGE_GAP_PX, viewport.width - BUTTON_SIZE_PX - EDGE_GAP_PX),
    y: clamp(point.y, viewport.top + EDGE_GAP_PX, viewport.height - viewport.bottom - BUTTON_SIZE_PX - EDGE_GAP_PX),
  }
}
