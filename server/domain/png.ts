/** A minimal PNG writer for 8-bit greyscale and RGB images (the QR code asset; test images reuse it). */
import { deflateSync } from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

export type PngColour = 'greyscale' | 'rgb'

const CHANNELS: Record<PngColour, number> = { greyscale: 1, rgb: 3 }
const COLOUR_TYPE: Record<PngColour, number> = { greyscale: 0, rgb: 2 }

/**
 * An 8-bit PNG of `width`×`height`; `pixel(x, y)` returns one byte per channel (greyscale: [v], rgb: [r, g, b]),
 * 0 … 255.
 */
export function encodePng(
  width: number,
  height: number,
  colour: PngColour,
  pixel: (x: number, y: number) => readonly number[],
): Buffer {
  const channels = CHANNELS[colour]
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = COLOUR_TYPE[colour]
  const stride = 1 + width * channels
  const raw = Buffer.alloc(stride * height) // each row starts with filter 0 (none)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * stride + 1 + x * channels)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** `pixel(x, y)` returns 0 (black) … 255 (white). */
export function greyscalePng(width: number, height: number, pixel: (x: number, y: number) => number): Buffer {
  return encodePng(width, height, 'greyscale', (x, y) => [pixel(x, y)])
}
