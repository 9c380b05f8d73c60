import { createEnvelopeCipher, DecryptError } from '../../server/crypto'
import { aesDecrypt, aesEncrypt, DEV_IV, DEV_KEY } from './helpers/client'

// wire-protocol.md, "Encryption": both implementations must reproduce these.
const VECTORS: [string, string][] = [
  ['{"mobile":"0912345678","type":"text"}', '21kwHhYDavMoXY/JmLmO9Y+l7FnAIORYk92A0V2B8RYwKU23d9NaehLcLiRHDgfJ'],
  [
    '{"status":200,"message":"success","body":{"configKey":"line"}}',
    'T59mjAQvdwNgWKzQm8u2LFlLoXfiFGDVe1umhxfyJiMoT+jp+9jvNBynVGDeX/uqSHWXa+PQFp3wIWTYUqn5Wg==',
  ],
  ['', 'WwEFDpDFhZt5ObqKtgP9Bg=='],
]

describe('envelope cipher', () => {
  const cipher = createEnvelopeCipher(DEV_KEY, DEV_IV)

  test.each(VECTORS)('server encrypts %j to the test vector and back', (plain, expected) => {
    expect(cipher.encrypt(plain)).toBe(expected)
    expect(cipher.decrypt(expected)).toBe(plain)
  })

  test.each(VECTORS)('the test client agrees on %j', (plain, expected) => {
    expect(aesEncrypt(plain)).toBe(expected)
    expect(aesDecrypt(expected)).toBe(plain)
  })

  test('non-ASCII text survives a round trip', () => {
    const text = JSON.stringify({ name: '王小明', note: '臺北市中正區 🙂' })
    expect(cipher.decrypt(cipher.encrypt(text))).toBe(text)
  })

  test.each([
    ['not base64', 'hello world!'],
    ['base64 but not whole blocks', 'aGVsbG8='],
    ['wrong padding after decryption', Buffer.alloc(16, 7).toString('base64')],
    ['empty', ''],
  ])('refuses %s', (_name, input) => {
    expect(() => cipher.decrypt(input)).toThrow(DecryptError)
  })

  test('a 16-byte key selects AES-128 and still round-trips', () => {
    const short = createEnvelopeCipher('0123456789abcdef', DEV_IV)
    expect(short.decrypt(short.encrypt('{"a":1}'))).toBe('{"a":1}')
    expect(short.encrypt('{"a":1}')).not.toBe(cipher.encrypt('{"a":1}'))
  })
})
