import { fireEvent, screen } from '@testing-library/react'
import FaceDomePage from '@/pages/me/faceDome'
import { ROUTES } from '@/constants/routes'
import { spyOnTaroUi } from '../../helpers/fake-transport'
import { logIn, logOut, renderPage, setRoute } from './face-bank-setup'

let ui: ReturnType<typeof spyOnTaroUi>

beforeEach(() => {
  logIn()
  ui = spyOnTaroUi()
  setRoute(ROUTES.faceDemo)
})

afterEach(() => {
  jest.restoreAllMocks()
  logOut()
})

describe('faceDome (how to take the face photo)', () => {
  it('shows a drawn example, what to avoid and the tips, on step 5', () => {
    renderPage(<FaceDomePage />)
    expect(screen.getByLabelText('正確的人臉照片示意圖')).toBeTruthy()
    for (const wrong of ['戴帽子', '戴眼鏡', '戴口罩', '光線太暗']) {
      expect(screen.getByLabelText(wrong)).toBeTruthy()
    }
    expect(screen.getByText('選擇光線充足的地方，避免背光')).toBeTruthy()
    expect(screen.getByText('請勿配戴帽子、眼鏡或口罩，頭髮不要遮住臉')).toBeTruthy()
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')
    expect(current?.textContent).toContain('人臉識別')
  })

  it('starts the camera page', () => {
    renderPage(<FaceDomePage />)
    fireEvent.click(screen.getByRole('button', { name: '開始拍攝' }))
    expect(ui.navigateTo).toHaveBeenCalledWith({ url: ROUTES.face })
  })
})
