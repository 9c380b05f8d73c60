/**
 * The LINE QR must scan. Without a camera, the test decodes the matrix with its own reader (function-module
 * map, mask formulas, zigzag order, Reed–Solomon syndromes, byte-mode parsing written here independently of
 * the encoder) and checks that the committed PNG shows exactly that matrix.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import { LINE_URL } from '../../server/data/site-content'
import { encodeQr, formatBits, reedSolomonDivisor, reedSolomonRemainder } from '../../server/domain/qr-code'
import { QR_QUIET_ZONE, QR_SCALE } from '../../server/scripts/make-line-qr'

// GF(256) with the QR polynomial, by log tables (the encoder multiplies bit by bit instead).
const EXP: number[] = []
const LOG: number[] = new Array(256).fill(0)
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x
  LOG[x] = i
  x <<= 1
  if (x & 0x100) x ^= 0x11d
}
const mul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[(LOG[a] + LOG[b]) % 255])

/** Syndromes of a codeword (data + ecc): all zero when it is a valid Reed–Solomon codeword. */
function syndromes(codeword: number[], eccLength: number): number[] {
  return Array.from({ length: eccLength }, (_, i) =>
    codeword.reduce((acc, coefficient) => mul(acc, EXP[i]) ^ coefficient, 0),
  )
}

// Format bits for level M, masks 0–7, from the standard's table.
const FORMAT_TABLE_M = [
  0b101010000010010, 0b101000100100101, 0b101111001111100, 0b101101101001011, 0b100010111111001, 0b100000011001110,
  0b100111110010111, 0b100101010100000,
]

const READER_MASKS = [
  (r: number, c: number) => (r + c) % 2 === 0,
  (r: number) => r % 2 === 0,
  (_r: number, c: number) => c % 3 === 0,
  (r: number, c: number) => (r + c) % 3 === 0,
  (r: number, c: number) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r: number, c: number) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r: number, c: number) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r: number, c: number) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
]

/** Reads a version 1–3 (single block, level M) symbol: returns its text. */
function readQr(grid: boolean[][]): string {
  const size = grid.length
  const version = (size - 17) / 4
  const reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const mark = (r0: number, c0: number, r1: number, c1: number) => {
    for (let r = Math.max(0, r0); r <= Math.min(size - 1, r1); r++)
      for (let c = Math.max(0, c0); c <= Math.min(size - 1, c1); c++) reserved[r][c] = true
  }
  mark(0, 0, 8, 8) // finder + separator + format
  mark(0, size - 8, 8, size - 1)
  mark(size - 8, 0, size - 1, 8)
  mark(6, 0, 6, size - 1) // timing
  mark(0, 6, size - 1, 6)
  if (version >= 2) {
    const center = version * 4 + 10
    mark(center - 2, center - 2, center + 2, center + 2)
  }
  // Format, top-left copy: bits 14..9 along row 8 (cols 0–5, 7), bits 8..0 down col 8 (rows 8, 7, 5–0).
  const positions: [number, number][] = [
    [8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8],
  ] // prettier-ignore
  const format = positions.reduce((acc, [r, c]) => (acc << 1) | (grid[r][c] ? 1 : 0), 0)
  const mask = FORMAT_TABLE_M.indexOf(format)
  if (mask < 0) throw new Error(`format bits ${format.toString(2)} are not level M`)
  const bits: number[] = []
  let upward = true
  for (let col = size - 1; col > 0; col -= 2) {
    if (col === 6) col = 5
    for (let i = 0; i < size; i++) {
      const row = upward ? size - 1 - i : i
      for (const c of [col, col - 1]) {
        if (reserved[row][c]) continue
        bits.push((grid[row][c] !== READER_MASKS[mask](row, c) ? 1 : 0) as number)
      }
    }
    upward = !upward
  }
  const total = [0, 26, 44, 70][version]
  const ecc = [0, 10, 16, 26][version]
  const codewords = Array.from({ length: total }, (_, i) =>
    bits.slice(i * 8, i * 8 + 8).reduce((acc, bit) => (acc << 1) | bit, 0),
  )
  if (syndromes(codewords, ecc).some((s) => s !== 0)) throw new Error('Reed–Solomon check failed')
  const stream = codewords.flatMap((byte) => Array.from({ length: 8 }, (_, k) => (byte >> (7 - k)) & 1))
  const take = (() => {
    let at = 0
    return (n: number) => {
      const value = stream.slice(at, at + n).reduce((acc, bit) => (acc << 1) | bit, 0)
      at += n
      return value
    }
  })()
  if (take(4) !== 0b0100) throw new Error('not byte mode')
  const length = take(8)
  return new TextDecoder().decode(Uint8Array.from({ length }, () => take(8)))
}

describe('QR code encoder', () => {
  test('Reed–Solomon matches the published HELLO WORLD 1-M example', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
    expect(reedSolomonRemainder(data, reedSolomonDivisor(10))).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
  })

  test('format bits match the standard table for every mask', () => {
    expect(Array.from({ length: 8 }, (_, mask) => formatBits(mask))).toEqual(FORMAT_TABLE_M)
  })

  test.each(['https://line.me/R/ti/p/%40ezdloan', 'A', '@ezdloan 客服'])('%j decodes back to itself', (text) => {
    const qr = encodeQr(text)
    expect(readQr(qr.modules)).toBe(text)
  })

  test('the committed LINE QR PNG shows the LINE link', () => {
    const png = readFileSync(path.join(__dirname, '../../server/assets/line-qr.png'))
    const width = png.readUInt32BE(16)
    // One IDAT chunk follows IHDR in the files our writer makes.
    const idatLength = png.readUInt32BE(33)
    expect(png.toString('latin1', 37, 41)).toBe('IDAT')
    const raw = inflateSync(png.subarray(41, 41 + idatLength))
    const pixel = (x: number, y: number) => raw[y * (width + 1) + 1 + x]
    const size = width / QR_SCALE - 2 * QR_QUIET_ZONE
    const grid = Array.from({ length: size }, (_, r) =>
      Array.from({ length: size }, (_, c) => {
        const centre = (n: number) => (n + QR_QUIET_ZONE) * QR_SCALE + QR_SCALE / 2
        return pixel(centre(c), centre(r)) < 128
      }),
    )
    expect(readQr(grid)).toBe(LINE_URL)
  })
})
