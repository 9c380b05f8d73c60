import { encodePng } from '../../server/domain/png'

/**
 * A real, decodable PNG made here (no fixture files, no downloads): a soft gradient with a face-like oval, big
 * enough for the server's "sensible size" checks (≥ 200×200).
 */
export function makePng(width = 480, height = 360): Buffer {
  return encodePng(width, height, 'rgb', (x, y) => {
    const dx = (x - width / 2) / (width * 0.22)
    const dy = (y - height / 2) / (height * 0.36)
    if (dx * dx + dy * dy < 1) return [236, 200, 170]
    return [40 + Math.round((x / width) * 120), 110 + Math.round((y / height) * 80), 200]
  })
}
