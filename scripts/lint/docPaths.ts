/**
 * `npm run lint`'s check of the docs: every file path a README or docs page names in backticks, and
 * every relative link, exists in the repository, so a renamed file cannot leave the map pointing at
 * nothing. A backticked path may be written from the repository's root or as the tail of a tracked
 * path (`lib/typedDatabase.ts` inside the cms's services, as the folder map writes it).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const PATH_LIKE = /^[\w.@[\]-]+(\/[\w.@[\]-]+)*\/?$/
const HAS_EXTENSION = /\.(ts|tsx|astro|md|json|cfg|css|sh|mjs|js|yml|yaml|xml)$/
/** A word without an extension is a path only under one of the repository's own folders. */
const IN_A_PACKAGE = /^(cms|site|content-schema|tests|scripts|deploy|docs)\//
/** What a run or `npm install` makes (git ignores it): named in the docs, never tracked. */
const BUILT_OR_INSTALLED = /^(\.data|node_modules)(\/|$)|(^|\/)dist\/|^@/

/** The backticked words and link targets of a markdown text that name a file or folder. */
export function namedPaths(markdown: string): { backticked: string[]; linked: string[] } {
  const backticked = [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map(([, word]) => word.trim())
    .filter((word) => PATH_LIKE.test(word) && (HAS_EXTENSION.test(word) || IN_A_PACKAGE.test(word)))
    .filter((word) => !BUILT_OR_INSTALLED.test(word))
  const linked = [...markdown.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z]+:/.test(target))
  return { backticked, linked }
}

/** The paths of `markdown` (a file at `file`, relative to the root) missing from `tracked`. */
export function missingPaths(file: string, markdown: string, tracked: readonly string[]): string[] {
  const folders = new Set(
    tracked.flatMap((each) =>
      each
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  )
  const exists = (candidate: string) => tracked.includes(candidate) || folders.has(candidate)
  const endsAnywhere = (word: string) =>
    tracked.some((each) => each === word || each.endsWith(`/${word}`)) ||
    [...folders].some((folder) => folder === word || folder.endsWith(`/${word}`))
  const { backticked, linked } = namedPaths(markdown)
  return [
    ...backticked.filter((word) => !endsAnywhere(word.replace(/\/$/, ''))),
    ...linked.filter(
      (target) => !exists(path.posix.normalize(path.posix.join(path.posix.dirname(file), target))),
    ),
  ].map((missing) => `${file}: \`${missing}\` names nothing in the repository`)
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '../..')
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
  const docs = tracked.filter(
    (file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')),
  )
  const problems = docs.flatMap((file) =>
    missingPaths(file, readFileSync(path.join(root, file), 'utf8'), tracked),
  )
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) process.exit(1)
  console.log(`docs: every path named in ${docs.length} files exists`)
}
