import { isSingleLine, translateMessage } from '@nexovia/content-schema'
import type { Block, Field, PayloadRequest, SanitizedConfig, TextField } from 'payload'

/**
 * Every `text` field is one line (a title, a name, a label, a URL): a CR, LF or TAB in one forges a
 * line wherever it is written out (a calendar file, a mail header, a log, a CSV), so it is refused
 * like the other control characters, on Payload's REST, the admin panel and the Local API alike.
 * Textareas, rich text, code and JSON keep their line breaks (hardenApi refuses NUL and the rest).
 */

/** Payload's own collections (jobs, preferences, locks, migrations) write texts of their own. */
const isPayloadInternal = (slug: string) => slug.startsWith('payload-')

/** What a sanitized lexical editor keeps of each feature's props: its blocks and its uploads' fields. */
type FeatureProps = {
  blocks?: (Block | string)[]
  inlineBlocks?: (Block | string)[]
  collections?: Record<string, { fields?: Field[] }>
}
type LexicalEditor = {
  editorConfig?: { resolvedFeatureMap?: Map<string, { sanitizedServerFeatureProps?: unknown }> }
}

const panelLocale = (req: PayloadRequest | undefined) => (req?.i18n?.language === 'fr' ? 'fr' : 'en')

/**
 * A text field's validate, of one value or many: Payload types the two apart (a union not callable as
 * one); the rule below treats both alike.
 */
type TextValidate = (
  value: unknown,
  options: { req?: PayloadRequest },
) => true | string | Promise<true | string>

/** Chains the single-line rule before the field's own validate (Payload's default once sanitized). */
function refuseLineBreaks(field: TextField): void {
  const original = field.validate as TextValidate | undefined
  const validate: TextValidate = (value, options) => {
    const texts = Array.isArray(value) ? value : [value]
    if (texts.some((text) => typeof text === 'string' && !isSingleLine(text)))
      return translateMessage(panelLocale(options?.req), 'validation.singleLine')
    return original ? original(value, options) : true
  }
  field.validate = validate as TextField['validate']
}

/** Walks fields wherever they nest (groups, arrays, rows, collapsibles, tabs, blocks, lexical blocks). */
class TextFieldWalk {
  // A block shared by two rich-text fields, or a field reached twice, gets the rule once.
  private readonly seen = new WeakSet<object>()

  constructor(private readonly blocksBySlug: Map<string, Block>) {}

  fields(fields: Field[] | undefined): void {
    for (const field of fields ?? []) {
      if (this.seen.has(field)) continue
      this.seen.add(field)
      if (field.type === 'text') refuseLineBreaks(field)
      else if (field.type === 'tabs') for (const tab of field.tabs) this.fields(tab.fields)
      else if (field.type === 'blocks')
        this.blocks([...(field.blocks ?? []), ...(field.blockReferences ?? [])])
      else if (field.type === 'richText') this.richText(field.editor as LexicalEditor | undefined)
      else if ('fields' in field) this.fields(field.fields)
    }
  }

  blocks(blocks: (Block | string)[] | undefined): void {
    for (const block of blocks ?? []) {
      const found = typeof block === 'string' ? this.blocksBySlug.get(block) : block
      if (found && !this.seen.has(found)) {
        this.seen.add(found)
        this.fields(found.fields)
      }
    }
  }

  /** Lexical's blocks and upload fields, as its sanitized features hold them. */
  private richText(editor: LexicalEditor | undefined): void {
    for (const feature of editor?.editorConfig?.resolvedFeatureMap?.values() ?? []) {
      const props = (feature.sanitizedServerFeatureProps ?? {}) as FeatureProps
      this.blocks(props.blocks)
      this.blocks(props.inlineBlocks)
      for (const upload of Object.values(props.collections ?? {})) this.fields(upload.fields)
    }
  }
}

/** Applied to the built config: every text field of its collections, globals and blocks is one line. */
export function singleLineTexts(config: SanitizedConfig): SanitizedConfig {
  const walk = new TextFieldWalk(new Map((config.blocks ?? []).map((block) => [block.slug, block])))
  for (const collection of config.collections)
    if (!isPayloadInternal(collection.slug)) walk.fields(collection.fields)
  for (const global of config.globals) if (!isPayloadInternal(global.slug)) walk.fields(global.fields)
  walk.blocks(config.blocks)
  return config
}
