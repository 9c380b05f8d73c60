import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { API } from '@contract/paths'
import ChooseLocationPage from '@/pages/choose-location'
import OpenLocationPage from '@/pages/open-location'
import { openChooseLocation, openLocationUrl, pickedLocationAtom } from '@/pages/choose-location/pick-result'
import { resetTransport } from '@/services/api/client'
import { appStore } from '@/store/index'
import { ROUTES } from '@/constants/routes'
import { installFakeTransport, ok, spyOnTaroUi, type FakeTransport } from '../helpers/fake-transport'
import { logIn, logOut, renderPage, setRoute } from './me/face-bank-setup'
import { field } from './login/form-helpers'

/** Query parameters as Taro's H5 router hands them to the page: still percent-encoded. */
function rawParams(url: string): Record<string, string> {
  return Object.fromEntries(
    url
      .split('?')[1]
      .split('&')
      .map((pair) => pair.split('=') as [string, string]),
  )
}

const CITIES = [
  { name: '臺北市', districts: ['中正區', '大同區', '信義區'] },
  { name: '高雄市', districts: ['苓雅區', '前鎮區'] },
]

let server: FakeTransport
let ui: ReturnType<typeof spyOnTaroUi>
let navigateBack: jest.SpyInstance

beforeEach(() => {
  logIn()
  server = installFakeTransport()
  server.respond(API.commonAddress, ok(CITIES))
  ui = spyOnTaroUi()
  navigateBack = jest
    .spyOn(Taro, 'navigateBack')
    .mockImplementation(() => Promise.resolve({ errMsg: 'navigateBack:ok' }))
  appStore.set(pickedLocationAtom, null)
})

afterEach(() => {
  jest.restoreAllMocks()
  resetTransport()
  logOut()
})

describe('choose-location (H5: city, district and address)', () => {
  beforeEach(() => setRoute(ROUTES.chooseLocation))

  it('says what is missing, field by field, and returns nothing', async () => {
    renderPage(<ChooseLocationPage />)
    await waitFor(() => expect(server.callsTo(API.commonAddress)).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: '確定' }))
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual(['請選擇縣市', '請選擇鄉鎮市區', '請填寫詳細地址'])
    expect(navigateBack).not.toHaveBeenCalled()
  })

  it('checks the address when the field is left', async () => {
    renderPage(<ChooseLocationPage />)
    const input = await field('詳細地址')
    fireEvent.input(input, { target: { value: '路' } })
    fireEvent.blur(input)
    expect((await screen.findByRole('alert')).textContent).toBe('詳細地址至少 2 個字')
  })

  it('offers the districts of the chosen city and hands the place back', async () => {
    renderPage(<ChooseLocationPage />)
    // The skeleton in the city row gives way to its chevron once the cities have arrived.
    await waitFor(() => expect(document.querySelector('.choose-location__loading')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: '縣市：請選擇縣市' }))
    fireEvent.click(within(await screen.findByRole('dialog', { name: '縣市' })).getByRole('button', { name: '高雄市' }))
    fireEvent.click(screen.getByRole('button', { name: '鄉鎮市區：請選擇鄉鎮市區' }))
    const districts = within(screen.getByRole('dialog', { name: '鄉鎮市區' }))
    expect(districts.getAllByRole('button').map((button) => button.textContent)).toEqual(['苓雅區', '前鎮區'])
    fireEvent.click(districts.getByRole('button', { name: '苓雅區' }))
    fireEvent.input(await field('詳細地址'), { target: { value: ' 四維三路 2 號 ' } })
    fireEvent.click(screen.getByRole('button', { name: '確定' }))
    fireEvent.click(screen.getByRole('button', { name: '確定' }))
    expect(appStore.get(pickedLocationAtom)).toEqual({
      city: '高雄市',
      district: '苓雅區',
      address: '四維三路 2 號',
      name: '高雄市苓雅區四維三路 2 號',
      latitude: null,
      longitude: null,
    })
    expect(navigateBack).toHaveBeenCalledTimes(1)
  })

  it('opens prefilled with what the caller passed', async () => {
    await openChooseLocation({ city: '臺北市', district: '信義區', address: '市府路 1 號' })
    const url = (ui.navigateTo.mock.calls[0][0] as { url: string }).url
    expect(url.startsWith(`${ROUTES.chooseLocation}?`)).toBe(true)
    setRoute(ROUTES.chooseLocation, rawParams(url))
    renderPage(<ChooseLocationPage />)
    expect(screen.getByRole('button', { name: '縣市：臺北市' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '鄉鎮市區：信義區' })).toBeTruthy()
    expect((await field('詳細地址')).value).toBe('市府路 1 號')
  })
})

describe('open-location', () => {
  it('shows the place with a copy action and a Google Maps link by coordinates', async () => {
    const url = openLocationUrl({
      name: '臺北車站',
      address: '臺北市中正區北平西路 3 號',
      latitude: 25.0478,
      longitude: 121.517,
    })
    setRoute(ROUTES.openLocation, rawParams(url))
    renderPage(<OpenLocationPage />)
    expect(screen.getByRole('heading', { name: '臺北車站' })).toBeTruthy()
    expect(screen.getByText('臺北市中正區北平西路 3 號')).toBeTruthy()
    const link = screen.getByRole('link', { name: '在 Google 地圖開啟' })
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=25.0478%2C121.517')
    expect(link.getAttribute('target')).toBe('_blank')
    fireEvent.click(screen.getByRole('button', { name: '複製地址' }))
    await waitFor(() => expect(ui.setClipboardData).toHaveBeenCalledWith({ data: '臺北市中正區北平西路 3 號' }))
  })

  it('searches by the address when there are no usable coordinates', () => {
    setRoute(ROUTES.openLocation, { address: '高雄市苓雅區四維三路 2 號', latitude: 'abc', longitude: '500' })
    renderPage(<OpenLocationPage />)
    expect(screen.getByRole('link', { name: '在 Google 地圖開啟' }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('高雄市苓雅區四維三路 2 號')}`,
    )
  })

  it('says there is nothing to show without a place', () => {
    setRoute(ROUTES.openLocation, {})
    renderPage(<OpenLocationPage />)
    expect(screen.getByRole('alert').textContent).toBe('沒有可顯示的位置資料')
    expect(screen.queryByRole('link')).toBeNull()
  })
})
