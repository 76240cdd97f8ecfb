import type { TDestinationSlug } from '@nexovia/content-schema'
import { frenchSpacing } from './articles/writing'
import { CHECK_EMBASSY, type EntryRequirementRow, SIX_MONTHS } from './entry-requirement-row'

/**
 * Reviewed for issue 34 from the official pages below as known on this date; they could not be
 * opened while writing (no internet), so the rows whose rules moved lately say to check first.
 */
// Written offline from what the cited pages published by mid-2025: dated then (older than 90 days
// on purpose) so the guides list flags every row for an editor to check against its source.
const CHECKED = '2025-06-01'
const US_VISAS = 'https://travel.state.gov/content/travel/en/us-visas.html'

// United States: one set of rows for every US city guide. US citizens: home (CBP). Most EU/Schengen
// citizens travel under the Visa Waiver Program with an ESTA (esta.cbp.dhs.gov; not every EU state
// is a member, hence the note). ECOWAS citizens need a visitor visa from a US embassy
// (travel.state.gov, US visas). Others: an ESTA when their country is in the programme (the United
// Kingdom, Japan…), nothing for Canadians, otherwise a visa. No yellow-fever rule.
export const US_ROWS: EntryRequirementRow[] = [
  {
    group: 'us',
    visa: 'none',
    yellowFever: 'not_required',
    passportValidity: {
      en: 'US passport or other proof of citizenship',
      fr: 'Passeport américain ou autre preuve de citoyenneté',
    },
    lastChecked: CHECKED,
    sourceUrl: 'https://www.cbp.gov/travel/us-citizens',
  },
  {
    group: 'eu',
    visa: 'e_visa',
    visaUrl: 'https://esta.cbp.dhs.gov',
    yellowFever: 'not_required',
    passportValidity: {
      en: 'Electronic passport valid for your whole stay',
      fr: 'Passeport électronique valide pour tout le séjour',
    },
    notes: {
      en: 'ESTA under the Visa Waiver Program, 90 days at most; citizens of EU states outside the program need a visa.',
      fr: frenchSpacing(
        'ESTA au titre du Visa Waiver Program, 90 jours au plus ; les citoyens des États de l’UE hors programme ont besoin d’un visa.',
      ),
    },
    lastChecked: CHECKED,
    sourceUrl: 'https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visa-waiver-program.html',
  },
  // CHECK: since mid-2025 some nationalities (Sierra Leone and Togo among ECOWAS members at the time)
  // face restrictions, and a visa-bond pilot covers others; confirm the current list on travel.state.gov.
  {
    group: 'ecowas',
    visa: 'embassy',
    visaUrl: US_VISAS,
    yellowFever: 'not_required',
    passportValidity: SIX_MONTHS,
    notes: {
      en: 'A visitor visa (B1/B2) from the US embassy in your country, usually after an interview. Since 2025 some nationalities face entry restrictions or a visa bond: check travel.state.gov before booking.',
      fr: frenchSpacing(
        'Un visa de visiteur (B1/B2) délivré par l’ambassade des États-Unis de votre pays, en général après un entretien. Depuis 2025, certaines nationalités font l’objet de restrictions d’entrée ou d’une caution de visa : vérifiez sur travel.state.gov avant de réserver.',
      ),
    },
    lastChecked: CHECKED,
    sourceUrl: US_VISAS,
  },
  // CHECK: the Visa Waiver Program's member list changes (esta.cbp.dhs.gov lists it).
  {
    group: 'other',
    visa: 'embassy',
    visaUrl: US_VISAS,
    yellowFever: 'not_required',
    passportValidity: SIX_MONTHS,
    notes: {
      en: `Citizens of Visa Waiver Program countries (such as the United Kingdom or Japan) apply for an ESTA instead, and Canadians need neither. ${CHECK_EMBASSY.en}`,
      fr: frenchSpacing(
        `Les citoyens des pays du Visa Waiver Program (comme le Royaume-Uni ou le Japon) demandent plutôt une ESTA, et les Canadiens n’ont besoin ni de l’un ni de l’autre. ${CHECK_EMBASSY.fr}`,
      ),
    },
    lastChecked: CHECKED,
    sourceUrl: US_VISAS,
  },
]

/** The US city guides of issue 34: every one shares the US rows. */
export const UNITED_STATES_ENTRY_REQUIREMENTS = {
  'washington-dc': US_ROWS,
  atlanta: US_ROWS,
  chicago: US_ROWS,
  miami: US_ROWS,
  'los-angeles': US_ROWS,
  houston: US_ROWS,
  dallas: US_ROWS,
  hartford: US_ROWS,
  albany: US_ROWS,
  philadelphia: US_ROWS,
  charlotte: US_ROWS,
  'san-francisco': US_ROWS,
} satisfies Partial<Record<TDestinationSlug, EntryRequirementRow[]>>
