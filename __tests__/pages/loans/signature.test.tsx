import { fireEvent, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import SignaturePage from '@/pages/loans/signature'
import * as bankApi from '@/services/api/modules/bank'
import * as upload from '@/services/api/upload'
import { BusinessError } from '@/services/api/errors'
import { appStore } from '@/store/index'
import { applyDraftAtom, markConfirmedAtom, startApplyAtom } from '@/store/apply'
import { logIn, logOut, renderPage, setRoute, settle } from './helpers'

jest.mock('@/services/api/modules/bank')
jest.mock('@/services/api/upload')

const bank = jest.mocked(bankApi)
const uploads = jest.mocked(upload)
let reLaunch: jest.SpyInstance

// jsdom has no canvas: a context that accepts the calls, and a toBlob that answers a PNG blob.
const fakeContext = new Proxy({}, { get: () => () => undefined }) as unknown as CanvasRenderingContext2D

beforeEach(() => {
  logIn()
  appStore.set(startApplyAtom, [{ productCode: 'QUICK', loanAmount: 20_000, loanCycle: 30 }])
  appStore.set(markConfirmedAtom, ['A1', 'A2'])
  setRoute('/pages/loans/signature', { applyId: 'A1,A2' })
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fakeContext as never)
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback) => callback(new Blob(['png'], { type: 'image/png' })))
  URL.createObjectURL = jest.fn(() => 'blob:signature')
  uploads.uploadImage.mockResolvedValue({ url: '/files/sig.png', key: 'sig-key' })
  bank.signContract.mockImplementation(async ({ applyId }) => ({
    applyId,
    applyStatus: 'under_review',
    signedAt: '2025-03-01T02:00:00.000Z',
  }))
  reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
})

afterEach(() => {
  jest.restoreAllMocks()
  jest.resetAllMocks()
  logOut()
})

function canvas(): HTMLCanvasElement {
  const element = document.querySelector('canvas')
  if (!element) throw new Error('no canvas rendered')
  return element
}

/** A mouse stroke across the pad, like a person signing with a mouse. */
function drawStroke(points: [number, number][]) {
  const [first, ...rest] = points
  fireEvent.mouseDown(canvas(), { clientX: first[0], clientY: first[1] })
  for (const [x, y] of rest) fireEvent.mouseMove(window, { clientX: x, clientY: y })
  fireEvent.mouseUp(window)
}

describe('signature page', () => {
  it('refuses an empty pad with a message and uploads nothing', async () => {
    renderPage(<SignaturePage />)
    await settle()
    expect(screen.getByText('請在此處簽名')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '確認簽署' }))
    await settle()
    expect(screen.getByRole('alert').textContent).toBe('請先在框內簽名')
    expect(uploads.uploadImage).not.toHaveBeenCalled()
    expect(bank.signContract).not.toHaveBeenCalled()
  })

  it('refuses a mere tap or scratch as a signature', async () => {
    renderPage(<SignaturePage />)
    await settle()
    drawStroke([
      [20, 20],
      [25, 22],
    ])
    fireEvent.click(screen.getByRole('button', { name: '確認簽署' }))
    await settle()
    expect(screen.getByRole('alert').textContent).toBe('簽名過短，請完整簽署您的姓名')
    expect(uploads.uploadImage).not.toHaveBeenCalled()
  })

  it('clears the drawing: after 清除重簽 the pad is empty again', async () => {
    renderPage(<SignaturePage />)
    await settle()
    drawStroke([
      [20, 40],
      [120, 60],
      [200, 30],
    ])
    expect(screen.queryByText('請在此處簽名')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '清除重簽' }))
    expect(screen.getByText('請在此處簽名')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '確認簽署' }))
    await settle()
    expect(screen.getByRole('alert').textContent).toBe('請先在框內簽名')
  })

  it('takes a finger-drawn signature too (touch events)', async () => {
    renderPage(<SignaturePage />)
    await settle()
    fireEvent.touchStart(canvas(), { touches: [{ clientX: 20, clientY: 40 }] })
    fireEvent.touchMove(canvas(), { touches: [{ clientX: 120, clientY: 70 }] })
    fireEvent.touchMove(canvas(), { touches: [{ clientX: 220, clientY: 40 }] })
    fireEvent.touchEnd(canvas(), { touches: [] })
    fireEvent.click(screen.getByRole('button', { name: '確認簽署' }))
    await settle()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(uploads.uploadImage).toHaveBeenCalledTimes(1)
  })

  it('uploads the drawing as a PNG, signs every order with it, clears the draft and shows the success page', async () => {
    renderPage(<SignaturePage />)
    await settle()
    drawStroke([
      [20, 40],
      [120, 60],
      [200, 30],
    ])
    const submit = screen.getByRole('button', { name: '確認簽署' })
    fireEvent.click(submit)
    fireEvent.click(submit)
    await settle()
    expect(uploads.uploadImage).toHaveBeenCalledTimes(1)
    expect(uploads.uploadImage).toHaveBeenCalledWith(
      'blob:signature',
      expect.objectContaining({ loading: '簽名上傳中' }),
    )
    expect(bank.signContract.mock.calls.map(([payload]) => payload)).toEqual([
      { applyId: 'A1', signatureImageKey: 'sig-key' },
      { applyId: 'A2', signatureImageKey: 'sig-key' },
    ])
    expect(appStore.get(applyDraftAtom)).toBeNull()
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/loans/success?applyId=A1%2CA2' })
  })

  it('an order already signed by an earlier attempt (409) does not stop the others', async () => {
    bank.signContract.mockRejectedValueOnce(new BusinessError(409, '此合約已簽署'))
    renderPage(<SignaturePage />)
    await settle()
    drawStroke([
      [20, 40],
      [220, 60],
    ])
    fireEvent.click(screen.getByRole('button', { name: '確認簽署' }))
    await settle()
    expect(bank.signContract).toHaveBeenCalledTimes(2)
    expect(reLaunch).toHaveBeenCalledTimes(1)
  })

  it('keeps the drawing and the draft when the upload fails', async () => {
    uploads.uploadImage.mockRejectedValue(new Error('offline'))
    renderPage(<SignaturePage />)
    await settle()
    drawStroke([
      [20, 40],
      [220, 60],
    ])
    fireEvent.click(screen.getByRole('button', { name: '確認簽署' }))
    await settle()
    expect(bank.signContract).not.toHaveBeenCalled()
    expect(reLaunch).not.toHaveBeenCalled()
    expect(appStore.get(applyDraftAtom)?.applyIds).toEqual(['A1', 'A2'])
    expect(screen.queryByText('請在此處簽名')).toBeNull()
    expect(screen.getByRole('button', { name: '確認簽署' }).getAttribute('aria-disabled')).toBe('false')
  })
})
