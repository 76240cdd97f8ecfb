import type { Field } from 'payload'

/** Latitude and longitude in degrees, side by side in the admin. */
export const coordinateFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'lat', type: 'number', required: true, min: -90, max: 90 },
      { name: 'lng', type: 'number', required: true, min: -180, max: 180 },
    ],
  },
]
