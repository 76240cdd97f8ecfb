import type { Locale, TRichText } from '@nexovia/content-schema'
import { block, heading, list, paragraph, richText } from '@nexovia/content-schema/content/rich-text-builders'
import type { SeedImageKey } from '../seed-images'
import { writerFor } from './writing'

const WHO_COUNTRIES = {
  name: {
    en: 'WHO, yellow fever vaccination requirements by country',
    fr: 'OMS, exigences de vaccination contre la fièvre jaune par pays',
  },
  url: 'https://www.who.int/publications/m/item/countries-with-risk-of-yellow-fever-transmission-and-countries-requiring-yellow-fever-vaccination-(november-2022)',
}
const WHO_LIFELONG = {
  name: { en: 'WHO, yellow fever fact sheet', fr: 'OMS, aide-mémoire sur la fièvre jaune' },
  url: 'https://www.who.int/news-room/fact-sheets/detail/yellow-fever',
}
const CDC_CLINICS = {
  name: {
    en: 'CDC, yellow fever vaccination clinics',
    fr: 'CDC, centres de vaccination contre la fièvre jaune',
  },
  url: 'https://wwwnc.cdc.gov/travel/yellow-fever-vaccination-clinics/search',
}
const CDC_MALARIA = {
  name: { en: 'CDC Yellow Book, malaria by country', fr: 'CDC Yellow Book, le paludisme par pays' },
  url: 'https://www.cdc.gov/yellow-book/',
}

/** The yellow card: which countries ask for it, where to get it in the US, and the other health papers. */
export function yellowFeverBody(locale: Locale): TRichText {
  const { say, source, checkBeforeTravel, toConfirm, faq } = writerFor(locale)
  return richText(
    checkBeforeTravel(),
    paragraph(
      say({
        en: 'The yellow “International Certificate of Vaccination or Prophylaxis” is the one health paper West African border officers ask for. Without it you can be refused boarding or entry, or be vaccinated at the border.',
        fr: 'Le « certificat international de vaccination ou de prophylaxie », la carte jaune, est le seul document de santé que demandent les agents aux frontières d’Afrique de l’Ouest. Sans lui, on peut vous refuser l’embarquement ou l’entrée, ou vous vacciner à la frontière.',
      }),
    ),
    heading('h2', say({ en: 'Who asks for it', fr: 'Qui le demande' })),
    list('bullet', [
      [
        say({
          en: 'Côte d’Ivoire, Ghana and Nigeria: every arriving traveller, whatever the country they come from',
          fr: 'Côte d’Ivoire, Ghana et Nigeria : tout voyageur à l’arrivée, quel que soit le pays de provenance',
        }),
        ...source(WHO_COUNTRIES),
        '.',
      ],
      [
        say({
          en: 'Senegal: travellers arriving from a country with a risk of yellow fever transmission, which includes most of West Africa; a direct flight from the US is not, but a trip through Abidjan or Accra is',
          fr: 'Sénégal : les voyageurs qui arrivent d’un pays à risque de transmission, dont la plupart des pays d’Afrique de l’Ouest ; un vol direct depuis les États-Unis n’en fait pas partie, un passage par Abidjan ou Accra si',
        }),
        ...source(WHO_COUNTRIES),
        '.',
      ],
    ]),
    toConfirm({
      en: 'The WHO list linked here is dated November 2022; confirm each country’s rule on the latest WHO list and the country’s own health ministry before relying on it. Age limits (from 9 months or 1 year) differ by country and are not quoted here.',
      fr: 'La liste de l’OMS citée ici date de novembre 2022 ; confirmez la règle de chaque pays sur la dernière liste de l’OMS et auprès de son ministère de la Santé avant de vous y fier. Les âges minimums (9 mois ou 1 an) varient selon les pays et ne sont pas cités ici.',
    }),
    heading('h2', say({ en: 'Getting vaccinated in the US', fr: 'Se faire vacciner aux États-Unis' })),
    paragraph(
      say({
        en: 'The vaccine is given only at registered yellow fever vaccination centres, which the CDC lists by state',
        fr: 'Le vaccin n’est fait que dans les centres agréés de vaccination contre la fièvre jaune, que les CDC recensent État par État',
      }),
      ...source(CDC_CLINICS),
      say({
        en: '. The certificate becomes valid 10 days after the injection, and one dose now counts for life',
        fr: '. Le certificat devient valable 10 jours après l’injection, et une dose vaut désormais pour toute la vie',
      }),
      ...source(WHO_LIFELONG),
      '.',
    ),
    block({
      blockType: 'tipBox',
      tone: 'tip',
      title: say({ en: 'Keep it with your passport', fr: 'Gardez-le avec votre passeport' }),
      text: say({
        en: 'Carry the original card in your cabin bag, never in checked luggage, and keep a photo of it on your phone.',
        fr: 'Gardez la carte originale dans votre bagage cabine, jamais en soute, et une photo sur votre téléphone.',
      }),
    }),
    heading('h2', say({ en: 'The other health papers', fr: 'Les autres documents de santé' })),
    paragraph(
      say({
        en: 'No other certificate is asked for at these borders, but malaria is present in all of these countries, and the CDC advises travellers to ask a doctor about preventive tablets before leaving',
        fr: 'Aucun autre certificat n’est demandé à ces frontières, mais le paludisme est présent dans tous ces pays, et les CDC conseillent de demander à un médecin un traitement préventif avant le départ',
      }),
      ...source(CDC_MALARIA),
      say({
        en: '. Prescribed medicines travel best in their original boxes, with the prescription.',
        fr: '. Les médicaments prescrits voyagent mieux dans leur boîte d’origine, avec l’ordonnance.',
      }),
    ),
    faq([
      {
        question: {
          en: 'My certificate is from 2012. Is it still valid?',
          fr: 'Mon certificat date de 2012. Est-il encore valable ?',
        },
        answer: {
          en: 'Yes: since 2016 a single dose is valid for life under the International Health Regulations, including certificates issued before (WHO, read mid-2025).',
          fr: 'Oui : depuis 2016, une seule dose vaut pour toute la vie selon le Règlement sanitaire international, y compris pour les certificats plus anciens (OMS, lu mi-2025).',
        },
      },
      {
        question: {
          en: 'How early should I get vaccinated?',
          fr: 'Combien de temps avant faut-il se faire vacciner ?',
        },
        answer: {
          en: 'At least 10 days before arrival, when the certificate becomes valid; earlier is better, as centres can be booked up.',
          fr: 'Au moins 10 jours avant l’arrivée, date à laquelle le certificat devient valable ; mieux vaut s’y prendre plus tôt, les centres pouvant être complets.',
        },
      },
    ]),
    block({
      blockType: 'callToBook',
      kind: 'flight',
      airportCode: 'ABJ',
      title: say({ en: 'Card ready? Fly to Abidjan', fr: 'Carte jaune prête ? Envolez-vous pour Abidjan' }),
      text: say({
        en: 'One stop through Europe or Casablanca.',
        fr: 'Une escale en Europe ou à Casablanca.',
      }),
      buttonLabel: say({ en: 'Search flights to Abidjan', fr: 'Chercher un vol pour Abidjan' }),
    }),
  )
}

export const yellowFeverArticle = {
  slug: 'yellow-fever-certificate-west-africa',
  publishedAt: '2026-11-27T06:10:00.000Z',
  readTimeMinutes: 5,
  featured: false,
  /** Its card and hero picture, one of the seed's illustrations. */
  image: 'heroClouds' as SeedImageKey,
  title: {
    en: 'Yellow fever certificate and health papers for West Africa',
    fr: 'Certificat de fièvre jaune et documents de santé pour l’Afrique de l’Ouest',
  },
  excerpt: {
    en: 'Which countries ask for the yellow card, where to get vaccinated in the US, and the other health papers to pack.',
    fr: 'Quels pays demandent la carte jaune, où se faire vacciner aux États-Unis, et les autres documents de santé à emporter.',
  },
  category: { en: 'Travel papers', fr: 'Formalités' },
}
