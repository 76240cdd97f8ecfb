import { describe, expect, it } from 'vitest'
import { failureCollector } from './failureLines.ts'

describe('failureCollector', () => {
  it('should keep the failed tests of vitest and Playwright, once each, without colours', () => {
    const failures = failureCollector()
    failures.see(
      'int',
      '\u001b[31m FAIL \u001b[39m int tests/int/a.int.test.ts > 3 approvals > should refund',
    )
    failures.see('int', ' ✓ tests/int/b.int.test.ts (3 tests) 120ms')
    failures.see('e2e', '  1) [server-zone] › tests/e2e/a.e2e.ts:28:5 › should pay')
    failures.see('e2e', '  1) [server-zone] › tests/e2e/a.e2e.ts:28:5 › should pay')
    failures.see('e2e', '  ✓  702 [pocket] › tests/e2e/b.e2e.ts:28:3 › should push (3.8s)')
    expect(failures.summary()).toBe(
      [
        'int:',
        '  FAIL  int tests/int/a.int.test.ts > 3 approvals > should refund',
        'e2e:',
        '  1) [server-zone] › tests/e2e/a.e2e.ts:28:5 › should pay',
      ].join('\n'),
    )
  })

  it('should keep at most the limit per level, and nothing when nothing failed', () => {
    const failures = failureCollector(2)
    expect(failures.summary()).toBe('')
    for (const n of [1, 2, 3]) failures.see('e2e', `  ${n}) [p] › t${n}`)
    expect(failures.summary().split('\n')).toHaveLength(3)
  })
})
