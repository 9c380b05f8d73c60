/**
 * Named steps for the long browser tests: a failure says which step of the journey broke, in words, and saves a
 * screenshot of the screen at that moment (`e2e/artifacts/failed_<step>.png`).
 *
 *   await step('登入', () => loginWithOtp(page, mobile), page)
 *   // → Error: 步驟「登入」失敗：locator.click: Timeout 30000ms exceeded …
 */
import type { Page } from 'playwright-core'
import { saveScreenshot } from './browser'

export class StepError extends Error {
  constructor(
    readonly step: string,
    readonly original: unknown,
  ) {
    super(`步驟「${step}」失敗：${original instanceof Error ? original.message : String(original)}`)
    this.name = 'StepError'
    // Where it broke inside the step is what a reader needs next.
    if (original instanceof Error && original.stack) this.stack = `${this.name}: ${this.message}\n${original.stack}`
  }
}

/** Runs `action`; a failure is rethrown as a `StepError` naming `name` (nested steps keep the innermost name). */
export async function step<T>(name: string, action: () => Promise<T>, page?: Page): Promise<T> {
  try {
    return await action()
  } catch (error) {
    if (error instanceof StepError) throw error
    if (page && !page.isClosed()) {
      // Best effort: the screenshot must not hide the real failure.
      await saveScreenshot(page, `failed_${name}`).catch(() => undefined)
    }
    throw new StepError(name, error)
  }
}
