import type { SendEmailOptions } from 'payload'

/** Text made safe inside HTML: the five characters that could open a tag or end an attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * A mail of short paragraphs, as plain text and as HTML with every paragraph escaped (the lines carry
 * what travellers typed: names, addresses).
 */
export function paragraphsMail(to: string, subject: string, lines: string[]): SendEmailOptions {
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  }
}
