import type { Locale, TRichText } from '@nexovia/content-schema'
import { block, heading, list, paragraph, richText } from '@nexovia/content-schema/content/rich-text-builders'
import type { SeedImageKey } from '../seed-images'
import { writerFor } from './writing'

const STATE_DEPT = {
  name: { en: 'US State Department, Ghana', fr: 'Département d’État américain, Ghana' },
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Ghana.html',
}
const EMBASSY = {
  name: { en: 'Embassy of Ghana, Washington DC', fr: 'Ambassade du Ghana à Washington' },
  url: 'https://www.ghanaembassy.org',
}
const GIS = {
  name: { en: 'Ghana Immigration Service', fr: 'Service d’immigration du Ghana' },
  url: 'https://www.gis.gov.gh',
}

/** How a US citizen gets a Ghana visa: before travel, from the embassy or a consulate. */
export function ghanaVisaBody(locale: Locale): TRichText {
  const { say, source, checkBeforeTravel, toConfirm, faq } = writerFor(locale)
  return richText(
    checkBeforeTravel(),
    paragraph(
      say({
        en: 'Ghana is the easiest first step into West Africa for many Americans: English is the official language and there are nonstop flights from New York and Washington. One thing cannot be sorted out at the airport: a US passport holder needs a visa issued before the trip',
        fr: 'Pour beaucoup d’Américains, le Ghana est la porte d’entrée la plus simple vers l’Afrique de l’Ouest : l’anglais y est la langue officielle et des vols directs partent de New York et de Washington. Une chose ne se règle pas à l’aéroport : un passeport américain a besoin d’un visa délivré avant le voyage',
      }),
      ...source(STATE_DEPT),
      '.',
    ),
    heading('h2', say({ en: 'Where to apply', fr: 'Où faire la demande' })),
    paragraph(
      say({
        en: 'Apply to the Embassy of Ghana in Washington DC or to the Ghana consulate that serves your state, following the application steps and the list of documents on the embassy’s site',
        fr: 'Adressez votre demande à l’ambassade du Ghana à Washington ou au consulat du Ghana dont dépend votre État, en suivant les étapes et la liste de pièces publiées sur le site de l’ambassade',
      }),
      ...source(EMBASSY),
      say({
        en: '. The application is filled in online, then the passport and documents are handed in or sent as the embassy asks.',
        fr: '. Le formulaire se remplit en ligne, puis le passeport et les pièces sont déposés ou envoyés comme l’ambassade le demande.',
      }),
    ),
    heading('h2', say({ en: 'What to prepare', fr: 'Ce qu’il faut préparer' })),
    list('bullet', [
      [
        say({
          en: 'A passport valid at least six months after your arrival, with blank visa pages',
          fr: 'Un passeport valide au moins six mois après votre arrivée, avec des pages de visa vierges',
        }),
        ...source(STATE_DEPT),
      ],
      [
        say({
          en: 'Your yellow fever vaccination certificate: Ghana asks every arriving traveller for it',
          fr: 'Votre certificat de vaccination contre la fièvre jaune : le Ghana le demande à chaque voyageur à l’arrivée',
        }),
        ...source(GIS),
      ],
      [
        say({
          en: 'Your flight booking and where you will stay (a hotel booking or a letter from your host), as listed on the embassy’s checklist',
          fr: 'Votre réservation de vol et votre lieu de séjour (réservation d’hôtel ou lettre de votre hôte), comme l’indique la liste de l’ambassade',
        }),
        ...source(EMBASSY),
      ],
    ]),
    toConfirm({
      en: 'Fees, processing times and whether US citizens may get a visa on arrival in special cases change often: we do not quote them. Read them on the embassy’s site on the day you apply.',
      fr: 'Les frais, les délais et la possibilité pour un Américain d’obtenir un visa à l’arrivée dans certains cas changent souvent : nous ne les citons pas. Lisez-les sur le site de l’ambassade le jour de votre demande.',
    }),
    heading('h2', say({ en: 'When to apply', fr: 'Quand faire la demande' })),
    paragraph(
      say({
        en: 'Apply once your dates are fixed but well before them: your passport may stay with the embassy while the visa is issued, so do not plan another trip abroad in between.',
        fr: 'Faites la demande une fois vos dates fixées, mais bien avant le départ : votre passeport peut rester à l’ambassade le temps de la délivrance, ne prévoyez donc pas d’autre voyage à l’étranger entre-temps.',
      }),
    ),
    faq([
      {
        question: {
          en: 'Do US citizens need a visa for Ghana?',
          fr: 'Les citoyens américains ont-ils besoin d’un visa pour le Ghana ?',
        },
        answer: {
          en: 'Yes, obtained before travel from the Embassy of Ghana or a Ghana consulate (US State Department, Ghana page, read mid-2025).',
          fr: 'Oui, à obtenir avant le départ auprès de l’ambassade ou d’un consulat du Ghana (Département d’État américain, page Ghana, lue mi-2025).',
        },
      },
      {
        question: {
          en: 'Do I need a yellow fever certificate?',
          fr: 'Faut-il un certificat de fièvre jaune ?',
        },
        answer: {
          en: 'Yes: Ghana asks every arriving traveller for proof of yellow fever vaccination (Ghana Immigration Service, read mid-2025).',
          fr: 'Oui : le Ghana demande à chaque voyageur une preuve de vaccination contre la fièvre jaune (Service d’immigration du Ghana, lu mi-2025).',
        },
      },
      {
        question: {
          en: 'Do citizens of ECOWAS countries need a visa?',
          fr: 'Les ressortissants de la CEDEAO ont-ils besoin d’un visa ?',
        },
        answer: {
          en: 'No: ECOWAS citizens enter Ghana without a visa under the community’s free movement protocol.',
          fr: 'Non : les ressortissants de la CEDEAO entrent au Ghana sans visa, en vertu du protocole de libre circulation de la Communauté.',
        },
      },
    ]),
    block({
      blockType: 'callToBook',
      kind: 'flight',
      airportCode: 'ACC',
      title: say({ en: 'Visa in hand? Fly to Accra', fr: 'Visa en poche ? Envolez-vous pour Accra' }),
      text: say({
        en: 'Nonstop from New York (JFK) and Washington (IAD), or with one stop through Europe.',
        fr: 'En direct depuis New York (JFK) et Washington (IAD), ou avec une escale en Europe.',
      }),
      buttonLabel: say({ en: 'Search flights to Accra', fr: 'Chercher un vol pour Accra' }),
    }),
  )
}

export const ghanaVisaArticle = {
  slug: 'ghana-visa-from-the-us',
  publishedAt: '2026-11-27T06:00:00.000Z',
  readTimeMinutes: 5,
  featured: false,
  /** Its card and hero picture, one of the seed's illustrations. */
  image: 'destinationAccra' as SeedImageKey,
  title: {
    en: 'How to get a Ghana visa from the US',
    fr: 'Obtenir un visa pour le Ghana depuis les États-Unis',
  },
  excerpt: {
    en: 'US passport holders need a visa before flying to Accra: where to apply, what to prepare and when.',
    fr: 'Un passeport américain a besoin d’un visa avant de s’envoler pour Accra : où le demander, quoi préparer et quand.',
  },
  category: { en: 'Travel papers', fr: 'Formalités' },
}
