import { fireEvent, render, screen } from '@testing-library/react'
import MeAgreementPage from '@/pages/me/agreement'
import { spyOnTaroUi, type TaroUiSpies } from '../../helpers/fake-transport'

let ui: TaroUiSpies

beforeEach(() => {
  ui = spyOnTaroUi()
})

afterEach(() => jest.restoreAllMocks())

describe('agreements list', () => {
  it('lists the three documents, each opening its section of the agreement page', () => {
    render(<MeAgreementPage />)
    const items = ['服務協議', '隱私權政策', '個人資料蒐集告知事項']
    for (const name of items) expect(screen.getByRole('button', { name })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '服務協議' }))
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/agreement?type=service' })
    fireEvent.click(screen.getByRole('button', { name: '隱私權政策' }))
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/agreement?type=privacy' })
    fireEvent.click(screen.getByRole('button', { name: '個人資料蒐集告知事項' }))
    expect(ui.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/agreement?type=notice' })
  })
})
