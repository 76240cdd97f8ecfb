/**
 * Issue 40's note: /payment?stay_rate=<token> showed the hotel and price a token's payload said,
 * signed or not. The page asks the cms now (the secret is there): a forged token shows that the offer
 * is no longer valid, with a link back to the hotel search, and nothing of the forged stay.
 * In English at 1280 px and in French at 390 px.
 */
import { expect, test } from '@playwright/test'
import { SAMPLE_STAY_RATE, unsignedStayRateToken } from '../../fixtures/stayRates.ts'
import { open, pathIn, tFor } from './helpers.ts'

const FORGED_HOTEL = 'Forged Palace Hotel'

/** A stay at a price nobody offered, under a signature the cms never made. */
const forgedToken = () =>
  unsignedStayRateToken({
    ...SAMPLE_STAY_RATE,
    rateId: 'rat_forged',
    total: 100,
    hotelName: FORGED_HOTEL,
    roomName: 'Presidential suite',
  })

const RUNS = [
  { locale: 'en', viewport: { width: 1280, height: 900 }, hotelSearch: '/#search-tab-hotels' },
  { locale: 'fr', viewport: { width: 390, height: 844 }, hotelSearch: '/fr#search-tab-hotels' },
] as const

for (const { locale, viewport, hotelSearch } of RUNS) {
  const t = tFor(locale)

  test(`should show a forged stay rate as an offer no longer valid, in ${locale} at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await open(page, `${pathIn(locale, '/payment')}?${new URLSearchParams({ stay_rate: forgedToken() })}`)
    // Nothing of what the forged token says: the probe saw its hotel and price on this page.
    await expect(page.getByRole('main')).not.toContainText(FORGED_HOTEL)
    await expect(page.getByTestId('selected-hotel')).toHaveCount(0)
    const notice = page.getByTestId('hotel-offer-invalid')
    await expect(notice).toContainText(t('payments.selectedHotel.offerInvalid'))
    const searchAgain = notice.getByRole('link', { name: t('payments.selectedHotel.searchAgain') })
    await expect(searchAgain).toHaveAttribute('href', hotelSearch)
  })
}
