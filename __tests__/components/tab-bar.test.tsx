import { act, fireEvent, render, screen, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { history } from '@tarojs/router'
import appConfig from '../../src/app.config'
// The H5 bar itself: index.tsx (what jest and the mini-program resolve) renders nothing.
import TabBar, { TAB_BAR_LABEL } from '@/components/tab-bar/index.h5'

// Taro's router history, as a memory history the test moves like the router would.
jest.mock('@tarojs/router', () => {
  const { createMemoryHistory } = jest.requireActual('history')
  return { history: createMemoryHistory({ initialEntries: ['/'] }) }
})

// Spec sections 2 and 9.
const TABS = ['借款', '訂單', '我的', '資質']
const SELECTED = 'rgb(40, 134, 255)' // #2886FF
const UNSELECTED = 'rgb(164, 184, 210)' // #A4B8D2

let switchTab: jest.SpyInstance

function tabs() {
  return within(screen.getByRole('tablist', { name: TAB_BAR_LABEL })).getAllByRole('tab')
}

function selectedTabs() {
  return tabs()
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent)
}

function labelColors() {
  return tabs().map((tab) => getComputedStyle(tab).color)
}

function goTo(route: string) {
  act(() => history.replace(route))
}

beforeEach(() => {
  // Taro's H5 entry publishes the app config here, icons resolved to URLs (in jest: app.config's paths).
  Object.assign(window, { __taroAppConfig: appConfig })
  goTo('/')
  // Taro's switchTab moves the router's history; so does this stand-in.
  switchTab = jest.spyOn(Taro, 'switchTab').mockImplementation((option) => {
    history.replace(option.url)
    return Promise.resolve({ errMsg: 'switchTab:ok' })
  })
})

afterEach(() => {
  jest.restoreAllMocks()
})

describe('TabBar (H5)', () => {
  it('shows the four tabs in spec order, named by their labels, with the loans tab selected at /', () => {
    render(<TabBar />)
    expect(tabs().map((tab) => tab.textContent)).toEqual(TABS)
    for (const name of TABS) expect(screen.getByRole('tab', { name })).toBeTruthy()
    expect(selectedTabs()).toEqual(['借款'])
    expect(labelColors()).toEqual([SELECTED, UNSELECTED, UNSELECTED, UNSELECTED])
  })

  it('shows the selected icon on the selected tab only', () => {
    render(<TabBar />)
    goTo('/pages/me/index')
    const icons = tabs().map((tab) => tab.querySelector('img')?.getAttribute('src'))
    expect(icons).toEqual([
      'assets/tabbar/loans.png',
      'assets/tabbar/order.png',
      'assets/tabbar/me-active.png',
      'assets/tabbar/aptitude.png',
    ])
  })

  it('switches tabs with Taro.switchTab and moves the selection with the route', () => {
    render(<TabBar />)
    fireEvent.click(screen.getByRole('tab', { name: '訂單' }))
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/order/index' })
    expect(selectedTabs()).toEqual(['訂單'])
    expect(labelColors()).toEqual([UNSELECTED, SELECTED, UNSELECTED, UNSELECTED])

    fireEvent.click(screen.getByRole('tab', { name: '資質' }))
    expect(switchTab).toHaveBeenLastCalledWith({ url: '/pages/aptitude' })
    expect(selectedTabs()).toEqual(['資質'])
  })

  it('does not switch to the tab already on screen', () => {
    render(<TabBar />)
    fireEvent.click(screen.getByRole('tab', { name: '借款' }))
    expect(switchTab).not.toHaveBeenCalled()
  })

  it('hides itself off the tab routes and comes back on a tab route', () => {
    render(<TabBar />)
    goTo('/pages/loans/applyFor')
    expect(screen.queryByRole('tablist')).toBeNull()
    goTo('/pages/order/detail')
    expect(screen.queryByRole('tablist')).toBeNull()
    goTo('/pages/order/index')
    expect(selectedTabs()).toEqual(['訂單'])
  })
})
