import { ZCabin, ZCurrency } from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import { blankAsUndefined, dateField, intWithDefault, ZAirportCode } from '../core/primitives.ts'
import { PASSENGER_DEFAULTS, PASSENGER_LIMITS } from './constants.ts'

/** What a flight search is: the route, the dates, the travellers, the cabin, the currency and the language. */
export const flightSearchShape = {
  origin: ZAirportCode,
  destination: ZAirportCode,
  departDate: dateField(),
  returnDate: blankAsUndefined(dateField()),
  adults: intWithDefault(PASSENGER_DEFAULTS.adults, PASSENGER_LIMITS.adults, 'validation.adultsRange'),
  children: intWithDefault(
    PASSENGER_DEFAULTS.children,
    PASSENGER_LIMITS.children,
    'validation.childrenRange',
  ),
  infants: intWithDefault(PASSENGER_DEFAULTS.infants, PASSENGER_LIMITS.infants, 'validation.infantsRange'),
  cabin: blankAsUndefined(ZCabin).transform((cabin) => cabin ?? 'economy'),
  currency: blankAsUndefined(ZCurrency).transform((currency) => currency ?? 'USD'),
  locale: blankAsUndefined(ZLocale).transform((locale) => locale ?? 'en'),
}
