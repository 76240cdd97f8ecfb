import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseJsonBody } from './parseJsonBody'

const ZName = z.object({ name: z.string().trim().min(1, 'validation.required') })

const request = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://cms.test/api/x', { method: 'POST', body, headers }) as unknown as PayloadRequest

describe('parseJsonBody', () => {
  it('should return the parsed data of a valid body', async () => {
    expect(await parseJsonBody(request('{"name":" Ama "}'), ZName)).toEqual({ data: { name: 'Ama' } })
  })

  it('should answer 400 with the field errors of an invalid body', async () => {
    const { error } = await parseJsonBody(request('{"name":"  "}'), ZName)
    expect([error?.status, await error?.json()]).toEqual([
      400,
      { message: 'errors.invalidInput', fieldErrors: { name: 'validation.required' } },
    ])
  })

  it('should answer 400 to a body that is not JSON', async () => {
    const { error } = await parseJsonBody(request('{name'), ZName)
    expect(error?.status).toBe(400)
  })

  it('should answer 413 to a body larger than the cap, even when it hides its length', async () => {
    const { error } = await parseJsonBody(request(JSON.stringify({ name: 'x'.repeat(200) })), ZName, 100)
    expect([error?.status, (await error?.json())?.message]).toEqual([413, 'errors.bodyTooLarge'])
  })

  it('should answer 415 to a body not declared as JSON, as a cross-site form would send it', async () => {
    const { error } = await parseJsonBody(request('{"name":"Ama"}', { 'content-type': 'text/plain' }), ZName)
    expect([error?.status, (await error?.json())?.message]).toEqual([415, 'errors.unsupportedMediaType'])
  })
})
