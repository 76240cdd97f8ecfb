/**
 * How deep a request body may nest. Nothing we take nests past a few levels (rich text some ten);
 * a body of 30,000 nested arrays overflowed the stack of the first recursive walk (500). Checked on
 * the text, before JSON.parse and before anything walks the value, without recursion.
 */
export const MAX_BODY_DEPTH = 64

const OPENERS = new Set([0x5b, 0x7b]) // [ {
const CLOSERS = new Set([0x5d, 0x7d]) // ] }
const QUOTE = 0x22
const BACKSLASH = 0x5c

/**
 * True when the JSON text nests objects and arrays deeper than `max` (brackets inside strings do
 * not count). One pass over the characters; stops at the first level past `max`.
 */
export function isJsonTooDeep(text: string, max = MAX_BODY_DEPTH): boolean {
  let depth = 0
  let isInString = false
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (isInString) {
      if (code === BACKSLASH) index += 1
      else if (code === QUOTE) isInString = false
    } else if (code === QUOTE) {
      isInString = true
    } else if (OPENERS.has(code)) {
      depth += 1
      if (depth > max) return true
    } else if (CLOSERS.has(code)) {
      depth -= 1
    }
  }
  return false
}
