import {
  BENEFITS,
  COLLECTION_SLUGS,
  CONCERNS,
  INTERESTED_SAVINGS,
  LOCALES,
  MONEY_PREFERENCES,
  MONTHLY_AMOUNTS,
  READY_TO_TRY,
  TRAVELS_ANNUALLY,
} from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { operationsAccess } from '../../access/operationsAccess'

/** Answers to the Travel Savings questionnaire. Every question is optional, as on the form. */
export const SurveyResponses: CollectionConfig = {
  slug: COLLECTION_SLUGS.surveyResponses,
  admin: { defaultColumns: ['submittedAt', 'language', 'readyToTry', 'email'] },
  access: operationsAccess,
  defaultSort: '-submittedAt',
  fields: [
    { name: 'travelsAnnually', type: 'select', options: [...TRAVELS_ANNUALLY] },
    { name: 'interestedSavingsAccount', type: 'select', options: [...INTERESTED_SAVINGS] },
    { name: 'monthlyAmount', type: 'select', options: [...MONTHLY_AMOUNTS] },
    { name: 'moneyPreference', type: 'select', options: [...MONEY_PREFERENCES] },
    {
      name: 'attractiveBenefits',
      type: 'select',
      hasMany: true,
      options: [...BENEFITS],
      validate: (value: unknown) =>
        Array.isArray(value) && value.length > 2 ? 'Two benefits at most' : true,
    },
    { name: 'concerns', type: 'select', options: [...CONCERNS] },
    { name: 'concernsOther', type: 'textarea', maxLength: 1000 },
    { name: 'readyToTry', type: 'select', options: [...READY_TO_TRY] },
    { name: 'email', type: 'email' },
    { name: 'language', type: 'select', options: [...LOCALES], required: true },
    { name: 'submittedAt', type: 'date', required: true, index: true },
  ],
}
