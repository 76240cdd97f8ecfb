import { describe, expect, it } from 'vitest'
import { readCapped } from './read-capped.ts'

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
      controller.close()
    },
  }).getReader()

describe('readCapped', () => {
  it('should give the whole body when it fits', async () => {
    const bytes = await readCapped(streamOf('{"a":', '1}'), 7)
    expect(new TextDecoder().decode(bytes)).toBe('{"a":1}')
  })

  it('should stop once the body passes the cap', async () => {
    expect(await readCapped(streamOf('12345', '678'), 7)).toBeUndefined()
  })

  it('should give an empty body for an empty stream', async () => {
    expect((await readCapped(streamOf(), 10))?.byteLength).toBe(0)
  })
})
