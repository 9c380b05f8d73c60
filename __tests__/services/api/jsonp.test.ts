/** The H5 JSONP transport: a script tag, a safe callback name, clean-up and the timeout. */
import { JSONP_CALLBACK_PATTERN, jsonpRequest } from '@/services/api/jsonp'

afterEach(() => {
  jest.useRealTimers()
  document.head.innerHTML = ''
})

function lastScript(): HTMLScriptElement | null {
  const scripts = document.head.querySelectorAll('script')
  return scripts[scripts.length - 1] ?? null
}

function callbackNameOf(script: HTMLScriptElement): string {
  return new URL(script.src).searchParams.get('callback')!
}

describe('jsonpRequest', () => {
  it('adds a script with the data and a valid callback, resolves with the argument and cleans up', async () => {
    const pending = jsonpRequest('http://localhost/api/v3/common/config/one?data=abc%2B', 15_000)
    const script = lastScript()!
    const name = callbackNameOf(script)

    expect(script.src).toContain('data=abc%2B')
    expect(name).toMatch(JSONP_CALLBACK_PATTERN)

    const callbacks = window as unknown as Record<string, (data: unknown) => void>
    callbacks[name]('CIPHERTEXT')

    await expect(pending).resolves.toEqual({ statusCode: 200, data: 'CIPHERTEXT' })
    expect(lastScript()).toBeNull()
    // A late second call must not throw.
    expect(() => callbacks[name]('late')).not.toThrow()
  })

  it('gives each call its own callback name', () => {
    void jsonpRequest('http://localhost/a', 1_000).catch(() => undefined)
    void jsonpRequest('http://localhost/b', 1_000).catch(() => undefined)
    const [first, second] = Array.from(document.head.querySelectorAll('script')).map(callbackNameOf)
    expect(first).not.toBe(second)
  })

  it('rejects with a timeout and removes the script when nothing arrives', async () => {
    jest.useFakeTimers()
    const pending = jsonpRequest('http://localhost/a', 15_000)
    jest.advanceTimersByTime(15_000)
    await expect(pending).rejects.toEqual({ errMsg: 'request:fail timeout' })
    expect(lastScript()).toBeNull()
  })

  it('rejects with request:fail when the script does not load', async () => {
    const pending = jsonpRequest('http://localhost/a', 15_000)
    lastScript()!.dispatchEvent(new Event('error'))
    await expect(pending).rejects.toEqual({ errMsg: expect.stringContaining('request:fail') })
  })
})
