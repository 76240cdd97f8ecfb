import { describe, expect, it } from 'vitest'
import { decodeCmsCachePurge, forgetInThisProcess, onForget } from './processCaches'

describe('processCaches', () => {
  it('should forget every registered copy of the named cache and leave the others', () => {
    const forgotten: string[] = []
    onForget('places', () => forgotten.push('places in Next'))
    onForget('places', () => forgotten.push('places in another copy'))
    onForget('airports', () => forgotten.push('airports'))
    forgetInThisProcess(['places'])
    expect(forgotten).toEqual(['places in Next', 'places in another copy'])
  })

  it('should read the cache names of a notification, ignoring unknown ones', () => {
    expect(decodeCmsCachePurge('["airports","pages"]')).toEqual(['airports'])
  })

  it('should read a purge of the exchange rates', () => {
    expect(decodeCmsCachePurge('["rates"]')).toEqual(['rates'])
  })

  it('should take a notification it cannot read as a purge of everything', () => {
    expect(decodeCmsCachePurge('{oops')).toBeNull()
  })
})
