/**
 * A body read whole, or undefined as soon as it passes `maxBytes` (whatever Content-Length claims):
 * the caller then releases the rest of the stream its own way (cancel it, or drain it in the
 * background). Shared by the cms's body parser and the site's /api proxy.
 */
export async function readCapped(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) return undefined
    chunks.push(value)
  }
  const whole = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    whole.set(chunk, offset)
    offset += chunk.byteLength
  }
  return whole
}
