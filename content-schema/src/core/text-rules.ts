/**
 * What a typed text may hold. A single-line text (a name, an address, a phone) holds no control
 * character at all: a CR, LF or TAB in one forges a line wherever it is written out (a calendar
 * file's property, a log line, a mail header). A multi-line text (a textarea) keeps its line breaks
 * and tabs, nothing else below a space. A NUL makes Postgres refuse the whole query: never in either.
 */

/**
 * C0 control characters but tab, line feed and carriage return, and DEL: refused in every text,
 * multi-line ones included.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** Every C0 control character (CR, LF and TAB included) and DEL: refused in a single-line text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const SINGLE_LINE_REFUSED = /[\u0000-\u001F\u007F]/

/** True when the text carries no control character but line breaks and tabs (a multi-line text). */
export const hasNoControlCharacters = (text: string) => !CONTROL_CHARACTERS.test(text)

/** True when the text is one line: no control character at all. */
export const isSingleLine = (text: string) => !SINGLE_LINE_REFUSED.test(text)
