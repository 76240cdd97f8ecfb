import { describe, expect, it } from 'vitest'
import { missingPaths } from './docPaths.ts'

const TRACKED = ['cms/src/services/lib/typedDatabase.ts', 'site/src/routes.ts', 'docs/api.md', 'README.md']

describe('the docs path check', () => {
  it('passes a path from the root, a tail of a tracked path, a folder and a relative link', () => {
    const text =
      '`cms/src/services/lib/typedDatabase.ts`, `lib/typedDatabase.ts`, `site/src/`, [api](docs/api.md)'
    expect(missingPaths('README.md', text, TRACKED)).toEqual([])
  })

  it('names a renamed file, a missing folder and a dead link', () => {
    const text = '`site/src/router.ts`, `cms/src/gone`, [old](docs/old.md), [up](../README.md)'
    expect(missingPaths('README.md', text, TRACKED)).toEqual([
      'README.md: `site/src/router.ts` names nothing in the repository',
      'README.md: `cms/src/gone` names nothing in the repository',
      'README.md: `docs/old.md` names nothing in the repository',
      'README.md: `../README.md` names nothing in the repository',
    ])
  })

  it('leaves out what is not a repository path: packages, zones, generated output, URL paths', () => {
    const text =
      '`@payloadcms/plugin-seo`, `Africa/Accra`, `.data/postgres`, `cms/dist/api/x.mjs`, `/api/users/*`'
    expect(missingPaths('docs/api.md', text, TRACKED)).toEqual([])
  })
})
