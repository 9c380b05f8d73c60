import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { API } from '@contract/paths'
import ContactPage from '@/pages/me/contact'
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

const OWN_MOBILE = '0911111111'

beforeEach(() => {
  Taro.clearStorageSync()
  logIn()
  server = installFakeTransport()
  server.respond(API.configOne, ok({ configKey: 'line', configType: 'service', configValue: '@ezd', extInfoJSON: {} }))
  server.respond(
    API.queryCashUser,
    ok({
      userId: 'u_1',
      uuId: 'uu_1',
      mobile: OWN_MOBILE,
      mobileMasked: '0911***111',
      realName: '',
      hasPassword: false,
      kycCompleted: false,
      registeredAt: '2025-03-01T02:03:04.000Z',
    }),
  )
  ui = spyOnTaroUi()
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  setRoute(ROUTES.contact)
})

afterEach(() => {
  jest.restoreAllMocks()
  resetTransport()
  logOut()
})

function renderForUser(detail = userDetail(1)) {
  server.respond(API.queryUserDetail, ok(detail))
  return renderPage(<ContactPage />)
}

function chooseRelation(contact: number, relation: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^聯絡人 ${contact} 關係`) }))
  const list = screen
    .getAllByRole('listbox')
    .find((element) => within(element).queryByRole('option', { name: relation }))
  fireEvent.click(within(list!).getByRole('option', { name: relation }))
}

async function fillContact(contact: number, name: string, mobile: string, relation: string) {
  await fill(`聯絡人 ${contact} 姓名`, name)
  await fill(`聯絡人 ${contact} 手機號碼`, mobile)
  chooseRelation(contact, relation)
}

const submitButton = () => screen.getByRole('button', { name: /^下一步$|送出中/ })

describe('contact (step 2)', () => {
  it('shows step 2 and two contacts to fill in', async () => {
    renderForUser()
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')
    expect(current?.textContent).toContain('聯絡人')
    expect(screen.getAllByRole('group')).toHaveLength(2)
    expect(await field('聯絡人 2 手機號碼')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /移除聯絡人/ })).toBeNull()
  })

  it("refuses the user's own number and a number used twice, next to the field, keeping the form", async () => {
    renderForUser()
    await waitFor(() => expect(server.callsTo(API.queryCashUser)).toHaveLength(1))
    await fillContact(1, '王大明', '0922-222-222', '父母')
    await fillAndLeave('聯絡人 2 手機號碼', '+886 911 111 111')
    expect(await screen.findByText('不可填寫本人手機號碼')).toBeTruthy()
    await fillAndLeave('聯絡人 2 手機號碼', '0922222222')
    expect(screen.getAllByText('與其他聯絡人手機號碼重複')).toHaveLength(1)
    await fill('聯絡人 2 姓名', '李小華')
    chooseRelation(2, '朋友')
    fireEvent.click(submitButton())
    // Both contacts that share the number are marked once the user tries to submit.
    expect(screen.getAllByText('與其他聯絡人手機號碼重複')).toHaveLength(2)
    expect(server.callsTo(API.emergencyContactAdd)).toHaveLength(0)
    expect((await field('聯絡人 1 姓名')).value).toBe('王大明')
    expect((await field('聯絡人 2 手機號碼')).value).toBe('0922222222')
  })

  it('adds a third contact, removes it again, and saves the normalised contacts once', async () => {
    server.respond(API.emergencyContactAdd, ok([]))
    renderForUser()
    fireEvent.click(screen.getByRole('button', { name: '＋ 新增聯絡人' }))
    expect(screen.getAllByRole('group')).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: '移除聯絡人 3' }))
    expect(screen.getAllByRole('group')).toHaveLength(2)
    await fillContact(1, '王大明', '0922-222-222', '父母')
    await fillContact(2, '李小華', '+886 933 333 333', '同事')
    fireEvent.click(submitButton())
    fireEvent.click(submitButton())
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith({ url: ROUTES.idCard }))
    expect(server.callsTo(API.emergencyContactAdd)).toHaveLength(1)
    expect(server.last(API.emergencyContactAdd)?.payload).toEqual({
      contacts: [
        { name: '王大明', mobile: '0922222222', relation: 'parent' },
        { name: '李小華', mobile: '0933333333', relation: 'colleague' },
      ],
    })
  })

  it("shows the server's refusal and stays on the page with the form as typed", async () => {
    server.respond(API.emergencyContactAdd, envelope(400, '請先完成「個人資料」'))
    renderForUser()
    await fillContact(1, '王大明', '0922222222', '父母')
    await fillContact(2, '李小華', '0933333333', '朋友')
    fireEvent.click(submitButton())
    await waitFor(() =>
      expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '請先完成「個人資料」' })),
    )
    expect(redirectTo).not.toHaveBeenCalled()
    expect((await field('聯絡人 2 姓名')).value).toBe('李小華')
  })

  it('opens with the saved contacts when the step was done before', async () => {
    renderForUser(
      userDetail(2, {
        emergencyContacts: [
          { name: '王大明', mobile: '0922222222', relation: 'parent' },
          { name: '李小華', mobile: '0933333333', relation: 'friend' },
          { name: '張三', mobile: '0944444444', relation: 'sibling' },
        ],
      }),
    )
    await waitFor(() => expect(screen.getAllByRole('group')).toHaveLength(3))
    expect((await field('聯絡人 3 姓名')).value).toBe('張三')
    expect(screen.getByRole('button', { name: '聯絡人 2 關係：朋友' })).toBeTruthy()
  })
})
