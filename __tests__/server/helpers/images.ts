/**
 * Real image bytes for upload tests: PNGs built with zlib (any size), and JPEG/WebP files whose headers are
 * complete and consistent (the server reads headers, not pixels).
 */
import { encodePng } from '../../../server/domain/png'

const GREY = [0x80, 0x80, 0x80] as const

/** A grey RGB PNG of the given size. */
export function makePng(width: number, height: number): Buffer {
  return encodePng(width, height, 'rgb', () => GREY)
}

/** A baseline JPEG header sequence (SOI, APP0, SOF0, SOS) followed by filler scan data and EOI. */
export function makeJpeg(width: number, height: number): Buffer {
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0])
    head.writeUInt16BE(payload.length + 2, 2)
    return Buffer.concat([head, payload])
  }
  const sof = Buffer.alloc(15)
  sof[0] = 8
  sof.writeUInt16BE(height, 1)
  sof.writeUInt16BE(width, 3)
  sof[5] = 3
  sof.set([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1], 6)
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xc0, sof),
    segment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0])),
    Buffer.alloc(64, 0x55),
    Buffer.from([0xff, 0xd9]),
  ])
}

/** A lossless WebP (VP8L) header of the given size. */
export function makeWebp(width: number, height: number): Buffer {
  const data = Buffer.alloc(5 + 16)
  data[0] = 0x2f
  data.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1)
  const chunkHeader = Buffer.alloc(8)
  chunkHeader.write('VP8L', 0, 'latin1')
  chunkHeader.writeUInt32LE(data.length, 4)
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), chunkHeader, data])
  const riff = Buffer.alloc(8)
  riff.write('RIFF', 0, 'latin1')
  riff.writeUInt32LE(body.length, 4)
  return Buffer.concat([riff, body])
}
