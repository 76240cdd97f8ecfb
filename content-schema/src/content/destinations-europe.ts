import type { TDestinationData } from './destination-data.ts'

/**
 * The European hubs travellers visit or connect through (issue 34): each city of an airport the
 * flight search sells. No "from" price yet, so no home card; the guide page stands alone.
 */
export const EUROPE_DESTINATIONS: readonly TDestinationData[] = [
  {
    slug: 'london',
    region: 'europe',
    name: { en: 'London', fr: 'Londres' },
    description: {
      en: 'Royal landmarks, free museums and neighbourhoods from every continent, on both banks of the Thames.',
      fr: 'Monuments royaux, musées gratuits et quartiers venus de tous les continents, sur les deux rives de la Tamise.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'GBP (pound sterling)', timezone: 'GMT (GMT+0)' },
  },
  {
    slug: 'amsterdam',
    region: 'europe',
    name: { en: 'Amsterdam', fr: 'Amsterdam' },
    description: {
      en: 'Seventeenth-century canals, bicycles everywhere and the masters of Dutch painting.',
      fr: 'Des canaux du XVIIe siècle, des vélos partout et les maîtres de la peinture hollandaise.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'EUR (euro)', timezone: 'CET (GMT+1)' },
  },
  {
    slug: 'frankfurt',
    region: 'europe',
    name: { en: 'Frankfurt', fr: 'Francfort' },
    description: {
      en: 'A skyline of banks above the Main, a rebuilt old town and a riverside lined with museums.',
      fr: 'Les tours des banques au-dessus du Main, une vieille ville reconstruite et des berges bordées de musées.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'EUR (euro)', timezone: 'CET (GMT+1)' },
  },
  {
    slug: 'brussels',
    region: 'europe',
    name: { en: 'Brussels', fr: 'Bruxelles' },
    description: {
      en: 'The capital of Europe: the Grand-Place, comic-strip murals, Art Nouveau houses and the Matongé quarter.',
      fr: 'La capitale de l’Europe : la Grand-Place, les fresques de BD, les maisons Art nouveau et le quartier Matongé.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'EUR (euro)', timezone: 'CET (GMT+1)' },
  },
  {
    slug: 'madrid',
    region: 'europe',
    name: { en: 'Madrid', fr: 'Madrid' },
    description: {
      en: 'Great art museums, shaded parks, tapas bars and nights that start late in Spain’s capital.',
      fr: 'De grands musées, des parcs ombragés, des bars à tapas et des soirées qui commencent tard dans la capitale espagnole.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'EUR (euro)', timezone: 'CET (GMT+1)' },
  },
  {
    slug: 'rome',
    region: 'europe',
    name: { en: 'Rome', fr: 'Rome' },
    description: {
      en: 'The Eternal City: ancient ruins, Baroque fountains and the Vatican, with Roman cooking at every corner.',
      fr: 'La Ville éternelle : ruines antiques, fontaines baroques et le Vatican, avec la cuisine romaine à chaque coin de rue.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'EUR (euro)', timezone: 'CET (GMT+1)' },
  },
  {
    slug: 'lisbon',
    region: 'europe',
    name: { en: 'Lisbon', fr: 'Lisbonne' },
    description: {
      en: 'Hills, yellow trams and fado on the Tagus estuary, a city with deep ties to Lusophone Africa.',
      fr: 'Des collines, des tramways jaunes et le fado sur l’estuaire du Tage, une ville aux liens profonds avec l’Afrique lusophone.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'EUR (euro)', timezone: 'WET (GMT+0)' },
  },
  {
    slug: 'istanbul',
    region: 'europe',
    name: { en: 'Istanbul', fr: 'Istanbul' },
    description: {
      en: 'Where Europe meets Asia: Byzantine and Ottoman monuments, bazaars and ferries across the Bosphorus.',
      fr: 'Là où l’Europe rencontre l’Asie : monuments byzantins et ottomans, bazars et ferries sur le Bosphore.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'TRY (Turkish lira)', timezone: 'TRT (GMT+3)' },
  },
]
