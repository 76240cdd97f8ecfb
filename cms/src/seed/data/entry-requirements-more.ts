import { type EntryRequirementRow as Row, SIX_MONTHS } from './entry-requirement-row'

/**
 * Entry requirements of guides part E (issue 34): Canada (Toronto, Montreal, Vancouver share its
 * rows), Morocco, Ethiopia and Georgia. Written on this date from the official pages named on each
 * row, which could not be opened while writing: where a rule depends on the traveller's passport or
 * has changed recently, the row's note says to check, and a `CHECK:` comment tells the editor what.
 */
// Written offline from what the cited pages published by mid-2025: dated then (older than 90 days
// on purpose) so the guides list flags every row for an editor to check against its source.
const CHECKED = '2025-06-01'

const WHOLE_STAY = { en: 'Valid for your whole stay', fr: 'Valide pour toute la durée du séjour' }
const YOUR_PASSPORT_DECIDES = {
  en: 'Rules depend on your passport: check the official page or the embassy before booking.',
  fr: 'Les règles dépendent de votre passeport : vérifiez sur la page officielle ou auprès de l’ambassade avant de réserver.',
}

// Canada. US citizens: no visa and no eTA (travel.state.gov Canada page; IRCC). EU/Schengen
// citizens: visa-exempt, an eTA (electronic travel authorization, CAD 7, on canada.ca only) to fly
// in. ECOWAS citizens: a visitor visa with biometrics, applied for online (IRCC's "find out if you
// need a visa" list names no ECOWAS state as visa-exempt). No yellow-fever rule (WHO country list).
// CHECK: a few EU states' citizens have been eTA-eligible only with conditions (e.g. Romania's
// non-electronic passports); the EU note says to check.
const IRCC_VISIT = 'https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada.html'
const CANADA: Row[] = [
  {
    group: 'us',
    visa: 'none',
    yellowFever: 'not_required',
    passportValidity: { en: 'US passport to fly in', fr: 'Passeport américain pour arriver en avion' },
    notes: { en: 'No visa and no eTA for US citizens.', fr: 'Ni visa ni AVE pour les citoyens américains.' },
    lastChecked: CHECKED,
    sourceUrl:
      'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Canada.html',
  },
  {
    group: 'eu',
    visa: 'e_visa',
    visaUrl: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/eta.html',
    yellowFever: 'not_required',
    passportValidity: WHOLE_STAY,
    notes: {
      en: 'An eTA (electronic travel authorization) to fly in, applied for on canada.ca only; not needed by land or sea. A few passports have conditions: check before booking.',
      fr: 'Une AVE (autorisation de voyage électronique) pour arriver en avion, à demander sur canada.ca uniquement ; inutile par voie terrestre ou maritime. Certains passeports ont des conditions : vérifiez avant de réserver.',
    },
    lastChecked: CHECKED,
    sourceUrl: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/eta.html',
  },
  {
    group: 'ecowas',
    visa: 'embassy',
    visaUrl: IRCC_VISIT,
    yellowFever: 'not_required',
    passportValidity: WHOLE_STAY,
    notes: {
      en: 'A visitor visa before travel, applied for online, with fingerprints and a photo (biometrics) at a visa application centre: allow several weeks.',
      fr: 'Un visa de visiteur avant le départ, demandé en ligne, avec empreintes digitales et photo (données biométriques) dans un centre de réception des demandes de visa : prévoyez plusieurs semaines.',
    },
    lastChecked: CHECKED,
    sourceUrl: IRCC_VISIT,
  },
  {
    group: 'other',
    visa: 'embassy',
    visaUrl: IRCC_VISIT,
    yellowFever: 'not_required',
    passportValidity: WHOLE_STAY,
    notes: {
      en: 'A visitor visa or an eTA, depending on your passport: check on canada.ca before booking.',
      fr: 'Un visa de visiteur ou une AVE, selon votre passeport : vérifiez sur canada.ca avant de réserver.',
    },
    lastChecked: CHECKED,
    sourceUrl: IRCC_VISIT,
  },
]

// Morocco. US and EU citizens: no visa for up to 90 days (travel.state.gov Morocco page; France's
// Maroc travel advice). ECOWAS: it depends on the state. Senegal, Côte d'Ivoire, Mali, Niger and
// Guinea are visa-exempt; others apply online on Morocco's e-visa portal (acces-maroc.ma) or at a
// consulate. Yellow fever: no certificate asked on arrival (WHO country list).
// CHECK: the ECOWAS states exempted or eligible for the e-visa; the yellow-fever line on WHO's list.
const MOROCCO_NINETY_DAYS = {
  en: 'No visa for stays of up to 90 days.',
  fr: 'Pas de visa pour un séjour de 90 jours au plus.',
}
const MOROCCO_PASSPORT = {
  en: 'Valid for your whole stay; 6 months is advised',
  fr: 'Valide pour toute la durée du séjour ; 6 mois sont conseillés',
}
const MOROCCO_EVISA = 'https://www.acces-maroc.ma'
const CASABLANCA: Row[] = [
  {
    group: 'us',
    visa: 'none',
    yellowFever: 'not_required',
    passportValidity: MOROCCO_PASSPORT,
    notes: MOROCCO_NINETY_DAYS,
    lastChecked: CHECKED,
    sourceUrl:
      'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Morocco.html',
  },
  {
    group: 'eu',
    visa: 'none',
    yellowFever: 'not_required',
    passportValidity: MOROCCO_PASSPORT,
    notes: MOROCCO_NINETY_DAYS,
    lastChecked: CHECKED,
    sourceUrl:
      'https://www.diplomatie.gouv.fr/fr/conseils-aux-voyageurs/conseils-par-pays-destination/maroc/',
  },
  {
    group: 'ecowas',
    visa: 'embassy',
    visaUrl: MOROCCO_EVISA,
    yellowFever: 'not_required',
    passportValidity: MOROCCO_PASSPORT,
    notes: {
      en: 'Depends on your passport: citizens of Senegal, Côte d’Ivoire, Mali, Niger and Guinea need no visa for 90 days; others apply online (e-visa) or at a Moroccan consulate. Check before booking.',
      fr: 'Selon votre passeport : les citoyens du Sénégal, de Côte d’Ivoire, du Mali, du Niger et de Guinée n’ont pas besoin de visa pour 90 jours ; les autres le demandent en ligne (e-visa) ou auprès d’un consulat du Maroc. Vérifiez avant de réserver.',
    },
    lastChecked: CHECKED,
    sourceUrl: MOROCCO_EVISA,
  },
  {
    group: 'other',
    visa: 'embassy',
    visaUrl: MOROCCO_EVISA,
    yellowFever: 'not_required',
    passportValidity: MOROCCO_PASSPORT,
    notes: YOUR_PASSPORT_DECIDES,
    lastChecked: CHECKED,
    sourceUrl: MOROCCO_EVISA,
  },
]

// Ethiopia. Visa: the e-visa on the Ethiopian Immigration portal (evisa.gov.et) for every group;
// African Union citizens may also get a visa on arrival at Bole, said in the ECOWAS row's note only.
// Transit: staying airside at Bole needs no visa; leaving the airport does. Yellow fever: a
// certificate for travellers arriving from a country with risk of transmission (WHO country list),
// and Ethiopia is one, so a connection of more than 12 hours at Bole can make the next country ask
// for one. Passport: 6 months (travel.state.gov).
// CHECK: whether the visa on arrival is still offered, and to whom; Ethiopian Airlines' transit hotel.
const ETHIOPIA_EVISA = 'https://www.evisa.gov.et'
const ETHIOPIA_STATE_DEPT =
  'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Ethiopia.html'
const BOLE_TRANSIT = {
  en: 'Connecting at Bole without leaving the international transit area needs no visa. A connection of more than 12 hours there can make your next country ask for a yellow-fever certificate.',
  fr: 'Une correspondance à Bole sans quitter la zone de transit internationale ne demande pas de visa. Au-delà de 12 heures de correspondance, le pays suivant peut exiger un certificat de vaccination contre la fièvre jaune.',
}
const ADDIS_ABABA: Row[] = [
  {
    group: 'us',
    visa: 'e_visa',
    visaUrl: ETHIOPIA_EVISA,
    yellowFever: 'if_from_risk_country',
    passportValidity: SIX_MONTHS,
    notes: {
      en: `Apply online before you fly. ${BOLE_TRANSIT.en}`,
      fr: `Faites la demande en ligne avant de partir. ${BOLE_TRANSIT.fr}`,
    },
    lastChecked: CHECKED,
    sourceUrl: ETHIOPIA_STATE_DEPT,
  },
  {
    group: 'eu',
    visa: 'e_visa',
    visaUrl: ETHIOPIA_EVISA,
    yellowFever: 'if_from_risk_country',
    passportValidity: SIX_MONTHS,
    notes: {
      en: `Apply online before you fly. ${BOLE_TRANSIT.en}`,
      fr: `Faites la demande en ligne avant de partir. ${BOLE_TRANSIT.fr}`,
    },
    lastChecked: CHECKED,
    sourceUrl: ETHIOPIA_EVISA,
  },
  {
    group: 'ecowas',
    visa: 'e_visa',
    visaUrl: ETHIOPIA_EVISA,
    yellowFever: 'if_from_risk_country',
    passportValidity: SIX_MONTHS,
    notes: {
      en: `Apply online before you fly; African Union citizens may also get a visa on arrival at Bole: check before relying on it. ${BOLE_TRANSIT.en}`,
      fr: `Faites la demande en ligne avant de partir ; les citoyens de l’Union africaine peuvent aussi obtenir un visa à l’arrivée à Bole : vérifiez avant de compter dessus. ${BOLE_TRANSIT.fr}`,
    },
    lastChecked: CHECKED,
    sourceUrl: ETHIOPIA_EVISA,
  },
  {
    group: 'other',
    visa: 'e_visa',
    visaUrl: ETHIOPIA_EVISA,
    yellowFever: 'if_from_risk_country',
    passportValidity: SIX_MONTHS,
    notes: {
      en: `${YOUR_PASSPORT_DECIDES.en} ${BOLE_TRANSIT.en}`,
      fr: `${YOUR_PASSPORT_DECIDES.fr} ${BOLE_TRANSIT.fr}`,
    },
    lastChecked: CHECKED,
    sourceUrl: ETHIOPIA_EVISA,
  },
]

// Georgia. US and EU citizens: no visa for up to one year (Georgia's foreign ministry; the
// travel.state.gov Georgia page). ECOWAS and others: the e-visa portal (evisa.gov.ge) or a
// consulate; holders of a valid US or Schengen visa or residence permit may enter without one for
// a short stay. No yellow-fever rule (WHO country list). Health insurance: required of foreign
// visitors since 1 January 2026 (a 2025 law).
// CHECK: the visa-free rule for holders of US/Schengen visas (which visas, how many days); the
// health-insurance requirement and what cover it asks.
const GEORGIA_EVISA = 'https://www.evisa.gov.ge'
const GEORGIA_INSURANCE = {
  en: 'Travel health insurance for the whole stay is required of foreign visitors: check what cover is asked.',
  fr: 'Une assurance santé voyage couvrant tout le séjour est exigée des visiteurs étrangers : vérifiez la couverture demandée.',
}
const GEORGIA_ONE_YEAR = {
  en: `No visa for stays of up to one year. ${GEORGIA_INSURANCE.en}`,
  fr: `Pas de visa pour un séjour d’un an au plus. ${GEORGIA_INSURANCE.fr}`,
}
const GEORGIA_VISA_NEEDED = {
  en: `A visa from the e-visa portal or a consulate; holders of a valid US or Schengen visa or residence permit may need none for a short stay. Check before booking. ${GEORGIA_INSURANCE.en}`,
  fr: `Un visa, sur le portail e-visa ou auprès d’un consulat ; les titulaires d’un visa ou d’un titre de séjour américain ou Schengen en cours de validité peuvent en être dispensés pour un court séjour. Vérifiez avant de réserver. ${GEORGIA_INSURANCE.fr}`,
}
const TBILISI: Row[] = [
  {
    group: 'us',
    visa: 'none',
    yellowFever: 'not_required',
    passportValidity: WHOLE_STAY,
    notes: GEORGIA_ONE_YEAR,
    lastChecked: CHECKED,
    sourceUrl:
      'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Georgia.html',
  },
  {
    group: 'eu',
    visa: 'none',
    yellowFever: 'not_required',
    passportValidity: WHOLE_STAY,
    notes: GEORGIA_ONE_YEAR,
    lastChecked: CHECKED,
    sourceUrl: 'https://www.geoconsul.gov.ge',
  },
  {
    group: 'ecowas',
    visa: 'e_visa',
    visaUrl: GEORGIA_EVISA,
    yellowFever: 'not_required',
    passportValidity: WHOLE_STAY,
    notes: GEORGIA_VISA_NEEDED,
    lastChecked: CHECKED,
    sourceUrl: GEORGIA_EVISA,
  },
  {
    group: 'other',
    visa: 'e_visa',
    visaUrl: GEORGIA_EVISA,
    yellowFever: 'not_required',
    passportValidity: WHOLE_STAY,
    notes: GEORGIA_VISA_NEEDED,
    lastChecked: CHECKED,
    sourceUrl: GEORGIA_EVISA,
  },
]

/** The rows of guides part E, per guide slug: one set per country, shared by its cities. */
export const MORE_ENTRY_REQUIREMENTS = {
  toronto: CANADA,
  montreal: CANADA,
  vancouver: CANADA,
  casablanca: CASABLANCA,
  'addis-ababa': ADDIS_ABABA,
  tbilisi: TBILISI,
}
