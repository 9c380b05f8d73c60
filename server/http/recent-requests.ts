/** The last requests' client headers, for `GET /__test/requests` (browser tests check what the app sent). */
import type { RecordedRequest } from '../../types/api/other'

export class RecentRequests {
  private readonly entries: RecordedRequest[] = []

  constructor(private readonly capacity = 500) {}

  add(entry: RecordedRequest): void {
    this.entries.push(entry)
    if (this.entries.length > this.capacity) this.entries.shift()
  }

  /** Newest first. */
  latest(limit: number): RecordedRequest[] {
    return this.entries.slice(-limit).reverse()
  }
}
