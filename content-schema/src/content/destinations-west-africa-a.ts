import type { TDestinationData } from './destination-data.ts'

/** West African guides, part A (issue 34): the capitals the flight search sells beyond the first four. */
export const WEST_AFRICA_A_DESTINATIONS: readonly TDestinationData[] = [
  {
    slug: 'abuja',
    region: 'west-africa',
    name: { en: 'Abuja', fr: 'Abuja' },
    description: {
      en: 'Nigeria’s planned capital: Aso Rock, wide avenues, green hills and the calm side of the country.',
      fr: 'La capitale planifiée du Nigeria : l’Aso Rock, de larges avenues, des collines vertes et le visage calme du pays.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'NGN (Nigerian naira)', timezone: 'WAT (GMT+1)' },
  },
  {
    slug: 'bamako',
    region: 'west-africa',
    name: { en: 'Bamako', fr: 'Bamako' },
    description: {
      en: 'Mali’s capital on the Niger River: great music, busy markets and the National Museum.',
      fr: 'La capitale du Mali au bord du fleuve Niger : une grande musique, des marchés animés et le Musée national.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'XOF (CFA franc)', timezone: 'GMT+0' },
  },
  {
    slug: 'ouagadougou',
    region: 'west-africa',
    name: { en: 'Ouagadougou', fr: 'Ouagadougou' },
    description: {
      en: 'The capital of Burkina Faso and of African cinema, home of FESPACO and lively crafts.',
      fr: 'La capitale du Burkina Faso et du cinéma africain, ville du FESPACO et d’un artisanat vivant.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'XOF (CFA franc)', timezone: 'GMT+0' },
  },
  {
    slug: 'lome',
    region: 'west-africa',
    name: { en: 'Lomé', fr: 'Lomé' },
    description: {
      en: 'Togo’s seaside capital: palm-lined beaches, a great market and an easy pace by the ocean.',
      fr: 'La capitale balnéaire du Togo : des plages bordées de palmiers, un grand marché et la douceur de l’océan.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'XOF (CFA franc)', timezone: 'GMT+0' },
  },
  {
    slug: 'cotonou',
    region: 'west-africa',
    name: { en: 'Cotonou', fr: 'Cotonou' },
    description: {
      en: 'Benin’s largest city: Dantokpa market, Atlantic beaches and Ganvié, the village on the lake.',
      fr: 'La plus grande ville du Bénin : le marché Dantokpa, les plages de l’Atlantique et Ganvié, le village lacustre.',
    },
    priceFrom: null,
    currency: 'USD',
    practicalInfo: { currency: 'XOF (CFA franc)', timezone: 'WAT (GMT+1)' },
  },
]
