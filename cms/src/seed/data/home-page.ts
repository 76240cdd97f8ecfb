import {
  CAPITAL_LISTING_COUNTS,
  type Locale,
  type TCapitalSlug,
  type TDestinationSlug,
} from '@nexovia/content-schema'
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
  slug: TCapitalSlug
  image: SeedImageKey
  name: Record<Locale, string>
  tagline: Record<Locale, string>
  description: Record<Locale, string>
}

const capitals: CapitalCard[] = [
  {
    slug: 'abidjan',
    image: 'capitalAbidjan',
    name: { en: 'Abidjan', fr: 'Abidjan' },
    tagline: { en: 'The pearl of the lagoons', fr: 'La perle des lagunes' },
    description: {
      en: 'Plateau towers, Treichville markets and the maquis of Yopougon: the beating heart of Côte d’Ivoire.',
      fr: 'Les tours du Plateau, les marchés de Treichville et les maquis de Yopougon : le cœur battant de la Côte d’Ivoire.',
    },
  },
  {
    slug: 'nairobi',
    image: 'capitalNairobi',
    name: { en: 'Nairobi', fr: 'Nairobi' },
    tagline: { en: 'The green city in the sun', fr: 'La ville verte sous le soleil' },
    description: {
      en: 'The only capital with a national park at its door: giraffes at breakfast, rooftop bars at night.',
      fr: 'La seule capitale avec un parc national à sa porte : des girafes au petit-déjeuner, des rooftops le soir.',
    },
  },
  {
    slug: 'cape-town',
    image: 'capitalCapeTown',
    name: { en: 'Cape Town', fr: 'Le Cap' },
    tagline: { en: 'The mother city', fr: 'La cité mère' },
    description: {
      en: 'Table Mountain, the Bo-Kaap’s colourful houses and vineyards half an hour from the beach.',
      fr: 'La montagne de la Table, les maisons colorées du Bo-Kaap et des vignobles à une demi-heure de la plage.',
    },
  },
  {
    slug: 'cairo',
    image: 'capitalCairo',
    name: { en: 'Cairo', fr: 'Le Caire' },
    tagline: { en: 'The city of a thousand minarets', fr: 'La ville aux mille minarets' },
    description: {
      en: 'The pyramids of Giza, the Khan el-Khalili bazaar and felucca rides on the Nile at sunset.',
      fr: 'Les pyramides de Gizeh, le bazar de Khan el-Khalili et des balades en felouque sur le Nil au coucher du soleil.',
    },
  },
  {
    slug: 'marrakech',
    image: 'capitalMarrakech',
    name: { en: 'Marrakech', fr: 'Marrakech' },
    tagline: { en: 'The red city', fr: 'La ville rouge' },
    description: {
      en: 'Jemaa el-Fnaa at dusk, riads with quiet courtyards and the Atlas mountains on the horizon.',
      fr: 'Jemaa el-Fna à la tombée du jour, des riads aux patios paisibles et l’Atlas à l’horizon.',
    },
  },
  {
    slug: 'zanzibar',
    image: 'capitalZanzibar',
    name: { en: 'Zanzibar', fr: 'Zanzibar' },
    tagline: { en: 'The spice island', fr: 'L’île aux épices' },
    description: {
      en: 'Stone Town’s carved doors, spice farms and white-sand beaches on the Indian Ocean.',
      fr: 'Les portes sculptées de Stone Town, les plantations d’épices et les plages de sable blanc de l’océan Indien.',
    },
  },
]

export const capitalCards = capitals.map((capital) => ({
  ...capital,
  listingsCount: CAPITAL_LISTING_COUNTS[capital.slug],
}))
