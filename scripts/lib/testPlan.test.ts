import { describe, expect, it } from 'vitest'
import { onlyLevels, serialPlan, TEST_PLAN, timesTable } from './testPlan.ts'

const names = (plan: ReturnType<typeof serialPlan>) =>
  plan.map((stage) => stage.map((lane) => lane.map(({ name }) => name)))

describe('the plan of npm test', () => {
  it('should run every level of the earlier chain, each once', () => {
    expect(
      TEST_PLAN.flat(2)
        .map(({ name }) => name)
        .sort(),
    ).toEqual([
      'build',
      'e2e',
      'e2e:duffel',
      'e2e:providers',
      'int',
      'lb',
      'lint',
      'template',
      'typecheck',
      'unit',
    ])
  })

  it('should seed the template in a stage before every stack that copies it', () => {
    const stageOf = (name: string) =>
      TEST_PLAN.findIndex((stage) => stage.flat().some((level) => level.name === name))
    for (const copier of ['e2e', 'e2e:providers', 'e2e:duffel', 'int'])
      expect(stageOf(copier)).toBeGreaterThan(stageOf('template'))
  })

  it('should reuse the build only in stages after the one that builds it', () => {
    const buildStage = TEST_PLAN.findIndex((stage) => stage.flat().some(({ name }) => name === 'build'))
    TEST_PLAN.forEach((stage, index) => {
      for (const level of stage.flat())
        if (level.env?.E2E_SKIP_BUILD) expect(index).toBeGreaterThan(buildStage)
    })
  })

  it('should give the stacks that run at once ports of their own', () => {
    for (const stage of TEST_PLAN) {
      const stackPorts = stage
        .map((lane) => lane.filter(({ script }) => script.startsWith('test:e2e')))
        .filter((stacks) => stacks.length)
        .map((stacks) => stacks.map(({ env }) => env?.E2E_CMS_PORT ?? 'default'))
      // One lane's stacks run one after another and may share; lanes side by side may not.
      const lanesPorts = stackPorts.map((ports) => new Set(ports))
      const all = lanesPorts.flatMap((ports) => [...ports])
      expect(new Set(all).size).toBe(all.length)
    }
  })

  it('should keep the order and put one level per stage when serial', () => {
    expect(names(serialPlan(TEST_PLAN)).flat(2)).toEqual(TEST_PLAN.flat(2).map(({ name }) => name))
    expect(serialPlan(TEST_PLAN).every((stage) => stage.length === 1 && stage[0]!.length === 1)).toBe(true)
  })

  it('should keep only the named levels and drop the stages left empty', () => {
    expect(names(onlyLevels(TEST_PLAN, ['lint', 'unit', 'lb']))).toEqual([[['lint'], ['unit']], [['lb']]])
    expect(names(onlyLevels(TEST_PLAN, ['build', 'e2e']))).toEqual([[['build']], [['e2e']]])
  })
})

describe('the closing table', () => {
  it('should give each level its minutes and outcome, and the total', () => {
    const table = timesTable(
      [
        { name: 'lint', seconds: 59.6, passed: true },
        { name: 'int', seconds: 125, passed: false },
        { name: 'lb' },
      ],
      184.6,
    )
    expect(table.split('\n')).toEqual([
      'lint    1:00  passed',
      'int     2:05  FAILED',
      'lb            not run',
      'total   3:05',
    ])
  })
})
