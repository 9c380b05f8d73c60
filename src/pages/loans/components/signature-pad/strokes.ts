/**
 * The drawing as data: strokes of points in CSS pixels. The pad draws them as they come and keeps them to
 * judge whether there is a signature at all; a tap or a short scratch is not one.
 */
export interface Point {
  x: number
  y: number
}

export type Stroke = Point[]

/** Ink needed to count as a signature, in CSS px of line drawn (a short name written small is ~150 px). */
export const MIN_INK_PX = 40

/** Total length of every line drawn. */
export function inkLength(strokes: readonly Stroke[]): number {
  let total = 0
  for (const stroke of strokes) {
    for (let index = 1; index < stroke.length; index += 1) {
      total += Math.hypot(stroke[index].x - stroke[index - 1].x, stroke[index].y - stroke[index - 1].y)
    }
  }
  return total
}

export type SignatureProblem = 'empty' | 'tooShort'

/** Why the drawing cannot be accepted as a signature, or `null` when it can. */
export function signatureProblem(strokes: readonly Stroke[]): SignatureProblem | null {
  const ink = inkLength(strokes)
  if (strokes.length === 0 || ink === 0) return 'empty'
  if (ink < MIN_INK_PX) return 'tooShort'
  return null
}
