import type { TBlockFields, TLexicalNode, TRichText } from './rich-text.ts'

// Builders of the Lexical JSON Payload stores, for seeds and tests: the shapes Payload's editor
// writes itself (versions and empty defaults included), so a seeded body opens in the admin.

const element = { format: '', indent: 0, direction: 'ltr' as const, version: 1 }

/** A run of text; `format` is a TEXT_FORMAT bit set (1 bold, 2 italic). */
export const text = (value: string, format = 0): TLexicalNode =>
  ({
    type: 'text',
    version: 1,
    text: value,
    format,
    detail: 0,
    mode: 'normal',
    style: '',
  }) as TLexicalNode

type Inline = string | TLexicalNode
const inline = (parts: Inline[]): TLexicalNode[] =>
  parts.map((part) => (typeof part === 'string' ? text(part) : part))

export const paragraph = (...parts: Inline[]): TLexicalNode =>
  ({ ...element, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(parts) }) as TLexicalNode

export const heading = (tag: 'h2' | 'h3' | 'h4', value: string): TLexicalNode => ({
  ...element,
  type: 'heading',
  tag,
  children: [text(value)],
})

export const list = (kind: 'bullet' | 'number', items: Inline[][]): TLexicalNode =>
  ({
    ...element,
    type: 'list',
    listType: kind,
    tag: kind === 'number' ? 'ol' : 'ul',
    start: 1,
    children: items.map((parts, index) => ({
      ...element,
      type: 'listitem',
      value: index + 1,
      children: inline(parts),
    })),
  }) as TLexicalNode

/** A link to an outside page (a source), opened in the same tab. */
export const externalLink = (url: string, label: string): TLexicalNode => ({
  ...element,
  type: 'link',
  version: 3,
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
})

/** A link to a post or guide by id: the site writes its current path, so it follows a slug change. */
export const internalLink = (relationTo: string, id: number | string, label: string): TLexicalNode => ({
  ...element,
  type: 'link',
  version: 3,
  fields: { linkType: 'internal', newTab: false, doc: { relationTo, value: id } },
  children: [text(label)],
})

/** An uploaded image with its caption and credit. */
export const upload = (
  id: number | string,
  fields: { caption?: string; credit?: string } = {},
): TLexicalNode =>
  ({ type: 'upload', version: 3, format: '', relationTo: 'media', value: id, fields }) as TLexicalNode

let blockCount = 0
/** A block of the body; without an id it gets the next of a counter (24 hex digits, as Payload's ids). */
export const block = (fields: TBlockFields): TLexicalNode => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: fields.id ?? (++blockCount).toString(16).padStart(24, '0'), blockName: '', ...fields },
})

export const richText = (...children: TLexicalNode[]): TRichText => ({
  root: { ...element, type: 'root', children },
})
