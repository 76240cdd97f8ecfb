import { SEARCH_SERVICES, type TSearchService } from '@nexovia/content-schema'

/** The service an under-construction path names (`/cars-under-construction` → cars); flights otherwise, as the spec's fallback page. */
export function serviceOfPath(path: string): TSearchService {
  return SEARCH_SERVICES.find((service) => path === `/${service}-under-construction`) ?? 'flights'
}
