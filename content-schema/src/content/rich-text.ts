import type { TBodyBlockSlug } from './body-blocks.ts'

/**
 * The Lexical JSON that Payload stores for a body (one document per language), as far as the site
 * reads it. Unknown node types are skipped by the renderer rather than refused: an editor feature
 * added later must never take a page down.
 */
export type TLexicalNode = {
  type: string
  version?: number
  children?: TLexicalNode[]
  /** text */
  text?: string
  /** text: bold 1, italic 2, strikethrough 4, underline 8, code 16, subscript 32, superscript 64 */
  format?: number | string
  /** heading */
  tag?: string
  /** list */
  listType?: 'bullet' | 'number' | 'check'
  /** link, upload, block */
  fields?: Record<string, unknown> | null
  /** upload */
  relationTo?: string
  value?: unknown
}

export type TRichText = { root: TLexicalNode }

export type TBlockFields = { blockType: TBodyBlockSlug; id?: string; blockName?: string } & Record<
  string,
  unknown
>

export const TEXT_FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
} as const

/** Whether a text node carries a format bit (Lexical stores them as one number). */
export const hasFormat = (node: TLexicalNode, bit: number): boolean =>
  typeof node.format === 'number' && (node.format & bit) !== 0

/** Every node of a body, depth first (for structured data and checks). */
export function* walkNodes(node: TLexicalNode | undefined): Generator<TLexicalNode> {
  if (!node) return
  yield node
  for (const child of node.children ?? []) yield* walkNodes(child)
}

/** The fields of every block of one type in a body, in reading order. */
export function blocksOf(body: TRichText | null | undefined, blockType: TBodyBlockSlug): TBlockFields[] {
  const found: TBlockFields[] = []
  for (const node of walkNodes(body?.root)) {
    if (node.type === 'block' && node.fields?.blockType === blockType) found.push(node.fields as TBlockFields)
  }
  return found
}

export type TFaqItem = { question: string; answer: string }

/** The questions of every FAQ block of a body, for FAQPage structured data. */
export function faqItems(body: TRichText | null | undefined): TFaqItem[] {
  return blocksOf(body, 'faq').flatMap((block) =>
    Array.isArray(block.items)
      ? block.items.flatMap((item: { question?: unknown; answer?: unknown }) =>
          typeof item?.question === 'string' &&
          typeof item.answer === 'string' &&
          item.question &&
          item.answer
            ? [{ question: item.question, answer: item.answer }]
            : [],
        )
      : [],
  )
}

/** The words of a node and its children (a heading's anchor, a link's accessible name). */
export function plainText(node: TLexicalNode): string {
  if (node.type === 'text') return node.text ?? ''
  if (node.type === 'linebreak') return '\n'
  return (node.children ?? []).map(plainText).join('')
}

/** Whether a body has anything to show (an empty editor still stores one empty paragraph). */
export function hasContent(body: TRichText | null | undefined): boolean {
  return (body?.root.children ?? []).some(
    (node) => node.type !== 'paragraph' || plainText(node).trim().length > 0,
  )
}
