import {
  CONTACT_MESSAGES,
  ID_MESSAGES,
  MOBILE_MESSAGES,
  PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
  contactsAreValid,
  maskIdNumber,
  maskMobile,
  normalizeMobile,
  parseBirthday,
  parseMonthlyIncome,
  validateContacts,
  validateEmail,
  validateLineId,
  validateMobile,
  validateNewPassword,
  validateOtpCode,
  validatePersonName,
  validateTaiwanId,
} from '@/utils/validators'

describe('normalizeMobile', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['0912 345 678', '0912345678'],
    ['0912-345-678', '0912345678'],
    ['+886912345678', '0912345678'],
    ['+886 912 345 678', '0912345678'],
    ['886912345678', '0912345678'],
    ['+886-912-345-678', '0912345678'],
    ['+886 0912 345 678', '0912345678'],
    ['  0987654321 ', '0987654321'],
  ])('%p → %p', (input, stored) => {
    expect(normalizeMobile(input)).toBe(stored)
  })

  it.each([
    [''],
    ['091234567'], // 9 digits
    ['09123456789'], // 11 digits
    ['0212345678'], // landline
    ['+886212345678'],
    ['+1 912 345 678'],
    ['0912abc678'],
    ['０９１２３４５６７８'], // full-width digits are not silently accepted
  ])('rejects %p', (input) => {
    expect(normalizeMobile(input)).toBeNull()
  })

  it('explains what is wrong', () => {
    expect(validateMobile('')).toBe(MOBILE_MESSAGES.required)
    expect(validateMobile('12345')).toBe(MOBILE_MESSAGES.invalid)
    expect(validateMobile('+886 912 345 678')).toBeNull()
  })

  it('masks for display', () => {
    expect(maskMobile('0912-345-678')).toBe('0912***678')
    expect(maskMobile('nonsense')).toBe('****')
  })
})

describe('validateTaiwanId', () => {
  it('accepts the national ID from domain.md as male', () => {
    expect(validateTaiwanId('A123456789')).toEqual({ ok: true, kind: 'national', gender: 'male' })
  })

  it('accepts a female national ID (gender digit 2)', () => {
    // F: 1×1 + 5×9 = 46; 2,2,3,4,5,6,7,8 × 8..1 = 16+14+18+20+20+18+14+8 = 128; 46+128 = 174 → check 6
    expect(validateTaiwanId('F223456786')).toEqual({ ok: true, kind: 'national', gender: 'female' })
  })

  it('accepts the new-format resident certificates from domain.md with their gender', () => {
    expect(validateTaiwanId('A800000014')).toEqual({ ok: true, kind: 'resident-new', gender: 'male' })
    expect(validateTaiwanId('A900000016')).toEqual({ ok: true, kind: 'resident-new', gender: 'female' })
  })

  it('accepts old-format resident certificates (second letter counts by its units digit)', () => {
    // A: 1 + 0 = 1; second letter A (10 → 0)×8 = 0; 1234567 × 7..1 = 84; 85 → check 5
    expect(validateTaiwanId('AA12345675')).toEqual({ ok: true, kind: 'resident-old', gender: 'male' })
    // second letter B (11 → 1)×8 = 8; 1 + 8 + 84 = 93 → check 7
    expect(validateTaiwanId('AB12345677')).toEqual({ ok: true, kind: 'resident-old', gender: 'female' })
    // second letter C (12 → 2)×8 = 16; 1 + 16 + 84 = 101 → check 9
    expect(validateTaiwanId('AC12345679')).toEqual({ ok: true, kind: 'resident-old', gender: 'male' })
    // second letter D (13 → 3)×8 = 24; 1 + 24 + 84 = 109 → check 1
    expect(validateTaiwanId('AD12345671')).toEqual({ ok: true, kind: 'resident-old', gender: 'female' })
  })

  it('uses the out-of-order letter values (I = 34, O = 35, W = 32, Z = 33)', () => {
    // I: 3 + 4×9 = 39; 1,2,3,4,5,6,7,8 × 8..1 = 120; 159 → check 1
    expect(validateTaiwanId('I123456781')).toMatchObject({ ok: true })
    // Z: 3 + 3×9 = 30; + 120 = 150 → check 0
    expect(validateTaiwanId('Z123456780')).toMatchObject({ ok: true })
  })

  it('ignores case and surrounding spaces', () => {
    expect(validateTaiwanId(' a123456789 ')).toMatchObject({ ok: true, kind: 'national' })
  })

  it.each(['A123456788', 'A123456780', 'B123456789', 'A800000015', 'A900000017', 'AA12345676'])(
    'rejects %p with a wrong check digit',
    (idNo) => {
      expect(validateTaiwanId(idNo)).toEqual({ ok: false, message: ID_MESSAGES.checksum })
    },
  )

  it.each([
    'A323456789', // gender digit 3
    'A12345678', // too short
    'A1234567890', // too long
    '1123456789', // no letter
    'AE12345678', // old format allows A–D only
    'A12345678X',
    'A12345 6789',
  ])('rejects %p as a format error', (idNo) => {
    expect(validateTaiwanId(idNo)).toEqual({ ok: false, message: ID_MESSAGES.format })
  })

  it('asks for the number when empty', () => {
    expect(validateTaiwanId('  ')).toEqual({ ok: false, message: ID_MESSAGES.required })
  })
})

describe('maskIdNumber', () => {
  it('keeps the first three and last three characters', () => {
    expect(maskIdNumber('A123456789')).toBe('A12****789')
    expect(maskIdNumber('a800000014')).toBe('A80****014')
  })

  it('hides anything that is not an ID entirely', () => {
    expect(maskIdNumber('A1234')).toBe('****')
  })
})

describe('codes and passwords', () => {
  it('needs exactly six digits', () => {
    expect(validateOtpCode('')).toBe('請輸入簡訊驗證碼')
    expect(validateOtpCode('12345')).toBe('驗證碼為 6 位數字')
    expect(validateOtpCode('12345a')).toBe('驗證碼為 6 位數字')
    expect(validateOtpCode('246810')).toBeNull()
  })

  it('needs 8–20 characters with a letter and a digit', () => {
    expect(validateNewPassword('')).toBe(PASSWORD_MESSAGES.required)
    expect(validateNewPassword('abc123')).toBe(PASSWORD_MESSAGES.length)
    expect(validateNewPassword('a1'.repeat(11))).toBe(PASSWORD_MESSAGES.length)
    expect(validateNewPassword('abcdefgh')).toBe(PASSWORD_MESSAGES.mix)
    expect(validateNewPassword('12345678')).toBe(PASSWORD_MESSAGES.mix)
    expect(validateNewPassword('secret2024')).toBeNull()
  })
})

describe('profile fields', () => {
  it.each(['王小明', 'Chen Wei-Lun', '阿美·巴奈', "O'Neil Li", '林．安'])('accepts the name %p', (name) => {
    expect(validatePersonName(name)).toBeNull()
  })

  it('rejects empty, too short, too long and digits in names', () => {
    expect(validatePersonName(' ')).toBe(PROFILE_MESSAGES.nameRequired)
    expect(validatePersonName('王')).toBe(PROFILE_MESSAGES.nameLength)
    expect(validatePersonName('王'.repeat(31))).toBe(PROFILE_MESSAGES.nameLength)
    expect(validatePersonName('王小明2')).toBe(PROFILE_MESSAGES.nameChars)
    expect(validatePersonName('<script>')).toBe(PROFILE_MESSAGES.nameChars)
  })

  it('treats email and LINE ID as optional but checks them when given', () => {
    expect(validateEmail('')).toBeNull()
    expect(validateEmail('ming@example.com.tw')).toBeNull()
    expect(validateEmail('ming@example')).toBe(PROFILE_MESSAGES.emailInvalid)
    expect(validateEmail('ming example.com')).toBe(PROFILE_MESSAGES.emailInvalid)
    expect(validateLineId('')).toBeNull()
    expect(validateLineId('ming.wang_88')).toBeNull()
    expect(validateLineId('@ming88')).toBeNull()
    expect(validateLineId('abc')).toBe(PROFILE_MESSAGES.lineIdInvalid)
    expect(validateLineId('明')).toBe(PROFILE_MESSAGES.lineIdInvalid)
  })

  it('reads monthly income as whole NT$', () => {
    expect(parseMonthlyIncome('35,000')).toBe(35000)
    expect(parseMonthlyIncome('NT$42000')).toBe(42000)
    expect(parseMonthlyIncome('0')).toBe(0)
    expect(parseMonthlyIncome('35000.5')).toBeNull()
    expect(parseMonthlyIncome('-100')).toBeNull()
    expect(parseMonthlyIncome('10000001')).toBeNull()
    expect(parseMonthlyIncome('三萬')).toBeNull()
  })

  it('accepts a birth date of an adult and refuses minors and impossible dates', () => {
    expect(parseBirthday('1990-3-5', '2026/01/10')).toEqual({ ok: true, value: '1990/03/05' })
    expect(parseBirthday('19900305', '2026/01/10')).toEqual({ ok: true, value: '1990/03/05' })
    expect(parseBirthday('2008/01/10', '2026/01/10')).toEqual({ ok: true, value: '2008/01/10' })
    expect(parseBirthday('2008/01/11', '2026/01/10')).toEqual({ ok: false, message: PROFILE_MESSAGES.birthdayUnderage })
    expect(parseBirthday('1990/02/30', '2026/01/10')).toEqual({ ok: false, message: PROFILE_MESSAGES.birthdayInvalid })
    expect(parseBirthday('2030/01/01', '2026/01/10')).toEqual({ ok: false, message: PROFILE_MESSAGES.birthdayFuture })
    expect(parseBirthday('', '2026/01/10')).toEqual({ ok: false, message: PROFILE_MESSAGES.birthdayRequired })
  })
})

describe('validateContacts', () => {
  const own = '0911111111'
  const parent = { name: '王大明', mobile: '0922 222 222', relation: 'parent' }
  const friend = { name: '李小華', mobile: '0933-333-333', relation: 'friend' }

  it('passes two distinct contacts that are not the user', () => {
    const errors = validateContacts([parent, friend], own)
    expect(errors).toEqual([{}, {}])
    expect(contactsAreValid(errors)).toBe(true)
  })

  it("refuses the user's own number in any format", () => {
    const errors = validateContacts([parent, { ...friend, mobile: '+886 911 111 111' }], own)
    expect(errors[1]).toEqual({ mobile: CONTACT_MESSAGES.ownMobile })
    expect(contactsAreValid(errors)).toBe(false)
  })

  it('marks both contacts that share a number, whatever the formatting', () => {
    const errors = validateContacts([parent, { ...friend, mobile: '+886922222222' }], own)
    expect(errors).toEqual([{ mobile: CONTACT_MESSAGES.duplicateMobile }, { mobile: CONTACT_MESSAGES.duplicateMobile }])
  })

  it('accepts a one-character contact name but not an over-long one', () => {
    const errors = validateContacts(
      [
        { ...parent, name: '媽' },
        { ...friend, name: '李'.repeat(31) },
      ],
      own,
    )
    expect(errors).toEqual([{}, { name: PROFILE_MESSAGES.contactNameLength }])
  })

  it('names each missing or bad field', () => {
    const errors = validateContacts(
      [
        { name: '', mobile: '', relation: '' },
        { ...friend, mobile: '0212345678' },
      ],
      own,
    )
    expect(errors[0]).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      mobile: CONTACT_MESSAGES.mobileRequired,
      relation: CONTACT_MESSAGES.relationRequired,
    })
    expect(errors[1]).toEqual({ mobile: CONTACT_MESSAGES.mobileInvalid })
  })
})
