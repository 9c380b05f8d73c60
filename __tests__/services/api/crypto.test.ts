import { decrypt, encrypt } from '@/services/api/crypto'

// wire-protocol.md, "Encryption": both implementations must reproduce these with the development key/IV.
const VECTORS = [
  {
    plaintext: '{"mobile":"0912345678","type":"text"}',
    ciphertext: '21kwHhYDavMoXY/JmLmO9Y+l7FnAIORYk92A0V2B8RYwKU23d9NaehLcLiRHDgfJ',
  },
  {
    plaintext: '{"status":200,"message":"success","body":{"configKey":"line"}}',
    ciphertext: 'T59mjAQvdwNgWKzQm8u2LFlLoXfiFGDVe1umhxfyJiMoT+jp+9jvNBynVGDeX/uqSHWXa+PQFp3wIWTYUqn5Wg==',
  },
  { plaintext: '', ciphertext: 'WwEFDpDFhZt5ObqKtgP9Bg==' },
]

describe('AES-CBC wire encryption', () => {
  it('uses the development key and IV in tests', () => {
    expect(process.env.TARO_APP_AES_KEY).toBe('dev-only-key-0123456789abcdefXYZ')
    expect(process.env.TARO_APP_AES_IV).toBe('dev-only-iv-0123')
  })

  it.each(VECTORS)('encrypts %# to the test vector', ({ plaintext, ciphertext }) => {
    expect(encrypt(plaintext)).toBe(ciphertext)
  })

  it.each(VECTORS)('decrypts %# from the test vector', ({ plaintext, ciphertext }) => {
    expect(decrypt(ciphertext)).toBe(plaintext)
  })

  it('round-trips Traditional Chinese text', () => {
    const text = JSON.stringify({ message: '資料驗證失敗', name: '王小明' })
    expect(decrypt(encrypt(text))).toBe(text)
  })

  it('throws on text that is not ciphertext for this key', () => {
    expect(() => decrypt('this is not ciphertext')).toThrow()
  })

  it('follows the configured key: another key gives another ciphertext', () => {
    const original = process.env.TARO_APP_AES_KEY
    try {
      process.env.TARO_APP_AES_KEY = 'another-key-0123'
      expect(encrypt(VECTORS[0].plaintext)).not.toBe(VECTORS[0].ciphertext)
    } finally {
      process.env.TARO_APP_AES_KEY = original
    }
  })
})
