/**
 * The envelope cipher of wire-protocol.md, "Encryption": AES-CBC with PKCS#7 padding, key and IV taken as
 * UTF-8 bytes, ciphertext as standard base64. Node's `crypto` here; the app uses crypto-js; both are checked
 * against the same three test vectors.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto'

export interface EnvelopeCipher {
  encrypt(plaintext: string): string
  /** Throws `DecryptError` for anything that is not our ciphertext. */
  decrypt(ciphertext: string): string
}

export class DecryptError extends Error {}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})+$|^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)$/

export function createEnvelopeCipher(key: string, iv: string): EnvelopeCipher {
  const keyBytes = Buffer.from(key, 'utf8')
  const ivBytes = Buffer.from(iv, 'utf8')
  const algorithm = `aes-${keyBytes.length * 8}-cbc`

  return {
    encrypt(plaintext) {
      const cipher = createCipheriv(algorithm, keyBytes, ivBytes)
      return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64')
    },
    decrypt(ciphertext) {
      // Node's base64 decoder skips junk silently; insist on the exact alphabet so garbage is reported as such.
      if (!BASE64.test(ciphertext)) throw new DecryptError('not base64')
      const bytes = Buffer.from(ciphertext, 'base64')
      if (bytes.length % 16 !== 0) throw new DecryptError('not a whole number of AES blocks')
      try {
        const decipher = createDecipheriv(algorithm, keyBytes, ivBytes)
        const plain = Buffer.concat([decipher.update(bytes), decipher.final()])
        return new TextDecoder('utf-8', { fatal: true }).decode(plain)
      } catch {
        throw new DecryptError('bad padding or not UTF-8')
      }
    },
  }
}
