/**
 * Answers are read by the contract's schemas (callEndpoint, askAsVisitor: content-schema's
 * readAnswer), never cast: a cast lets a malformed answer through as data and the island crashes
 * later instead of showing "could not load". This test parses every module of site/src and fails on
 * a type assertion (`x as T`, `<T>x`) of what an answer is held in: a `.json()` result, or a value
 * named answer, reply, body, json, parsed, response or result (or a property of one).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SITE_SRC = path.dirname(new URL(import.meta.url).pathname)
const ANSWER_NAMES = new Set(['answer', 'reply', 'body', 'json', 'parsed', 'response', 'result'])

/** The expression under parentheses, `await` and `!`. */
function bare(node: ts.Expression): ts.Expression {
  if (ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node) || ts.isNonNullExpression(node))
    return bare(node.expression)
  return node
}

/** Whether an expression holds an answer: a `.json()` call, or a name (or property chain) of ANSWER_NAMES. */
function holdsAnswer(node: ts.Expression): boolean {
  const inner = bare(node)
  if (ts.isCallExpression(inner))
    return ts.isPropertyAccessExpression(inner.expression) && inner.expression.name.text === 'json'
  if (ts.isIdentifier(inner)) return ANSWER_NAMES.has(inner.text)
  if (ts.isPropertyAccessExpression(inner))
    return ANSWER_NAMES.has(inner.name.text) || holdsAnswer(inner.expression)
  if (ts.isElementAccessExpression(inner)) return holdsAnswer(inner.expression)
  return false
}

const isConst = (type: ts.TypeNode) =>
  ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'const'

/** Each cast of an answer in a module's source: `file:line  text`. */
export function answerCasts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isConst(node.type)) {
      if (holdsAnswer(node.expression)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart())
        found.push(`${fileName}:${line + 1}  ${node.getText()}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** The modules of site/src (tests aside; an .astro file's frontmatter and scripts are TypeScript too). */
const modules = () =>
  readdirSync(SITE_SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, source: readFileSync(path.join(SITE_SRC, file), 'utf8') }))
    .map(({ file, source }) => ({
      file,
      source: file.endsWith('.astro') ? astroCode(source) : source,
    }))

/** The TypeScript of an Astro component: its frontmatter and its <script>s, one after the other. */
function astroCode(source: string): string {
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? ''
  const scripts = [...source.matchAll(/<script(?![^>]*\bis:inline)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1],
  )
  return [frontmatter, ...scripts].join('\n')
}

describe('answer casts', () => {
  it('should find a cast of a fetched answer, of its body and of a property of it', () => {
    const source = [
      'const a = (await response.json()) as { teams: unknown }',
      'const b = answer.body as { user: unknown }',
      'const c = (body as { teams?: unknown } | null)?.teams',
      'const d = JSON.parse(key) as Query',
      'const e = [1, 2] as const',
    ].join('\n')
    expect(answerCasts('sample.ts', source).map((line) => line.split('  ')[0])).toEqual([
      'sample.ts:1',
      'sample.ts:2',
      'sample.ts:3',
    ])
  })

  // Parses every module: seconds on a busy machine.
  it('should find none in site/src: answers are read by the contract schemas', { timeout: 30_000 }, () => {
    expect(modules().flatMap(({ file, source }) => answerCasts(file, source))).toEqual([])
  })
})
