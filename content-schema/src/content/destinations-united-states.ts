import type { TDestinationData } from './destination-data.ts'

const US_DOLLAR = 'USD (US dollar)'
const EASTERN = { currency: US_DOLLAR, timezone: 'EST (GMT-5)' }
const CENTRAL = { currency: US_DOLLAR, timezone: 'CST (GMT-6)' }
const PACIFIC = { currency: US_DOLLAR, timezone: 'PST (GMT-8)' }

/**
 * The US end of the corridor (issue 34, guides part C). The English name's city (before any comma)
 * is the one the airports data names, so a guide's flight search finds its airport.
 * French texts carry a non-breaking space before a colon.
 */
export const UNITED_STATES_DESTINATIONS: readonly TDestinationData[] = [
  {
    slug: 'washington-dc',
    region: 'north-america',
    name: { en: 'Washington, D.C.', fr: 'Washington, D.C.' },
    description: {
      en: 'Free national museums, monuments on the Mall and one of the largest African communities in the country.',
      fr: 'Des musées nationaux gratuits, les monuments du Mall et l’une des plus grandes communautés africaines du pays.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: EASTERN,
  },
  {
    slug: 'atlanta',
    region: 'north-america',
    name: { en: 'Atlanta', fr: 'Atlanta' },
    description: {
      en: 'The city of Martin Luther King Jr.: civil rights history, historic Black universities and Southern food.',
      fr: 'La ville de Martin Luther King\u00a0: l’histoire des droits civiques, des universités noires historiques et la cuisine du Sud.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: EASTERN,
  },
  {
    slug: 'chicago',
    region: 'north-america',
    name: { en: 'Chicago', fr: 'Chicago' },
    description: {
      en: 'Soaring architecture on Lake Michigan, great museums and the blues of Bronzeville.',
      fr: 'Une architecture vertigineuse au bord du lac Michigan, de grands musées et le blues de Bronzeville.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: CENTRAL,
  },
  {
    slug: 'miami',
    region: 'north-america',
    name: { en: 'Miami', fr: 'Miami' },
    description: {
      en: 'Beaches, Art Deco and the Caribbean rhythms of Little Haiti and Little Havana.',
      fr: 'Des plages, l’Art déco et les rythmes caribéens de Little Haiti et de Little Havana.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: EASTERN,
  },
  {
    slug: 'los-angeles',
    region: 'north-america',
    name: { en: 'Los Angeles', fr: 'Los Angeles' },
    description: {
      en: 'Hollywood, Pacific beaches, Leimert Park and Little Ethiopia under year-round sunshine.',
      fr: 'Hollywood, les plages du Pacifique, Leimert Park et Little Ethiopia, sous le soleil toute l’année.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: PACIFIC,
  },
  {
    slug: 'houston',
    region: 'north-america',
    name: { en: 'Houston', fr: 'Houston' },
    description: {
      en: 'Space Center Houston, a rich museum district and one of the largest Nigerian communities in the US.',
      fr: 'Le Space Center Houston, un riche quartier des musées et l’une des plus grandes communautés nigérianes des États-Unis.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: CENTRAL,
  },
  {
    slug: 'dallas',
    region: 'north-america',
    name: { en: 'Dallas', fr: 'Dallas' },
    description: {
      en: 'Dallas and Fort Worth: Texas history, a lively arts district and cowboy culture in the Stockyards.',
      fr: 'Dallas et Fort Worth\u00a0: l’histoire du Texas, un quartier des arts animé et la culture cow-boy des Stockyards.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: CENTRAL,
  },
  {
    slug: 'hartford',
    region: 'north-america',
    name: { en: 'Hartford', fr: 'Hartford' },
    description: {
      en: 'Connecticut’s capital between Boston and New York: Mark Twain’s house and New England autumns.',
      fr: 'La capitale du Connecticut, entre Boston et New York\u00a0: la maison de Mark Twain et l’automne de la Nouvelle-Angleterre.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: EASTERN,
  },
  {
    slug: 'albany',
    region: 'north-america',
    name: { en: 'Albany', fr: 'Albany' },
    description: {
      en: 'New York State’s capital on the Hudson, the gateway to the Adirondacks and the Catskills.',
      fr: 'La capitale de l’État de New York, au bord de l’Hudson, porte des Adirondacks et des Catskills.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: EASTERN,
  },
  {
    slug: 'philadelphia',
    region: 'north-america',
    name: { en: 'Philadelphia', fr: 'Philadelphie' },
    description: {
      en: 'The birthplace of American independence, the Odunde Festival and a large Liberian community.',
      fr: 'Le berceau de l’indépendance américaine, le festival Odunde et une importante communauté libérienne.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: EASTERN,
  },
  {
    slug: 'charlotte',
    region: 'north-america',
    name: { en: 'Charlotte', fr: 'Charlotte' },
    description: {
      en: 'North Carolina’s banking city: a green uptown, the Gantt Center and the Blue Ridge Mountains within reach.',
      fr: 'La ville des banques de Caroline du Nord\u00a0: un centre verdoyant, le Gantt Center et les Blue Ridge Mountains à portée de route.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: EASTERN,
  },
  {
    slug: 'san-francisco',
    region: 'north-america',
    name: { en: 'San Francisco', fr: 'San Francisco' },
    description: {
      en: 'The Golden Gate, cable cars on steep hills and the Museum of the African Diaspora.',
      fr: 'Le Golden Gate, les tramways à câble sur les collines et le musée de la diaspora africaine.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: PACIFIC,
  },
]
