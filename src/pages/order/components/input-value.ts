/**
 * The text of an `Input` event. Taro's input components put it in `detail.value`; a plain DOM input event
 * (a browser's autofill, the H5 test environment) only carries it on the target. Either way we get a string.
 */
export function inputValue(event: { detail?: unknown; target?: unknown }): string {
  const detail = event.detail as { value?: unknown } | undefined
  if (detail && typeof detail === 'object' && typeof detail.value === 'string') return detail.value
  const target = event.target as { value?: unknown } | undefined
  return target && typeof target.value === 'string' ? target.value : ''
}
