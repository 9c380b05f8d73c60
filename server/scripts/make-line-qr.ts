/**
 * Writes server/assets/line-qr.png: the QR code of the LINE customer-service link (data/site-content.ts),
 * 8 pixels per module with the standard 4-module quiet zone. Run after changing LINE_URL:
 *   npx tsx server/scripts/make-line-qr.ts
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { LINE_URL } from '../data/site-content'
import { greyscalePng } from '../domain/png'
import { encodeQr } from '../domain/qr-code'

export const QR_SCALE = 8
export const QR_QUIET_ZONE = 4

export function lineQrPng(url = LINE_URL): Buffer {
  const qr = encodeQr(url)
  const side = (qr.size + 2 * QR_QUIET_ZONE) * QR_SCALE
  return greyscalePng(side, side, (x, y) => {
    const mx = Math.floor(x / QR_SCALE) - QR_QUIET_ZONE
    const my = Math.floor(y / QR_SCALE) - QR_QUIET_ZONE
    const dark = mx >= 0 && my >= 0 && mx < qr.size && my < qr.size && qr.modules[my][mx]
    return dark ? 0 : 255
  })
}

if (require.main === module) {
  const target = path.join(__dirname, '..', 'assets', 'line-qr.png')
  writeFileSync(target, lineQrPng())
  console.log(`wrote ${target}`)
}
