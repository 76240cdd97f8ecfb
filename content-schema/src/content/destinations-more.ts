import type { TDestinationData } from './destination-data.ts'

/**
 * Guides part E (issue 34): Canada's three airports the flight search sells, and the hubs of the
 * one-stop connections to West Africa (Casablanca, Addis Ababa) and Tbilisi. The English names are
 * the airports data's city names (Montreal without its accent), so the guides' searches find them.
 */
export const MORE_DESTINATIONS: readonly TDestinationData[] = [
  {
    slug: 'toronto',
    region: 'north-america',
    name: { en: 'Toronto', fr: 'Toronto' },
    description: {
      en: 'Canada’s largest city: a skyline on Lake Ontario, neighbourhoods from every continent and Niagara Falls a day trip away.',
      fr: 'La plus grande ville du Canada : des tours au bord du lac Ontario, des quartiers venus de tous les continents et les chutes du Niagara pour une excursion à la journée.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'CAD (Canadian dollar)', timezone: 'EST (GMT-5)' },
  },
  {
    slug: 'montreal',
    region: 'north-america',
    name: { en: 'Montreal', fr: 'Montréal' },
    description: {
      en: 'North America’s great French-speaking city: the cobbled streets of Old Montreal, Mount Royal and festivals all summer long.',
      fr: 'La grande ville francophone d’Amérique du Nord : les rues pavées du Vieux-Montréal, le mont Royal et des festivals tout l’été.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'CAD (Canadian dollar)', timezone: 'EST (GMT-5)' },
  },
  {
    slug: 'vancouver',
    region: 'north-america',
    name: { en: 'Vancouver', fr: 'Vancouver' },
    description: {
      en: 'Mountains, ocean and rainforest around a modern city on Canada’s Pacific coast.',
      fr: 'Des montagnes, l’océan et la forêt pluviale autour d’une ville moderne de la côte pacifique du Canada.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'CAD (Canadian dollar)', timezone: 'PST (GMT-8)' },
  },
  {
    slug: 'casablanca',
    region: 'rest-of-africa',
    name: { en: 'Casablanca', fr: 'Casablanca' },
    description: {
      en: 'The Hassan II Mosque above the ocean, Art Deco boulevards and Royal Air Maroc’s hub for West Africa.',
      fr: 'La mosquée Hassan II face à l’océan, des boulevards Art déco et le hub de Royal Air Maroc vers l’Afrique de l’Ouest.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'MAD (Moroccan dirham)', timezone: 'GMT+1' },
  },
  {
    slug: 'addis-ababa',
    region: 'rest-of-africa',
    name: { en: 'Addis Ababa', fr: 'Addis-Abeba' },
    description: {
      en: 'Africa’s diplomatic capital in the highlands: coffee ceremonies, Lucy, and the hub of Ethiopian Airlines.',
      fr: 'La capitale diplomatique de l’Afrique, sur les hauts plateaux : la cérémonie du café, Lucy et le hub d’Ethiopian Airlines.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'ETB (Ethiopian birr)', timezone: 'EAT (GMT+3)' },
  },
  {
    slug: 'tbilisi',
    region: 'europe',
    name: { en: 'Tbilisi', fr: 'Tbilissi' },
    description: {
      en: 'Sulphur baths, eight thousand years of winemaking and an old town of carved wooden balconies in the Caucasus.',
      fr: 'Des bains sulfureux, huit mille ans de tradition viticole et une vieille ville aux balcons de bois sculpté, au cœur du Caucase.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'GEL (Georgian lari)', timezone: 'GET (GMT+4)' },
  },
]
