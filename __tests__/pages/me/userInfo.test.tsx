import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { API } from '@contract/paths'
import type { PersonalInfo } from '@contract/identity'
import UserInfoPage from '@/pages/me/userInfo'
import { resetTransport } from '@/services/api/client'
import { ROUTES } from '@/constants/routes'
import { envelope, installFakeTransport, ok, spyOnTaroUi, type FakeTransport } from '../../helpers/fake-transport'
import { field, fill, fillAndLeave } from '../login/form-helpers'
import { logIn, logOut, renderPage, setRoute, userDetail } from './face-bank-setup'

// Each test fills a whole form through the rendered page; the 5 s default is tight on a busy 2-core machine.
jest.setTimeout(30_000)

let server: FakeTransport
let ui: ReturnType<typeof spyOnTaroUi>
let redirectTo: jest.SpyInstance

const CITIES = [
  { name: '臺北市', districts: ['中正區', '大安區'] },
  { name: '高雄市', districts: ['苓雅區', '前鎮區'] },
]

const SAVED: PersonalInfo = {
  name: '王小明',
  education: 'bachelor',
  maritalStatus: 'single',
  occupation: 'employee',
  monthlyIncome: 42000,
  city: '高雄市',
  district: '苓雅區',
  address: '四維三路 2 號',
  email: '',
  lineId: '',
}

beforeEach(() => {
  Taro.clearStorageSync()
  logIn()
  server = installFakeTransport()
  server.respond(API.commonAddress, ok(CITIES))
  server.respond(API.configOne, ok({ configKey: 'line', configType: 'service', configValue: '@ezd', extInfoJSON: {} }))
  ui = spyOnTaroUi()
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  setRoute(ROUTES.userInfo)
})

afterEach(() => {
  jest.restoreAllMocks()
  resetTransport()
  logOut()
})

function renderForUser(detail = userDetail(0)) {
  server.respond(API.queryUserDetail, ok(detail))
  return renderPage(<UserInfoPage />)
}

/** Opens the select row `label` and taps `option` in its sheet. */
function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }))
  const list = screen.getAllByRole('listbox').find((element) => within(element).queryByRole('option', { name: option }))
  fireEvent.click(within(list!).getByRole('option', { name: option }))
}

async function fillValidForm() {
  await fill('姓名', '陳美麗')
  choose('教育程度', '大學')
  choose('婚姻狀況', '已婚')
  choose('職業', '上班族')
  await fill('月收入', '35,000')
  fireEvent.click(screen.getByRole('button', { name: /^居住縣市／區域/ }))
  await waitFor(() => expect(screen.getByRole('option', { name: '臺北市' })).toBeTruthy())
  fireEvent.click(screen.getByRole('option', { name: '臺北市' }))
  fireEvent.click(screen.getByRole('option', { name: '大安區' }))
  await fill('街道地址', '復興南路一段 100 號 5 樓')
  await fill('Email', 'mei@example.com')
}

const submitButton = () => screen.getByRole('button', { name: /^下一步$|送出中/ })

describe('userInfo (step 1)', () => {
  it('shows step 1 of the indicator and every field', async () => {
    renderForUser()
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')
    expect(current?.textContent).toContain('個人資料')
    for (const label of ['姓名', '月收入', '街道地址', 'Email', 'LINE ID']) expect(await field(label)).toBeTruthy()
    for (const label of ['教育程度', '婚姻狀況', '職業', '居住縣市／區域']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${label}`) })).toBeTruthy()
    }
  })

  it('explains a bad field when the user leaves it, and refuses to submit with every message shown', async () => {
    renderForUser()
    await fillAndLeave('月收入', '三萬')
    expect(screen.getByText('月收入須為 0 至 10,000,000 的整數')).toBeTruthy()
    expect(screen.queryByText('請輸入姓名')).toBeNull()
    fireEvent.click(submitButton())
    expect(screen.getByText('請輸入姓名')).toBeTruthy()
    expect(screen.getByText('請選擇教育程度')).toBeTruthy()
    expect(screen.getByText('請選擇居住縣市與區域')).toBeTruthy()
    expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '請修正標示的欄位' }))
    expect(server.callsTo(API.supplementUserInfo)).toHaveLength(0)
    expect((await field('月收入')).value).toBe('三萬')
  })

  it('saves the details once and moves on to the contacts step', async () => {
    server.respond(API.supplementUserInfo, ok(SAVED))
    renderForUser()
    await fillValidForm()
    expect(screen.getByText('NT$35,000')).toBeTruthy()
    fireEvent.click(submitButton())
    fireEvent.click(submitButton())
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith({ url: ROUTES.contact }))
    expect(server.callsTo(API.supplementUserInfo)).toHaveLength(1)
    expect(server.last(API.supplementUserInfo)?.payload).toEqual({
      name: '陳美麗',
      education: 'bachelor',
      maritalStatus: 'married',
      occupation: 'employee',
      monthlyIncome: 35000,
      city: '臺北市',
      district: '大安區',
      address: '復興南路一段 100 號 5 樓',
      email: 'mei@example.com',
      lineId: '',
    })
  })

  it("keeps the form as typed when the server refuses, showing the server's message", async () => {
    server.respond(API.supplementUserInfo, envelope(400, '鄉鎮市區與縣市不符'))
    renderForUser()
    await fillValidForm()
    fireEvent.click(submitButton())
    await waitFor(() =>
      expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '鄉鎮市區與縣市不符' })),
    )
    expect(redirectTo).not.toHaveBeenCalled()
    expect((await field('姓名')).value).toBe('陳美麗')
    expect(screen.getByRole('button', { name: '居住縣市／區域：臺北市 大安區' })).toBeTruthy()
    expect(submitButton().textContent).toBe('下一步')
  })

  it('opens with what was saved when the step was done before', async () => {
    renderForUser(userDetail(1, { personalInfo: SAVED }))
    await waitFor(async () => expect((await field('姓名')).value).toBe('王小明'))
    expect((await field('月收入')).value).toBe('42000')
    expect(screen.getByRole('button', { name: '教育程度：大學' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '居住縣市／區域：高雄市 苓雅區' })).toBeTruthy()
  })

  it('restores what was typed after a reload', async () => {
    const first = renderForUser()
    await fill('姓名', '林小華')
    choose('職業', '學生')
    first.unmount()
    renderForUser(userDetail(1, { personalInfo: SAVED }))
    await waitFor(async () => expect((await field('姓名')).value).toBe('林小華'))
    expect(screen.getByText('已還原您上次填寫的內容')).toBeTruthy()
    expect(screen.getByRole('button', { name: '職業：學生' })).toBeTruthy()
  })

  it('sends a logged-out user to login, coming back here afterwards', async () => {
    logOut()
    renderPage(<UserInfoPage />)
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect=%2Fpages%2Fme%2FuserInfo' }),
    )
  })
})
