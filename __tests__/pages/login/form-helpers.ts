/**
 * Typing into Taro's `<Input>` in jsdom. On H5 it is the `taro-input-core` custom element, whose own inner
 * `<input>` is only created by the browser build; jsdom gets the bare element. Its value watcher writes to that
 * inner input, so give it a detached one, then fire the input event React listens to.
 */
import { fireEvent } from '@testing-library/react'

export function typeInto(element: HTMLElement, value: string): void {
  const host = element as HTMLElement & { inputRef?: HTMLInputElement }
  if (host.tagName.toLowerCase() === 'taro-input-core' && !host.inputRef) {
    host.inputRef = document.createElement('input')
  }
  fireEvent.input(element, { target: { value } })
}
