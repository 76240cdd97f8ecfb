import { describe, expect, it } from 'vitest'
import { manifestPath, webManifest } from './webManifest'

describe('the web app manifest', () => {
  it('should open the installed site on the home page of its language', () => {
    expect(webManifest('en').start_url).toBe('/')
    expect(webManifest('fr').start_url).toBe('/fr')
  })

  it('should describe the app in its language', () => {
    expect(webManifest('fr').description).toMatch(/sans réseau/)
    expect(webManifest('en').description).toMatch(/without a network/)
  })

  it('should run standalone with a 192 and a 512 icon and a maskable one', () => {
    const manifest = webManifest('en')
    expect(manifest.display).toBe('standalone')
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
  })

  it('should be served per language', () => {
    expect(manifestPath('en')).toBe('/manifest.webmanifest')
    expect(manifestPath('fr')).toBe('/fr/manifest.webmanifest')
  })
})
