import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { deleteBookingRows, setCheckoutExpiry } from '../../fixtures/bookingRows.ts'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { flightSearch } from '../../fixtures/flights.ts'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { open, pathIn, tFor } from '../accounts/helpers.ts'

export {
  LOCALES,
  newTraveller,
  open,
  pathIn,
  registerThroughApi,
  signedInThroughApi,
  signedInTraveller,
  signIn,
  signInThroughApi,
  tFor,
} from '../accounts/helpers.ts'

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const

/** The first package card of a tab on /payment. */
export async function firstPackage(page: Page, locale: Locale, kind: 'flights' | 'hotels'): Promise<Locator> {
  const t = tFor(locale)
  if (kind === 'hotels') await page.getByRole('tab', { name: t('payments.tabs.hotels') }).click()
  const card = page.getByTestId(new RegExp(`^package-${kind}-`)).first()
  await expect(card).toBeVisible()
  return card
}

/**
 * Opens /payment, sets the quantities of the first package of `kind`, types the e-mail when
 * signed out, and pays: the browser lands on the test checkout. Returns the card's shown total.
 */
export async function startPackageCheckout(
  page: Page,
  locale: Locale,
  kind: 'flights' | 'hotels',
  options: { email?: string; passengers?: string; nights?: string; rooms?: string } = {},
) {
  const t = tFor(locale)
  await open(page, pathIn(locale, '/payment'))
  if (options.email) await page.getByLabel(t('payments.field.email'), { exact: true }).fill(options.email)
  const card = await firstPackage(page, locale, kind)
  if (kind === 'flights') {
    await card.getByLabel(t('payments.field.passengers')).selectOption(options.passengers ?? '2')
  } else {
    await card.getByLabel(t('payments.field.nights')).selectOption(options.nights ?? '3')
    await card.getByLabel(t('payments.field.rooms')).selectOption(options.rooms ?? '2')
  }
  const total = (await card.getByTestId('total').textContent()) ?? ''
  await card.getByRole('button', { name: t('payments.pay') }).click()
  await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  return { total, sessionId: new URL(page.url()).searchParams.get('session_id') ?? '' }
}

/** Fills the test checkout's card form with a card number and sends it. */
export async function payWithCard(page: Page, locale: Locale, number: string) {
  const t = tFor(locale)
  await page.getByLabel(t('payments.card.number'), { exact: true }).fill(number)
  await page.getByLabel(t('payments.card.expiry'), { exact: true }).fill('12/34')
  await page.getByLabel(t('payments.card.cvc'), { exact: true }).fill('123')
  await page.getByLabel(t('payments.card.name'), { exact: true }).fill('Aminata Traoré')
  await page.locator('.card-form button[type="submit"]').click()
}

/** Pays with the success card and waits for the confirmed booking; returns its reference and the time taken. */
export async function payAndConfirm(page: Page, locale: Locale) {
  const t = tFor(locale)
  const started = Date.now()
  const statusReads: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/api/payments/status/'))
      statusReads.push(`${response.status()}@${Date.now() - started}ms`)
  })
  const payAnswer = page.waitForResponse((response) =>
    /\/api\/payments\/test-checkout\/.+\/pay$/.test(response.url()),
  )
  await payWithCard(page, locale, TEST_CARDS.success)
  await payAnswer
  const payAnsweredMs = Date.now() - started
  await expect(page.getByRole('heading', { name: t('payments.success.paid.title') })).toBeVisible({
    timeout: 30_000,
  })
  const milliseconds = Date.now() - started
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? ''
  console.log(
    `[payments] ${locale}: pay click → pay answered ${payAnsweredMs} ms → success page confirmed ${milliseconds} ms (status reads in the browser: ${statusReads.join(', ') || 'none, the page read it on the server'})`,
  )
  return { reference, milliseconds }
}

/**
 * The cms's administrator, signed in on this request context (its cookie stays in the context), who
 * finds a checkout's booking; the test setup ages and removes it in the database, since no one
 * changes or deletes a booking through the cms's REST (cms/src/access/serverWritten.ts).
 */
export async function asAdmin(request: APIRequestContext) {
  const cms = process.env.E2E_CMS_URL!
  const login = await request.post(`${cms}/api/admins/login`, {
    data: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
  })
  if (!login.ok()) throw new Error(`admin sign-in failed: ${login.status()}`)
  return {
    async bookingOfSession(sessionId: string) {
      const answer = await request.get(
        `${cms}/api/bookings?depth=0&where[checkoutSessionId][equals]=${encodeURIComponent(sessionId)}`,
      )
      const body = (await answer.json()) as { docs: { id: number | string }[] }
      const [booking] = body.docs
      if (!booking) throw new Error(`no booking for ${sessionId}`)
      return booking
    },
    /** The checkout's deadline passed a minute ago. */
    expireCheckout: (id: number | string) => setCheckoutExpiry(id, new Date(Date.now() - 60_000)),
    deleteBooking: (id: number | string) => deleteBookingRows([id]),
  }
}

/**
 * The travellers step of a selected flight: each passenger as in the passport (the first is
 * "Abena Serwaa Owusu-Ansah", passport G12345678 typed with a space), then the contact.
 */
export async function fillTravellers(
  page: Page,
  locale: Locale,
  options: { count: number; email: string; passportExpiry: string },
) {
  const t = tFor(locale)
  const required = (key: Parameters<typeof t>[0]) => t('travellers.required', { label: t(key) })
  for (let number = 1; number <= options.count; number++) {
    const passenger = page.getByTestId(`traveller-${number}`)
    await passenger.getByLabel(t('travellers.field.title')).selectOption(number === 1 ? 'ms' : 'mr')
    await passenger.getByLabel(t('travellers.field.givenNames')).fill(number === 1 ? 'Abena Serwaa' : 'Kwame')
    await passenger.getByLabel(t('travellers.field.surname')).fill('Owusu-Ansah')
    await passenger.getByLabel(required('travellers.field.birthDate'), { exact: true }).fill('1987-05-21')
    await passenger.getByLabel(required('travellers.field.nationality'), { exact: true }).selectOption('GH')
    await passenger
      .getByLabel(required('travellers.field.passportNumber'), { exact: true })
      .fill(`g 1234 567${number + 7}`)
    await passenger
      .getByLabel(required('travellers.field.passportExpiry'), { exact: true })
      .fill(options.passportExpiry)
  }
  await page.getByLabel(t('travellers.field.contactEmail'), { exact: true }).fill(options.email)
  await page.getByLabel(t('travellers.field.contactPhone'), { exact: true }).fill('+233 24 123 4567')
}

/** Opens the address-confirmation link mailed at sign-up and confirms it (the guest bookings join the account). */
export async function confirmAddressFromMail(page: Page, locale: Locale, email: string) {
  const t = tFor(locale)
  const mail = await waitForMail(process.env.MAIL_API_URL!, email, new RegExp(t('auth.mail.verifySubject')))
  const link = new URL(/https?:\/\/\S+#token=[\w.-]+/.exec(mail.text)?.[0] ?? '')
  await open(page, link.pathname + link.hash)
  // The token leaves the address bar as soon as the page has read it.
  await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/verify-email')}$`))
  await page.getByRole('button', { name: t('auth.verify.confirm') }).click()
  await expect(page.getByRole('status')).toContainText(t('auth.verify.attached.one'))
}

/** Opens the payment page of a two-night stay, a few weeks ahead, at a hotel with free cancellation. */
export async function openCancellableStay(page: Page, request: APIRequestContext, locale: Locale) {
  const hotels = await request.get(`${process.env.E2E_CMS_URL}/api/hotels?limit=50&depth=0`)
  type Plan = { id: string; isRefundable?: boolean }
  type Hotel = { id: number; roomTypes?: { id: string; ratePlans?: Plan[] }[] }
  // The first room type sold with a refundable plan: cancelled within its deadline, refunded in full.
  const choice = ((await hotels.json()) as { docs: Hotel[] }).docs
    .flatMap((hotel) => (hotel.roomTypes ?? []).map((roomType) => ({ hotel, roomType })))
    .map(({ hotel, roomType }) => ({
      hotel,
      roomType,
      plan: roomType.ratePlans?.find((plan) => plan.isRefundable),
    }))
    .find(({ plan }) => plan)
  const checkIn = nextOccurrence(3, 10)
  await open(
    page,
    `${pathIn(locale, '/payment')}?hotel_id=${choice?.hotel.id}&room_type_id=${choice?.roomType.id}&rate_plan_id=${choice?.plan?.id}&check_in_date=${checkIn}&check_out_date=${addDays(checkIn, 2)}&num_adults=1&num_rooms=1`,
  )
}

const randomClient = () => `10.${crypto.getRandomValues(new Uint8Array(3)).join('.')}`

/**
 * A flight JFK → ACC a month ahead for two passengers (Awa Koné, Mariam Diallo), booked and paid
 * through the cms's API as the checkout would (the booking path has its own e2e tests): its id,
 * reference, address, the first flight's airline, and `remove` for the test's cleanup.
 */
export async function paidFlightFor2(
  request: APIRequestContext,
  tag: string,
  locale: Locale = 'en',
  /** The second passenger's surname (a search by name needs one no other booking has). */
  secondSurname = 'Diallo',
) {
  const cms = process.env.E2E_CMS_URL!
  const headers = { 'x-forwarded-for': randomClient() }
  const search = await request.post(`${cms}/api/flights/search`, {
    data: flightSearch({ adults: 2 }),
    headers,
  })
  const { itineraries } = (await search.json()) as {
    itineraries: { itinerary_id: string; segments: { carrier: string }[] }[]
  }
  const passenger = (givenNames: string, surname: string, passport: string) => ({
    title: 'ms',
    given_names: givenNames,
    surname,
    birth_date: '1988-03-14',
    nationality: 'CI',
    passport_number: passport,
    passport_expiry: `${new Date().getUTCFullYear() + 8}-01-31`,
  })
  const email = `e2e-${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`
  const checkout = await request.post(`${cms}/api/payments/flight/checkout`, {
    headers,
    data: {
      itinerary_id: itineraries[0]!.itinerary_id,
      passengers: 2,
      user_email: email,
      locale,
      origin_url: process.env.PUBLIC_SITE_URL,
      travellers: [passenger('Awa', 'Koné', 'CI1234567'), passenger('Mariam', secondSurname, 'CI7654321')],
      contact_email: 'awa.kone@example.com',
      contact_phone: '+225 07 00 00 00 00',
    },
  })
  const { checkout_url } = (await checkout.json()) as { checkout_url: string }
  const sessionId = new URL(checkout_url).searchParams.get('session_id') ?? ''
  await request.post(`${cms}/api/payments/test-checkout/${sessionId}/pay`, {
    headers,
    data: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Awa Koné' },
  })
  const admin = await asAdmin(request)
  const booking = await admin.bookingOfSession(sessionId)
  const stored = await request.get(`${cms}/api/bookings/${booking.id}?depth=0`)
  const { reference } = (await stored.json()) as { reference: string }
  return {
    id: booking.id,
    reference,
    email,
    carrier: itineraries[0]!.segments[0]!.carrier,
    remove: () => admin.deleteBooking(booking.id),
  }
}
