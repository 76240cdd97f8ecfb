import { jsx } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConsoleDialog } from './ConsoleDialog'
import { LoadedPart } from './LoadedPart'

// Both components hold no state: called as functions, they keep their props typed (no JSX in a .ts test).
const close = { label: 'Close', onClick: () => {} }

describe('ConsoleDialog', () => {
  it('should name the dialog by its title and end with its actions before the close button', () => {
    const html = renderToStaticMarkup(
      ConsoleDialog({
        titleId: 'detail',
        title: 'Ana',
        className: 'admin-manage',
        actions: jsx('button', { type: 'submit', children: 'Save' }),
        close,
        children: jsx('p', { children: 'body' }),
      }),
    )
    expect(html).toBe(
      '<div class="admin-modal"><div class="admin-modal__body admin-manage" role="dialog" aria-modal="true" aria-labelledby="detail">' +
        '<h2 id="detail">Ana</h2><p>body</p><div class="admin-filters"><button type="submit">Save</button>' +
        '<button type="button" class="button button--secondary">Close</button></div></div></div>',
    )
  })

  it('should be a form when it submits', () => {
    const html = renderToStaticMarkup(
      ConsoleDialog({
        titleId: 't',
        title: 'T',
        onSubmit: () => {},
        noValidate: true,
        close,
        children: null,
      }),
    )
    expect(html).toMatch(
      /^<div class="admin-modal"><form class="admin-modal__body" role="dialog" aria-modal="true" aria-labelledby="t" novalidate="">/i,
    )
  })
})

describe('LoadedPart', () => {
  const texts = { loading: 'Loading…', failed: 'Could not load', empty: 'None' }
  const part = (loaded: { rows: string[] } | 'failed' | null) =>
    renderToStaticMarkup(
      LoadedPart({
        loaded,
        texts,
        isEmpty: (value) => value.rows.length === 0,
        children: (value) => jsx('ol', { children: value.rows.join() }),
      }),
    )

  it('should say that it loads, that it failed, that it is empty, or show what it read', () => {
    expect([part(null), part('failed'), part({ rows: [] }), part({ rows: ['a', 'b'] })]).toEqual([
      '<p>Loading…</p>',
      '<p role="alert">Could not load</p>',
      '<p>None</p>',
      '<ol>a,b</ol>',
    ])
  })
})
