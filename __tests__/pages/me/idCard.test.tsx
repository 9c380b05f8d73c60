import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { API } from '@contract/paths'
import IdCardPage from '@/pages/me/idCard'
import { resetTransport } from '@/services/api/client'
import * as media from '@/services/media'
import { ROUTES } from '@/constants/routes'
import { envelope, installFakeTransport, ok, spyOnTaroUi, type FakeTransport } from '../../helpers/fake-transport'
import { field, fill, fillAndLeave } from '../login/form-helpers'
import { logIn, logOut, renderPage, setRoute, userDetail } from './face-bank-setup'

// Each test fills a whole form through the rendered page; the 5 s default is tight on a busy 2-core machine.
jest.setTimeout(30_000)

let server: FakeTransport
let ui: ReturnType<typeof spyOnTaroUi>
let redirectTo: jest.SpyInstance
let chooseMedia: jest.SpyInstance

const OCR_EMPTY = {
  idNo: '',
  userName: '',
  birthday: '',
  recognized: false,
  message: '目前無法自動辨識證件，請依證件內容填寫',
}

const CONFIRMED = {
  idNoMasked: 'A12****789',
  userName: '王小明',
  birthday: '1990/01/15',
  gender: 'male',
  documentType: 'nationalId',
  frontImageUrl: '/files/front.jpg',
  backImageUrl: '/files/back.jpg',
}

/** The next picked photo (album) has this size in bytes. */
function nextPhoto(size = 300_000, path = 'blob:id-photo') {
  chooseMedia.mockResolvedValueOnce({
    tempFiles: [
      { tempFilePath: path, size, duration: 0, height: 0, width: 0, thumbTempFilePath: '', fileType: 'image' },
    ],
    type: 'image',
    errMsg: 'chooseMedia:ok',
  })
}

beforeEach(() => {
  Taro.clearStorageSync()
  logIn()
  server = installFakeTransport()
  server.respond(API.configOne, ok({ configKey: 'line', configType: 'service', configValue: '@ezd', extInfoJSON: {} }))
  ui = spyOnTaroUi()
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'redirectTo:ok' })
  // jsdom cannot decode images, so the canvas compression is skipped here (the client tests it).
  jest.spyOn(media, 'compressImage').mockImplementation((path) => Promise.resolve(path))
  jest.spyOn(Taro, 'showActionSheet').mockResolvedValue({ tapIndex: 1, errMsg: 'showActionSheet:ok' })
  chooseMedia = jest.spyOn(Taro, 'chooseMedia')
  setRoute(ROUTES.idCard)
})

afterEach(() => {
  jest.restoreAllMocks()
  resetTransport()
  logOut()
})

function renderForUser(detail = userDetail(2)) {
  server.respond(API.queryUserDetail, ok(detail))
  return renderPage(<IdCardPage />)
}

async function uploadBothSides() {
  server.respond(
    API.uploadImage,
    ok({ key: 'up_front', url: '/files/up_front.jpg' }),
    ok({ key: 'up_back', url: '/files/up_back.jpg' }),
  )
  nextPhoto()
  fireEvent.click(await screen.findByRole('button', { name: '身分證正面，有照片的一面：點擊拍照或從相簿選擇' }))
  expect(await screen.findByRole('button', { name: '身分證正面，重新上傳：已上傳' })).toBeTruthy()
  nextPhoto()
  fireEvent.click(screen.getByRole('button', { name: '身分證反面，有配偶、住址的一面：點擊拍照或從相簿選擇' }))
  expect(await screen.findByRole('button', { name: '身分證反面，重新上傳：已上傳' })).toBeTruthy()
}

async function recognize() {
  server.respond(API.ocrCheck, ok(OCR_EMPTY))
  fireEvent.click(screen.getByRole('button', { name: '下一步：辨識證件' }))
  expect(await screen.findByText('目前無法自動辨識證件，請依證件內容填寫')).toBeTruthy()
}

const submitButton = () => screen.getByRole('button', { name: /確認並下一步|送出中/ })

describe('idCard (step 3)', () => {
  it('shows step 3 with a slot for each side, and cannot read the card before both are uploaded', async () => {
    renderForUser()
    expect(await screen.findByRole('button', { name: '身分證正面，有照片的一面：點擊拍照或從相簿選擇' })).toBeTruthy()
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')
    expect(current?.textContent).toContain('身分證')
    const recognizeButton = screen.getByRole('button', { name: '下一步：辨識證件' })
    expect(recognizeButton.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(recognizeButton)
    expect(server.callsTo(API.ocrCheck)).toHaveLength(0)
  })

  it('refuses a photo over 10 MB with 圖片過大，請重新上傳 and uploads nothing', async () => {
    renderForUser()
    nextPhoto(11 * 1024 * 1024)
    fireEvent.click(await screen.findByRole('button', { name: '身分證正面，有照片的一面：點擊拍照或從相簿選擇' }))
    await waitFor(() =>
      expect(ui.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '圖片過大，請重新上傳' })),
    )
    expect(server.callsTo(API.uploadImage)).toHaveLength(0)
    expect(screen.getByRole('button', { name: '身分證正面，有照片的一面：點擊拍照或從相簿選擇' })).toBeTruthy()
  })

  it('uploads both sides, reads them, then shows a bad ID number next to the field and keeps the form', async () => {
    renderForUser()
    await uploadBothSides()
    expect(server.callsTo(API.uploadImage).map((call) => call.upload?.filePath)).toEqual([
      'blob:id-photo',
      'blob:id-photo',
    ])
    await recognize()
    expect(server.last(API.ocrCheck)?.payload).toEqual({ frontImageKey: 'up_front', backImageKey: 'up_back' })
    await fill('姓名', '王小明')
    await fillAndLeave('身分證字號', 'a123456788')
    expect(screen.getByText('身分證字號檢查碼錯誤')).toBeTruthy()
    await fill('出生日期', '19900115')
    expect((await field('出生日期')).value).toBe('1990/01/15')
    fireEvent.click(submitButton())
    expect(server.callsTo(API.ocrConfirm)).toHaveLength(0)
    expect((await field('身分證字號')).value).toBe('A123456788')
    expect((await field('姓名')).value).toBe('王小明')
  })

  it('confirms the corrected details once and moves on to the bank step', async () => {
    server.respond(API.ocrConfirm, ok(CONFIRMED))
    renderForUser()
    await uploadBothSides()
    await recognize()
    await fill('姓名', '王小明')
    await fill('身分證字號', 'a123456789')
    expect(screen.getByText('國民身分證・男')).toBeTruthy()
    await fill('出生日期', '1990/01/15')
    fireEvent.click(submitButton())
    fireEvent.click(submitButton())
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith({ url: ROUTES.addBank }))
    expect(server.callsTo(API.ocrConfirm)).toHaveLength(1)
    expect(server.last(API.ocrConfirm)?.payload).toEqual({
      idNo: 'A123456789',
      userName: '王小明',
      birthday: '1990/01/15',
    })
  })

  it('keeps the form when the server refuses the ID (its message is shown)', async () => {
    server.respond(API.ocrConfirm, envelope(409, '此身分證字號已綁定其他帳戶'))
    renderForUser()
    await uploadBothSides()
    await recognize()
    await fill('姓名', '王小明')
    await fill('身分證字號', 'A800000014')
    expect(screen.getByText('居留證（新式）・男')).toBeTruthy()
    await fill('出生日期', '1990/01/15')
    fireEvent.click(submitButton())
    await waitFor(() =>
      expect(ui.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '此身分證字號已綁定其他帳戶' })),
    )
    expect(redirectTo).not.toHaveBeenCalled()
    expect((await field('身分證字號')).value).toBe('A800000014')
  })

  it('keeps the uploaded photos and typed details across a reload', async () => {
    const first = renderForUser()
    await uploadBothSides()
    await recognize()
    await fill('姓名', '王小明')
    first.unmount()
    renderForUser()
    expect((await field('姓名')).value).toBe('王小明')
    expect(screen.getByText('目前無法自動辨識證件，請依證件內容填寫')).toBeTruthy()
  })

  it('shows the confirmed details (masked) when the step was done before, with a way on and a way to redo it', async () => {
    renderForUser(userDetail(3))
    expect(await screen.findByText('身分證已認證')).toBeTruthy()
    expect(screen.getByText('A12****789')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect(redirectTo).toHaveBeenCalledWith({ url: ROUTES.addBank })
    fireEvent.click(screen.getByRole('button', { name: '重新認證' }))
    expect(screen.getByRole('button', { name: '身分證正面，有照片的一面：點擊拍照或從相簿選擇' })).toBeTruthy()
  })
})
