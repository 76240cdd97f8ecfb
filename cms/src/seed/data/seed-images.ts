/** The illustrations under seed/images/, uploaded to the media collection with alt text in both languages. */
export const SEED_IMAGES = {
  heroAbidjan: {
    file: 'hero-abidjan-lagoon.webp',
    alt: {
      en: 'The Abidjan skyline at sunset above the Ébrié lagoon',
      fr: "Les tours d'Abidjan au coucher du soleil, au-dessus de la lagune Ébrié",
    },
  },
  heroClouds: {
    file: 'hero-above-the-clouds.webp',
    alt: { en: 'An aeroplane flying above the clouds', fr: 'Un avion qui vole au-dessus des nuages' },
  },
  heroCoast: {
    file: 'hero-west-african-coast.webp',
    alt: {
      en: 'Palm trees on a West African beach by a turquoise sea',
      fr: "Des palmiers sur une plage d'Afrique de l'Ouest, au bord d'une mer turquoise",
    },
  },
  heroSavanna: {
    file: 'hero-savanna-sunrise.webp',
    alt: {
      en: 'Acacia trees in the savanna at sunrise',
      fr: 'Des acacias dans la savane au lever du soleil',
    },
  },
  destinationAbidjan: {
    file: 'destination-abidjan.webp',
    alt: {
      en: 'Abidjan towers reflected in the lagoon',
      fr: "Les tours d'Abidjan se reflétant dans la lagune",
    },
  },
  destinationBoston: {
    file: 'destination-boston.webp',
    alt: {
      en: 'Boston brick buildings by the harbour',
      fr: 'Les immeubles de brique de Boston au bord du port',
    },
  },
  destinationNewYork: {
    file: 'destination-new-york.webp',
    alt: { en: 'The New York skyline at dusk', fr: 'Les gratte-ciel de New York au crépuscule' },
  },
  destinationAccra: {
    file: 'destination-accra.webp',
    alt: { en: 'Palm trees on a beach in Accra', fr: 'Des palmiers sur une plage d’Accra' },
  },
  destinationSanJose: {
    file: 'destination-san-jose.webp',
    alt: {
      en: 'A volcano above the green hills of Costa Rica',
      fr: 'Un volcan au-dessus des collines verdoyantes du Costa Rica',
    },
  },
  destinationParis: {
    file: 'destination-paris.webp',
    alt: {
      en: 'The Eiffel Tower above the roofs of Paris',
      fr: 'La tour Eiffel au-dessus des toits de Paris',
    },
  },
  capitalAbidjan: {
    file: 'capital-abidjan.webp',
    alt: {
      en: 'Abidjan by the lagoon in golden light',
      fr: 'Abidjan au bord de la lagune, dans une lumière dorée',
    },
  },
  capitalNairobi: {
    file: 'capital-nairobi.webp',
    alt: {
      en: 'The Nairobi skyline behind acacia trees',
      fr: 'Les immeubles de Nairobi derrière des acacias',
    },
  },
  capitalCapeTown: {
    file: 'capital-cape-town.webp',
    alt: {
      en: 'Table Mountain above Cape Town and the bay',
      fr: 'La montagne de la Table au-dessus du Cap et de sa baie',
    },
  },
  capitalCairo: {
    file: 'capital-cairo.webp',
    alt: {
      en: 'The pyramids of Giza in the desert sun',
      fr: 'Les pyramides de Gizeh sous le soleil du désert',
    },
  },
  capitalMarrakech: {
    file: 'capital-marrakech.webp',
    alt: { en: 'A red ochre gate in Marrakech', fr: 'Une porte ocre rouge à Marrakech' },
  },
  capitalZanzibar: {
    file: 'capital-zanzibar.webp',
    alt: {
      en: 'A dhow sailing off a Zanzibar beach',
      fr: 'Un boutre naviguant au large d’une plage de Zanzibar',
    },
  },
} as const

export type SeedImageKey = keyof typeof SEED_IMAGES
