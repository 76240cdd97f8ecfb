import type { z } from 'zod'
import { intWithDefault, optionalText, payload } from '../core/primitives.ts'
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, TEXT_LIMITS } from './constants.ts'

type Paging = {
  /** The page size when the query names none (the console's 50 unless a list says otherwise). */
  pageSize?: number
  /** The furthest offset a query may ask for. */
  maxSkip?: number
}

/** The offset paging of a console list: skip and limit, a bad value refused as validation.pageInvalid. */
export const consoleListPaging = ({ pageSize = ADMIN_PAGE_SIZE, maxSkip = 1_000_000 }: Paging = {}) => ({
  skip: intWithDefault(0, { min: 0, max: maxSkip }, 'validation.pageInvalid'),
  limit: intWithDefault(pageSize, { min: 1, max: ADMIN_PAGE_SIZE_MAX }, 'validation.pageInvalid'),
})

/**
 * The query of a console list with a search box: its paging, the free-text search, then the list's
 * own filters. One shape for every list, so they page, search and refuse alike.
 */
export const consoleListQuery = <Filters extends z.core.$ZodLooseShape>(filters: Filters, paging?: Paging) =>
  payload({ ...consoleListPaging(paging), search: optionalText(TEXT_LIMITS.search), ...filters })
