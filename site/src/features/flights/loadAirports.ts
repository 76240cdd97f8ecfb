import { COLLECTION_SLUGS, type Locale, ZAirportData } from '@nexovia/content-schema'
import { localizedAirport } from '@nexovia/content-schema/places/localized-airport'
import { z } from 'zod'
import { CmsUnavailableError, getJson, parseAnswer } from '../../lib/cms'

const ZFlightAirports = z.object({
  docs: z.array(ZAirportData.pick({ code: true, city: true, name: true, country: true, countryCode: true })),
})

/** An airport as the flight pages use it: suggestions, and its country for the XOF equivalent. */
export type FlightAirport = z.output<typeof ZFlightAirports>['docs'][number]

/** The cms airports in the page's language, or null when the cms cannot give them (the page still renders, without suggestions). */
export async function loadFlightAirports(locale: Locale): Promise<FlightAirport[] | null> {
  try {
    const body = await getJson(`/api/${COLLECTION_SLUGS.airports}?limit=200&depth=0&sort=id`)
    return parseAnswer(ZFlightAirports, body, 'airports').docs.map((airport) =>
      localizedAirport(airport, locale),
    )
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error
    console.warn(`[flights] airports: ${error.message}`)
    return null
  }
}
