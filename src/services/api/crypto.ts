/**
 * The wire encryption (wire-protocol.md, "Encryption"): AES-CBC, PKCS#7, key and IV = UTF-8 bytes of the
 * TARO_APP_AES_KEY / TARO_APP_AES_IV strings, ciphertext as standard base64.
 *
 * The only module that touches crypto-js (discontinued at 4.2.0, so kept replaceable). Only the submodules
 * needed are imported: `aes` (which itself requires core, cipher-core, enc-base64, md5 and evpkdf with sha1
 * and hmac, although a WordArray key never runs the key derivation), `enc-utf8` and `enc-base64`. CBC and
 * PKCS#7 are cipher-core's defaults: crypto-js has no mode-cbc or pad-pkcs7 module to add. Importing the
 * `crypto-js` root would bundle every hash and cipher (~2.5× the source size).
 */
import AES from 'crypto-js/aes'
import Base64 from 'crypto-js/enc-base64'
import Utf8 from 'crypto-js/enc-utf8'
import { aesIv, aesKey } from '@/utils/env'

function cipherParams() {
  // Key and IV are WordArrays, not strings: a string key would make crypto-js derive a random-salted key
  // (OpenSSL style), which neither the server nor the test vectors use.
  return { key: Utf8.parse(aesKey()), iv: Utf8.parse(aesIv()) }
}

/** Ciphertext (base64) of `plaintext`. */
export function encrypt(plaintext: string): string {
  const { key, iv } = cipherParams()
  return AES.encrypt(plaintext, key, { iv }).ciphertext.toString(Base64)
}

/**
 * Plaintext of a base64 ciphertext. Throws on input that is not valid ciphertext for this key (wrong
 * padding or bytes that are not UTF-8); the caller maps that to `DataValidationError`.
 */
export function decrypt(ciphertext: string): string {
  const { key, iv } = cipherParams()
  const bytes = AES.decrypt(ciphertext.trim(), key, { iv })
  // A wrong key or garbage input usually fails the padding check, which crypto-js reports as a negative
  // length rather than an error.
  if (bytes.sigBytes < 0) throw new Error('ciphertext does not decrypt with this key')
  return bytes.toString(Utf8)
}
