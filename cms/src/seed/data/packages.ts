import type { TCurrency, TPackageKind } from '@nexovia/content-schema'

type SeedPackage = {
  kind: TPackageKind
  name: { en: string; fr: string }
  description: { en: string; fr: string }
  /** Minor units: per passenger for a flight, per night and room for a hotel. */
  basePrice: number
  currency: TCurrency
}

/** The packages of /payment: the site's popular routes and cities, with prices of the season. */
export const PACKAGES: SeedPackage[] = [
  {
    kind: 'flight',
    name: { en: 'Boston to Abidjan, round trip', fr: 'Boston – Abidjan, aller-retour' },
    description: {
      en: 'Economy round trip BOS–ABJ with one stop in Paris or Brussels, 2 checked bags.',
      fr: 'Aller-retour en économie BOS–ABJ avec une escale à Paris ou Bruxelles, 2 bagages en soute.',
    },
    basePrice: 124_900,
    currency: 'USD',
  },
  {
    kind: 'flight',
    name: { en: 'New York to Accra, round trip', fr: 'New York – Accra, aller-retour' },
    description: {
      en: 'Nonstop JFK–ACC round trip in economy, 2 checked bags, seat selection included.',
      fr: 'Aller-retour sans escale JFK–ACC en économie, 2 bagages en soute, choix du siège inclus.',
    },
    basePrice: 98_500,
    currency: 'USD',
  },
  {
    kind: 'flight',
    name: { en: 'Hartford to Dakar, round trip', fr: 'Hartford – Dakar, aller-retour' },
    description: {
      en: 'BDL–DSS round trip via New York, economy, 2 checked bags.',
      fr: 'Aller-retour BDL–DSS via New York, en économie, 2 bagages en soute.',
    },
    basePrice: 113_000,
    currency: 'USD',
  },
  {
    kind: 'flight',
    name: { en: 'Paris to Abidjan, round trip', fr: 'Paris – Abidjan, aller-retour' },
    description: {
      en: 'Nonstop CDG–ABJ round trip in economy, 1 checked bag.',
      fr: 'Aller-retour sans escale CDG–ABJ en économie, 1 bagage en soute.',
    },
    basePrice: 69_000,
    currency: 'EUR',
  },
  {
    kind: 'hotel',
    name: { en: 'Abidjan Plateau business stay', fr: 'Séjour affaires au Plateau, Abidjan' },
    description: {
      en: 'A superior room in a 4-star hotel on the Plateau, breakfast and airport transfer included.',
      fr: 'Chambre supérieure dans un hôtel 4 étoiles au Plateau, petit-déjeuner et transfert aéroport inclus.',
    },
    basePrice: 16_500,
    currency: 'USD',
  },
  {
    kind: 'hotel',
    name: { en: 'Accra beachfront escape', fr: 'Escapade en bord de mer à Accra' },
    description: {
      en: 'An ocean-view room at Labadi Beach, breakfast for two, late check-out.',
      fr: 'Chambre vue sur l’océan à Labadi Beach, petit-déjeuner pour deux, départ tardif.',
    },
    basePrice: 21_000,
    currency: 'USD',
  },
  {
    kind: 'hotel',
    name: { en: 'Assinie lagoon lodge', fr: 'Lodge sur la lagune d’Assinie' },
    description: {
      en: 'A bungalow between the lagoon and the ocean, an hour from Abidjan, half board.',
      fr: 'Un bungalow entre lagune et océan, à une heure d’Abidjan, en demi-pension.',
    },
    basePrice: 95_000,
    currency: 'XOF',
  },
]
