import type { Locale, TRichText } from '@nexovia/content-schema'
import { block, heading, list, paragraph, richText } from '@nexovia/content-schema/content/rich-text-builders'
import type { SeedImageKey } from '../seed-images'
import { writerFor } from './writing'

const WMO = {
  name: {
    en: 'World Meteorological Organization, sand and dust storms',
    fr: 'Organisation météorologique mondiale, tempêtes de sable et de poussière',
  },
  url: 'https://wmo.int/topics/sand-and-dust-storms',
}
const GMET = {
  name: { en: 'Ghana Meteorological Agency', fr: 'Agence météorologique du Ghana' },
  url: 'https://www.meteo.gov.gh',
}
const NIMET = {
  name: { en: 'Nigerian Meteorological Agency', fr: 'Agence météorologique du Nigeria' },
  url: 'https://nimet.gov.ng',
}
const ANACIM = {
  name: { en: 'ANACIM, Senegal’s weather service', fr: 'ANACIM, la météo du Sénégal' },
  url: 'https://www.anacim.sn',
}

/** The Harmattan season: when it blows, what it does to a trip, and a packing list. */
export function harmattanBody(locale: Locale): TRichText {
  const { say, source, checkBeforeTravel, faq } = writerFor(locale)
  return richText(
    checkBeforeTravel(),
    paragraph(
      say({
        en: 'Between the end of the rainy season and the first heat of spring, a dry north-easterly wind from the Sahara blows over West Africa: the Harmattan. It carries fine dust hundreds of kilometres to the coast, turns the sky white and the sun pale',
        fr: 'Entre la fin de la saison des pluies et les premières chaleurs, un vent sec de nord-est venu du Sahara souffle sur l’Afrique de l’Ouest : l’harmattan. Il porte une fine poussière jusqu’à la côte, à des centaines de kilomètres, blanchit le ciel et pâlit le soleil',
      }),
      ...source(WMO),
      '.',
    ),
    heading('h2', say({ en: 'When it blows', fr: 'Quand il souffle' })),
    paragraph(
      say({
        en: 'Roughly from late November to March, strongest from December to February; each year differs, so the national weather services publish its onset and dust warnings',
        fr: 'En gros de fin novembre à mars, au plus fort de décembre à février ; chaque année diffère, et les services météorologiques nationaux en annoncent l’arrivée et les alertes à la poussière',
      }),
      ...source(GMET),
      ';',
      ...source(NIMET),
      ';',
      ...source(ANACIM),
      '.',
    ),
    heading('h2', say({ en: 'What it changes for a visitor', fr: 'Ce que cela change pour un voyageur' })),
    list('bullet', [
      [
        say({
          en: 'Haze: views are short, and thick dust can delay or divert flights.',
          fr: 'La brume sèche : on voit moins loin, et une poussière épaisse peut retarder ou dérouter des vols.',
        }),
      ],
      [
        say({
          en: 'Dry air: lips, skin and eyes dry out within a day; contact lenses become uncomfortable.',
          fr: 'L’air sec : lèvres, peau et yeux se dessèchent en un jour ; les lentilles deviennent inconfortables.',
        }),
      ],
      [
        say({
          en: 'Cool mornings and hot afternoons, with the widest gap inland and in the Sahel.',
          fr: 'Des matinées fraîches et des après-midi chauds, avec l’écart le plus grand à l’intérieur des terres et au Sahel.',
        }),
      ],
      [
        say({
          en: 'Dust is hard on asthma and other breathing conditions.',
          fr: 'La poussière est pénible pour l’asthme et les autres maladies respiratoires.',
        }),
      ],
    ]),
    heading('h2', say({ en: 'What to pack', fr: 'Ce qu’il faut emporter' })),
    list('bullet', [
      [
        say({
          en: 'Lip balm, a rich moisturiser and saline eye drops.',
          fr: 'Un baume à lèvres, une crème hydratante riche et du sérum physiologique pour les yeux.',
        }),
      ],
      [
        say({
          en: 'Glasses as well as contact lenses, and sunglasses.',
          fr: 'Des lunettes en plus des lentilles, et des lunettes de soleil.',
        }),
      ],
      [
        say({
          en: 'A light scarf or a few masks for dusty days and road trips.',
          fr: 'Un foulard léger ou quelques masques pour les jours de poussière et les trajets en voiture.',
        }),
      ],
      [
        say({
          en: 'A sweater or light jacket for early mornings and air-conditioned rooms.',
          fr: 'Un pull ou une veste légère pour le petit matin et les pièces climatisées.',
        }),
      ],
      [
        say({
          en: 'A refillable water bottle: you will drink more than you think.',
          fr: 'Une gourde : vous boirez plus que vous ne le pensez.',
        }),
      ],
      [
        say({
          en: 'Inhalers and medicines in your cabin bag, with a spare.',
          fr: 'Inhalateurs et médicaments dans le bagage cabine, avec une réserve.',
        }),
      ],
    ]),
    block({
      blockType: 'tipBox',
      tone: 'tip',
      title: say({ en: 'Leave a margin', fr: 'Gardez de la marge' }),
      text: say({
        en: 'In December and January, avoid booking a tight connection on the day you land: a dusty morning can hold flights for hours.',
        fr: 'En décembre et janvier, évitez une correspondance serrée le jour de l’arrivée : une matinée de poussière peut retenir les vols plusieurs heures.',
      }),
    }),
    faq([
      {
        question: {
          en: 'Is the Harmattan a reason not to travel?',
          fr: 'L’harmattan est-il une raison de ne pas partir ?',
        },
        answer: {
          en: 'No: it is also the dry season, with little rain and cooler nights, and many travellers prefer it. Pack for dry air and allow for delays.',
          fr: 'Non : c’est aussi la saison sèche, avec peu de pluie et des nuits plus fraîches, que beaucoup de voyageurs préfèrent. Prévoyez de quoi affronter l’air sec et d’éventuels retards.',
        },
      },
      {
        question: {
          en: 'Does it reach the coast, in Accra, Lagos or Dakar?',
          fr: 'Atteint-il la côte, à Accra, Lagos ou Dakar ?',
        },
        answer: {
          en: 'Yes, in most years, though more weakly than inland; the national weather services say when a dust episode is coming.',
          fr: 'Oui, la plupart des années, quoique plus faiblement qu’à l’intérieur ; les services météorologiques nationaux annoncent les épisodes de poussière.',
        },
      },
    ]),
    block({
      blockType: 'callToBook',
      kind: 'flight',
      airportCode: 'DSS',
      title: say({ en: 'Dry season in Dakar', fr: 'La saison sèche à Dakar' }),
      text: say({ en: 'Nonstop from New York (JFK).', fr: 'En direct depuis New York (JFK).' }),
      buttonLabel: say({ en: 'Search flights to Dakar', fr: 'Chercher un vol pour Dakar' }),
    }),
  )
}

export const harmattanArticle = {
  slug: 'harmattan-what-to-pack-and-when',
  publishedAt: '2026-11-27T06:05:00.000Z',
  readTimeMinutes: 4,
  featured: false,
  /** Its card and hero picture, one of the seed's illustrations. */
  image: 'heroSavanna' as SeedImageKey,
  title: { en: 'Harmattan: what to pack and when', fr: 'Harmattan : quoi emporter, et quand' },
  excerpt: {
    en: 'From late November to March a dusty wind from the Sahara crosses West Africa: what it changes for a trip, and what to pack.',
    fr: 'De fin novembre à mars, un vent chargé de poussière venu du Sahara traverse l’Afrique de l’Ouest : ce qu’il change pour un voyage, et quoi emporter.',
  },
  category: { en: 'Seasons', fr: 'Saisons' },
}
