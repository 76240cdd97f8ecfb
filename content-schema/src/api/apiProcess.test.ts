import { describe, expect, it } from 'vitest'
import { isApiProcessRequest } from './apiProcess.ts'
import type { EndpointContract } from './contract.ts'
import { API } from './endpoints.ts'

const sample = (path: string) => path.replace(/:[A-Za-z]+/g, 'cs_sample0000')

describe('which process answers', () => {
  it.each(Object.entries(API) as [string, EndpointContract][])(
    "should send %s where its entry's answeredBy says (site proxy, API process, test client alike)",
    (_name, entry) => {
      expect(isApiProcessRequest(entry.method, `${sample(entry.path)}?q=1`)).toBe(entry.answeredBy === 'api')
    },
  )

  it('should take HEAD as GET and nothing but the path', () => {
    expect(isApiProcessRequest('HEAD', '/api/health')).toBe(true)
    expect(isApiProcessRequest('GET', '/api/payments/status/a/b')).toBe(false)
    expect(isApiProcessRequest('POST', '/api/health')).toBe(false)
  })
})
