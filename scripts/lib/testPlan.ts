/** One level of `npm test`: the npm script that runs it, with the variables it adds. */
export type Level = { name: string; script: string; env?: Record<string, string> }

/** A stage's lanes run at once; the levels of one lane run one after another. */
export type Stage = Level[][]

const reuseBuild = { E2E_SKIP_BUILD: '1' }
/** The provider stacks' ports, clear of the main e2e stack's defaults (3100, 4400, 3400) they run beside. */
const besideMainStack = { E2E_CMS_PORT: '3120', E2E_SITE_PORT: '4420', E2E_API_PORT: '3420' }

/**
 * The order of `npm test`. Stage 1: tsc (one thread) beside unit's workers then the seeded database the
 * int and e2e stacks copy (tests/fixtures/seededTemplate.ts), and the production build, which every
 * later e2e and balancer level reuses. Stage 2: everything that runs on that build at once —
 * the main e2e level (three browser workers: its journeys wait on their pages a third of the time),
 * int's one worker, and the provider stacks then the balancer, which mostly wait on their servers; the
 * two cores are busy throughout (issue 43: this stage 12.6 min, where e2e then stage 3 took 14.3 + 4.9).
 */
export const TEST_PLAN: readonly Stage[] = [
  [
    [
      { name: 'lint', script: 'lint' },
      { name: 'typecheck', script: 'typecheck' },
    ],
    [
      { name: 'unit', script: 'test:unit' },
      { name: 'template', script: 'test:template' },
    ],
    [{ name: 'build', script: 'test:build' }],
  ],
  [
    [{ name: 'e2e', script: 'test:e2e', env: { ...reuseBuild, E2E_WORKERS: '3' } }],
    [{ name: 'int', script: 'test:int' }],
    [
      { name: 'e2e:providers', script: 'test:e2e:providers', env: { ...reuseBuild, ...besideMainStack } },
      { name: 'e2e:duffel', script: 'test:e2e:duffel', env: { ...reuseBuild, ...besideMainStack } },
      { name: 'lb', script: 'test:lb', env: reuseBuild },
    ],
  ],
]

/** The same levels in the same order, one at a time (TEST_SERIAL=1: when timing a level alone). */
export function serialPlan(plan: readonly Stage[]): Stage[] {
  return plan.flatMap((stage) => stage.flat().map((level) => [[level]]))
}

/** The plan kept to the named levels (TEST_LEVELS=lint,unit), stages and lanes as they were. */
export function onlyLevels(plan: readonly Stage[], names: readonly string[]): Stage[] {
  return plan
    .map((stage) =>
      stage.map((lane) => lane.filter((level) => names.includes(level.name))).filter((lane) => lane.length),
    )
    .filter((stage) => stage.length)
}

export type LevelResult = { name: string; seconds?: number; passed?: boolean }

/** The closing table: each level's time and outcome, and the whole run's. */
export function timesTable(results: readonly LevelResult[], totalSeconds: number): string {
  const minutes = (seconds: number) => {
    const whole = Math.round(seconds)
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
  }
  const width = Math.max(...results.map(({ name }) => name.length), 'total'.length)
  const rows = results.map(({ name, seconds, passed }) => {
    const outcome = passed === undefined ? 'not run' : passed ? 'passed' : 'FAILED'
    return `${name.padEnd(width)}  ${seconds === undefined ? ' '.repeat(5) : minutes(seconds).padStart(5)}  ${outcome}`
  })
  return [...rows, `${'total'.padEnd(width)}  ${minutes(totalSeconds).padStart(5)}`].join('\n')
}
