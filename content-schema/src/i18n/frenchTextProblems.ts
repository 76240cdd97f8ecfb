import { englishWordIn } from './frenchText.ts'

/** A date written as a machine does ("2026-12-26"), never as a French reader does. */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/
/** A 24-hour time with a colon ("18:23"): French writes "18 h 23". */
const COLON_TIME = /\b(?:[01]?\d|2[0-3]):[0-5]\d\b/
/** An IANA zone's name ("Africa/Accra"): a reader is told "heure d’Accra" (issue 42). */
const ZONE_NAME = /\b(?:Africa|America|Europe|Asia|Atlantic|Pacific|Indian|Australia|Etc)\/[A-Z][A-Za-z_]+/

/**
 * What a French reader would not write, line by line of a page's visible text or a mail: ISO dates,
 * "HH:MM" times, IANA zone names, English words (the dictionary's list). `allowed` lists lines that
 * are names, not text (an airline's or a hotel's own English name), as exact substrings.
 */
export function frenchTextProblems(text: string, allowed: readonly string[] = []): string[] {
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !allowed.some((name) => line.includes(name)))
      // An address is not prose: a link's query may carry an ISO date (the taxi prefill of a mail).
      .map((line) => line.replace(/https?:\/\/\S+/g, ''))
      .flatMap((line) => {
        const found = [
          ISO_DATE.exec(line)?.[0],
          COLON_TIME.exec(line)?.[0],
          ZONE_NAME.exec(line)?.[0],
          englishWordIn(line) && `English "${englishWordIn(line)}"`,
        ].filter(Boolean)
        return found.length ? [`${found.join(', ')} in "${line.slice(0, 160)}"`] : []
      })
  )
}
