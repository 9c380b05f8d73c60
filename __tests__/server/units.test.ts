/** Pure rules: Taiwan formats, image headers, configuration refusals, validators, masks. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ConfigError, DEV_AES_IV, DEV_AES_KEY, loadConfig } from '../../server/config'
import { readImageInfo } from '../../server/domain/image-info'
import { maskAccount, maskIdNo, maskMobile } from '../../server/domain/masking'
import { checkBirthday, checkIdNumber, normalizeMobile } from '../../server/domain/taiwan'
import { ApiError } from '../../server/errors'
import { h5BuildIsStale } from '../../server/start'
import { list, object, text } from '../../server/validation'
import { makeJpeg, makePng, makeWebp } from './helpers/images'
import { nationalId } from './helpers/kyc'

describe('mobile numbers', () => {
  test.each([
    ['0912345678', '0912345678'],
    ['0912-345-678', '0912345678'],
    [' 0912 345 678 ', '0912345678'],
    ['+886912345678', '0912345678'],
    ['+886 912 345 678', '0912345678'],
    ['+886-0912-345-678', '0912345678'],
    ['886912345678', '0912345678'],
  ])('%j → %s', (input, expected) => expect(normalizeMobile(input)).toBe(expected))

  test.each(['', '091234567', '09123456789', '0812345678', '+1 912 345 678', '0912.345.678', '０９１２３４５６７８'])(
    '%j is not a Taiwan mobile',
    (input) => expect(normalizeMobile(input)).toBeNull(),
  )
})

describe('ID numbers', () => {
  test.each([
    ['A123456789', 'nationalId', 'male'],
    ['a123456789', 'nationalId', 'male'],
    ['A223456781', 'nationalId', 'female'],
    ['A800000014', 'residentNew', 'male'],
    ['A900000016', 'residentNew', 'female'],
    ['FC12345674', 'residentOld', 'male'],
  ])('%s is a valid %s (%s)', (idNo, documentType, gender) => {
    expect(checkIdNumber(idNo)).toEqual({ ok: true, value: idNo.toUpperCase(), info: { documentType, gender } })
  })

  test('every letter’s value is used in the checksum (one valid number per letter)', () => {
    // Independent implementation of the letter table in the test helper covers A–H.
    for (const letter of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const) {
      expect(checkIdNumber(nationalId(letter, 2, 1234567)).ok).toBe(true)
    }
  })

  test('changing any single digit breaks the checksum', () => {
    const valid = 'A123456789'
    for (let position = 2; position < 10; position++) {
      const digit = Number(valid[position])
      const changed = valid.slice(0, position) + String((digit + 1) % 10) + valid.slice(position + 1)
      expect(checkIdNumber(changed).ok).toBe(false)
    }
  })

  test('specific messages', () => {
    expect(checkIdNumber('')).toEqual({ ok: false, message: '身分證字號為必填' })
    expect(checkIdNumber('A12345678X')).toMatchObject({ message: '身分證字號格式錯誤，應為 1 個英文字母加 9 碼' })
    expect(checkIdNumber('A523456789')).toMatchObject({
      message: expect.stringContaining('第 2 碼須為 1（男）或 2（女）'),
    })
    expect(checkIdNumber('AE12345678')).toMatchObject({ message: expect.stringContaining('第 2 碼') })
    expect(checkIdNumber('A123456780')).toMatchObject({ message: '身分證字號檢查碼錯誤，請確認是否輸入正確' })
  })
})

describe('birthdays (Asia/Taipei)', () => {
  // 2025-03-01 00:30 in Taipei is still 2025-02-28 in UTC.
  const now = new Date('2025-02-28T16:30:00.000Z')

  test('18 today in Taipei is old enough, one day short is not', () => {
    expect(checkBirthday('2007/03/01', now)).toEqual({ ok: true, value: '2007/03/01' })
    expect(checkBirthday('2007/03/02', now)).toEqual({ ok: false, message: '未滿 18 歲無法申請' })
  })

  test('accepts dashes and single digits, answers YYYY/MM/DD', () => {
    expect(checkBirthday('1990-5-7', now)).toEqual({ ok: true, value: '1990/05/07' })
  })

  test.each(['2001/02/29', '1990/13/01', '1990/00/10', 'yesterday'])('%j is not a date', (input) => {
    expect(checkBirthday(input, now)).toEqual({ ok: false, message: '出生日期格式錯誤，請以 YYYY/MM/DD 填寫' })
  })

  test('future and implausible dates', () => {
    expect(checkBirthday('2025/03/02', now)).toEqual({ ok: false, message: '出生日期不可晚於今天' })
    expect(checkBirthday('1890/01/01', now)).toEqual({ ok: false, message: '出生日期有誤，請確認' })
  })
})

describe('image headers', () => {
  test('reads type and size of PNG, JPEG and WebP', () => {
    expect(readImageInfo(makePng(321, 123))).toEqual({ mime: 'image/png', width: 321, height: 123 })
    expect(readImageInfo(makeJpeg(640, 480))).toEqual({ mime: 'image/jpeg', width: 640, height: 480 })
    expect(readImageInfo(makeWebp(1000, 700))).toEqual({ mime: 'image/webp', width: 1000, height: 700 })
  })

  test('refuses look-alikes and broken files', () => {
    const png = makePng(300, 300)
    const corruptHeader = Buffer.from(png)
    corruptHeader[20] ^= 0xff // IHDR no longer matches its CRC
    expect(readImageInfo(corruptHeader)).toBeNull()
    expect(readImageInfo(png.subarray(0, png.length - 12))).toBeNull() // no IEND
    expect(readImageInfo(Buffer.from('GIF89a' + ' '.repeat(40)))).toBeNull()
    expect(readImageInfo(makeJpeg(640, 480).subarray(0, 30))).toBeNull()
    expect(readImageInfo(Buffer.alloc(0))).toBeNull()
    const jpegWithoutFrame = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0, ...Buffer.alloc(20)])
    expect(readImageInfo(jpegWithoutFrame)).toBeNull()
  })
})

describe('configuration', () => {
  test('defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 8080,
      aesKey: DEV_AES_KEY,
      aesIv: DEV_AES_IV,
      databaseUrl: null,
      otpFixedCode: null,
      faultInjection: false,
      sessionAbsoluteMs: 30 * 86_400_000,
      sessionIdleMs: 7 * 86_400_000,
    })
    expect(config.dataDir).toMatch(/\.data$/)
  })

  const production = { NODE_ENV: 'production', AES_KEY: 'prod-key-0123456789abcdefghijklm', AES_IV: 'prod-iv-01234567' }

  test('production starts with its own key and IV', () => {
    expect(loadConfig(production).nodeEnv).toBe('production')
  })

  test.each([
    [{ AES_KEY: DEV_AES_KEY }, /development AES_KEY/],
    [{ AES_IV: DEV_AES_IV }, /development AES_KEY\/AES_IV/],
    [{ OTP_FIXED_CODE: '123456' }, /OTP_FIXED_CODE/],
    [{ FAULT_INJECTION: '1' }, /FAULT_INJECTION/],
  ])('production refuses %j', (change, message) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(message)
  })

  test.each([
    [{ AES_KEY: 'short' }, /AES_KEY must be 16, 24 or 32 bytes/],
    [{ AES_IV: 'short' }, /AES_IV must be 16 bytes/],
    [{ PORT: '70000' }, /PORT/],
    [{ OTP_FIXED_CODE: '12345' }, /6 digits/],
    [{ FAULT_INJECTION: 'yes' }, /FAULT_INJECTION/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ SESSION_IDLE_DAYS: '0' }, /SESSION_IDLE_DAYS/],
    [{ PUBLIC_ORIGIN: 'ftp://x' }, /PUBLIC_ORIGIN/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })

  test('session lifetimes are configurable', () => {
    expect(loadConfig({ SESSION_MAX_AGE_DAYS: '1', SESSION_IDLE_DAYS: '0.5' })).toMatchObject({
      sessionAbsoluteMs: 86_400_000,
      sessionIdleMs: 43_200_000,
    })
  })
})

describe('validators', () => {
  const schema = object({
    name: text('姓名', { max: 5 }),
    items: list('項目', (index) => text(`第 ${index + 1} 項`, { max: 3 }), { min: 1, max: 2 }),
  })
  const messageOf = (value: unknown) => {
    try {
      schema.parse(value)
      return 'ok'
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError)
      return (error as ApiError).message
    }
  }

  test.each([
    [null, '資料為必填'],
    [[1], '資料格式錯誤'],
    [{}, '姓名為必填'],
    [{ name: '   ' }, '姓名為必填'],
    [{ name: 12 }, '姓名格式錯誤'],
    [{ name: '一二三四五六' }, '姓名不可超過 5 個字'],
    [{ name: 'a\u0000b', items: ['x'] }, '姓名格式錯誤'],
    [{ name: 'ok', items: [] }, '項目至少需 1 筆'],
    [{ name: 'ok', items: ['a', 'b', 'c'] }, '項目最多 2 筆'],
    [{ name: 'ok', items: ['a', 'abcd'] }, '第 2 項不可超過 3 個字'],
    [{ name: ' 🙂🙂🙂🙂🙂 ', items: ['a'] }, 'ok'],
  ])('%j → %s', (value, message) => expect(messageOf(value)).toBe(message))

  test('unknown fields are dropped and strings trimmed', () => {
    expect(schema.parse({ name: ' 王 ', items: ['a'], extra: 'x' })).toEqual({ name: '王', items: ['a'] })
  })
})

test('masks', () => {
  expect(maskMobile('0912345678')).toBe('0912***678')
  expect(maskIdNo('A123456789')).toBe('A12****789')
  expect(maskAccount('12345678901234')).toBe('****1234')
})

test('npm start rebuilds when index.html is missing or older than any source file', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'stale-'))
  try {
    const out = path.join(root, 'dist')
    const src = path.join(root, 'src', 'pages')
    mkdirSync(src, { recursive: true })
    writeFileSync(path.join(src, 'a.tsx'), 'x')
    expect(h5BuildIsStale(out, [path.join(root, 'src')])).toBe(true)
    mkdirSync(out)
    writeFileSync(path.join(out, 'index.html'), '<html></html>')
    const old = new Date('2025-01-01T00:00:00Z')
    const newer = new Date('2025-01-02T00:00:00Z')
    utimesSync(path.join(src, 'a.tsx'), old, old)
    utimesSync(path.join(out, 'index.html'), newer, newer)
    expect(h5BuildIsStale(out, [path.join(root, 'src'), path.join(root, 'missing')])).toBe(false)
    utimesSync(path.join(src, 'a.tsx'), new Date('2025-01-03T00:00:00Z'), new Date('2025-01-03T00:00:00Z'))
    expect(h5BuildIsStale(out, [path.join(root, 'src')])).toBe(true)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
