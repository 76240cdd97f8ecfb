import { describe, expect, it } from 'vitest'
import { serviceOfPath } from './serviceOfPath'

describe('serviceOfPath', () => {
  it('should name the service of an under-construction path', () => {
    expect(serviceOfPath('/cars-under-construction')).toBe('cars')
  })

  it('should fall back to flights for any other path', () => {
    expect(serviceOfPath('/boats-under-construction')).toBe('flights')
  })
})
