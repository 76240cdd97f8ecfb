import { describe, expect, it } from 'vitest'
import { builtOncePerSettings } from './builtOncePerSettings'

describe('builtOncePerSettings', () => {
  it('should build once for the same settings', () => {
    const built: string[] = []
    const client = builtOncePerSettings((settings) => built.push(settings))
    client('key-a')
    client('key-a')
    expect(built).toEqual(['key-a'])
  })

  it('should build again when the settings change', () => {
    const built: string[] = []
    const client = builtOncePerSettings((settings) => built.push(settings))
    client('key-a')
    client('key-b')
    expect(built).toEqual(['key-a', 'key-b'])
  })
})
