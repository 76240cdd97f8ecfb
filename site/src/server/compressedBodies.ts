/** A bounded store of compressed bodies: least recently used entries leave first. */
export class CompressedBodies {
  readonly #entries = new Map<string, Buffer>()
  readonly #maxEntries: number
  readonly #maxBodyBytes: number

  constructor({ maxEntries, maxBodyBytes }: { maxEntries: number; maxBodyBytes: number }) {
    this.#maxEntries = maxEntries
    this.#maxBodyBytes = maxBodyBytes
  }

  get(key: string): Buffer | undefined {
    const body = this.#entries.get(key)
    if (body) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
      this.#entries.delete(key)
      this.#entries.set(key, body)
    }
    return body
  }

  set(key: string, body: Buffer): void {
    if (body.length > this.#maxBodyBytes) return
    this.#entries.delete(key)
    this.#entries.set(key, body)
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
  }

  get size(): number {
    return this.#entries.size
  }
}
