/** The taxi console's city names: the same words in English and French. */
export const areaNames = {
  'taxiAdmin.area.boston': 'Boston',
  'taxiAdmin.area.new-york': 'New York',
  'taxiAdmin.area.abidjan': 'Abidjan',
  'taxiAdmin.area.accra': 'Accra',
  'taxiAdmin.area.dakar': 'Dakar',
  'taxiAdmin.area.lagos': 'Lagos',
} as const
