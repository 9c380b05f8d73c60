/** The three ways to reach customer service over LINE (spec section 3, "Service info"). */
export interface LineContact {
  /** URL of the QR image to scan. */
  qrImageUrl: string
  /** LINE ID to copy, e.g. `@ezdloan`. */
  lineId: string
  /** `https://line.me/R/…` link; empty when the server sent none or an unsupported one. */
  lineUrl: string
}

/** Only `https://line.me/R/` links open LINE reliably; `line://` is deprecated (domain.md). */
export function isSupportedLineUrl(url: string): boolean {
  return /^https:\/\/line\.me\/R\//.test(url)
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * Reads the `extInfoJSON` of the `line` config. The backend family sends it either as an object or as JSON
 * text, so both are accepted; anything else (bad JSON, no QR image and no ID) gives `null`.
 */
export function parseLineContact(extInfoJSON: unknown): LineContact | null {
  let info: unknown = extInfoJSON
  if (typeof info === 'string') {
    try {
      info = JSON.parse(info)
    } catch {
      return null
    }
  }
  if (typeof info !== 'object' || info === null) return null
  const fields = info as Record<string, unknown>
  const contact: LineContact = {
    qrImageUrl: text(fields.line_img),
    lineId: text(fields.line),
    lineUrl: text(fields.line_url),
  }
  if (!isSupportedLineUrl(contact.lineUrl)) contact.lineUrl = ''
  return contact.qrImageUrl || contact.lineId ? contact : null
}
