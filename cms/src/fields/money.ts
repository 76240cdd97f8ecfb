import { CURRENCIES } from '@nexovia/content-schema'
import type { Field } from 'payload'

/** An amount in integer minor units with its currency beside it (XOF has no minor unit). */
export const moneyFields = (name: string, options: { required?: boolean } = {}): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name,
        type: 'number',
        min: 0,
        required: options.required ?? true,
        admin: { description: 'Minor units (cents); XOF in francs', step: 1 },
        validate: (value: unknown) =>
          value === null || value === undefined || Number.isInteger(value) ? true : 'Whole minor units only',
      },
      { name: 'currency', type: 'select', options: [...CURRENCIES], defaultValue: 'USD', required: true },
    ],
  },
]
