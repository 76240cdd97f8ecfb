import { describe, expect, it } from 'vitest'
import { noticeOfPush } from './pushNotice'

describe('noticeOfPush', () => {
  it('should read the title, the line and the page of a notice', () => {
    const data = JSON.stringify({ title: 'Vos billets sont émis', body: 'PNR K7Q2ZX', url: '/fr/trips' })
    expect(noticeOfPush(data)).toEqual({
      title: 'Vos billets sont émis',
      body: 'PNR K7Q2ZX',
      url: '/fr/trips',
    })
  })

  it('should open the kept trips instead of another site', () => {
    for (const url of ['https://evil.example/', '//evil.example', '/\\evil.example', 42])
      expect(noticeOfPush(JSON.stringify({ title: 'T', body: 'B', url }))?.url).toBe('/trips')
  })

  it('should show nothing for a message that is not a notice', () => {
    expect([noticeOfPush(undefined), noticeOfPush('not json'), noticeOfPush('{"body":"no title"}')]).toEqual([
      null,
      null,
      null,
    ])
  })
})
