/**
 * Filling Taro's `<Input>` in jsdom. On H5 it is the `taro-input-core` custom element, which renders its real
 * `<input>` (carrying the field's accessible name) a moment after mounting; typing goes to that input, and
 * Taro turns it into the `onInput` event the page listens to.
 */
import { fireEvent, screen } from '@testing-library/react'

/** The input named `label`, once rendered. */
export async function field(label: string): Promise<HTMLInputElement> {
  return (await screen.findByLabelText(label)) as HTMLInputElement
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
