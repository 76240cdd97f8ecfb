/**
 * Issue 40, low finding 15: `GET /api/media/file/%00` answered 500 (the NUL reached fs.stat). A
 * path whose decoding holds a control character names no file: 400 before any route reads it, on
 * the cms's REST route and in the same guard the Next proxy and the API process use.
 */
import { describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'

describe('a control character in a media path', () => {
  it.each(['%00', 'a%00.png', '%0d%0a.png', '%1f', 'photo.png%00'])(
    'should answer GET /api/media/file/%s with a 400, not a 500',
    async (name) => {
      const answer = await callApi(`/media/file/${name}`)
      expect([answer.status, answer.json.message]).toEqual([400, 'errors.invalidInput'])
    },
  )

  it('should answer HEAD /api/media/file/%00 with a 400 too', async () => {
    const answer = await callApi('/media/file/%00', { method: 'HEAD' })
    expect(answer.status).toBe(400)
  })
})
