import { expect, test } from '@playwright/test'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { flightSearch } from '../../fixtures/flights.ts'
import { fillTravellers, LOCALES, newTraveller, open, pathIn, tFor } from './helpers.ts'

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should refuse a child's birth date that makes an adult, keeping what was typed, in ${locale}`, async ({
    page,
    request,
  }) => {
    const search = await request.post(`${process.env.E2E_CMS_URL}/api/flights/search`, {
      data: flightSearch({ locale, adults: 1, children: 1 }),
      headers: { 'x-forwarded-for': `10.8.${locale === 'en' ? 1 : 2}.${Math.floor(Math.random() * 250)}` },
    })
    const { itineraries } = (await search.json()) as { itineraries: { itinerary_id: string }[] }
    await open(page, `${pathIn(locale, '/payment')}?itinerary_id=${itineraries[0]?.itinerary_id}`)
    const card = page.getByTestId('selected-flight')
    // Each form says which passenger of the search it is.
    await expect(card.getByTestId('traveller-2').locator('legend')).toHaveText(
      t('travellers.passengerOfType', { number: 2, type: t('travellers.type.child') }),
    )
    // Both passengers born in 1987: the second was searched as a child.
    await fillTravellers(page, locale, {
      count: 2,
      email: newTraveller(`ages-${locale}`).email,
      passportExpiry: addDays(nextOccurrence(1, 1), 5 * 365),
    })
    await card.getByRole('button', { name: t('payments.pay') }).click()
    const child = card.getByTestId('traveller-2')
    await expect(child.getByText(t('validation.birthDateNotChild'))).toBeVisible()
    await expect(card.getByTestId('traveller-1').getByText(t('validation.birthDateNotAdult'))).toHaveCount(0)
    await expect(child.getByLabel(t('travellers.field.surname'))).toHaveValue('Owusu-Ansah')
    await expect(page).toHaveURL(/\/payment\?itinerary_id=/)
  })
}
