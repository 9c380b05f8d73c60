/**
 * Filling Taro's `<Input>` in jsdom. The H5 build renders it as a plain `<input>` carrying the field's
 * accessible name; the test runtime still uses Taro's `taro-input-core` custom element, which gets the name and
 * renders its real `<input>` inside a moment after mounting. Typing goes to that real input, which Taro turns
 * into the `onInput` event the page listens to — the same path as in the browser.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'

/** The real input of the field named `label`, once rendered. */
export async function field(label: string): Promise<HTMLInputElement> {
  const named = await screen.findByLabelText(label)
  if (named instanceof HTMLInputElement) return named
  return waitFor(() => {
    const input = named.querySelector('input')
    if (!input) throw new Error(`the input of "${label}" is not rendered yet`)
    return input
  })
}

/** Types `value` into the input named `label` (replacing its text), as the user would. */
export async function fill(label: string, value: string): Promise<HTMLInputElement> {
  const input = await field(label)
  fireEvent.input(input, { target: { value } })
  return input
}

/** Types into the input and leaves it, which runs the field's validation. */
export async function fillAndLeave(label: string, value: string): Promise<HTMLInputElement> {
  const input = await fill(label, value)
  fireEvent.blur(input)
  return input
}
