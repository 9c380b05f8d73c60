/**
 * Reads an image's type and pixel size from its bytes (magic numbers and headers), without decoding pixels.
 * Only JPEG, PNG and WebP are recognised; a file whose headers are inconsistent is refused (`null`).
 */

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp'

export interface ImageInfo {
  mime: ImageMime
  width: number
  height: number
}

export const IMAGE_EXTENSIONS: Record<ImageMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

export function readImageInfo(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 16) return null
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return readJpeg(bytes)
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return readPng(bytes)
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return readWebp(bytes)
  return null
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames.
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

function readJpeg(bytes: Buffer): ImageInfo | null {
  let offset = 2
  let size: { width: number; height: number } | null = null
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null
    let marker = bytes[offset + 1]
    while (marker === 0xff && offset + 2 < bytes.length) {
      offset += 1
      marker = bytes[offset + 1]
    }
    // Markers without a length field.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2
      continue
    }
    if (marker === 0xd9) return null // end of image before any scan
    const length = bytes.readUInt16BE(offset + 2)
    if (length < 2 || offset + 2 + length > bytes.length) return null
    if (JPEG_SOF.has(marker)) {
      if (length < 7) return null
      size = { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    }
    if (marker === 0xda) {
      // Start of scan: the compressed data follows. A frame header must have come before it.
      return size && size.width > 0 && size.height > 0 ? { mime: 'image/jpeg', ...size } : null
    }
    offset += 2 + length
  }
  return null
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function readPng(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR' || bytes.readUInt32BE(8) !== 13) return null
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) return null
  const width = bytes.readUInt32BE(16)
  const height = bytes.readUInt32BE(20)
  // Walk the chunks to the end marker: a truncated file is not a usable image.
  let offset = 8
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    if (offset + 12 + length > bytes.length) return null
    if (type === 'IEND') return width > 0 && height > 0 ? { mime: 'image/png', width, height } : null
    offset += 12 + length
  }
  return null
}

function readWebp(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 30 || bytes.readUInt32LE(4) + 8 > bytes.length) return null
  const chunk = bytes.toString('latin1', 12, 16)
  let width = 0
  let height = 0
  if (chunk === 'VP8X') {
    width = 1 + bytes.readUIntLE(24, 3)
    height = 1 + bytes.readUIntLE(27, 3)
  } else if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null
    width = bytes.readUInt16LE(26) & 0x3fff
    height = bytes.readUInt16LE(28) & 0x3fff
  } else if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null
    const bits = bytes.readUInt32LE(21)
    width = 1 + (bits & 0x3fff)
    height = 1 + ((bits >>> 14) & 0x3fff)
  } else {
    return null
  }
  return width > 0 && height > 0 ? { mime: 'image/webp', width, height } : null
}
