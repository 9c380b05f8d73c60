import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import Taro from '@tarojs/taro'
import { API } from '@contract/paths'
import ServiceButton from '@/components/service-button'
import { resetTransport } from '@/services/api/client'
import { serviceXAtom, serviceYAtom } from '@/store/service-button'
import {
  envelope,
  installFakeTransport,
  ok,
  spyOnTaroUi,
  type FakeTransport,
  type TaroUiSpies,
} from '../helpers/fake-transport'
import { isShown } from './helpers/visibility'

const LINE = {
  line_img: 'https://api.example.test/static/line-qr.png',
  line: '@ezdloan',
  line_url: 'https://line.me/R/ti/p/%40ezdloan',
}

let server: FakeTransport
let ui: TaroUiSpies

function renderButton(store = createStore()) {
  render(
    <Provider store={store}>
      <ServiceButton />
    </Provider>,
  )
  return { store, button: screen.getByRole('button', { name: '客服' }) }
}

function positionOf(button: HTMLElement) {
  return { left: button.style.left, top: button.style.top }
}

beforeEach(() => {
  localStorage.clear()
  // A 375×812 phone (H5 reads the viewport from the browser).
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 375 })
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: 812 })
  server = installFakeTransport()
  ui = spyOnTaroUi()
})

afterEach(() => {
  jest.useRealTimers()
  resetTransport()
  jest.restoreAllMocks()
})

function touchDrag(button: HTMLElement, from: [number, number], ...path: [number, number][]) {
  fireEvent.touchStart(button, { touches: [{ clientX: from[0], clientY: from[1] }] })
  for (const [clientX, clientY] of path) fireEvent.touchMove(button, { touches: [{ clientX, clientY }] })
  fireEvent.touchEnd(button, { touches: [] })
}

/** What the storage adapter holds (JSON text), or null when nothing was written. */
function storedPosition() {
  const read = (key: string) => {
    const text: unknown = Taro.getStorageSync(key)
    return typeof text === 'string' && text !== '' ? (JSON.parse(text) as unknown) : null
  }
  return { x: read('serviceX'), y: read('serviceY') }
}

describe('ServiceButton position', () => {
  it('starts in the bottom-right corner, above the 70 px tab bar', () => {
    const { button } = renderButton()
    // 375 − 56 (button) − 8 (gap); 812 − 70 (tab bar) − 56 − 8.
    expect(positionOf(button)).toEqual({ left: '311px', top: '678px' })
    // A tap target well above the 44 px minimum.
    expect([button.style.width, button.style.height]).toEqual(['56px', '56px'])
  })

  it('follows a touch drag at once and stores the position 300 ms after the last move, not before', () => {
    jest.useFakeTimers()
    const { store, button } = renderButton()
    touchDrag(button, [330, 700], [300, 600], [200, 400])
    // Dragged by (−130, −300) from (311, 678).
    expect(positionOf(button)).toEqual({ left: '181px', top: '378px' })

    act(() => jest.advanceTimersByTime(299))
    expect(store.get(serviceXAtom)).toBe(1000)
    expect(store.get(serviceYAtom)).toBe(10000)
    expect(storedPosition()).toEqual({ x: null, y: null })

    act(() => jest.advanceTimersByTime(1))
    expect(store.get(serviceXAtom)).toBe(181)
    expect(store.get(serviceYAtom)).toBe(378)
    expect(positionOf(button)).toEqual({ left: '181px', top: '378px' })
  })

  it('restarts the 300 ms wait on every move', () => {
    jest.useFakeTimers()
    const { store, button } = renderButton()
    fireEvent.touchStart(button, { touches: [{ clientX: 330, clientY: 700 }] })
    fireEvent.touchMove(button, { touches: [{ clientX: 300, clientY: 650 }] })
    act(() => jest.advanceTimersByTime(200))
    fireEvent.touchMove(button, { touches: [{ clientX: 250, clientY: 600 }] })
    act(() => jest.advanceTimersByTime(200))
    expect(store.get(serviceXAtom)).toBe(1000)
    act(() => jest.advanceTimersByTime(100))
    expect([store.get(serviceXAtom), store.get(serviceYAtom)]).toEqual([231, 578])
  })

  it('stays inside the screen: below the navigation bar, above the tab bar, off the edges', () => {
    jest.useFakeTimers()
    const { store, button } = renderButton()
    touchDrag(button, [330, 700], [-500, -900])
    // Left edge gap 8; top: 48 px navigation bar + 8.
    expect(positionOf(button)).toEqual({ left: '8px', top: '56px' })
    touchDrag(button, [30, 80], [2000, 3000])
    expect(positionOf(button)).toEqual({ left: '311px', top: '678px' })
    act(() => jest.advanceTimersByTime(300))
    expect([store.get(serviceXAtom), store.get(serviceYAtom)]).toEqual([311, 678])
  })

  it('draws a stored position that no longer fits (another screen size) inside the screen', () => {
    const store = createStore()
    store.set(serviceXAtom, 900)
    store.set(serviceYAtom, -40)
    const { button } = renderButton(store)
    expect(positionOf(button)).toEqual({ left: '311px', top: '56px' })
  })

  it('keeps the position in storage, so a reload puts the button back where it was', () => {
    jest.useFakeTimers()
    const { button } = renderButton()
    touchDrag(button, [330, 700], [200, 400])
    act(() => jest.advanceTimersByTime(300))
    expect(storedPosition()).toEqual({ x: 181, y: 378 })

    // A reload: the store module is evaluated again and reads storage when its atoms are created.
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module instance is the point
      const reloaded = require('@/store/service-button') as typeof import('@/store/service-button')
      const store = createStore()
      expect([store.get(reloaded.serviceXAtom), store.get(reloaded.serviceYAtom)]).toEqual([181, 378])
    })
  })

  it('falls back to the default corner when the stored position is corrupt', () => {
    Taro.setStorageSync('serviceX', '"far right"')
    Taro.setStorageSync('serviceY', '{not json')
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module instance is the point
      const reloaded = require('@/store/service-button') as typeof import('@/store/service-button')
      const store = createStore()
      expect([store.get(reloaded.serviceXAtom), store.get(reloaded.serviceYAtom)]).toEqual([1000, 10000])
    })
  })

  it('writes a pending position when the page closes within the 300 ms', () => {
    jest.useFakeTimers()
    const store = createStore()
    const { unmount } = render(
      <Provider store={store}>
        <ServiceButton />
      </Provider>,
    )
    touchDrag(screen.getByRole('button', { name: '客服' }), [330, 700], [200, 400])
    unmount()
    expect([store.get(serviceXAtom), store.get(serviceYAtom)]).toEqual([181, 378])
  })

  it('can be dragged with the mouse on desktop H5, and the release does not open the popup', () => {
    jest.useFakeTimers()
    const { store, button } = renderButton()
    fireEvent.mouseDown(button, { clientX: 330, clientY: 700 })
    fireEvent.mouseMove(window, { clientX: 230, clientY: 500 })
    fireEvent.mouseUp(window, { clientX: 230, clientY: 500 })
    fireEvent.click(button)
    expect(positionOf(button)).toEqual({ left: '211px', top: '478px' })
    act(() => jest.advanceTimersByTime(300))
    expect([store.get(serviceXAtom), store.get(serviceYAtom)]).toEqual([211, 478])
    expect(screen.queryByRole('dialog', { name: 'LINE 客服' })).toBeNull()
    expect(server.callsTo(API.configOne)).toHaveLength(0)
  })

  it('a touch that wobbles a few pixels is still a tap', () => {
    const { button } = renderButton()
    server.respond(API.configOne, ok({ configKey: 'line', configValue: LINE.line, extInfoJSON: LINE }))
    touchDrag(button, [330, 700], [332, 703])
    fireEvent.click(button)
    expect(positionOf(button)).toEqual({ left: '311px', top: '678px' })
    expect(isShown(screen.getByRole('dialog', { name: 'LINE 客服' }))).toBe(true)
  })
})

describe('ServiceButton popup', () => {
  async function openPopup() {
    const { button } = renderButton()
    fireEvent.click(button)
    const dialog = screen.getByRole('dialog', { name: 'LINE 客服' })
    expect(isShown(dialog)).toBe(true)
    return dialog
  }

  it('a tap loads the LINE config and shows the QR image, the ID and the link', async () => {
    server.respond(API.configOne, ok({ configKey: 'line', configValue: LINE.line, extInfoJSON: LINE }))
    const dialog = await openPopup()
    expect(within(dialog).getByText('載入中…')).toBeTruthy()
    await within(dialog).findByText('@ezdloan')
    expect(server.last(API.configOne)?.payload).toEqual({ configKey: 'line' })
    expect(dialog.querySelector('.service-popup__qr')?.getAttribute('src')).toBe(LINE.line_img)
    expect(within(dialog).getByText(LINE.line_url)).toBeTruthy()
    // H5: the https://line.me/R/ link also opens.
    const open = within(dialog).getByRole('link', { name: '開啟 LINE' })
    expect(open.getAttribute('href')).toBe(LINE.line_url)
    expect(open.getAttribute('rel')).toContain('noopener')
  })

  it('copies the ID and the link, confirming with 已複製', async () => {
    server.respond(API.configOne, ok({ configKey: 'line', configValue: LINE.line, extInfoJSON: LINE }))
    const dialog = await openPopup()
    await within(dialog).findByText('@ezdloan')

    fireEvent.click(within(dialog).getByRole('button', { name: '複製 LINE ID' }))
    await waitFor(() => expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已複製' })))
    expect(ui.setClipboardData).toHaveBeenLastCalledWith({ data: '@ezdloan' })

    fireEvent.click(within(dialog).getByRole('button', { name: '複製連結' }))
    await waitFor(() => expect(ui.setClipboardData).toHaveBeenLastCalledWith({ data: LINE.line_url }))
    await waitFor(() => expect(ui.showToast).toHaveBeenCalledTimes(2))
  })

  it('reads extInfoJSON sent as JSON text as well', async () => {
    server.respond(API.configOne, ok({ configKey: 'line', configValue: LINE.line, extInfoJSON: JSON.stringify(LINE) }))
    const dialog = await openPopup()
    expect(await within(dialog).findByText('@ezdloan')).toBeTruthy()
  })

  it('never offers a line:// link to open, only to copy what is usable', async () => {
    server.respond(
      API.configOne,
      ok({ configKey: 'line', configValue: LINE.line, extInfoJSON: { ...LINE, line_url: 'line://ti/p/@ezdloan' } }),
    )
    const dialog = await openPopup()
    await within(dialog).findByText('@ezdloan')
    expect(within(dialog).queryByRole('link')).toBeNull()
    expect(within(dialog).queryByText('line://ti/p/@ezdloan')).toBeNull()
  })

  it('in the mini-program offers the link for copying only (external links cannot open there)', async () => {
    // Source files read process.env.TARO_ENV at run time in tests (the build replaces it with a literal).
    process.env.TARO_ENV = 'weapp'
    try {
      server.respond(API.configOne, ok({ configKey: 'line', configValue: LINE.line, extInfoJSON: LINE }))
      const dialog = await openPopup()
      await within(dialog).findByText(LINE.line_url)
      expect(within(dialog).queryByRole('link')).toBeNull()
      expect(within(dialog).getByRole('button', { name: '複製連結' })).toBeTruthy()
      expect(within(dialog).getByText(/小程式內無法開啟外部連結/)).toBeTruthy()
    } finally {
      process.env.TARO_ENV = 'h5'
    }
  })

  it('shows the server message when the config answers a status other than 200, and can retry', async () => {
    server.respond(
      API.configOne,
      envelope(404, '查無此設定'),
      ok({ configKey: 'line', configValue: LINE.line, extInfoJSON: LINE }),
    )
    const dialog = await openPopup()
    expect(await within(dialog).findByText('查無此設定')).toBeTruthy()
    // Shown in the popup, not a second time as a modal.
    expect(ui.showModal).not.toHaveBeenCalled()

    fireEvent.click(within(dialog).getByRole('button', { name: '重新載入' }))
    expect(await within(dialog).findByText('@ezdloan')).toBeTruthy()
    expect(within(dialog).queryByText('查無此設定')).toBeNull()
  })

  it('explains a network failure, and config without usable contact data', async () => {
    server.respond(
      API.configOne,
      { type: 'fail', errMsg: 'request:fail' },
      ok({ configKey: 'line', configValue: '', extInfoJSON: '{oops' }),
    )
    const dialog = await openPopup()
    expect(await within(dialog).findByText('客服資訊載入失敗，請檢查網路後重試。')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '重新載入' }))
    expect(await within(dialog).findByText('客服資訊暫時無法取得，請稍後再試。')).toBeTruthy()
  })

  it('loads the config once; reopening shows it without another call', async () => {
    server.respond(API.configOne, ok({ configKey: 'line', configValue: LINE.line, extInfoJSON: LINE }))
    const { button } = renderButton()
    fireEvent.click(button)
    await screen.findByText('@ezdloan')
    fireEvent.click(screen.getByRole('button', { name: '關閉' }))
    expect(isShown(screen.queryByRole('dialog', { name: 'LINE 客服' }))).toBe(false)
    fireEvent.click(button)
    expect(isShown(screen.getByText('@ezdloan'))).toBe(true)
    expect(server.callsTo(API.configOne)).toHaveLength(1)
  })
})
