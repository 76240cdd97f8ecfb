import type { Locale, TRichText } from '@nexovia/content-schema'
import { block, heading, list, paragraph, richText } from '@nexovia/content-schema/content/rich-text-builders'
import type { SeedImageKey } from '../seed-images'
import { writerFor } from './writing'

const BCEAO = {
  name: {
    en: 'BCEAO, the central bank of the West African states',
    fr: 'BCEAO, Banque centrale des États de l’Afrique de l’Ouest',
  },
  url: 'https://www.bceao.int',
}
const BANK_OF_GHANA = { name: { en: 'Bank of Ghana', fr: 'Banque du Ghana' }, url: 'https://www.bog.gov.gh' }
const CBN = {
  name: { en: 'Central Bank of Nigeria', fr: 'Banque centrale du Nigeria' },
  url: 'https://www.cbn.gov.ng',
}
const STATE_DEPT_NIGERIA = {
  name: { en: 'US State Department, Nigeria', fr: 'Département d’État américain, Nigeria' },
  url: 'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Nigeria.html',
}

/** Money for a visitor: the currencies, mobile money, cash and cards. */
export function payingBody(locale: Locale): TRichText {
  const { say, source, checkBeforeTravel, toConfirm, faq } = writerFor(locale)
  return richText(
    checkBeforeTravel(),
    paragraph(
      say({
        en: 'West Africa pays in three ways at once: cash everywhere, mobile money for almost everything local, and cards in hotels, malls and the larger restaurants. A visitor does best with a little of each.',
        fr: 'L’Afrique de l’Ouest paie de trois façons à la fois : en espèces partout, en mobile money pour presque tout au quotidien, et par carte dans les hôtels, les centres commerciaux et les grands restaurants. Le voyageur s’en sort le mieux avec un peu des trois.',
      }),
    ),
    heading('h2', say({ en: 'The currencies', fr: 'Les monnaies' })),
    list('bullet', [
      [
        say({
          en: 'CFA franc (XOF) in Senegal, Côte d’Ivoire and the other six states of the West African monetary union, at a fixed rate of 655.957 francs to the euro',
          fr: 'Franc CFA (XOF) au Sénégal, en Côte d’Ivoire et dans les six autres États de l’Union monétaire ouest-africaine, à un taux fixe de 655,957 francs pour un euro',
        }),
        ...source(BCEAO),
        '.',
      ],
      [say({ en: 'Cedi (GHS) in Ghana', fr: 'Cedi (GHS) au Ghana' }), ...source(BANK_OF_GHANA), '.'],
      [say({ en: 'Naira (NGN) in Nigeria', fr: 'Naira (NGN) au Nigeria' }), ...source(CBN), '.'],
    ]),
    heading('h2', say({ en: 'Mobile money', fr: 'Le mobile money' })),
    paragraph(
      say({
        en: 'Taxis, market stalls and small shops are paid from a phone: MTN MoMo and Telecel Cash in Ghana, Orange Money, Wave, MTN and Moov in the CFA franc countries. A wallet belongs to a local SIM card registered in your name with your passport.',
        fr: 'Taxis, étals et petites boutiques se paient par téléphone : MTN MoMo et Telecel Cash au Ghana, Orange Money, Wave, MTN et Moov dans les pays du franc CFA. Un portefeuille est lié à une carte SIM locale enregistrée à votre nom avec votre passeport.',
      }),
    ),
    toConfirm({
      en: 'Whether a visitor on a tourist visa may open a wallet, and its limits, depend on each operator and country and were not checked for this article: ask the operator’s shop at the airport.',
      fr: 'La possibilité pour un touriste d’ouvrir un portefeuille, et ses plafonds, dépendent de chaque opérateur et de chaque pays et n’ont pas été vérifiés pour cet article : renseignez-vous à la boutique de l’opérateur à l’aéroport.',
    }),
    heading('h2', say({ en: 'Cash and cards', fr: 'Espèces et cartes' })),
    list('bullet', [
      [
        say({
          en: 'Cash machines are common in city centres; withdraw in daylight, preferably inside a bank.',
          fr: 'Les distributeurs sont nombreux en centre-ville ; retirez de jour, de préférence à l’intérieur d’une banque.',
        }),
      ],
      [
        say({
          en: 'Tell your US bank where you are going, or the first payment abroad may be blocked.',
          fr: 'Prévenez votre banque américaine de votre destination, sinon le premier paiement à l’étranger risque d’être bloqué.',
        }),
      ],
      [
        say({
          en: 'Carry small notes: change for a large note is often short.',
          fr: 'Ayez des petites coupures : la monnaie manque souvent sur les gros billets.',
        }),
      ],
      [
        say({
          en: 'In Nigeria, card fraud is common: use cards only where you trust the terminal, and keep cash for the rest',
          fr: 'Au Nigeria, la fraude à la carte est fréquente : n’utilisez la carte que sur un terminal de confiance, et gardez des espèces pour le reste',
        }),
        ...source(STATE_DEPT_NIGERIA),
        '.',
      ],
    ]),
    paragraph(
      say({
        en: 'On Nexovia you can pay a booking by card, or by mobile money in cedis or CFA francs, at the price shown at checkout.',
        fr: 'Sur Nexovia, vous pouvez régler une réservation par carte, ou en mobile money en cedis ou en francs CFA, au prix affiché au paiement.',
      }),
    ),
    faq([
      {
        question: { en: 'Can I pay in US dollars?', fr: 'Peut-on payer en dollars américains ?' },
        answer: {
          en: 'Some hotels quote in dollars, but day-to-day prices are in the local currency: change money or withdraw it on arrival.',
          fr: 'Certains hôtels affichent leurs prix en dollars, mais au quotidien on paie en monnaie locale : changez ou retirez de l’argent à l’arrivée.',
        },
      },
      {
        question: {
          en: 'Is the CFA franc the same in Dakar and Abidjan?',
          fr: 'Le franc CFA est-il le même à Dakar et à Abidjan ?',
        },
        answer: {
          en: 'Yes: Senegal and Côte d’Ivoire share the West African CFA franc (XOF), issued by the BCEAO. The Central African CFA franc (XAF) is a different currency.',
          fr: 'Oui : le Sénégal et la Côte d’Ivoire partagent le franc CFA d’Afrique de l’Ouest (XOF), émis par la BCEAO. Le franc CFA d’Afrique centrale (XAF) est une autre monnaie.',
        },
      },
    ]),
    block({
      blockType: 'callToBook',
      kind: 'hotel',
      city: 'Dakar',
      title: say({ en: 'A room in Dakar, paid your way', fr: 'Une chambre à Dakar, payée à votre façon' }),
      text: say({ en: 'By card or mobile money.', fr: 'Par carte ou mobile money.' }),
      buttonLabel: say({ en: 'Search hotels in Dakar', fr: 'Chercher un hôtel à Dakar' }),
    }),
  )
}

export const payingArticle = {
  slug: 'paying-in-west-africa',
  publishedAt: '2026-11-27T06:15:00.000Z',
  readTimeMinutes: 5,
  featured: false,
  /** Its card and hero picture, one of the seed's illustrations. */
  image: 'heroAbidjan' as SeedImageKey,
  title: {
    en: 'Paying in West Africa: mobile money, cash and cards for visitors',
    fr: 'Payer en Afrique de l’Ouest : mobile money, espèces et cartes pour les voyageurs',
  },
  excerpt: {
    en: 'CFA francs, cedis and naira; mobile money, cash machines and cards: how to pay your way from Dakar to Lagos.',
    fr: 'Francs CFA, cedis et nairas ; mobile money, distributeurs et cartes : comment payer de Dakar à Lagos.',
  },
  category: { en: 'Practical', fr: 'Pratique' },
}
