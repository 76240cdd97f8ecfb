import { GLOBAL_SLUGS } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { forgetInThisProcess } from '../lib/processCaches'
import { currentRates } from './rateTable'

/** A Payload that answers the rates global with an XOF rate it is given, counting its reads. */
function payloadAnswering(perUsd: () => number) {
  let reads = 0
  const payload = {
    findGlobal: async ({ slug }: { slug: string }) => {
      reads += slug === GLOBAL_SLUGS.exchangeRates ? 1 : 0
      return { rates: [{ currency: 'XOF', perUsd: perUsd(), setOn: '2026-11-25', source: 'test' }] }
    },
  } as unknown as Payload
  return { payload, reads: () => reads }
}

describe('currentRates', () => {
  it('should read the rates again once a purge of the rates reaches this process', async () => {
    let rate = 600
    const { payload } = payloadAnswering(() => rate)
    forgetInThisProcess(['rates'])
    await currentRates(payload)
    rate = 610
    forgetInThisProcess(['rates'])
    expect((await currentRates(payload)).XOF.perUsd).toBe(610)
  })

  it('should keep its copy when another cache is purged', async () => {
    const { payload, reads } = payloadAnswering(() => 600)
    forgetInThisProcess(['rates'])
    await currentRates(payload)
    forgetInThisProcess(['places'])
    await currentRates(payload)
    expect(reads()).toBe(1)
  })
})
