import { fireEvent, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import EntryPage from '@/pages/index/index'
import * as applyApi from '@/services/api/modules/apply'
import { loansIndex, logIn, logOut, renderPage, setRoute, settle } from './loans/helpers'

jest.mock('@/services/api/modules/apply')

const api = jest.mocked(applyApi)
let redirectTo: jest.SpyInstance
let switchTab: jest.SpyInstance

beforeEach(() => {
  setRoute('/pages/index/index')
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
})

afterEach(() => {
  jest.restoreAllMocks()
  jest.resetAllMocks()
  logOut()
})

describe('entry page routes by state', () => {
  it('logged out → login, coming back to the loans tab', async () => {
    renderPage(<EntryPage />)
    await settle()
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirect=%2Fpages%2Floans%2Findex' })
    expect(api.getLoansIndex).not.toHaveBeenCalled()
  })

  it('verification unfinished → the first unfinished step', async () => {
    logIn()
    api.getLoansIndex.mockResolvedValue(
      loansIndex({ state: 'kyc', kycCompletedSteps: 1, kycNextStep: 'emergencyContact' }),
    )
    renderPage(<EntryPage />)
    await settle()
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/me/contact' })
  })

  it('verified → the loans tab', async () => {
    logIn()
    api.getLoansIndex.mockResolvedValue(loansIndex({ state: 'repaying' }))
    renderPage(<EntryPage />)
    await settle()
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/loans/index' })
  })

  it('when the state cannot be read: a retry and a way to the loans tab', async () => {
    logIn()
    api.getLoansIndex.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(loansIndex())
    renderPage(<EntryPage />)
    await settle()
    expect(screen.getByText('無法取得您的狀態')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '重新載入' }))
    await settle()
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/loans/index' })
  })
})
