import {
  CHECK_EMBASSY,
  ECOWAS_ID,
  type EntryRequirementRow as Row,
  SIX_MONTHS,
} from './entry-requirement-row'

/**
 * Entry requirements of the West African guides, part A (issue 34), one set per country. Abuja is in
 * Nigeria and shares Lagos's rows (entry-requirements.ts). Written on 2026-11-27 without access to
 * the pages (no internet while seeding), from what the official pages last published: every row
 * says which page to check and is conservative; rows marked CHECK need an editor's look first.
 */
// Written offline from what the cited pages published by mid-2025: dated then (older than 90 days
// on purpose) so the guides list flags every row for an editor to check against its source.
const CHECKED = '2025-06-01'
const STATE_DEPT =
  'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/'
const FRANCE_ADVICE =
  'https://www.diplomatie.gouv.fr/fr/conseils-aux-voyageurs/conseils-par-pays-destination/'

// Mali and Burkina Faso left ECOWAS in January 2025 (with Niger, as the Alliance of Sahel States);
// they said ECOWAS citizens keep entering without a visa. Their visas are issued by their embassies.
// Both ask every traveller for a yellow-fever certificate (WHO country list).
// CHECK: the ECOWAS row (free entry after the withdrawal) and US citizens' visas (reciprocity
// measures since 2025) against the embassy before the guides are promoted.
type SahelCountry = {
  /** "of Mali" / "du Mali", after "the embassy". */
  of: { en: string; fr: string }
  /** The country's page name on travel.state.gov and on France's Conseils aux voyageurs. */
  stateDeptPage: string
  franceAdvicePage: string
}
const sahelRows = (country: SahelCountry): Row[] => [
  {
    group: 'us',
    visa: 'embassy',
    yellowFever: 'required',
    passportValidity: SIX_MONTHS,
    notes: {
      en: `Visa rules for US citizens have changed since 2025: ask the embassy ${country.of.en} whether a visa can be issued before booking, and read the State Department’s travel advisory.`,
      fr: `Les règles de visa des citoyens américains changent depuis 2025\u00a0: demandez à l’ambassade ${country.of.fr} si un visa peut être délivré avant de réserver, et lisez les conseils du Département d’État.`,
    },
    lastChecked: CHECKED,
    sourceUrl: `${STATE_DEPT}${country.stateDeptPage}.html`,
  },
  {
    group: 'eu',
    visa: 'embassy',
    yellowFever: 'required',
    passportValidity: SIX_MONTHS,
    notes: {
      en: 'A visa from the embassy before travel. Read your government’s travel advice before booking.',
      fr: 'Un visa de l’ambassade avant le départ. Lisez les conseils aux voyageurs de votre pays avant de réserver.',
    },
    lastChecked: CHECKED,
    sourceUrl: `${FRANCE_ADVICE}${country.franceAdvicePage}/`,
  },
  {
    group: 'ecowas',
    visa: 'none',
    yellowFever: 'required',
    passportValidity: ECOWAS_ID,
    notes: {
      en: 'No longer an ECOWAS member since January 2025, but ECOWAS citizens were said to keep entering without a visa: check with the embassy.',
      fr: 'N’est plus membre de la CEDEAO depuis janvier 2025, mais les citoyens de la CEDEAO devaient continuer d’entrer sans visa\u00a0: vérifiez auprès de l’ambassade.',
    },
    lastChecked: CHECKED,
    sourceUrl: 'https://ecowas.int',
  },
  {
    group: 'other',
    visa: 'embassy',
    yellowFever: 'required',
    passportValidity: SIX_MONTHS,
    notes: CHECK_EMBASSY,
    lastChecked: CHECKED,
    sourceUrl: `${STATE_DEPT}${country.stateDeptPage}.html`,
  },
]

// Mali (Bamako): travel.state.gov Mali page; France's Conseils aux voyageurs, Mali.
const MALI = sahelRows({
  of: { en: 'of Mali', fr: 'du Mali' },
  stateDeptPage: 'Mali',
  franceAdvicePage: 'mali',
})
// Burkina Faso (Ouagadougou): travel.state.gov Burkina Faso page; Conseils aux voyageurs, Burkina Faso.
const BURKINA_FASO = sahelRows({
  of: { en: 'of Burkina Faso', fr: 'du Burkina Faso' },
  stateDeptPage: 'BurkinaFaso',
  franceAdvicePage: 'burkina-faso',
})

type EVisaCountry = {
  /** The official e-visa portal. */
  portal: string
  stateDeptPage: string
  franceAdvicePage: string
  /** What the row of other nationalities adds. */
  otherNotes: Row['notes']
}
// US and EU citizens apply on the official e-visa portal; ECOWAS citizens enter freely (ECOWAS
// free-movement protocol); every traveller shows a yellow-fever certificate (WHO country list).
const eVisaRows = (country: EVisaCountry): Row[] => [
  {
    group: 'us',
    visa: 'e_visa',
    visaUrl: country.portal,
    yellowFever: 'required',
    passportValidity: SIX_MONTHS,
    lastChecked: CHECKED,
    sourceUrl: `${STATE_DEPT}${country.stateDeptPage}.html`,
  },
  {
    group: 'eu',
    visa: 'e_visa',
    visaUrl: country.portal,
    yellowFever: 'required',
    passportValidity: SIX_MONTHS,
    lastChecked: CHECKED,
    sourceUrl: `${FRANCE_ADVICE}${country.franceAdvicePage}/`,
  },
  {
    group: 'ecowas',
    visa: 'none',
    yellowFever: 'required',
    passportValidity: ECOWAS_ID,
    lastChecked: CHECKED,
    sourceUrl: 'https://ecowas.int',
  },
  {
    group: 'other',
    visa: 'e_visa',
    visaUrl: country.portal,
    yellowFever: 'required',
    passportValidity: SIX_MONTHS,
    notes: country.otherNotes,
    lastChecked: CHECKED,
    sourceUrl: country.portal,
  },
]

// Togo (Lomé): the e-visa of voyage.gouv.tg (a short visa on arrival at Lomé airport has also been
// issued); travel.state.gov Togo page; Conseils aux voyageurs, Togo.
// CHECK: whether the visa on arrival is still issued.
const TOGO = eVisaRows({
  portal: 'https://voyage.gouv.tg',
  stateDeptPage: 'Togo',
  franceAdvicePage: 'togo',
  otherNotes: CHECK_EMBASSY,
})

// Benin (Cotonou): the e-visa of evisa.gouv.bj; Benin lets every African passport in without a visa
// for short stays; travel.state.gov Benin page; Conseils aux voyageurs, Bénin.
// CHECK: the length of stay without a visa for African passports outside ECOWAS.
const BENIN = eVisaRows({
  portal: 'https://evisa.gouv.bj',
  stateDeptPage: 'Benin',
  franceAdvicePage: 'benin',
  otherNotes: {
    en: 'Holders of an African passport have entered without a visa for short stays; others apply for the e-visa. Check with the embassy.',
    fr: 'Les titulaires d’un passeport africain entraient sans visa pour un court séjour\u202f; les autres demandent l’e-visa. Vérifiez auprès de l’ambassade.',
  },
})

/** The rows of Bamako, Ouagadougou, Lomé and Cotonou (Abuja takes Nigeria's, see above). */
export const WEST_AFRICA_A_ENTRY_REQUIREMENTS = {
  bamako: MALI,
  ouagadougou: BURKINA_FASO,
  lome: TOGO,
  cotonou: BENIN,
} satisfies Record<string, Row[]>
