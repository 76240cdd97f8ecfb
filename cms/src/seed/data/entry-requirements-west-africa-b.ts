import { CHECK_EMBASSY, ECOWAS_ID, type EntryRequirementRow as Row, type Text } from './entry-requirement-row'

/**
 * Entry requirements of the West African guides, part B (issue 34), one set per country. Written on
 * 2026-11-27 from what the official pages cited on each row publish, without reopening them (no
 * internet while writing): every row where a detail was not certain says so in its notes, and a
 * `CHECK:` comment tells the editor what to confirm. Conservative: when unsure, the stricter rule.
 */
// Written offline from what the cited pages published by mid-2025: dated then (older than 90 days
// on purpose) so the guides list flags every row for an editor to check against its source.
const CHECKED = '2025-06-01'
const STATE_DEPT =
  'https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages'
const FRANCE_ADVICE = 'https://www.diplomatie.gouv.fr/fr/conseils-aux-voyageurs/conseils-par-pays-destination'

const SIX_MONTHS: Text = {
  en: 'Valid at least 6 months after arrival, with blank pages for the visa and stamps',
  fr: 'Valide au moins 6\u00a0mois après l’arrivée, avec des pages vierges pour le visa et les tampons',
}
const E_VISA_TO_CHECK: Text = {
  en: 'Apply online before you fly. The e-visa portal and its fees change often: check with the embassy before booking.',
  fr: 'Faites la demande en ligne avant le départ. Le portail du e-visa et ses frais changent souvent\u00a0: vérifiez auprès de l’ambassade avant de réserver.',
}

/**
 * The four groups of one country: US, EU and other travellers under the same rule (each row citing
 * its own source), ECOWAS citizens free to enter. Every visitor row's notes end on a check.
 */
function countryRows(rules: {
  visa: Row['visa']
  visaUrl?: string
  yellowFever: Row['yellowFever']
  usSource: string
  euSource: string
  otherSource: string
  notes: Text
  ecowas?: Partial<Row>
}): Row[] {
  const { usSource, euSource, otherSource, ecowas, ...visitor } = rules
  const common = { ...visitor, passportValidity: SIX_MONTHS, lastChecked: CHECKED }
  return [
    { group: 'us', ...common, sourceUrl: usSource },
    { group: 'eu', ...common, sourceUrl: euSource },
    {
      group: 'ecowas',
      visa: 'none',
      yellowFever: rules.yellowFever,
      passportValidity: ECOWAS_ID,
      lastChecked: CHECKED,
      sourceUrl: 'https://ecowas.int',
      ...ecowas,
    },
    { group: 'other', ...common, sourceUrl: otherSource },
  ]
}

// Guinea. Visa: an e-visa applied for online before travel (travel.state.gov Guinea page; the
// Police de l'Air et des Frontières portal). Yellow fever: certificate asked of travellers
// (travel.state.gov, "Vaccinations: yellow fever"). ECOWAS citizens enter without a visa.
// CHECK: the e-visa portal's address (paf.gov.gn) and whether the yellow-fever rule applies to every
// traveller or only to those from risk countries (WHO country list); kept "required" until confirmed.
const GUINEA = countryRows({
  visa: 'e_visa',
  visaUrl: 'https://www.paf.gov.gn/visa',
  yellowFever: 'required',
  notes: E_VISA_TO_CHECK,
  usSource: `${STATE_DEPT}/Guinea.html`,
  euSource: `${FRANCE_ADVICE}/guinee/`,
  otherSource: 'https://www.paf.gov.gn/visa',
})

// Sierra Leone. Visa: an e-visa before travel at evisa.sl, the government's portal (travel.state.gov
// Sierra Leone page). Yellow fever: certificate required of every traveller (travel.state.gov; WHO).
// CHECK: whether a visa on arrival is still offered to US and EU citizens, and the portal's address.
const SIERRA_LEONE = countryRows({
  visa: 'e_visa',
  visaUrl: 'https://www.evisa.sl',
  yellowFever: 'required',
  notes: E_VISA_TO_CHECK,
  usSource: `${STATE_DEPT}/SierraLeone.html`,
  euSource: `${FRANCE_ADVICE}/sierra-leone/`,
  otherSource: 'https://www.evisa.sl',
})

// Liberia. Visa: before travel from a Liberian embassy (travel.state.gov Liberia page; the Embassy of
// Liberia in Washington). Yellow fever: certificate required of every traveller (travel.state.gov).
// CHECK: whether the Liberia Immigration Service's online pre-approval now replaces the embassy visa.
const LIBERIA = countryRows({
  visa: 'embassy',
  visaUrl: 'https://www.liberianembassyus.org',
  yellowFever: 'required',
  notes: CHECK_EMBASSY,
  usSource: `${STATE_DEPT}/Liberia.html`,
  euSource: `${FRANCE_ADVICE}/liberia/`,
  otherSource: 'https://www.gov.uk/foreign-travel-advice/liberia/entry-requirements',
})

// Niger. The US State Department says Do Not Travel (Level 4), France formally advises against any
// travel to Niger, the United Kingdom advises against travel: each row cites one of the three.
// Visa: before travel from a Niger embassy (travel.state.gov Niger page). Yellow fever: certificate
// required of every traveller (travel.state.gov; WHO). ECOWAS citizens: Niger left ECOWAS in January
// 2025 and has kept their free movement for now (content-schema places/west-africa.ts).
// CHECK: the three advisories' current levels, and the ECOWAS citizens' entry since the withdrawal.
const NIGER = countryRows({
  visa: 'embassy',
  yellowFever: 'required',
  notes: {
    en: 'Governments advise against all travel to Niger (US: Level 4, Do Not Travel): read the advisory on the source page before booking. Visa from a Niger embassy before you fly.',
    fr: 'Les gouvernements déconseillent tout voyage au Niger (États-Unis\u00a0: niveau\u00a04, ne pas voyager)\u00a0: lisez l’avis de la page source avant de réserver. Visa à obtenir auprès d’une ambassade du Niger avant le départ.',
  },
  usSource: `${STATE_DEPT}/Niger.html`,
  euSource: `${FRANCE_ADVICE}/niger/`,
  otherSource: 'https://www.gov.uk/foreign-travel-advice/niger',
  ecowas: {
    notes: {
      en: 'Niger left ECOWAS in January 2025 and has kept free movement for its citizens for now: check with the embassy before travel.',
      fr: 'Le Niger a quitté la CEDEAO en janvier 2025 et maintient pour l’instant la libre circulation de ses ressortissants\u00a0: vérifiez auprès de l’ambassade avant le départ.',
    },
  },
})

// The Gambia. Visa: US citizens need one (travel.state.gov The Gambia page), from an embassy or as an
// entry clearance before arrival; several EU states' citizens enter without one for short stays.
// Yellow fever: certificate required of travellers arriving from a country with risk of
// transmission (WHO list), recommended to all. CHECK: the EU states exempt from the visa, and
// whether the State Department page is still at TheGambia.html.
const THE_GAMBIA = countryRows({
  visa: 'embassy',
  yellowFever: 'if_from_risk_country',
  notes: {
    en: 'Some passports, including several EU ones, need no visa for a short stay; others apply before travel. Check with the embassy before booking.',
    fr: 'Certains passeports, dont plusieurs de l’UE, n’ont pas besoin de visa pour un court séjour\u202f; les autres le demandent avant le départ. Vérifiez auprès de l’ambassade avant de réserver.',
  },
  usSource: `${STATE_DEPT}/TheGambia.html`,
  euSource: `${FRANCE_ADVICE}/gambie/`,
  otherSource: 'https://www.gov.uk/foreign-travel-advice/the-gambia/entry-requirements',
})

/** The rows of each guide of part B (one country each). */
export const WEST_AFRICA_B_ENTRY_REQUIREMENTS = {
  conakry: GUINEA,
  freetown: SIERRA_LEONE,
  monrovia: LIBERIA,
  niamey: NIGER,
  banjul: THE_GAMBIA,
} satisfies Record<string, Row[]>
