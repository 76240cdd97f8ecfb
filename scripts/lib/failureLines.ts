/** Colour and cursor codes, which reporters write even into a pipe when CI is set. */
const ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g')

/** vitest's "FAIL" lines, Playwright's numbered failures ("1) [project] › file › title"). */
const FAILURE = /(^|\s)FAIL\s|^\s*\d+\) \[/

/**
 * Keeps the lines of a level that name a failed test, so the run's last lines (all a CI log may keep)
 * say what failed, not only which level. At most `limit` per level, each once.
 */
export function failureCollector(limit = 12) {
  const lines = new Map<string, Set<string>>()
  return {
    see(level: string, line: string) {
      const plain = line.replace(ESCAPES, '').trim()
      if (!FAILURE.test(plain)) return
      const seen = lines.get(level) ?? new Set<string>()
      if (seen.size < limit) seen.add(plain)
      lines.set(level, seen)
    },
    /** The kept lines, level by level, or '' when none failed. */
    summary(): string {
      return [...lines]
        .map(([level, seen]) => [`${level}:`, ...[...seen].map((line) => `  ${line}`)].join('\n'))
        .join('\n')
    },
  }
}
