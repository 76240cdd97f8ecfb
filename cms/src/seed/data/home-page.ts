import type { CAPITAL_CARD_GUIDES, Locale, TDestinationSlug } from '@nexovia/content-schema'
import type { SeedImageKey } from './seed-images'

export const heroSlides: {
  image: SeedImageKey
  title: Record<Locale, string>
  subtitle: Record<Locale, string>
  /** Where Book Now leads (a page of the site; the French page is under /fr). */
  link: string
}[] = [
  {
    image: 'heroAbidjan',
    title: { en: 'Your bridge between America and Africa', fr: "Votre pont entre l'Amérique et l'Afrique" },
    subtitle: {
      en: 'Flights, hotels and airport transfers between the United States and West Africa, with people who know both sides.',
      fr: "Vols, hôtels et transferts aéroport entre les États-Unis et l'Afrique de l'Ouest, avec une équipe qui connaît les deux rives.",
    },
    link: '/flights',
  },
  {
    image: 'heroClouds',
    title: { en: 'Fly home for less', fr: 'Rentrez au pays pour moins cher' },
    subtitle: {
      en: 'Fares from more than 200 airlines, compared for you on the routes that matter to the diaspora.',
      fr: 'Les tarifs de plus de 200 compagnies, comparés pour vous sur les lignes qui comptent pour la diaspora.',
    },
    link: '/flights?destination=ACC',
  },
  {
    image: 'heroCoast',
    title: { en: 'The coast is calling', fr: 'La côte vous appelle' },
    subtitle: {
      en: 'Assinie, Grand-Bassam, Busua: beaches and hand-picked hotels an hour from the airport.',
      fr: "Assinie, Grand-Bassam, Busua : des plages et des hôtels choisis avec soin à une heure de l'aéroport.",
    },
    link: '/destinations/abidjan',
  },
  {
    image: 'heroSavanna',
    title: { en: 'Travel with a concierge', fr: 'Voyagez avec un concierge' },
    subtitle: {
      en: 'Group trips, business travel or a last-minute departure: a travel expert plans it with you.',
      fr: 'Voyage de groupe, déplacement professionnel ou départ de dernière minute : un conseiller l’organise avec vous.',
    },
    link: '/#concierge',
  },
]

export const testimonials = [
  {
    name: 'Aminata K.',
    location: { en: 'Boston, United States', fr: 'Boston, États-Unis' },
    quote: {
      en: 'I flew my parents from Abidjan to Boston for my graduation. Nexovia found the fares, booked the airport taxi and called me when they landed.',
      fr: "J'ai fait venir mes parents d'Abidjan à Boston pour ma remise de diplôme. Nexovia a trouvé les billets, réservé le taxi et m'a appelée à leur atterrissage.",
    },
  },
  {
    name: 'Kwame O.',
    location: { en: 'Accra, Ghana', fr: 'Accra, Ghana' },
    quote: {
      en: 'Our company sends engineers to New York every quarter. One concierge handles flights, hotels and invoices: it simply works.',
      fr: 'Notre entreprise envoie des ingénieurs à New York chaque trimestre. Un seul concierge gère vols, hôtels et factures : tout fonctionne.',
    },
  },
  {
    name: 'Sophie M.',
    location: { en: 'Montreal, Canada', fr: 'Montréal, Canada' },
    quote: {
      en: 'My father fell ill and I had to leave for Dakar the same night. They found me a seat within two hours. I will never forget it.',
      fr: "Mon père est tombé malade et je devais partir pour Dakar le soir même. Ils m'ont trouvé une place en deux heures. Je ne l'oublierai jamais.",
    },
  },
  {
    name: 'Jean-Marc T.',
    location: { en: 'Abidjan, Côte d’Ivoire', fr: 'Abidjan, Côte d’Ivoire' },
    quote: {
      en: 'Forty guests flying in for our wedding, from three countries. Everyone arrived on time, and I did not have to make a single call.',
      fr: 'Quarante invités venus de trois pays pour notre mariage. Tout le monde est arrivé à l’heure, et je n’ai pas eu à passer un seul appel.',
    },
  },
  {
    name: 'Grace N.',
    location: { en: 'Atlanta, United States', fr: 'Atlanta, États-Unis' },
    quote: {
      en: 'Clear prices, answers in French and English, and a site simple enough for my mother to use. We book every family trip here now.',
      fr: 'Des prix clairs, des réponses en français et en anglais, et un site simple pour ma mère. Nous réservons désormais tous nos voyages en famille ici.',
    },
  },
].map((testimonial) => ({ ...testimonial, rating: 5 }))

/** The 18 partner airlines: the carriers that fly the routes between North America, Europe and Africa. */
export const partnerAirlines = [
  { name: "Air Côte d'Ivoire", code: 'HF' },
  { name: 'Delta Air Lines', code: 'DL' },
  { name: 'Air France', code: 'AF' },
  { name: 'Brussels Airlines', code: 'SN' },
  { name: 'Royal Air Maroc', code: 'AT' },
  { name: 'Ethiopian Airlines', code: 'ET' },
  { name: 'Turkish Airlines', code: 'TK' },
  { name: 'KLM', code: 'KL' },
  { name: 'Lufthansa', code: 'LH' },
  { name: 'United Airlines', code: 'UA' },
  { name: 'American Airlines', code: 'AA' },
  { name: 'Emirates', code: 'EK' },
  { name: 'Qatar Airways', code: 'QR' },
  { name: 'Kenya Airways', code: 'KQ' },
  { name: 'South African Airways', code: 'SA' },
  { name: 'Air Senegal', code: 'HC' },
  { name: 'ASKY Airlines', code: 'KP' },
  { name: 'TAP Air Portugal', code: 'TP' },
]

export const destinationCardImages: Partial<Record<TDestinationSlug, SeedImageKey>> = {
  abidjan: 'destinationAbidjan',
  boston: 'destinationBoston',
  'new-york': 'destinationNewYork',
  accra: 'destinationAccra',
  'san-jose-costa-rica': 'destinationSanJose',
  'paris-france': 'destinationParis',
}

type CapitalCard = {
  image: SeedImageKey
  tagline: Record<Locale, string>
  description: Record<Locale, string>
}

/** Each capital card opens its guide (its name is the guide's); no figure that nothing counts. */
export const capitalCards: Record<(typeof CAPITAL_CARD_GUIDES)[number], CapitalCard> = {
  dakar: {
    image: 'heroCoast',
    tagline: { en: 'Where Africa meets the Atlantic', fr: 'Là où l’Afrique rencontre l’Atlantique' },
    description: {
      en: 'Surf at Ngor, the ferry to Gorée Island and an evening of mbalax in the Medina.',
      fr: 'Le surf à Ngor, la chaloupe pour l’île de Gorée et une soirée de mbalax à la Médina.',
    },
  },
  accra: {
    image: 'destinationAccra',
    tagline: { en: 'The gateway to Ghana', fr: 'La porte d’entrée du Ghana' },
    description: {
      en: 'Jamestown’s lighthouse, the Makola market and the beaches east of the city.',
      fr: 'Le phare de Jamestown, le marché de Makola et les plages à l’est de la ville.',
    },
  },
  abidjan: {
    image: 'capitalAbidjan',
    tagline: { en: 'The pearl of the lagoons', fr: 'La perle des lagunes' },
    description: {
      en: 'Plateau towers, Treichville markets and the maquis of Yopougon: the beating heart of Côte d’Ivoire.',
      fr: 'Les tours du Plateau, les marchés de Treichville et les maquis de Yopougon : le cœur battant de la Côte d’Ivoire.',
    },
  },
}
