/**
 * French typesetting of editors' text, with the interface's own rules (punctuation.ts): a no-break
 * space before ":" and inside « », a narrow one before ";", "!", "?", and typographic apostrophes.
 * What is not prose is left as typed: URLs, e-mail addresses, `code`, {placeholders}, times (10:30).
 */

const NBSP = '\u00a0'
const NNBSP = '\u202f'

/** Stretches that are not prose: URLs, addresses, inline code, placeholders. */
const NOT_PROSE = /(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|`[^`]*`|\{[^}]*\}/g

function typesetProse(prose: string): string {
  return (
    prose
      // l'été → l’été: an apostrophe between letters (not a quotation mark).
      .replace(/(?<=\p{L})'(?=\p{L})/gu, '’')
      .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
      .replace(/[ \u00a0\u202f]*»/g, `${NBSP}»`)
      // A colon ending a word ("Note :", "lagunes :"); "10:30" has none after it and stays.
      .replace(/(?<=[^\s:;!?])[ \u00a0\u202f]?:(?=\s|$)/g, `${NBSP}:`)
      // ; ! ? after a word; the second of "?!" follows the first with no space.
      .replace(/(?<=[^\s:;!?])[ \u00a0\u202f]?([;!?])(?=[\s;!?»).,’"]|$)/g, `${NNBSP}$1`)
  )
}

/** The French text typeset; applying it again changes nothing. */
export function typesetFrench(text: string): string {
  // What is not prose is set aside behind a private-use mark, so the rules still see the character
  // before it ("…x=1 ;" after a URL) and never touch it.
  const kept: string[] = []
  const prose = text.replace(NOT_PROSE, (match) => `\ue000${kept.push(match) - 1}\ue001`)
  return typesetProse(prose).replace(
    /\ue000(\d+)\ue001/g,
    (_mark, index: string) => kept[Number(index)] ?? '',
  )
}

/** Lexical's format bit of inline code. */
const IS_CODE = 16

type LexicalNode = { type?: string; text?: string; format?: number | string; children?: LexicalNode[] }

/**
 * A Lexical rich-text value with each prose text node typeset; code blocks and inline code are kept.
 * Punctuation split across two nodes (bold word, then " :") is typeset within the second node.
 */
export function typesetFrenchRichText<T>(value: T): T {
  const visit = (node: LexicalNode): LexicalNode => {
    if (node.type === 'code') return node
    const isCode = typeof node.format === 'number' && (node.format & IS_CODE) !== 0
    const text = typeof node.text === 'string' && !isCode ? typesetFrench(node.text) : node.text
    const children = node.children?.map(visit)
    return { ...node, ...(text !== undefined ? { text } : {}), ...(children ? { children } : {}) }
  }
  const root = (value as { root?: LexicalNode } | null)?.root
  return root ? ({ ...value, root: visit(root) } as T) : value
}
