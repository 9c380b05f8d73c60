import Taro from '@tarojs/taro'
import { fireEvent, screen } from '@testing-library/react'
import AgreementPage from '@/pages/agreement'
import { ROUTES } from '@/constants/routes'
import { renderPage, setRoute } from '../me/face-bank-setup'

beforeEach(() => {
  jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: 'pageScrollTo:ok' })
})

afterEach(() => jest.restoreAllMocks())

function selectedTab() {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent
}

describe('agreement page', () => {
  it('opens the section named by ?type=', () => {
    setRoute(ROUTES.agreement, { type: 'notice' })
    renderPage(<AgreementPage />)
    expect(selectedTab()).toBe('蒐集告知')
    expect(screen.getByRole('heading', { name: '個人資料蒐集告知事項' })).toBeTruthy()
    // What PDPA art. 8 requires the notice to say.
    expect(screen.getByText('二、蒐集之目的')).toBeTruthy()
    expect(screen.getByText('五、您依個人資料保護法第 3 條得行使之權利')).toBeTruthy()
    expect(screen.getByText('六、不提供個人資料之影響')).toBeTruthy()
  })

  it('shows the service agreement for an unknown type, and switches with the tabs', () => {
    setRoute(ROUTES.agreement, { type: 'nonsense' })
    renderPage(<AgreementPage />)
    expect(screen.getByRole('heading', { name: '服務協議' })).toBeTruthy()
    expect(screen.getByText(/約定年利率超過 16%/)).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: '隱私權政策' }))
    expect(selectedTab()).toBe('隱私權政策')
    expect(screen.getByRole('heading', { name: '隱私權政策' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: '服務協議' })).toBeNull()
  })
})
