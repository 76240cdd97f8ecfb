import type { TAirportData } from './airport.ts'

/**
 * The 45 airports of the search suggestions: US hubs, West Africa, and the usual connections.
 * Source of the codes: IATA's Airline and Location Code Search
 * (https://www.iata.org/en/publications/directories/code-search/). Reviewed on 2026-11-25 (offline,
 * from that directory's known entries): DKR was the one stale code; check a new code there.
 */
// biome-ignore format: one airport per line reads as a table
export const AIRPORTS: readonly TAirportData[] = [
  // United States
  { code: 'BOS', city: 'Boston', name: 'Logan International Airport', country: 'United States', countryCode: 'US', lat: 42.3656, lng: -71.0096 },
  { code: 'JFK', city: 'New York', name: 'John F. Kennedy International Airport', country: 'United States', countryCode: 'US', lat: 40.6413, lng: -73.7781 },
  { code: 'EWR', city: 'Newark', name: 'Newark Liberty International Airport', country: 'United States', countryCode: 'US', lat: 40.6895, lng: -74.1745 },
  { code: 'IAD', city: 'Washington', name: 'Washington Dulles International Airport', country: 'United States', countryCode: 'US', lat: 38.9531, lng: -77.4565 },
  { code: 'ATL', city: 'Atlanta', name: 'Hartsfield-Jackson Atlanta International Airport', country: 'United States', countryCode: 'US', lat: 33.6407, lng: -84.4277 },
  { code: 'ORD', city: 'Chicago', name: "O'Hare International Airport", country: 'United States', countryCode: 'US', lat: 41.9742, lng: -87.9073 },
  { code: 'MIA', city: 'Miami', name: 'Miami International Airport', country: 'United States', countryCode: 'US', lat: 25.7959, lng: -80.287 },
  { code: 'LAX', city: 'Los Angeles', name: 'Los Angeles International Airport', country: 'United States', countryCode: 'US', lat: 33.9416, lng: -118.4085 },
  { code: 'IAH', city: 'Houston', name: 'George Bush Intercontinental Airport', country: 'United States', countryCode: 'US', lat: 29.9902, lng: -95.3368 },
  { code: 'DFW', city: 'Dallas', name: 'Dallas/Fort Worth International Airport', country: 'United States', countryCode: 'US', lat: 32.8998, lng: -97.0403 },
  { code: 'BDL', city: 'Hartford', name: 'Bradley International Airport', country: 'United States', countryCode: 'US', lat: 41.9389, lng: -72.6832 },
  { code: 'ALB', city: 'Albany', name: 'Albany International Airport', country: 'United States', countryCode: 'US', lat: 42.7483, lng: -73.8017 },
  { code: 'PHL', city: 'Philadelphia', name: 'Philadelphia International Airport', country: 'United States', countryCode: 'US', lat: 39.8744, lng: -75.2424 },
  { code: 'BWI', city: 'Baltimore', name: 'Baltimore/Washington International Thurgood Marshall Airport', country: 'United States', countryCode: 'US', lat: 39.1774, lng: -76.6684 },
  { code: 'CLT', city: 'Charlotte', name: 'Charlotte Douglas International Airport', country: 'United States', countryCode: 'US', lat: 35.2144, lng: -80.9473 },
  { code: 'SFO', city: 'San Francisco', name: 'San Francisco International Airport', country: 'United States', countryCode: 'US', lat: 37.6213, lng: -122.379 },
  // West Africa
  { code: 'ABJ', city: 'Abidjan', name: 'Félix-Houphouët-Boigny International Airport', country: "Côte d'Ivoire", countryCode: 'CI', lat: 5.2614, lng: -3.9263 },
  { code: 'ACC', city: 'Accra', name: 'Kotoka International Airport', country: 'Ghana', countryCode: 'GH', lat: 5.6052, lng: -0.1668 },
  // Dakar's airport is Blaise Diagne (DSS) since December 2017; DKR (Léopold Sédar Senghor) closed to
  // airline traffic then. Old links saying DKR are sent on to DSS (RENAMED_AIRPORT_CODES below).
  { code: 'DSS', city: 'Dakar', name: 'Blaise Diagne International Airport', country: 'Senegal', countryCode: 'SN', lat: 14.67, lng: -17.0733 },
  { code: 'LOS', city: 'Lagos', name: 'Murtala Muhammed International Airport', country: 'Nigeria', countryCode: 'NG', lat: 6.5774, lng: 3.3212 },
  { code: 'ABV', city: 'Abuja', name: 'Nnamdi Azikiwe International Airport', country: 'Nigeria', countryCode: 'NG', lat: 9.0068, lng: 7.2632 },
  { code: 'BKO', city: 'Bamako', name: 'Modibo Keïta International Airport', country: 'Mali', countryCode: 'ML', lat: 12.5335, lng: -7.9499 },
  { code: 'OUA', city: 'Ouagadougou', name: 'Thomas Sankara International Airport', country: 'Burkina Faso', countryCode: 'BF', lat: 12.3532, lng: -1.5124 },
  { code: 'LFW', city: 'Lomé', name: 'Gnassingbé Eyadéma International Airport', country: 'Togo', countryCode: 'TG', lat: 6.1656, lng: 1.2545 },
  { code: 'COO', city: 'Cotonou', name: 'Cadjehoun Airport', country: 'Benin', countryCode: 'BJ', lat: 6.3572, lng: 2.3844 },
  { code: 'CKY', city: 'Conakry', name: 'Ahmed Sékou Touré International Airport', country: 'Guinea', countryCode: 'GN', lat: 9.5769, lng: -13.612 },
  { code: 'FNA', city: 'Freetown', name: 'Lungi International Airport', country: 'Sierra Leone', countryCode: 'SL', lat: 8.6164, lng: -13.1955 },
  { code: 'ROB', city: 'Monrovia', name: 'Roberts International Airport', country: 'Liberia', countryCode: 'LR', lat: 6.2338, lng: -10.3623 },
  { code: 'NIM', city: 'Niamey', name: 'Diori Hamani International Airport', country: 'Niger', countryCode: 'NE', lat: 13.4815, lng: 2.1836 },
  { code: 'BJL', city: 'Banjul', name: 'Banjul International Airport', country: 'Gambia', countryCode: 'GM', lat: 13.338, lng: -16.6522 },
  // Europe, Türkiye, North Africa, Ethiopia, Canada and the Caucasus
  { code: 'CDG', city: 'Paris', name: 'Paris Charles de Gaulle Airport', country: 'France', countryCode: 'FR', lat: 49.0097, lng: 2.5479 },
  { code: 'LHR', city: 'London', name: 'Heathrow Airport', country: 'United Kingdom', countryCode: 'GB', lat: 51.47, lng: -0.4543 },
  { code: 'AMS', city: 'Amsterdam', name: 'Amsterdam Airport Schiphol', country: 'Netherlands', countryCode: 'NL', lat: 52.3105, lng: 4.7683 },
  { code: 'FRA', city: 'Frankfurt', name: 'Frankfurt Airport', country: 'Germany', countryCode: 'DE', lat: 50.0379, lng: 8.5622 },
  { code: 'BRU', city: 'Brussels', name: 'Brussels Airport', country: 'Belgium', countryCode: 'BE', lat: 50.901, lng: 4.4856 },
  { code: 'MAD', city: 'Madrid', name: 'Adolfo Suárez Madrid-Barajas Airport', country: 'Spain', countryCode: 'ES', lat: 40.4983, lng: -3.5676 },
  { code: 'FCO', city: 'Rome', name: 'Leonardo da Vinci-Fiumicino Airport', country: 'Italy', countryCode: 'IT', lat: 41.8003, lng: 12.2389 },
  { code: 'IST', city: 'Istanbul', name: 'Istanbul Airport', country: 'Türkiye', countryCode: 'TR', lat: 41.2753, lng: 28.7519 },
  { code: 'YYZ', city: 'Toronto', name: 'Toronto Pearson International Airport', country: 'Canada', countryCode: 'CA', lat: 43.6777, lng: -79.6248 },
  { code: 'YUL', city: 'Montreal', name: 'Montréal-Trudeau International Airport', country: 'Canada', countryCode: 'CA', lat: 45.4706, lng: -73.7408 },
  { code: 'YVR', city: 'Vancouver', name: 'Vancouver International Airport', country: 'Canada', countryCode: 'CA', lat: 49.1967, lng: -123.1815 },
  // Hubs of the one-stop connections to West Africa (Royal Air Maroc, Ethiopian Airlines, TAP Air Portugal).
  { code: 'CMN', city: 'Casablanca', name: 'Mohammed V International Airport', country: 'Morocco', countryCode: 'MA', lat: 33.3675, lng: -7.5898 },
  { code: 'ADD', city: 'Addis Ababa', name: 'Addis Ababa Bole International Airport', country: 'Ethiopia', countryCode: 'ET', lat: 8.9779, lng: 38.7993 },
  { code: 'LIS', city: 'Lisbon', name: 'Humberto Delgado Airport', country: 'Portugal', countryCode: 'PT', lat: 38.7742, lng: -9.1342 },
  { code: 'TBS', city: 'Tbilisi', name: 'Tbilisi International Airport', country: 'Georgia', countryCode: 'GE', lat: 41.6692, lng: 44.9547 },
]

/** Codes the product once used for an airport, and the code that replaced them (old links keep working). */
export const RENAMED_AIRPORT_CODES: Readonly<Record<string, string>> = { DKR: 'DSS' }

/** The current code of an airport code (DKR → DSS), upper-cased; unknown codes come back as given. */
export const currentAirportCode = (code: string): string => {
  const upper = code.trim().toUpperCase()
  return RENAMED_AIRPORT_CODES[upper] ?? upper
}

/** The airport with this IATA code (or a code it replaced), if it is in the list. */
export const findAirport = (code: string): TAirportData | undefined => {
  const upper = currentAirportCode(code)
  return AIRPORTS.find((airport) => airport.code === upper)
}
