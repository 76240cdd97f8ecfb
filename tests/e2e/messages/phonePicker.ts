import { expect, type Locator } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { tFor } from '../payments/helpers.ts'

/** A fresh Ghanaian number (freshPhone) as a Ghanaian types it at home: "024 123 4567". */
export const typedInGhana = (phone: string) => `0${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`

/** Chooses Ghana's calling code in the picker within `scope` and types the number as at home. */
export async function typePhone(scope: Locator, locale: Locale, phone: string) {
  const t = tFor(locale)
  await scope.getByLabel(t('travellers.messages.phoneCountry'), { exact: true }).selectOption('GH')
  await scope.getByLabel(t('travellers.messages.phone'), { exact: true }).fill(typedInGhana(phone))
}

/** The picker shows a stored Ghanaian number split back: Ghana's code, then the national number. */
export async function expectPhone(scope: Locator, locale: Locale, phone: string) {
  const t = tFor(locale)
  await expect(scope.getByLabel(t('travellers.messages.phoneCountry'), { exact: true })).toHaveValue('GH')
  await expect(scope.getByLabel(t('travellers.messages.phone'), { exact: true })).toHaveValue(phone.slice(4))
}
