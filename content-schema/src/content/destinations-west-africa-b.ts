import type { TDestinationData } from './destination-data.ts'

/** West African guides, part B (issue 34): capitals the flight search sells, no "from" price yet. */
export const WEST_AFRICA_B_DESTINATIONS: readonly TDestinationData[] = [
  {
    slug: 'conakry',
    region: 'west-africa',
    name: { en: 'Conakry', fr: 'Conakry' },
    description: {
      en: 'Guinea’s capital on the Atlantic: the Îles de Los offshore, big markets and the music of the national ballets.',
      fr: 'La capitale de la Guinée face à l’Atlantique\u00a0: les îles de Los au large, de grands marchés et la musique des ballets nationaux.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'GNF (Guinean franc)', timezone: 'GMT+0' },
  },
  {
    slug: 'freetown',
    region: 'west-africa',
    name: { en: 'Freetown', fr: 'Freetown' },
    description: {
      en: 'Green hills above a great natural harbour, Peninsula beaches and Krio culture; the airport is across the estuary.',
      fr: 'Des collines vertes au-dessus d’une grande rade naturelle, les plages de la péninsule et la culture krio\u202f; l’aéroport est de l’autre côté de l’estuaire.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'SLE (Sierra Leonean leone)', timezone: 'GMT+0' },
  },
  {
    slug: 'monrovia',
    region: 'west-africa',
    name: { en: 'Monrovia', fr: 'Monrovia' },
    description: {
      en: 'Liberia’s capital on Cape Mesurado: Atlantic beaches, a history tied to the United States and a surf coast nearby.',
      fr: 'La capitale du Liberia sur le cap Mesurado\u00a0: plages atlantiques, une histoire liée aux États-Unis et une côte de surf toute proche.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'LRD (Liberian dollar)', timezone: 'GMT+0' },
  },
  {
    slug: 'niamey',
    region: 'west-africa',
    name: { en: 'Niamey', fr: 'Niamey' },
    description: {
      en: 'Niger’s capital on the Niger River. Governments advise against travel to Niger: read the official advisories first.',
      fr: 'La capitale du Niger, au bord du fleuve Niger. Les gouvernements déconseillent de se rendre au Niger\u00a0: lisez d’abord les conseils officiels.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'XOF (CFA franc)', timezone: 'WAT (GMT+1)' },
  },
  {
    slug: 'banjul',
    region: 'west-africa',
    name: { en: 'Banjul', fr: 'Banjul' },
    description: {
      en: 'The Gambia’s small capital at the mouth of the Gambia River: Atlantic beaches, birdlife and the Roots heritage of Kunta Kinteh Island.',
      fr: 'La petite capitale de la Gambie à l’embouchure du fleuve Gambie\u00a0: plages atlantiques, oiseaux par centaines et la mémoire de l’île Kunta Kinteh.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'GMD (Gambian dalasi)', timezone: 'GMT+0' },
  },
]
