import { fireEvent, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import SignPage from '@/pages/loans/sign'
import * as bankApi from '@/services/api/modules/bank'
import { appStore } from '@/store/index'
import { markConfirmedAtom, startApplyAtom } from '@/store/apply'
import { logIn, logOut, renderPage, setRoute, settle } from './helpers'

jest.mock('@/services/api/modules/bank')

const bank = jest.mocked(bankApi)
let navigateTo: jest.SpyInstance

const CONTRACT = (applyId: string) =>
  `<!DOCTYPE html><html><head><title>契約標題 ${applyId}</title><style>h1{color:red}</style></head><body>` +
  `<h1>借款契約書</h1><p>訂單 ${applyId}：借款本金 NT$20,000</p><script>alert(1)</script>` +
  `<img src="x" onerror="alert(2)"></body></html>`

beforeEach(() => {
  logIn()
  setRoute('/pages/loans/sign')
  bank.viewContract.mockImplementation(async ({ applyId }) => CONTRACT(applyId))
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
  jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
})

afterEach(() => {
  jest.restoreAllMocks()
  jest.resetAllMocks()
  logOut()
})

function confirmedDraft(applyIds: string[]) {
  appStore.set(startApplyAtom, [{ productCode: 'QUICK', loanAmount: 20_000, loanCycle: 30 }])
  appStore.set(markConfirmedAtom, applyIds)
}

describe('sign page', () => {
  it('shows the contract of each confirmed order from the server, sanitised', async () => {
    confirmedDraft(['A1', 'A2'])
    const { container } = renderPage(<SignPage />)
    await settle()
    expect(bank.viewContract).toHaveBeenCalledWith({ applyId: 'A1' }, { silent: true })
    expect(bank.viewContract).toHaveBeenCalledWith({ applyId: 'A2' }, { silent: true })
    expect(screen.getByText('借款合約（1/2）')).toBeTruthy()
    expect(screen.getByText('訂單編號 A2')).toBeTruthy()
    // Rendered through SafeHtml (RichText): what reaches it is the sanitised HTML.
    const rendered = Array.from(container.querySelectorAll('taro-rich-text-core')).map((element) =>
      String((element as unknown as { nodes: unknown }).nodes),
    )
    expect(rendered).toHaveLength(2)
    expect(rendered[0]).toContain('訂單 A1：借款本金 NT$20,000')
    expect(rendered[1]).toContain('訂單 A2')
    for (const html of rendered) {
      expect(html).not.toContain('<script')
      expect(html).not.toContain('onerror')
      // Only the document's body is shown: no stray title or style text.
      expect(html).not.toContain('契約標題')
      expect(html).not.toContain('color:red')
    }
  })

  it('requires both agreements before the signature, with a message', async () => {
    confirmedDraft(['A1'])
    renderPage(<SignPage />)
    await settle()
    fireEvent.click(screen.getByRole('button', { name: '下一步：手寫簽名' }))
    expect(screen.getByRole('alert').textContent).toBe('請先勾選同意上述兩項內容')
    expect(navigateTo).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('checkbox', { name: /我已詳閱並同意上述借款合約/ }))
    fireEvent.click(screen.getByRole('button', { name: '下一步：手寫簽名' }))
    expect(navigateTo).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('checkbox', { name: /電子簽章/ }))
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '下一步：手寫簽名' }))
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/loans/signature?applyId=A1' })
  })

  it('takes the order from the page parameter (sent from the loans tab or the order detail)', async () => {
    setRoute('/pages/loans/sign', { applyId: 'B9' })
    renderPage(<SignPage />)
    await settle()
    expect(bank.viewContract).toHaveBeenCalledWith({ applyId: 'B9' }, { silent: true })
  })

  it('says so when there is nothing to sign', async () => {
    renderPage(<SignPage />)
    await settle()
    expect(screen.getByText('找不到待簽署的申請')).toBeTruthy()
    expect(bank.viewContract).not.toHaveBeenCalled()
  })

  it('offers a retry when the contract cannot be loaded', async () => {
    confirmedDraft(['A1'])
    bank.viewContract.mockRejectedValueOnce(new Error('offline'))
    renderPage(<SignPage />)
    await settle()
    fireEvent.click(screen.getByRole('button', { name: '重新載入' }))
    await settle()
    expect(screen.getByText('借款合約')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
