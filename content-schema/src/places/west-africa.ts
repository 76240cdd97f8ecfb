/**
 * The ECOWAS members (ecowas.int, ISO 3166-1 alpha-2): Burkina Faso, Mali and Niger left in January
 * 2025 but keep free movement for now by agreement; they are counted here until that changes.
 */
export const ECOWAS_COUNTRIES: ReadonlySet<string> = new Set([
  'BJ',
  'BF',
  'CV',
  'CI',
  'GM',
  'GH',
  'GN',
  'GW',
  'LR',
  'ML',
  'NE',
  'NG',
  'SN',
  'SL',
  'TG',
])

/** West Africa: the ECOWAS members and Mauritania. */
export const WEST_AFRICAN_COUNTRIES: ReadonlySet<string> = new Set([...ECOWAS_COUNTRIES, 'MR'])
