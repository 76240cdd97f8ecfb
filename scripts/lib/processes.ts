import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

type ServiceOptions = { name: string; script: string; args: string[]; cwd: string; env: NodeJS.ProcessEnv }

type ProgramOptions = Omit<ServiceOptions, 'script'> & {
  command: string
  /** Called with each line the program prints (besides the prefixed copy on this process's stdout). */
  onLine?: (line: string) => void
}

const running = new Set<ChildProcess>()

/** Runs a Node script with this Node, prefixing its output with the service name. */
export function startService({ script, args, ...options }: ServiceOptions & Pick<ProgramOptions, 'onLine'>) {
  return startProgram({ ...options, command: process.execPath, args: [script, ...args] })
}

/** Runs any program (e.g. HAProxy) as a service: output prefixed, stopped by stopServices. */
export function startProgram({ name, command, args, cwd, env, onLine }: ProgramOptions): ChildProcess {
  // Spawned as its own process group so that stopping it also stops the workers it forks.
  const child = spawn(command, args, { cwd, env, detached: true })
  running.add(child)
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => {
      process.stdout.write(`[${name}] ${line}\n`)
      onLine?.(line)
    })
  }
  child.on('exit', () => running.delete(child))
  return child
}

/** Runs a Node script to completion, inheriting the terminal; rejects on a non-zero exit. */
export function runScript({ name, script, args, cwd, env }: ServiceOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd, env, stdio: 'inherit' })
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (${signal ?? `exit ${code}`})`)),
    )
  })
}

/** Stops every service started here: SIGTERM to each process group, SIGKILL after a grace period. */
export async function stopServices(graceMs = 5000): Promise<void> {
  const exits = [...running].map(
    (child) =>
      new Promise<void>((resolve) =>
        child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
      ),
  )
  for (const child of running) signalGroup(child, 'SIGTERM')
  const timer = setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGKILL')
  }, graceMs)
  await Promise.all(exits)
  clearTimeout(timer)
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    // Already gone.
  }
}

/** Waits until `url` answers (any HTTP status), or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Calls `cleanup` once on Ctrl-C or SIGTERM, then exits. */
export function onShutdown(cleanup: () => Promise<void>): void {
  let isStopping = false
  const stop = async (signal: string) => {
    if (isStopping) return
    isStopping = true
    process.stdout.write(`\n${signal}: stopping…\n`)
    await cleanup().catch((error: unknown) => console.error(error))
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}
