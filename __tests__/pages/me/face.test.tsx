import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { API } from '@contract/paths'
import type { IdentityStatusBody } from '@contract/identity'
import FacePage from '@/pages/me/face'
import { resetTransport } from '@/services/api/client'
import * as media from '@/services/media'
import { ROUTES } from '@/constants/routes'
import { envelope, fail, installFakeTransport, ok, spyOnTaroUi, type FakeTransport } from '../../helpers/fake-transport'
import { logIn, logOut, renderPage, setRoute, userDetail } from './face-bank-setup'

let server: FakeTransport
let ui: ReturnType<typeof spyOnTaroUi>
let chooseMedia: jest.SpyInstance

function status(overrides: Partial<IdentityStatusBody> = {}): IdentityStatusBody {
  return {
    livenessStatus: 'pending_review',
    faceCompareResult: 'not_started',
    identityCheckStatus: 'not_started',
    bindCardStatus: 'bound',
    imageSize: { width: 480, height: 640 },
    ...overrides,
  }
}

beforeEach(() => {
  logIn()
  server = installFakeTransport()
  server.respond(API.uploadImage, ok({ key: 'up_face', url: '/files/up_face.jpg' }))
  ui = spyOnTaroUi()
  // jsdom cannot decode images, so compression is passed through (media has its own tests).
  jest.spyOn(media, 'compressImage').mockImplementation((path) => Promise.resolve(path))
  chooseMedia = jest.spyOn(Taro, 'chooseMedia').mockResolvedValue({
    tempFiles: [
      {
        tempFilePath: 'blob:face-photo',
        size: 48_000,
        duration: 0,
        height: 0,
        width: 0,
        thumbTempFilePath: '',
        fileType: 'image',
      },
    ],
    type: 'image',
    errMsg: 'chooseMedia:ok',
  })
  setRoute(ROUTES.face)
})

afterEach(() => {
  jest.restoreAllMocks()
  resetTransport()
  logOut()
})

function renderForUser(stepsDone = 4, overrides = {}) {
  server.respond(API.queryUserDetail, ok(userDetail(stepsDone, overrides)))
  return renderPage(<FacePage />)
}

describe('face (step 5)', () => {
  it('shows step 5 and asks for a front-camera photo', async () => {
    renderForUser()
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step')
    expect(current?.textContent).toContain('人臉識別')
    expect(screen.getByText('請使用前鏡頭拍攝本人正臉')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '開啟相機拍照' }))
    await waitFor(() => expect(chooseMedia).toHaveBeenCalled())
    expect(chooseMedia.mock.calls[0][0]).toEqual(
      expect.objectContaining({ count: 1, sourceType: ['camera'], camera: 'front', mediaType: ['image'] }),
    )
  })

  it('uploads the photo, runs detection then comparison, and says it awaits review, as the server did', async () => {
    server.respond(API.detection, ok(status()))
    server.respond(API.faceCompare, ok(status({ faceCompareResult: 'pending_review' })))
    renderForUser()
    fireEvent.click(screen.getByRole('button', { name: '開啟相機拍照' }))
    expect(await screen.findByText('照片已送出審核')).toBeTruthy()
    expect(server.last(API.uploadImage)?.upload?.filePath).toBe('blob:face-photo')
    expect(server.last(API.detection)?.payload).toEqual({ imageKey: 'up_face' })
    expect(server.last(API.faceCompare)?.payload).toEqual({ imageKey: 'up_face' })
    expect(server.calls.map((call) => call.path).filter((path) => path !== API.queryUserDetail.path)).toEqual([
      API.uploadImage.path,
      API.detection.path,
      API.faceCompare.path,
    ])
    expect(screen.queryByText(/分數|相似度/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '完成認證，前往借款' }))
    expect(ui.switchTab).toHaveBeenCalledWith({ url: ROUTES.loans })
  })

  it('says the face check passed only when the server says so', async () => {
    server.respond(API.detection, ok(status({ livenessStatus: 'passed' })))
    server.respond(API.faceCompare, ok(status({ livenessStatus: 'passed', faceCompareResult: 'passed' })))
    renderForUser()
    fireEvent.click(screen.getByRole('button', { name: '開啟相機拍照' }))
    expect(await screen.findByText('人臉識別通過')).toBeTruthy()
  })

  it('shows the server’s reason word for word when it refuses the photo, and offers a new photo', async () => {
    server.respond(API.detection, envelope(400, '照片解析度過低，至少需 200×200 像素'))
    renderForUser()
    fireEvent.click(screen.getByRole('button', { name: '開啟相機拍照' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('人臉識別未通過')
    expect(alert.textContent).toContain('照片解析度過低，至少需 200×200 像素')
    expect(server.callsTo(API.faceCompare)).toHaveLength(0)
    // Shown on the page, not in a modal on top of it.
    expect(ui.showModal).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: '重新拍攝' }))
    await waitFor(() => expect(chooseMedia).toHaveBeenCalledTimes(2))
  })

  it('keeps the photo after a network failure and sends it again without uploading twice', async () => {
    server.respond(API.detection, ok(status()))
    server.respond(API.faceCompare, fail('request:fail'), ok(status({ faceCompareResult: 'pending_review' })))
    renderForUser()
    fireEvent.click(screen.getByRole('button', { name: '開啟相機拍照' }))
    expect((await screen.findByRole('alert')).textContent).toContain('照片未能送出')
    fireEvent.click(screen.getByRole('button', { name: '重新送出' }))
    expect(await screen.findByText('照片已送出審核')).toBeTruthy()
    expect(server.callsTo(API.uploadImage)).toHaveLength(1)
    expect(server.callsTo(API.faceCompare)).toHaveLength(2)
    expect(chooseMedia).toHaveBeenCalledTimes(1)
  })

  it('does nothing when the user closes the camera without a photo', async () => {
    chooseMedia.mockRejectedValue({ errMsg: 'chooseMedia:fail cancel' })
    renderForUser()
    fireEvent.click(screen.getByRole('button', { name: '開啟相機拍照' }))
    await waitFor(() => expect(chooseMedia).toHaveBeenCalled())
    expect(server.callsTo(API.uploadImage)).toHaveLength(0)
    expect(screen.getByRole('button', { name: '開啟相機拍照' })).toBeTruthy()
    expect(ui.showToast).not.toHaveBeenCalled()
  })

  it('shows an earlier result when the step was already done', async () => {
    renderForUser(5, {
      livenessStatus: 'pending_review',
      faceCompareResult: 'pending_review',
      livePhotoUrl: '/files/live.jpg',
    })
    expect(await screen.findByText('照片已送出審核')).toBeTruthy()
    expect(screen.getByLabelText('剛拍攝的人臉照片').getAttribute('src')).toBe('/files/live.jpg')
    expect(screen.getByRole('button', { name: '完成認證，前往借款' })).toBeTruthy()
  })

  it('points to the first unfinished step when an earlier one is missing', async () => {
    const redirectTo = jest
      .spyOn(Taro, 'redirectTo')
      .mockImplementation(() => Promise.resolve({ errMsg: 'redirectTo:ok' }))
    renderForUser(3)
    fireEvent.click(await screen.findByRole('button', { name: /尚有未完成的認證步驟/ }))
    expect(redirectTo).toHaveBeenCalledWith({ url: ROUTES.addBank })
  })
})
