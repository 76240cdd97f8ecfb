import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { shellVersion } from './serviceWorkerBuild'

const folders: string[] = []
function buildWith(...names: string[]): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'nexovia-assets-'))
  folders.push(folder)
  for (const name of names) writeFileSync(path.join(folder, name), '')
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe("the service worker's shell version", () => {
  it('should be the same for the same build, so a returning visitor keeps their worker', () => {
    expect(shellVersion(buildWith('page.Ab1.js', 'app.Cd2.css'))).toBe(
      shellVersion(buildWith('app.Cd2.css', 'page.Ab1.js')),
    )
  })

  it('should change when a deployment changes what a page loads, so the new worker takes over', () => {
    expect(shellVersion(buildWith('page.Ab1.js'))).not.toBe(shellVersion(buildWith('page.Zz9.js')))
  })
})
