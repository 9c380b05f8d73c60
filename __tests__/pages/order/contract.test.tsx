import { fireEvent, screen, waitFor } from '@testing-library/react'
import { API } from '@contract/paths'
import OrderContractPage from '@/pages/order/contract'
import { resetTransport } from '@/services/api/client'
import { httpResponse, installFakeTransport, spyOnTaroUi, type FakeTransport } from '../../helpers/fake-transport'
import { onRoute, renderPage } from './render'

let server: FakeTransport

beforeEach(() => {
  server = installFakeTransport()
  spyOnTaroUi()
  onRoute('/pages/order/contract', { applyId: 'A1001' })
})

afterEach(() => {
  resetTransport()
  jest.restoreAllMocks()
})

const CONTRACT = `<h1>借款契約書</h1>
<p>借款人：王小明（身分證字號 A12****789）</p>
<table><tr><th>借款本金</th><td>NT$20,000</td></tr><tr><th>總費用年百分率</th><td>15.99%</td></tr></table>
<img src="x" onerror="window.hacked = true">
<script>window.hacked = true</script>`

describe('contract page', () => {
  it('shows the contract the server renders for this order', async () => {
    server.respond(API.contractView, httpResponse(200, CONTRACT))
    renderPage(<OrderContractPage />)
    const document_ = await screen.findByRole('document', { name: '借款合約' })
    await waitFor(() => expect(document_.textContent).toContain('借款契約書'))
    expect(document_.textContent).toContain('A12****789')
    expect(document_.querySelector('table')).not.toBeNull()
    expect(server.last(API.contractView)?.payload).toEqual({ applyId: 'A1001' })
  })

  it('never runs script or event handlers from the HTML', async () => {
    server.respond(API.contractView, httpResponse(200, CONTRACT))
    renderPage(<OrderContractPage />)
    const document_ = await screen.findByRole('document', { name: '借款合約' })
    await waitFor(() => expect(document_.textContent).toContain('借款契約書'))
    expect(document_.querySelector('script')).toBeNull()
    expect(document_.innerHTML).not.toContain('onerror')
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined()
  })

  it('a failed load offers 重新載入', async () => {
    server.respond(API.contractView, httpResponse(502, ''), httpResponse(200, CONTRACT))
    renderPage(<OrderContractPage />)
    fireEvent.click(await screen.findByRole('button', { name: '重新載入' }))
    await screen.findByRole('document', { name: '借款合約' })
  })

  it('an empty answer says the contract is not ready', async () => {
    server.respond(API.contractView, httpResponse(200, '   '))
    renderPage(<OrderContractPage />)
    expect(await screen.findByText('合約內容尚未產生，請稍後再試')).toBeTruthy()
  })
})
