/**
 * Verification steps in order, with their field rules, uploads, bank accounts (409, 403, masking) and the
 * face calls, as seen through queryUserDetail.
 */
import type { BoundCard } from '../../types/api/bank'
import type { IdCardInfo, IdentityStatusBody, OcrCheckBody, UserDetailBody } from '../../types/api/identity'
import { API } from '../../types/api/paths'
import { startTestApp, type TestApp } from './helpers/app'
import type { TestClient } from './helpers/client'
import { makeJpeg, makePng, makeWebp } from './helpers/images'
import {
  completeKyc,
  doBankCard,
  doContacts,
  doIdCard,
  doPersonalInfo,
  PERSONAL_INFO,
  nextNationalId,
  uploadImage,
  VALID_IDS,
} from './helpers/kyc'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 60_000)
afterAll(() => t.close())

const nextId = nextNationalId

const detail = (client: TestClient) => client.ok<UserDetailBody>(API.queryUserDetail)

describe('uploads', () => {
  test.each([
    ['PNG', makePng(300, 200), 'a.png', 'image/png'],
    ['JPEG', makeJpeg(640, 480), 'a.jpg', 'image/jpeg'],
    ['WebP', makeWebp(256, 256), 'a.webp', 'image/webp'],
  ])('a %s is stored and served back at its URL', async (_kind, bytes, name, type) => {
    const client = await t.loggedInClient()
    const { key, url } = await uploadImage(client, bytes, name)
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(url).toMatch(new RegExp(`/upload/files/${key}$`))
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe(type)
    expect(served.rawPayload.equals(bytes)).toBe(true)
    const rows = await t.app.serverContext.db.query<{ user_id: string; size_bytes: number; sha256: string }>(
      'select user_id::text as user_id, size_bytes, sha256 from uploads where key = $1',
      [key],
    )
    expect(rows[0]).toMatchObject({ user_id: client.userId, size_bytes: bytes.length })
    expect(rows[0].sha256).toMatch(/^[0-9a-f]{64}$/)
  })

  test('a file that is not an image by its bytes is refused, whatever its name', async () => {
    const client = await t.loggedInClient()
    const envelope = client.open(await client.upload(Buffer.from('<svg onload=alert(1)>'), 'x.png', 'image/png'))
    expect(envelope).toEqual({ status: 400, message: '僅支援 JPG、PNG 或 WebP 圖片', body: null })
    const truncated = makePng(300, 300).subarray(0, 60)
    expect(client.open(await client.upload(truncated)).status).toBe(400)
  })

  test('more than 10 MB is refused', async () => {
    const client = await t.loggedInClient()
    const big = Buffer.concat([makeJpeg(1000, 1000), Buffer.alloc(10 * 1024 * 1024 + 10)])
    expect(client.open(await client.upload(big, 'big.jpg', 'image/jpeg'))).toEqual({
      status: 400,
      message: '圖片過大，請重新上傳（上限 10 MB）',
      body: null,
    })
  })

  test('uploading needs a session; a request without a file is refused', async () => {
    const anonymous = t.client()
    expect(anonymous.open(await anonymous.upload(makePng(10, 10))).status).toBe(301)
    const client = await t.loggedInClient()
    const response = await t.app.inject({
      method: 'POST',
      url: API.uploadImage.path,
      headers: { ...client.headers(), 'content-type': 'text/plain' },
      payload: 'no file here',
    })
    expect(client.open(response)).toMatchObject({ status: 400, message: '請選擇要上傳的圖片' })
  })

  test('an unknown file key is HTTP 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/upload/files/${'x'.repeat(32)}` })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/upload/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404)
  })
})

describe('step 1: personal details', () => {
  test('saved and returned for prefill', async () => {
    const client = await t.loggedInClient()
    expect(await client.ok(API.supplementUserInfo, PERSONAL_INFO)).toEqual(PERSONAL_INFO)
    const saved = await detail(client)
    expect(saved.personalInfo).toEqual(PERSONAL_INFO)
    expect(saved.steps[0]).toEqual({ step: 'personalInfo', label: '個人資料', done: true })
    expect(saved.nextStep).toBe('emergencyContact')
  })

  test.each([
    [{ name: '' }, '姓名為必填'],
    [{ name: '王' }, '姓名至少需 2 個字'],
    [{ education: 'kindergarten' }, '教育程度選項無效'],
    [{ maritalStatus: undefined }, '婚姻狀況為必填'],
    [{ occupation: 3 }, '職業選項無效'],
    [{ monthlyIncome: '45000' }, '月收入格式錯誤'],
    [{ monthlyIncome: -1 }, '月收入須介於 0 到 10000000 之間'],
    [{ city: '台北縣' }, '縣市選項無效'],
    [{ district: '板橋區' }, '鄉鎮市區與縣市不符'],
    [{ address: 'x'.repeat(101) }, '詳細地址不可超過 100 個字'],
    [{ email: 'not-an-email' }, '電子郵件格式錯誤'],
    [{ lineId: 'has space' }, 'LINE ID格式錯誤'],
  ])('%j → %s', async (change, message) => {
    const client = await t.loggedInClient()
    expect(await client.call(API.supplementUserInfo, { ...PERSONAL_INFO, ...change })).toEqual({
      status: 400,
      message,
      body: null,
    })
  })

  test('email and LINE ID are optional', async () => {
    const client = await t.loggedInClient()
    const saved = await client.ok<typeof PERSONAL_INFO>(API.supplementUserInfo, {
      ...PERSONAL_INFO,
      email: undefined,
      lineId: '',
    })
    expect(saved).toMatchObject({ email: '', lineId: '' })
  })
})

describe('step 2: emergency contacts', () => {
  test('needs step 1 first', async () => {
    const client = await t.loggedInClient()
    expect(await client.call(API.emergencyContactAdd, { contacts: [] })).toMatchObject({ status: 400 })
    const envelope = await client.call(API.emergencyContactAdd, {
      contacts: [
        { name: '甲', mobile: '0922000111', relation: 'parent' },
        { name: '乙', mobile: '0933000222', relation: 'friend' },
      ],
    })
    expect(envelope).toEqual({ status: 400, message: '請先完成「個人資料」', body: null })
  })

  test('rules name the offending contact', async () => {
    const client = await t.loggedInClient()
    await doPersonalInfo(client)
    const me = (await client.ok<{ mobile: string }>(API.queryCashUser)).mobile
    const base = { name: '王大明', mobile: '0922000111', relation: 'parent' }
    const cases: [unknown[], string][] = [
      [[base], '緊急聯絡人至少需 2 筆'],
      [[base, { ...base, mobile: '0222000111' }], '第 2 位聯絡人手機號碼格式錯誤'],
      [
        [
          { ...base, mobile: me },
          { ...base, mobile: '0933000222' },
        ],
        '第 1 位聯絡人不可填寫本人手機號碼',
      ],
      [[base, { ...base, mobile: '0922-000-111' }], '第 2 位聯絡人手機號碼重複'],
      [[base, { ...base, mobile: '0933000222', relation: 'boss' }], '第 2 位聯絡人關係選項無效'],
      [[base, { ...base, mobile: '0933000222', name: ' ' }], '第 2 位聯絡人姓名為必填'],
    ]
    for (const [contacts, message] of cases) {
      expect(await client.call(API.emergencyContactAdd, { contacts })).toEqual({ status: 400, message, body: null })
    }
  })

  test('saved (normalised) and replaced on a second call', async () => {
    const client = await t.loggedInClient()
    await doPersonalInfo(client)
    await doContacts(client)
    await client.ok(API.emergencyContactAdd, {
      contacts: [
        { name: '陳一', mobile: '+886 955 111 222', relation: 'sibling' },
        { name: '陳二', mobile: '0955-333-444', relation: 'colleague' },
        { name: '陳三', mobile: '0955333555', relation: 'spouse' },
      ],
    })
    expect((await detail(client)).emergencyContacts).toEqual([
      { name: '陳一', mobile: '0955111222', relation: 'sibling' },
      { name: '陳二', mobile: '0955333444', relation: 'colleague' },
      { name: '陳三', mobile: '0955333555', relation: 'spouse' },
    ])
  })
})

describe('step 3: ID card', () => {
  async function readyForId(): Promise<TestClient> {
    const client = await t.loggedInClient()
    await doPersonalInfo(client)
    await doContacts(client)
    return client
  }

  test('the reference OCR reads nothing and asks the user to type the details', async () => {
    const client = await readyForId()
    const front = await uploadImage(client, makeJpeg(800, 500), 'f.jpg')
    const back = await uploadImage(client, makeJpeg(800, 500), 'b.jpg')
    const result = await client.ok<OcrCheckBody>(API.ocrCheck, { frontImageKey: front.key, backImageKey: back.key })
    expect(result).toEqual({
      idNo: '',
      userName: '',
      birthday: '',
      recognized: false,
      message: '目前無法自動辨識證件內容，請手動輸入身分證資料',
    })
  })

  test('ocrConfirm before the photos is refused', async () => {
    const client = await readyForId()
    expect(
      await client.call(API.ocrConfirm, { idNo: nextId(), userName: '王小明', birthday: '1990/01/01' }),
    ).toMatchObject({ status: 400, message: '請先上傳身分證正反面照片' })
  })

  test('another user’s photo key is 403; a tiny photo is refused', async () => {
    const client = await readyForId()
    const stranger = await t.loggedInClient()
    const theirs = await uploadImage(stranger)
    const mine = await uploadImage(client)
    expect(await client.call(API.ocrCheck, { frontImageKey: theirs.key, backImageKey: mine.key })).toMatchObject({
      status: 403,
    })
    const tiny = await uploadImage(client, makePng(120, 80))
    expect(await client.call(API.ocrCheck, { frontImageKey: tiny.key, backImageKey: mine.key })).toMatchObject({
      status: 400,
      message: '身分證照片解析度過低，請重新拍攝',
    })
  })

  test.each([
    ['', '身分證字號為必填'],
    ['A12345678', '身分證字號格式錯誤，應為 1 個英文字母加 9 碼'],
    ['1123456789', '身分證字號格式錯誤，應為 1 個英文字母加 9 碼'],
    ['A323456789', '身分證字號第 2 碼須為 1（男）或 2（女）；居留證第 2 碼為 8、9 或 A–D'],
    ['A123456788', '身分證字號檢查碼錯誤，請確認是否輸入正確'],
    ['A800000015', '身分證字號檢查碼錯誤，請確認是否輸入正確'],
  ])('idNo %j → %s', async (idNo, message) => {
    const client = await readyForId()
    const front = await uploadImage(client)
    await client.ok(API.ocrCheck, { frontImageKey: front.key, backImageKey: front.key })
    expect(await client.call(API.ocrConfirm, { idNo, userName: '王小明', birthday: '1990/01/01' })).toEqual({
      status: 400,
      message,
      body: null,
    })
  })

  test.each([
    ['1990/02/30', '出生日期格式錯誤，請以 YYYY/MM/DD 填寫'],
    ['90/01/01', '出生日期格式錯誤，請以 YYYY/MM/DD 填寫'],
    ['2999/01/01', '出生日期不可晚於今天'],
    [`${new Date().getFullYear() - 10}/01/01`, '未滿 18 歲無法申請'],
  ])('birthday %j → %s', async (birthday, message) => {
    const client = await readyForId()
    const front = await uploadImage(client)
    await client.ok(API.ocrCheck, { frontImageKey: front.key, backImageKey: front.key })
    expect((await client.call(API.ocrConfirm, { idNo: VALID_IDS[0], userName: '王小明', birthday })).message).toBe(
      message,
    )
  })

  test('confirmed: only the masked number comes back, with gender and document type', async () => {
    const client = await readyForId()
    const idNo = 'A223456781'
    const info = (await doIdCard(client, idNo.toLowerCase())) as IdCardInfo
    expect(info).toMatchObject({
      idNoMasked: 'A22****781',
      userName: '王小明',
      birthday: '1990/05/20',
      gender: 'female',
      documentType: 'nationalId',
    })
    const everything = JSON.stringify(await detail(client))
    expect(everything).not.toContain(idNo)
    expect((await detail(client)).idCard?.frontImageUrl).toMatch(/\/upload\/files\//)
    expect((await client.ok<{ realName: string }>(API.queryCashUser)).realName).toBe('王小明')
  })

  test('resident certificates, new and old format, are accepted', async () => {
    const fresh = await readyForId()
    expect(((await doIdCard(fresh, 'A900000016')) as IdCardInfo).documentType).toBe('residentNew')
    const old = await readyForId()
    // Old format: second letter counts by the units digit of its value (C = 12 → 2).
    const info = (await doIdCard(old, 'FC12345674')) as IdCardInfo
    expect(info).toMatchObject({ documentType: 'residentOld', gender: 'male' })
  })

  test('one ID number belongs to one account (409)', async () => {
    const first = await readyForId()
    await doIdCard(first, 'K246281941')
    const second = await readyForId()
    const front = await uploadImage(second)
    await second.ok(API.ocrCheck, { frontImageKey: front.key, backImageKey: front.key })
    expect(
      await second.call(API.ocrConfirm, { idNo: 'K246281941', userName: '王小明', birthday: '1990/01/01' }),
    ).toEqual({
      status: 409,
      message: '此身分證字號已綁定其他帳戶',
      body: null,
    })
  })
})

describe('step 4: bank accounts', () => {
  test('bank list and branches', async () => {
    const client = await t.loggedInClient()
    const banks = await client.ok<{ bankCode: string; bankName: string }[]>(API.bankList)
    expect(banks).toHaveLength(37)
    expect(banks).toContainEqual({ bankCode: '700', bankName: '中華郵政' })
    const branches = await client.ok<{ branchCode: string; branchName: string }[]>(API.bankBranchList, {
      bankCode: '808',
    })
    expect(branches.length).toBeGreaterThanOrEqual(3)
    for (const branch of branches) expect(branch.branchCode).toMatch(/^\d{4}$/)
    expect(await client.call(API.bankBranchList, { bankCode: '999' })).toMatchObject({
      status: 404,
      message: '查無此銀行',
    })
  })

  test('binding needs the ID step; holder name is the ID name; answers are masked', async () => {
    const client = await t.loggedInClient()
    await doPersonalInfo(client)
    await doContacts(client)
    expect(await client.call(API.bindCard, { bankCode: '822', accountNo: '1234567890' })).toMatchObject({
      status: 400,
      message: '請先完成「身分證」',
    })
    await doIdCard(client, nextId())
    const card = await client.ok<BoundCard>(API.bindCard, {
      bankCode: '808',
      branchCode: '0815',
      accountNo: '0808-1234-5678-90',
    })
    expect(card).toMatchObject({
      bankCode: '808',
      bankName: '玉山銀行',
      branchCode: '0815',
      accountMasked: '****7890',
      holderName: '王小明',
      isDefault: true,
    })
    const listed = await client.ok<BoundCard[]>(API.bindCardList)
    expect(JSON.stringify(listed)).not.toContain('080812345678')
    expect((await detail(client)).bindCardStatus).toBe('bound')
  })

  test.each([
    [{ bankCode: '999', accountNo: '1234567890' }, '查無此銀行'],
    [{ bankCode: '12', accountNo: '1234567890' }, '銀行代碼格式錯誤'],
    [{ bankCode: '822', accountNo: '123456789' }, '帳號須為 10 到 16 位數字'],
    [{ bankCode: '822', accountNo: '12345678901234567' }, '帳號須為 10 到 16 位數字'],
    [{ bankCode: '822', accountNo: '12345abcde' }, '帳號須為 10 到 16 位數字'],
    [{ bankCode: '822', branchCode: '12', accountNo: '1234567890' }, '分行代碼格式錯誤'],
  ])('%j → %s', async (payload, message) => {
    const client = await t.loggedInClient()
    expect((await client.call(API.bindCard, payload)).message).toBe(message)
  })

  test('an account already bound is 409, for the same user and for another', async () => {
    const client = await t.loggedInClient()
    await completeKyc(client, { last: 'idCard', idNo: nextId() })
    await doBankCard(client, '5550001112223')
    expect(await client.call(API.bindCard, { bankCode: '822', accountNo: '5550001112223' })).toEqual({
      status: 409,
      message: '此帳戶已綁定',
      body: null,
    })
    const other = await t.loggedInClient()
    await completeKyc(other, { last: 'idCard', idNo: nextId() })
    expect((await other.call(API.bindCard, { bankCode: '822', accountNo: '5550001112223' })).status).toBe(409)
  })

  test('another user’s card is 403 on every card call; an unknown card is 404', async () => {
    const owner = await t.loggedInClient()
    await completeKyc(owner, { last: 'bankCard', idNo: nextId(), accountNo: '7770001112223' })
    const [card] = await owner.ok<BoundCard[]>(API.bindCardList)
    const intruder = await t.loggedInClient()
    const image = await uploadImage(intruder)
    const attempts = [
      intruder.call(API.bankUpdate, { cardId: card.cardId, makeDefault: true }),
      intruder.call(API.bankUpdate, { cardId: card.cardId, bankCode: '004', accountNo: '1111222233' }),
      intruder.call(API.bankBranchUpdate, { cardId: card.cardId, branchCode: '0012' }),
      intruder.call(API.bindCardImg, { cardId: card.cardId, imageKey: image.key }),
    ]
    for (const envelope of await Promise.all(attempts)) {
      expect(envelope).toEqual({ status: 403, message: '無權限存取此資料', body: null })
    }
    expect((await intruder.call(API.bankUpdate, { cardId: '987654321', makeDefault: true })).status).toBe(404)
    expect((await owner.ok<BoundCard[]>(API.bindCardList))[0].accountMasked).toBe('****2223')
  })

  test('update bank and account, branch, passbook photo and the default card', async () => {
    const client = await t.loggedInClient()
    await completeKyc(client, { last: 'bankCard', idNo: nextId(), accountNo: '8880001112223' })
    const second = await client.ok<BoundCard>(API.bindCard, { bankCode: '004', accountNo: '0040001112223' })
    expect(second.isDefault).toBe(false)

    const moved = await client.ok<BoundCard>(API.bankUpdate, {
      cardId: second.cardId,
      bankCode: '700',
      accountNo: '70000011122233',
    })
    expect(moved).toMatchObject({ bankCode: '700', bankName: '中華郵政', accountMasked: '****2233' })
    expect((await client.call(API.bankUpdate, { cardId: second.cardId, bankCode: '004' })).message).toBe(
      '修改銀行時須同時填寫帳號',
    )
    expect((await client.call(API.bankUpdate, { cardId: second.cardId })).message).toBe('請提供要修改的內容')

    const branch = await client.ok<BoundCard>(API.bankBranchUpdate, { cardId: second.cardId, branchCode: '0001' })
    expect(branch).toMatchObject({ branchCode: '0001', branchName: '臺北郵局' })

    const photo = await uploadImage(client)
    const withPhoto = await client.ok<BoundCard>(API.bindCardImg, { cardId: second.cardId, imageKey: photo.key })
    expect(withPhoto.passbookImageUrl).toBe(photo.url)

    await client.ok(API.bankUpdate, { cardId: second.cardId, makeDefault: true })
    const cards = await client.ok<BoundCard[]>(API.bindCardList)
    expect(cards.map((card) => [card.cardId, card.isDefault])).toEqual([
      [second.cardId, true],
      [cards[1].cardId, false],
    ])
    expect((await detail(client)).bankCard?.cardId).toBe(second.cardId)
  })

  test('the ID cannot be changed once a card is bound', async () => {
    const client = await t.loggedInClient()
    await completeKyc(client, { last: 'bankCard', idNo: nextId(), accountNo: '9990001112223' })
    const front = await uploadImage(client)
    await client.ok(API.ocrCheck, { frontImageKey: front.key, backImageKey: front.key })
    expect(
      (await client.call(API.ocrConfirm, { idNo: nextId(), userName: '王大明', birthday: '1980/01/01' })).status,
    ).toBe(409)
  })
})

describe('step 5: face', () => {
  test('needs the bank card first', async () => {
    const client = await t.loggedInClient()
    await completeKyc(client, { last: 'idCard', idNo: nextId() })
    const photo = await uploadImage(client)
    expect(await client.call(API.detection, { imageKey: photo.key })).toMatchObject({
      status: 400,
      message: '請先完成「銀行卡」',
    })
  })

  test('the reference verifier records photos for review and never passes anyone by itself', async () => {
    const client = await t.loggedInClient()
    await completeKyc(client, { last: 'bankCard', idNo: nextId(), accountNo: '6660001112223' })
    const photo = await uploadImage(client, makeJpeg(480, 640), 'face.jpg')
    expect(await client.call(API.faceCompare, { imageKey: photo.key })).toMatchObject({
      status: 400,
      message: '請先完成活體檢測',
    })
    const liveness = await client.ok<IdentityStatusBody>(API.silence, { imageKey: photo.key })
    expect(liveness).toEqual({
      livenessStatus: 'pending_review',
      faceCompareResult: 'not_started',
      identityCheckStatus: 'not_started',
      bindCardStatus: 'bound',
      imageSize: { width: 480, height: 640 },
    })
    const compared = await client.ok<IdentityStatusBody>(API.faceCompare, { imageKey: photo.key })
    expect(compared.faceCompareResult).toBe('pending_review')
    expect((await client.ok<IdentityStatusBody>(API.identityCheck)).identityCheckStatus).toBe('pending_review')
    expect(await client.ok(API.license)).toEqual({ provider: 'reference', license: '', expiresAt: null })

    const all = await detail(client)
    expect(all.steps.every((step) => step.done)).toBe(true)
    expect(all.nextStep).toBeNull()
    expect(all.livePhotoUrl).toBe(photo.url)
    expect((await client.ok<{ kycCompleted: boolean }>(API.queryCashUser)).kycCompleted).toBe(true)
  })

  test('a photo below 200×200 fails with the reason, and the status says failed', async () => {
    const client = await t.loggedInClient()
    await completeKyc(client, { last: 'bankCard', idNo: nextId(), accountNo: '6660001112299' })
    const small = await uploadImage(client, makePng(150, 150))
    expect(await client.call(API.detection, { imageKey: small.key })).toEqual({
      status: 400,
      message: '照片解析度過低，至少需 200×200 像素',
      body: null,
    })
    expect((await detail(client)).livenessStatus).toBe('failed')
  })
})

test('a fresh user sees five undone steps and nothing saved', async () => {
  const client = await t.loggedInClient()
  expect(await detail(client)).toEqual({
    steps: [
      { step: 'personalInfo', label: '個人資料', done: false },
      { step: 'emergencyContact', label: '聯絡人', done: false },
      { step: 'idCard', label: '身分證', done: false },
      { step: 'bankCard', label: '銀行卡', done: false },
      { step: 'face', label: '人臉識別', done: false },
    ],
    nextStep: 'personalInfo',
    personalInfo: null,
    emergencyContacts: [],
    idCard: null,
    bankCard: null,
    livenessStatus: 'not_started',
    faceCompareResult: 'not_started',
    identityCheckStatus: 'not_started',
    bindCardStatus: 'unbound',
    livePhotoUrl: '',
  })
})
