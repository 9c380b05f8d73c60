import { fireEvent, render, screen } from '@testing-library/react'
import WebViewPage, { isWebUrl } from '@/pages/order/webView'
import { spyOnTaroUi, type TaroUiSpies } from '../../helpers/fake-transport'
import { onRoute } from './render'

let ui: TaroUiSpies

beforeEach(() => {
  ui = spyOnTaroUi()
})

afterEach(() => jest.restoreAllMocks())

describe('isWebUrl', () => {
  it.each([
    ['https://example.com/help', true],
    ['http://example.com', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['line://ti/p/@ezd', false],
    ['/pages/me/index', false],
    ['https://', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isWebUrl(url)).toBe(expected)
  })
})

describe('external page', () => {
  it('frames a page of our own origin under the given title, with a way out to a new tab', () => {
    const url = `${window.location.origin}/help/faq.html`
    onRoute('/pages/order/webView', { url: encodeURIComponent(url), title: encodeURIComponent('常見問題') })
    const open = jest.spyOn(window, 'open').mockReturnValue(null)
    render(<WebViewPage />)
    expect(screen.getByRole('heading', { name: '常見問題' })).toBeTruthy()
    const frame = document.querySelector('iframe')
    expect(frame?.getAttribute('src')).toBe(url)
    fireEvent.click(screen.getByRole('button', { name: '在新分頁開啟' }))
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer')
  })

  it('opens another site in a new tab instead of a frame it may refuse', () => {
    const url = 'https://www.example.com.tw/repay?from=app'
    onRoute('/pages/order/webView', { url: encodeURIComponent(url) })
    const open = jest.spyOn(window, 'open').mockReturnValue(null)
    render(<WebViewPage />)
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByText('此網頁無法在 App 內顯示，請在新分頁開啟。')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '在新分頁開啟' }))
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer')
    fireEvent.click(screen.getByRole('button', { name: '複製網址' }))
    expect(ui.setClipboardData).toHaveBeenCalledWith({ data: url })
  })

  it('refuses anything but an http(s) address', () => {
    onRoute('/pages/order/webView', { url: encodeURIComponent('javascript:alert(1)') })
    const open = jest.spyOn(window, 'open').mockReturnValue(null)
    render(<WebViewPage />)
    expect(screen.getByText('網址無效，只能開啟 http 或 https 開頭的網頁')).toBeTruthy()
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.queryByRole('button', { name: '在新分頁開啟' })).toBeNull()
    expect(open).not.toHaveBeenCalled()
  })
})
