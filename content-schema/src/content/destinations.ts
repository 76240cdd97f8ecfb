import type { TDestinationData } from './destination-data.ts'
import { EUROPE_DESTINATIONS } from './destinations-europe.ts'
import { MORE_DESTINATIONS } from './destinations-more.ts'
import { UNITED_STATES_DESTINATIONS } from './destinations-united-states.ts'
import { WEST_AFRICA_A_DESTINATIONS } from './destinations-west-africa-a.ts'
import { WEST_AFRICA_B_DESTINATIONS } from './destinations-west-africa-b.ts'
import { DESTINATION_FROM_PRICES } from './marketing.ts'

export * from './destination-data.ts'

/** The destinations with a guide page: the six of the home's cards, then Dakar and Lagos (no card yet), then each region's own file. */
export const DESTINATIONS: readonly TDestinationData[] = [
  {
    slug: 'abidjan',
    region: 'west-africa',
    name: { en: 'Abidjan', fr: 'Abidjan' },
    description: {
      en: 'The pearl of the lagoons: a vibrant business capital, lively maquis and golden beaches an hour away.',
      fr: 'La perle des lagunes\u00a0: une capitale économique vibrante, des maquis animés et des plages dorées à une heure de route.',
    },
    priceFrom: DESTINATION_FROM_PRICES.abidjan,
    currency: 'USD',
    practicalInfo: { currency: 'XOF (CFA franc)', timezone: 'GMT+0' },
  },
  {
    slug: 'boston',
    region: 'north-america',
    name: { en: 'Boston', fr: 'Boston' },
    description: {
      en: 'Revolutionary history, world-class universities and a waterfront that comes alive in every season.',
      fr: 'Une histoire révolutionnaire, des universités prestigieuses et un front de mer animé en toute saison.',
    },
    priceFrom: DESTINATION_FROM_PRICES.boston,
    currency: 'USD',
    practicalInfo: { currency: 'USD (US dollar)', timezone: 'EST (GMT-5)' },
  },
  {
    slug: 'new-york',
    region: 'north-america',
    name: { en: 'New York', fr: 'New York' },
    description: {
      en: 'Iconic skylines, the soul of Harlem and neighbourhoods from every corner of the world.',
      fr: 'Des gratte-ciel mythiques, l’âme de Harlem et des quartiers venus des quatre coins du monde.',
    },
    priceFrom: DESTINATION_FROM_PRICES['new-york'],
    currency: 'USD',
    practicalInfo: { currency: 'USD (US dollar)', timezone: 'EST (GMT-5)' },
  },
  {
    slug: 'accra',
    region: 'west-africa',
    name: { en: 'Accra', fr: 'Accra' },
    description: {
      en: "Warm hospitality, the history of Jamestown and the buzz of Osu's streets and beaches.",
      fr: 'Un accueil chaleureux, l’histoire de Jamestown et l’effervescence des rues et des plages d’Osu.',
    },
    priceFrom: DESTINATION_FROM_PRICES.accra,
    currency: 'USD',
    practicalInfo: { currency: 'GHS (Ghanaian cedi)', timezone: 'GMT+0' },
  },
  {
    slug: 'san-jose-costa-rica',
    region: 'latin-america',
    name: { en: 'San José, Costa Rica', fr: 'San José, Costa Rica' },
    description: {
      en: 'The gateway to volcanoes, cloud forests and both the Pacific and Caribbean coasts.',
      fr: 'La porte d’entrée vers les volcans, les forêts de nuages et les côtes pacifique et caraïbe.',
    },
    priceFrom: DESTINATION_FROM_PRICES['san-jose-costa-rica'],
    currency: 'USD',
    practicalInfo: { currency: 'CRC (Costa Rican colón)', timezone: 'CST (GMT-6)' },
  },
  {
    slug: 'paris-france',
    region: 'europe',
    name: { en: 'Paris, France', fr: 'Paris, France' },
    description: {
      en: 'Art, cafés and grand boulevards: the City of Light, a classic stopover between two continents.',
      fr: 'Art, cafés et grands boulevards\u00a0: la Ville Lumière, une escale incontournable entre deux continents.',
    },
    priceFrom: DESTINATION_FROM_PRICES['paris-france'],
    currency: 'USD',
    practicalInfo: { currency: 'EUR (euro)', timezone: 'CET (GMT+1)' },
  },
  {
    slug: 'dakar',
    region: 'west-africa',
    name: { en: 'Dakar', fr: 'Dakar' },
    description: {
      en: 'The westernmost capital of Africa: Atlantic surf, Gorée Island and the music of Senegal.',
      fr: 'La capitale la plus à l’ouest de l’Afrique\u00a0: les vagues de l’Atlantique, l’île de Gorée et la musique du Sénégal.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'XOF (CFA franc)', timezone: 'GMT+0' },
  },
  {
    slug: 'lagos',
    region: 'west-africa',
    name: { en: 'Lagos', fr: 'Lagos' },
    description: {
      en: 'Nigeria’s largest city: art, Afrobeats, beaches and a business energy like nowhere else.',
      fr: 'La plus grande ville du Nigeria\u00a0: l’art, l’afrobeats, les plages et une énergie d’affaires sans égale.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'NGN (Nigerian naira)', timezone: 'WAT (GMT+1)' },
  },
  ...WEST_AFRICA_A_DESTINATIONS,
  ...WEST_AFRICA_B_DESTINATIONS,
  ...UNITED_STATES_DESTINATIONS,
  ...EUROPE_DESTINATIONS,
  ...MORE_DESTINATIONS,
]
