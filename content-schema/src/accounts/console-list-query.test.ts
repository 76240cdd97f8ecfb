import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { consoleListPaging, consoleListQuery } from './console-list-query.ts'

const ZQuery = consoleListQuery({ status: z.enum(['open', 'closed']).optional() })

describe('consoleListQuery', () => {
  it('should page by 50 from the start when the query names no page', () => {
    expect(ZQuery.parse({})).toEqual({ skip: 0, limit: 50 })
  })

  it('should read the paging, the search and the list own filter from query-string text', () => {
    expect(ZQuery.parse({ skip: '100', limit: '20', search: ' ada ', status: 'open' })).toEqual({
      skip: 100,
      limit: 20,
      search: 'ada',
      status: 'open',
    })
  })

  it('should refuse a page beyond the bounds and a search over 100 characters with field keys', () => {
    const refused = [{ limit: '101' }, { skip: '-1' }, { skip: '1000001' }, { search: 'x'.repeat(101) }]
    expect(refused.map((query) => ZQuery.safeParse(query).error?.issues[0]?.message)).toEqual([
      'validation.pageInvalid',
      'validation.pageInvalid',
      'validation.pageInvalid',
      'validation.tooLong',
    ])
  })

  it("should take a list's own page size and furthest offset", () => {
    const survey = consoleListQuery({}, { pageSize: 20, maxSkip: 10_000_000 })
    expect(survey.parse({ skip: '5000000' })).toEqual({ skip: 5_000_000, limit: 20 })
  })

  it('should page a list without a search box and leave out a search sent to it', () => {
    const rides = z.object(consoleListPaging())
    expect(rides.parse({ search: 'ada' })).toEqual({ skip: 0, limit: 50 })
  })
})
