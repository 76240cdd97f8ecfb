import type { Locale, TRichText } from '@nexovia/content-schema'
import { block, paragraph, richText } from '@nexovia/content-schema/content/rich-text-builders'

type Text = { en: string; fr: string }
type Experience = { name: Text; description: Text; highlights: Text[] }

export const experiences: Experience[] = [
  {
    name: { en: 'The Plateau skyline, Abidjan', fr: 'Les tours du Plateau, Abidjan' },
    description: {
      en: "Walk the business district at golden hour, from St Paul's Cathedral to the lagoon-front towers that earned Abidjan its nickname, the Manhattan of West Africa.",
      fr: 'Parcourez le quartier d’affaires à l’heure dorée, de la cathédrale Saint-Paul aux tours face à la lagune qui valent à Abidjan son surnom de Manhattan de l’Afrique de l’Ouest.',
    },
    highlights: [
      { en: 'Architecture', fr: 'Architecture' },
      { en: 'City views', fr: 'Vues sur la ville' },
    ],
  },
  {
    name: { en: 'Grand-Bassam, the old colonial capital', fr: 'Grand-Bassam, l’ancienne capitale coloniale' },
    description: {
      en: 'A UNESCO World Heritage town of faded verandas, a costume museum and long Atlantic beaches, forty minutes east of Abidjan.',
      fr: 'Une ville classée au patrimoine mondial de l’UNESCO, avec ses vérandas patinées, son musée du costume et ses longues plages atlantiques, à quarante minutes à l’est d’Abidjan.',
    },
    highlights: [
      { en: 'UNESCO', fr: 'UNESCO' },
      { en: 'Beaches', fr: 'Plages' },
      { en: 'History', fr: 'Histoire' },
    ],
  },
  {
    name: {
      en: 'Basilica of Our Lady of Peace, Yamoussoukro',
      fr: 'Basilique Notre-Dame-de-la-Paix, Yamoussoukro',
    },
    description: {
      en: 'One of the largest churches in the world, its dome rising above the savannah of the political capital. Climb to the terrace for the view.',
      fr: 'L’une des plus grandes églises du monde, dont le dôme domine la savane de la capitale politique. Montez jusqu’à la terrasse pour la vue.',
    },
    highlights: [
      { en: 'Landmark', fr: 'Monument' },
      { en: 'Day trip', fr: 'Excursion' },
    ],
  },
  {
    name: { en: 'Assinie, between lagoon and ocean', fr: 'Assinie, entre lagune et océan' },
    description: {
      en: 'A thin strip of sand where Abidjan comes to rest at weekends: lagoon kayaking in the morning, grilled fish on the beach at sunset.',
      fr: 'Une fine bande de sable où Abidjan vient se reposer le week-end\u00a0: kayak sur la lagune le matin, poisson braisé sur la plage au coucher du soleil.',
    },
    highlights: [
      { en: 'Relaxation', fr: 'Détente' },
      { en: 'Water sports', fr: 'Sports nautiques' },
    ],
  },
  {
    name: { en: 'Banco National Park', fr: 'Parc national du Banco' },
    description: {
      en: 'A primary rainforest inside the city limits, with shaded trails, giant trees and the open-air laundry of the fanicos at its edge.',
      fr: 'Une forêt primaire en pleine ville, avec ses sentiers ombragés, ses arbres géants et, en lisière, la laverie à ciel ouvert des fanicos.',
    },
    highlights: [
      { en: 'Nature', fr: 'Nature' },
      { en: 'Hiking', fr: 'Randonnée' },
    ],
  },
  {
    name: { en: 'Taï National Park', fr: 'Parc national de Taï' },
    description: {
      en: 'The last great block of Upper Guinean rainforest, home to pygmy hippos and tool-using chimpanzees. Guided stays run from Taï village.',
      fr: 'Le dernier grand massif de forêt guinéenne, refuge de l’hippopotame pygmée et de chimpanzés qui utilisent des outils. Séjours guidés au départ du village de Taï.',
    },
    highlights: [
      { en: 'Wildlife', fr: 'Faune' },
      { en: 'UNESCO', fr: 'UNESCO' },
    ],
  },
  {
    name: { en: 'Man and the Dent de Man', fr: 'Man et la Dent de Man' },
    description: {
      en: 'Green mountains, waterfalls and liana bridges in the west, with the tooth-shaped peak as the morning climb.',
      fr: 'Des montagnes verdoyantes, des cascades et des ponts de lianes dans l’ouest, avec l’ascension matinale du pic en forme de dent.',
    },
    highlights: [
      { en: 'Mountains', fr: 'Montagnes' },
      { en: 'Waterfalls', fr: 'Cascades' },
    ],
  },
  {
    name: { en: 'Sassandra and the fishing coast', fr: 'Sassandra et la côte des pêcheurs' },
    description: {
      en: 'A quiet river-mouth town where pirogues come in at dawn, with empty coves to the west towards San-Pédro.',
      fr: 'Une paisible ville d’estuaire où les pirogues rentrent à l’aube, avec des criques désertes vers San-Pédro à l’ouest.',
    },
    highlights: [
      { en: 'Coast', fr: 'Littoral' },
      { en: 'Local life', fr: 'Vie locale' },
    ],
  },
  {
    name: { en: 'Korhogo and Senufo craftsmanship', fr: 'Korhogo et l’artisanat sénoufo' },
    description: {
      en: 'In the north, visit the painters of Fakaha and the weavers of Waraniéné, and bring home a hand-painted Korhogo cloth.',
      fr: 'Dans le nord, rendez visite aux peintres de Fakaha et aux tisserands de Waraniéné, et rapportez une toile de Korhogo peinte à la main.',
    },
    highlights: [
      { en: 'Crafts', fr: 'Artisanat' },
      { en: 'Culture', fr: 'Culture' },
    ],
  },
  {
    name: { en: 'An evening of attiéké and zouglou', fr: 'Une soirée attiéké et zouglou' },
    description: {
      en: 'End the trip in a Treichville maquis: braised fish with attiéké, a cold drink and a live band playing zouglou late into the night.',
      fr: 'Terminez le voyage dans un maquis de Treichville\u00a0: poisson braisé et attiéké, une boisson fraîche et un orchestre de zouglou jusque tard dans la nuit.',
    },
    highlights: [
      { en: 'Food', fr: 'Gastronomie' },
      { en: 'Nightlife', fr: 'Vie nocturne' },
    ],
  },
]

const intro: Text = {
  en: "Côte d'Ivoire rewards the traveller who looks beyond the airport: a modern economic capital, colonial towns listed by UNESCO, beaches, mountains and two of West Africa's great forests. Here are the ten experiences we recommend to every Nexovia traveller, ranked.",
  fr: 'La Côte d’Ivoire récompense le voyageur qui regarde au-delà de l’aéroport\u00a0: une capitale économique moderne, des villes coloniales classées par l’UNESCO, des plages, des montagnes et deux des grandes forêts d’Afrique de l’Ouest. Voici, par ordre de préférence, les dix expériences que nous recommandons à chaque voyageur Nexovia.',
}

/**
 * The article's body in one language: the intro, then the ten experiences as one ranked-destinations
 * block (the format this post was written in before posts had a body), each with its picture.
 */
export function coteDIvoireBody(locale: Locale, imageIds: (number | undefined)[]): TRichText {
  return richText(
    paragraph(intro[locale]),
    block({
      blockType: 'rankedDestinations',
      destinations: experiences.map((experience, index) => ({
        rank: index + 1,
        name: experience.name[locale],
        image: imageIds[index] ?? null,
        description: experience.description[locale],
        highlights: experience.highlights.map((label) => ({ label: label[locale] })),
      })),
    }),
  )
}

/** The first blog post of the site, written in both languages. */
export const coteDIvoirePost = {
  slug: 'cote-divoire-ten-must-have-experiences',
  publishedAt: '2025-09-11T09:00:00.000Z',
  readTimeMinutes: 12,
  featured: true,
  title: {
    en: "Côte d'Ivoire: ten must-have experiences",
    fr: 'Côte d’Ivoire\u00a0: dix expériences incontournables',
  },
  excerpt: {
    en: "From Abidjan's lagoon skyline to the rainforest of Taï, ten experiences that make a first trip to Côte d'Ivoire unforgettable.",
    fr: 'Des tours d’Abidjan au bord de la lagune à la forêt de Taï, dix expériences qui rendent un premier voyage en Côte d’Ivoire inoubliable.',
  },
  category: { en: 'Destinations', fr: 'Destinations' },
}
