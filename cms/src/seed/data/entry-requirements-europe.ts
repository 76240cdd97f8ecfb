import type { TDestinationSlug } from '@nexovia/content-schema'
import type { EntryRequirementRow as Row, Text } from './entry-requirement-row'

/**
 * Entry requirements of the European hubs (issue 34): one set of rows for the Schengen area (also
 * Paris's), and the United Kingdom's and Türkiye's own. Travellers often only connect there, so the
 * notes say where an airport transit visa is needed even without leaving the airport.
 *
 * Written from what the official pages linked on each row published by mid-2025; they could not be
 * opened while seeding (no internet), so, like Dakar's and Lagos's rows, every row carries that date
 * and the guides list flags it for an editor to check against its source before relying on it.
 */
const AS_OF_MID_2025 = '2025-06-01'

/** The EU's visa policy page: the lists of nationalities needing a visa and an airport transit visa. */
const EU_VISA_POLICY = 'https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/visa-policy_en'

const SCHENGEN_PASSPORT: Text = {
  en: 'Valid 3 months after you leave the Schengen area',
  fr: 'Valide 3 mois après la sortie de l’espace Schengen',
}

/**
 * The Schengen area's rows, with the country's official visa page (where to apply) as their source,
 * dated as the rest of this file (Paris's rows too: its notes on transit visas came with them).
 * US citizens: no visa for 90 days in any 180; EU citizens: free movement; ECOWAS and others: a
 * short-stay Schengen visa (Regulation (EU) 2018/1806, Annex I). Passport: 3 months after leaving
 * (Schengen Borders Code, art. 6). No yellow-fever rule. Airport transit visa: Visa Code (Regulation
 * (EC) 810/2009), Annex IV lists Afghanistan, Bangladesh, DR Congo, Eritrea, Ethiopia, Ghana, Iran,
 * Iraq, Nigeria, Pakistan, Somalia and Sri Lanka; art. 3(5) exempts holders of a valid visa or
 * residence permit of a Schengen state, the US, Canada or Japan; states may add nationalities.
 * CHECK: whether ETIAS has started (announced for the last quarter of 2026) and each state's own
 * transit-visa list (France and others add nationalities, some from West Africa).
 */
export function schengenRows(visaUrl: string): Row[] {
  const lastChecked = AS_OF_MID_2025
  return [
    {
      group: 'us',
      visa: 'none',
      yellowFever: 'not_required',
      passportValidity: SCHENGEN_PASSPORT,
      notes: {
        en: '90 days in any 180 days. Your fingerprints and photo are taken at your first entry (Entry/Exit System, from October 2025). An ETIAS travel authorisation is planned for visitors who need no visa: check whether it has started before you travel.',
        fr: '90 jours sur toute période de 180 jours. Vos empreintes et votre photo sont relevées à la première entrée (système d’entrée/sortie, depuis octobre 2025). Une autorisation de voyage ETIAS est prévue pour les voyageurs dispensés de visa : vérifiez si elle est en vigueur avant de partir.',
      },
      lastChecked,
      sourceUrl: visaUrl,
    },
    {
      group: 'eu',
      visa: 'none',
      yellowFever: 'not_required',
      passportValidity: {
        en: 'Valid passport or national identity card',
        fr: 'Passeport ou carte nationale d’identité en cours de validité',
      },
      lastChecked,
      sourceUrl: visaUrl,
    },
    {
      group: 'ecowas',
      visa: 'embassy',
      visaUrl,
      yellowFever: 'not_required',
      passportValidity: SCHENGEN_PASSPORT,
      notes: {
        en: 'A short-stay Schengen visa, from the consulate of your main destination. Only connecting: citizens of Ghana and Nigeria also need an airport transit visa to change planes without leaving the airport (EU Visa Code, Annex IV), unless exempt, for example with a valid Schengen, US or Canadian visa or residence permit; some countries require it of other nationalities: check with the embassy.',
        fr: 'Un visa Schengen de court séjour, auprès du consulat de votre destination principale. En simple correspondance : les citoyens du Ghana et du Nigeria ont aussi besoin d’un visa de transit aéroportuaire pour changer d’avion sans quitter l’aéroport (code des visas de l’UE, annexe IV), sauf dispense, par exemple avec un visa ou un titre de séjour Schengen, américain ou canadien en cours de validité ; certains pays l’exigent d’autres nationalités : vérifiez auprès de l’ambassade.',
      },
      lastChecked,
      sourceUrl: EU_VISA_POLICY,
    },
    {
      group: 'other',
      visa: 'embassy',
      visaUrl,
      yellowFever: 'not_required',
      passportValidity: SCHENGEN_PASSPORT,
      notes: {
        en: 'Rules depend on your passport: check with the embassy before booking. Only connecting: some nationalities need an airport transit visa even without leaving the airport (EU Visa Code, Annex IV, and each country’s own list).',
        fr: 'Les règles dépendent de votre passeport : vérifiez auprès de l’ambassade avant de réserver. En simple correspondance : certaines nationalités ont besoin d’un visa de transit aéroportuaire même sans quitter l’aéroport (code des visas de l’UE, annexe IV, et liste propre à chaque pays).',
      },
      lastChecked,
      sourceUrl: EU_VISA_POLICY,
    },
  ]
}

// Each Schengen country's official visa site. CHECK: the deep paths (the domains are the
// governments' own): Netherlands Worldwide, Germany's Federal Foreign Office, Belgium's Immigration
// Office, Spain's foreign ministry, Italy's "Il visto per l'Italia", Portugal's visa portal.
// Portugal: a yellow-fever certificate is asked only for Madeira and the Azores (WHO list), not Lisbon.
const SCHENGEN_VISA_PAGES = {
  amsterdam: 'https://www.netherlandsworldwide.nl/visa-the-netherlands',
  frankfurt: 'https://www.auswaertiges-amt.de/en/visa-service',
  brussels: 'https://dofi.ibz.be/en',
  madrid: 'https://www.exteriores.gob.es',
  rome: 'https://vistoperitalia.esteri.it',
  lisbon: 'https://vistos.mne.gov.pt',
} as const

const WHOLE_STAY: Text = { en: 'Valid for your whole stay', fr: 'Valide pour toute la durée du séjour' }
const UK_ETA = 'https://www.gov.uk/guidance/apply-for-an-electronic-travel-authorisation-eta'

// United Kingdom. US citizens: an electronic travel authorisation (ETA) since 8 January 2025; EU
// citizens since 2 April 2025 (Irish citizens and holders of UK immigration status, such as EU
// Settlement Scheme status, need none); ECOWAS citizens: a Standard Visitor visa. Connecting: visa
// nationals on the Direct Airside Transit Visa list need one to change planes airside, unless exempt
// (gov.uk/transit-visa). No yellow-fever rule. CHECK: the ETA exemption for airside transit
// (announced in 2025 for Heathrow) and the DATV list's West African countries.
const LONDON: Row[] = [
  {
    group: 'us',
    visa: 'e_visa',
    visaUrl: 'https://www.gov.uk/eta',
    yellowFever: 'not_required',
    passportValidity: WHOLE_STAY,
    notes: {
      en: 'An electronic travel authorisation (ETA), applied for online before you travel, for visits of up to 6 months. Passengers changing planes without passing UK border control may be exempt: check on GOV.UK.',
      fr: 'Une autorisation de voyage électronique (ETA), demandée en ligne avant le départ, pour une visite de 6 mois au plus. Les passagers qui changent d’avion sans passer la frontière britannique peuvent en être dispensés : vérifiez sur GOV.UK.',
    },
    lastChecked: AS_OF_MID_2025,
    sourceUrl: UK_ETA,
  },
  {
    group: 'eu',
    visa: 'e_visa',
    visaUrl: 'https://www.gov.uk/eta',
    yellowFever: 'not_required',
    passportValidity: {
      en: 'Passport valid for your whole stay (an identity card is not accepted for most travellers)',
      fr: 'Passeport valide pour tout le séjour (la carte d’identité n’est pas acceptée pour la plupart des voyageurs)',
    },
    notes: {
      en: 'An ETA, applied for online before you travel, since April 2025. Irish citizens, and EU citizens with UK immigration status such as settled status, need none.',
      fr: 'Une ETA, demandée en ligne avant le départ, depuis avril 2025. Les citoyens irlandais, et ceux de l’UE qui ont un statut au Royaume-Uni comme le settled status, n’en ont pas besoin.',
    },
    lastChecked: AS_OF_MID_2025,
    sourceUrl: UK_ETA,
  },
  {
    group: 'ecowas',
    visa: 'embassy',
    visaUrl: 'https://www.gov.uk/standard-visitor',
    yellowFever: 'not_required',
    passportValidity: WHOLE_STAY,
    notes: {
      en: 'A Standard Visitor visa, applied for online before you travel. Only connecting: many nationalities, including several in West Africa, need a Direct Airside Transit Visa to change planes at Heathrow without passing border control, unless exempt (for example with certain valid visas for the US or Canada): check on GOV.UK.',
      fr: 'Un visa Standard Visitor, demandé en ligne avant le départ. En simple correspondance : de nombreuses nationalités, dont plusieurs d’Afrique de l’Ouest, ont besoin d’un visa de transit aéroportuaire (Direct Airside Transit Visa) pour changer d’avion à Heathrow sans passer la frontière, sauf dispense (par exemple avec certains visas américains ou canadiens en cours de validité) : vérifiez sur GOV.UK.',
    },
    lastChecked: AS_OF_MID_2025,
    sourceUrl: 'https://www.gov.uk/transit-visa',
  },
  {
    group: 'other',
    visa: 'embassy',
    visaUrl: 'https://www.gov.uk/check-uk-visa',
    yellowFever: 'not_required',
    passportValidity: WHOLE_STAY,
    notes: {
      en: 'Depends on your passport: some nationalities need an ETA, others a visa. Check on GOV.UK before booking, including for a connection at Heathrow (Direct Airside Transit Visa).',
      fr: 'Cela dépend de votre passeport : certaines nationalités ont besoin d’une ETA, d’autres d’un visa. Vérifiez sur GOV.UK avant de réserver, y compris pour une correspondance à Heathrow (visa de transit aéroportuaire).',
    },
    lastChecked: AS_OF_MID_2025,
    sourceUrl: 'https://www.gov.uk/check-uk-visa',
  },
]

const TURKIYE_EVISA = 'https://www.evisa.gov.tr'
const TURKIYE_VISAS = 'https://www.mfa.gov.tr/visa-information-for-foreigners.en.mfa'
const TURKIYE_PASSPORT: Text = {
  en: 'Valid at least 150 days from the day you arrive',
  fr: 'Valide au moins 150 jours à compter de l’arrivée',
}
const TURKIYE_TRANSIT: Text = {
  en: 'Only connecting, without leaving the international transit area: no Turkish visa is needed.',
  fr: 'En simple correspondance, sans quitter la zone de transit international : aucun visa turc n’est nécessaire.',
}
const withTransit = (text: Text): Text => ({
  en: `${text.en} ${TURKIYE_TRANSIT.en}`,
  fr: `${text.fr} ${TURKIYE_TRANSIT.fr}`,
})

// Türkiye. US citizens: no visa for 90 days in 180 since December 2024 (an e-Visa before); most
// EU citizens: no visa for 90 days in 180; others: an e-Visa (evisa.gov.tr) or a consulate visa,
// some West Africans qualifying for a conditional e-Visa with a valid US, UK, Irish or Schengen visa
// or residence permit (Ministry of Foreign Affairs). Passport: 60 days beyond the stay, 150 days
// from arrival for a 90-day visit. CHECK: the US exemption's date and every EU state's rule; no
// yellow-fever requirement on the WHO country list, to confirm; the travel.state.gov page's address
// (Turkey.html, possibly renamed Turkiye.html).
const ISTANBUL: Row[] = [
  {
    group: 'us',
    visa: 'none',
    visaUrl: TURKIYE_EVISA,
    yellowFever: 'not_required',
    passportValidity: TURKIYE_PASSPORT,
    notes: {
      en: 'No visa for stays of up to 90 days in 180 days since December 2024 (an e-Visa before then): check on the official e-Visa site before you travel.',
      fr: 'Pas de visa pour un séjour de 90 jours au plus sur 180 jours depuis décembre 2024 (un e-Visa auparavant) : vérifiez sur le site officiel de l’e-Visa avant de partir.',
    },
    lastChecked: AS_OF_MID_2025,
    sourceUrl:
      'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Turkey.html',
  },
  {
    group: 'eu',
    visa: 'none',
    visaUrl: TURKIYE_EVISA,
    yellowFever: 'not_required',
    passportValidity: TURKIYE_PASSPORT,
    notes: {
      en: 'Most EU and Schengen citizens need no visa for up to 90 days in 180 days, some even with an identity card, but the rule differs between countries: check on the official e-Visa site.',
      fr: 'La plupart des citoyens de l’UE et de l’espace Schengen n’ont pas besoin de visa pour 90 jours au plus sur 180 jours, certains même avec une carte d’identité, mais la règle varie selon les pays : vérifiez sur le site officiel de l’e-Visa.',
    },
    lastChecked: AS_OF_MID_2025,
    sourceUrl: TURKIYE_VISAS,
  },
  {
    group: 'ecowas',
    visa: 'embassy',
    visaUrl: TURKIYE_EVISA,
    yellowFever: 'not_required',
    passportValidity: TURKIYE_PASSPORT,
    notes: withTransit({
      en: 'A visa is needed. Some nationalities can get an e-Visa online if they hold a valid US, UK, Irish or Schengen visa or residence permit; otherwise apply at a Turkish consulate.',
      fr: 'Un visa est nécessaire. Certaines nationalités peuvent obtenir un e-Visa en ligne si elles ont un visa ou un titre de séjour américain, britannique, irlandais ou Schengen en cours de validité ; sinon, adressez-vous à un consulat de Turquie.',
    }),
    lastChecked: AS_OF_MID_2025,
    sourceUrl: TURKIYE_VISAS,
  },
  {
    group: 'other',
    visa: 'e_visa',
    visaUrl: TURKIYE_EVISA,
    yellowFever: 'not_required',
    passportValidity: TURKIYE_PASSPORT,
    notes: withTransit({
      en: 'Rules depend on your passport (no visa, e-Visa or consulate visa): check on the official e-Visa site before booking.',
      fr: 'Les règles dépendent de votre passeport (sans visa, e-Visa ou visa consulaire) : vérifiez sur le site officiel de l’e-Visa avant de réserver.',
    }),
    lastChecked: AS_OF_MID_2025,
    sourceUrl: TURKIYE_VISAS,
  },
]

/** The rows of each European guide, merged into ENTRY_REQUIREMENTS. */
export const EUROPE_ENTRY_REQUIREMENTS = {
  london: LONDON,
  amsterdam: schengenRows(SCHENGEN_VISA_PAGES.amsterdam),
  frankfurt: schengenRows(SCHENGEN_VISA_PAGES.frankfurt),
  brussels: schengenRows(SCHENGEN_VISA_PAGES.brussels),
  madrid: schengenRows(SCHENGEN_VISA_PAGES.madrid),
  rome: schengenRows(SCHENGEN_VISA_PAGES.rome),
  lisbon: schengenRows(SCHENGEN_VISA_PAGES.lisbon),
  istanbul: ISTANBUL,
} satisfies Partial<Record<TDestinationSlug, Row[]>>
