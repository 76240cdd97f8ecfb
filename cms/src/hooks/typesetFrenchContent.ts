import { typesetFrench, typesetFrenchRichText } from '@nexovia/content-schema'
import type { CollectionBeforeChangeHook, Field, GlobalBeforeChangeHook, PayloadRequest } from 'payload'

type Data = Record<string, unknown>
type Block = { slug: string; fields: Field[] }

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null

/** Keys of a rich-text block that hold identifiers or choices, not prose. */
const NOT_PROSE_KEYS = new Set(['blockType', 'blockName', 'id', 'url', 'href', 'slug', 'tone', 'icon'])

/** The strings of a rich-text block's fields (a tip box's title, a FAQ's answers), nested ones too. */
function typesetBlockFields(value: unknown): unknown {
  if (typeof value === 'string') return typesetFrench(value)
  if (Array.isArray(value)) return value.map(typesetBlockFields)
  if (!isData(value)) return value
  if (isData(value.root)) return typesetRichText(value)
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      NOT_PROSE_KEYS.has(key) ? child : typesetBlockFields(child),
    ]),
  )
}

/** A Lexical value: its text nodes, and the fields of the blocks it holds. */
function typesetRichText(value: unknown): unknown {
  const typeset = typesetFrenchRichText(value) as { root?: unknown }
  const visit = (node: unknown): unknown => {
    if (!isData(node)) return node
    const withFields = isData(node.fields) ? { ...node, fields: typesetBlockFields(node.fields) } : node
    return Array.isArray(node.children) ? { ...withFields, children: node.children.map(visit) } : withFields
  }
  return isData(typeset) && isData(typeset.root) ? { ...typeset, root: visit(typeset.root) } : typeset
}

/** Typesets, in place, the localized prose of `data` that `fields` describe (nested groups, arrays, blocks). */
function typesetFields(fields: Field[], data: Data, req: PayloadRequest, isLocalized: boolean): void {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const holder = 'name' in tab && tab.name ? data[tab.name] : data
        const localized = isLocalized || Boolean('localized' in tab && tab.localized)
        if (isData(holder)) typesetFields(tab.fields, holder, req, localized)
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) typesetFields(field.fields, data, req, isLocalized)
      continue
    }
    const value = data[field.name]
    const localized = isLocalized || Boolean('localized' in field && field.localized)
    if ((field.type === 'text' || field.type === 'textarea') && localized && typeof value === 'string')
      data[field.name] = typesetFrench(value)
    else if (field.type === 'richText' && localized && isData(value))
      data[field.name] = typesetRichText(value)
    else if (field.type === 'group' && isData(value)) typesetFields(field.fields, value, req, localized)
    else if (field.type === 'array' && Array.isArray(value)) {
      for (const row of value) if (isData(row)) typesetFields(field.fields, row, req, localized)
    } else if (field.type === 'blocks' && Array.isArray(value)) {
      for (const row of value) {
        const block = blockOf(field, row, req)
        if (block && isData(row)) typesetFields(block.fields, row, req, localized)
      }
    }
  }
}

function blockOf(field: Field, row: unknown, req: PayloadRequest): Block | undefined {
  if (field.type !== 'blocks' || !isData(row)) return undefined
  const candidates = [...(field.blocks ?? []), ...(field.blockReferences ?? [])]
  for (const candidate of candidates) {
    const block = typeof candidate === 'string' ? req.payload.blocks[candidate] : candidate
    if (block?.slug === row.blockType) return block as Block
  }
  return undefined
}

/**
 * Editors type French as they type English ("Bonjour !" with a plain space, "l'été"): a save in
 * French typesets its localized text, textarea and rich text as the interface's own words are
 * (no-break spaces before ": ; ! ?" and inside « », typographic apostrophes), leaving URLs, code and
 * times. English saves are untouched.
 */
export const typesetFrenchCollection: CollectionBeforeChangeHook = ({ collection, data, req }) => {
  if (req.locale === 'fr' && isData(data)) typesetFields(collection.fields, data, req, false)
  return data
}

export const typesetFrenchGlobal: GlobalBeforeChangeHook = ({ global, data, req }) => {
  if (req.locale === 'fr' && isData(data)) typesetFields(global.fields, data, req, false)
  return data
}
