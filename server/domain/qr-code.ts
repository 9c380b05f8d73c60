/**
 * A small QR Code encoder (ISO/IEC 18004) for the LINE customer-service QR: byte mode, error correction
 * level M, versions 1–6 (up to 106 bytes), the mask with the lowest penalty. Structure follows Project
 * Nayuki's reference implementation. Used at build time by server/scripts/make-line-qr.ts.
 */

// Level M, index = version: error-correction codewords per block, number of blocks, total codewords.
const ECC_PER_BLOCK_M = [0, 10, 16, 26, 18, 24, 16]
const BLOCKS_M = [0, 1, 1, 1, 2, 2, 4]
const TOTAL_CODEWORDS = [0, 26, 44, 70, 100, 134, 172]
const ALIGNMENT_CENTERS = [[], [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34]]
const FORMAT_BITS_M = 0 // the 2-bit code of level M

export const MAX_VERSION = 6

function gfMultiply(x: number, y: number): number {
  let z = 0
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d)
    z ^= ((y >>> i) & 1) * x
  }
  return z & 0xff
}

export function reedSolomonDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0)
  result[degree - 1] = 1
  let root = 1
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j], root)
      if (j + 1 < degree) result[j] ^= result[j + 1]
    }
    root = gfMultiply(root, 0x02)
  }
  return result
}

export function reedSolomonRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = new Array<number>(divisor.length).fill(0)
  for (const byte of data) {
    const factor = byte ^ (result.shift() as number)
    result.push(0)
    divisor.forEach((coefficient, i) => (result[i] ^= gfMultiply(coefficient, factor)))
  }
  return result
}

/** The 15 format bits (level M) for a mask, BCH-protected and XOR-masked. */
export function formatBits(mask: number): number {
  const data = (FORMAT_BITS_M << 3) | mask
  let rem = data
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
  return ((data << 10) | rem) ^ 0x5412
}

const dataCapacity = (version: number) => TOTAL_CODEWORDS[version] - ECC_PER_BLOCK_M[version] * BLOCKS_M[version]

/** Data codewords: mode, length, bytes, terminator, padding. */
function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = []
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1)
  }
  push(0b0100, 4)
  push(bytes.length, 8)
  bytes.forEach((byte) => push(byte, 8))
  const capacityBits = dataCapacity(version) * 8
  push(0, Math.min(4, capacityBits - bits.length))
  push(0, (8 - (bits.length % 8)) % 8)
  const codewords: number[] = []
  for (let i = 0; i < bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0))
  for (let pad = 0xec; codewords.length < dataCapacity(version); pad ^= 0xec ^ 0x11) codewords.push(pad)
  return codewords
}

/** Splits into blocks, appends each block's error correction, interleaves. */
function withErrorCorrection(data: number[], version: number): number[] {
  const numBlocks = BLOCKS_M[version]
  const eccLength = ECC_PER_BLOCK_M[version]
  const raw = TOTAL_CODEWORDS[version]
  const numShort = numBlocks - (raw % numBlocks)
  const shortLength = Math.floor(raw / numBlocks)
  const divisor = reedSolomonDivisor(eccLength)
  const blocks: number[][] = []
  for (let i = 0, k = 0; i < numBlocks; i++) {
    const dataLength = shortLength - eccLength + (i < numShort ? 0 : 1)
    const block = data.slice(k, k + dataLength)
    k += dataLength
    const ecc = reedSolomonRemainder(block, divisor)
    if (i < numShort) block.push(-1) // placeholder so short and long blocks line up
    blocks.push([...block, ...ecc])
  }
  const result: number[] = []
  for (let i = 0; i < blocks[0].length; i++) {
    blocks.forEach((block, j) => {
      if (i !== shortLength - eccLength || j >= numShort) result.push(block[i])
    })
  }
  return result
}

export interface QrMatrix {
  size: number
  /** `modules[y][x]`: true = dark. */
  modules: boolean[][]
  version: number
  mask: number
}

export function encodeQr(text: string): QrMatrix {
  const bytes = new TextEncoder().encode(text)
  let version = 1
  while (version <= MAX_VERSION && dataCapacity(version) < bytes.length + 2) version++
  if (version > MAX_VERSION) throw new Error(`text too long for a version ${MAX_VERSION} QR code`)
  const codewords = withErrorCorrection(dataCodewords(bytes, version), version)
  const size = version * 4 + 17
  const modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const isFunction = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const set = (x: number, y: number, dark: boolean) => {
    modules[y][x] = dark
    isFunction[y][x] = true
  }

  // Timing patterns, then finders (with separators), alignment patterns, and the reserved format areas.
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0)
    set(i, 6, i % 2 === 0)
  }
  const finder = (cx: number, cy: number) => {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx
        const y = cy + dy
        if (x < 0 || y < 0 || x >= size || y >= size) continue
        const distance = Math.max(Math.abs(dx), Math.abs(dy))
        set(x, y, distance !== 2 && distance !== 4)
      }
    }
  }
  finder(3, 3)
  finder(size - 4, 3)
  finder(3, size - 4)
  const centers = ALIGNMENT_CENTERS[version]
  for (const cy of centers) {
    for (const cx of centers) {
      const overlapsFinder =
        (cx === 6 && cy === 6) || (cx === 6 && cy === centers.at(-1)) || (cx === centers.at(-1) && cy === 6)
      if (overlapsFinder) continue
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1)
      }
    }
  }
  const drawFormat = (mask: number) => {
    const bits = formatBits(mask)
    const bit = (i: number) => ((bits >>> i) & 1) !== 0
    for (let i = 0; i <= 5; i++) set(8, i, bit(i))
    set(8, 7, bit(6))
    set(8, 8, bit(7))
    set(7, 8, bit(8))
    for (let i = 9; i < 15; i++) set(14 - i, 8, bit(i))
    for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(i))
    for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(i))
    set(8, size - 8, true) // the dark module
  }
  drawFormat(0) // reserves the areas; redrawn with the chosen mask

  // Data in two-column zigzags from the bottom right, skipping the vertical timing column.
  let bitIndex = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const upward = ((right + 1) & 2) === 0
        const y = upward ? size - 1 - vert : vert
        if (!isFunction[y][x] && bitIndex < codewords.length * 8) {
          modules[y][x] = ((codewords[bitIndex >>> 3] >>> (7 - (bitIndex & 7))) & 1) !== 0
          bitIndex++
        }
      }
    }
  }

  const applyMask = (mask: number) => {
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (!isFunction[y][x] && MASKS[mask](x, y)) modules[y][x] = !modules[y][x]
      }
    }
  }
  let best = 0
  let bestPenalty = Infinity
  for (let mask = 0; mask < 8; mask++) {
    applyMask(mask)
    drawFormat(mask)
    const score = penalty(modules)
    if (score < bestPenalty) {
      best = mask
      bestPenalty = score
    }
    applyMask(mask) // undo (XOR)
  }
  applyMask(best)
  drawFormat(best)
  return { size, modules, version, mask: best }
}

export const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

/** The four penalty rules of the standard (runs, 2×2 blocks, finder-like patterns, dark balance). */
function penalty(modules: boolean[][]): number {
  const size = modules.length
  let score = 0
  const lines: boolean[][] = [...modules, ...modules.map((_, x) => modules.map((row) => row[x]))]
  const finderLike = [true, false, true, true, true, false, true]
  for (const line of lines) {
    let run = 1
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) {
        run++
      } else {
        if (run >= 5) score += 3 + (run - 5)
        run = 1
      }
    }
    for (let i = 0; i + 7 <= size; i++) {
      if (!finderLike.every((dark, k) => line[i + k] === dark)) continue
      const lightBefore = i >= 4 && [1, 2, 3, 4].every((k) => !line[i - k])
      const lightAfter = i + 11 <= size && [7, 8, 9, 10].every((k) => !line[i + k])
      if (lightBefore || lightAfter) score += 40
    }
  }
  for (let y = 0; y + 1 < size; y++) {
    for (let x = 0; x + 1 < size; x++) {
      const c = modules[y][x]
      if (c === modules[y][x + 1] && c === modules[y + 1][x] && c === modules[y + 1][x + 1]) score += 3
    }
  }
  const dark = modules.flat().filter(Boolean).length
  score += Math.floor(Math.abs((dark * 100) / (size * size) - 50) / 5) * 10
  return score
}
