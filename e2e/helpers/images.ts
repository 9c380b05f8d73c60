import { deflateSync, crc32 } from 'node:zlib'

/**
 * A real, decodable PNG made here (no fixture files, no downloads): a soft gradient with a face-like oval, big
 * enough for the server's "sensible size" checks (≥ 200×200).
 */
export function makePng(width = 480, height = 360): Buffer {
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) {
      const dx = (x - width / 2) / (width * 0.22)
      const dy = (y - height / 2) / (height * 0.36)
      const inFace = dx * dx + dy * dy < 1
      row[1 + x * 3] = inFace ? 236 : 40 + Math.round((x / width) * 120)
      row[2 + x * 3] = inFace ? 200 : 110 + Math.round((y / height) * 80)
      row[3 + x * 3] = inFace ? 170 : 200
    }
    rows.push(row)
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed))
    return Buffer.concat([length, typed, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
