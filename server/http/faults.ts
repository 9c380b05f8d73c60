/**
 * Fault injection for the browser tests (only with FAULT_INJECTION=1, refused in production): rules set by
 * `POST /__test/faults` make requests to one path time out, fail or answer a given envelope status.
 */
import type { FaultKind, FaultRule } from '../../types/api/other'

export const FAULT_KINDS: readonly FaultKind[] = [
  'timeout',
  'http502',
  'undecryptable',
  'status301',
  'status500',
  'status400',
  'slow',
]

const DEFAULT_DELAY_MS: Record<'timeout' | 'slow', number> = { timeout: 20_000, slow: 3_000 }

interface ActiveRule extends FaultRule {
  remaining: number
}

export class FaultRegistry {
  private readonly rules = new Map<string, ActiveRule>()

  /** One rule per path: a new rule for the same path replaces the old one. */
  set(rule: FaultRule): void {
    this.rules.set(rule.path, { ...rule, remaining: rule.times ?? Number.POSITIVE_INFINITY })
  }

  clear(): void {
    this.rules.clear()
  }

  /** The rule for this path, counting the use; `null` when none applies. */
  take(path: string): (FaultRule & { delayMs: number }) | null {
    const rule = this.rules.get(path)
    if (!rule) return null
    rule.remaining -= 1
    if (rule.remaining <= 0) this.rules.delete(path)
    const delayMs =
      rule.delayMs ?? (rule.fault === 'timeout' || rule.fault === 'slow' ? DEFAULT_DELAY_MS[rule.fault] : 0)
    return { ...rule, delayMs }
  }
}

/** Parses the plain-JSON body of `POST /__test/faults`; returns an error text for a bad rule. */
export function parseFaultRule(value: unknown): FaultRule | string {
  if (typeof value !== 'object' || value === null) return 'body must be a JSON object'
  const input = value as Record<string, unknown>
  if (typeof input.path !== 'string' || !input.path.startsWith('/')) return 'path must be a string starting with /'
  if (typeof input.fault !== 'string' || !(FAULT_KINDS as readonly string[]).includes(input.fault)) {
    return `fault must be one of ${FAULT_KINDS.join(', ')}`
  }
  const rule: FaultRule = { path: input.path, fault: input.fault as FaultKind }
  if (input.delayMs !== undefined) {
    if (
      typeof input.delayMs !== 'number' ||
      !Number.isInteger(input.delayMs) ||
      input.delayMs < 0 ||
      input.delayMs > 120_000
    ) {
      return 'delayMs must be an integer from 0 to 120000'
    }
    rule.delayMs = input.delayMs
  }
  if (input.message !== undefined) {
    if (typeof input.message !== 'string') return 'message must be a string'
    rule.message = input.message.slice(0, 200)
  }
  if (input.times !== undefined) {
    if (typeof input.times !== 'number' || !Number.isInteger(input.times) || input.times < 1) {
      return 'times must be a positive integer'
    }
    rule.times = input.times
  }
  return rule
}
