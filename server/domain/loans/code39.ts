/**
 * Code 39 barcode as SVG, written here rather than pulled from a package: the three-segment convenience
 * store barcodes in Taiwan are Code 39. Each character is 9 elements (bar, space, bar, …, bar), 3 of them
 * wide; characters are separated by one narrow space and the code is framed by the `*` start/stop character.
 */

/** Element widths per character, bar first: 1 = narrow, 2 = wide. */
const PATTERNS: Record<string, string> = {
  '0': '111221211',
  '1': '211211112',
  '2': '112211112',
  '3': '212211111',
  '4': '111221112',
  '5': '211221111',
  '6': '112221111',
  '7': '111211212',
  '8': '211211211',
  '9': '112211211',
  A: '211112112',
  B: '112112112',
  C: '212112111',
  D: '111122112',
  E: '211122111',
  F: '112122111',
  G: '111112212',
  H: '211112211',
  I: '112112211',
  J: '111122211',
  K: '211111122',
  L: '112111122',
  M: '212111121',
  N: '111121122',
  O: '211121121',
  P: '112121121',
  Q: '111111222',
  R: '211111221',
  S: '112111221',
  T: '111121221',
  U: '221111112',
  V: '122111112',
  W: '222111111',
  X: '121121112',
  Y: '221121111',
  Z: '122121111',
  '-': '121111212',
  '.': '221111211',
  ' ': '122111211',
  $: '121212111',
  '/': '121211121',
  '+': '121112121',
  '%': '111212121',
  '*': '121121211',
}

/** Narrow and wide element widths in SVG units (ratio 2.5, within the standard 2–3). */
const NARROW = 2
const WIDE = 5
/** Quiet zone on each side: at least 10 narrow elements. */
const QUIET = 10 * NARROW

export const CODE39_TEXT = /^[0-9A-Z\-. $/+%]{1,40}$/

export function isCode39Text(text: string): boolean {
  return CODE39_TEXT.test(text)
}

/** The bars of `text` as [x, width] pairs, with the start/stop characters added. */
export function code39Bars(text: string): { bars: Array<[number, number]>; width: number } {
  if (!isCode39Text(text)) throw new Error('text cannot be encoded in Code 39')
  const bars: Array<[number, number]> = []
  let x = QUIET
  const symbols = `*${text}*`
  for (let index = 0; index < symbols.length; index++) {
    const pattern = PATTERNS[symbols[index]]
    for (let element = 0; element < pattern.length; element++) {
      const width = pattern[element] === '2' ? WIDE : NARROW
      if (element % 2 === 0) bars.push([x, width])
      x += width
    }
    if (index < symbols.length - 1) x += NARROW
  }
  return { bars, width: x + QUIET }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** A standalone SVG document: the bars, with the text printed under them. */
export function code39Svg(text: string, barHeight = 60): string {
  const { bars, width } = code39Bars(text)
  const height = barHeight + 22
  const rects = bars.map(([x, w]) => `<rect x="${x}" y="0" width="${w}" height="${barHeight}"/>`).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    `<g fill="#000">${rects}</g>` +
    `<text x="${width / 2}" y="${barHeight + 17}" font-family="monospace" font-size="14" text-anchor="middle">` +
    `${escapeXml(text)}</text></svg>`
  )
}
