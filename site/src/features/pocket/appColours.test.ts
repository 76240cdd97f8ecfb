import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { APP_COLOURS } from './appColours'

const tokens = readFileSync(new URL('../../styles/tokens.css', import.meta.url), 'utf8')
const token = (name: string) => tokens.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim()

describe('the installed app colours', () => {
  it('should be the brand token for the theme', () => {
    expect(APP_COLOURS.theme).toBe(token('color-brand'))
  })

  it('should be the page background token for the splash screen', () => {
    expect(APP_COLOURS.background).toBe(token('color-bg'))
  })
})
