import type { APIRequestContext } from '@playwright/test'

const CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Kofi Mensah' }
const ABJ = { address: 'Félix-Houphouët-Boigny International Airport', lat: 5.2614, lng: -3.9263 }
const PLATEAU = { address: 'Rue Abdoulaye Fadiga, Plateau, Abidjan', lat: 5.3206, lng: -4.0197 }

/** The booking's reference, read as an administrator (a guest learns it from the confirmation mail). */
async function referenceOf(request: APIRequestContext, email: string) {
  const cms = process.env.E2E_CMS_URL!
  await request.post(`${cms}/api/admins/login`, {
    data: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
  })
  const found = await request.get(
    `${cms}/api/bookings?depth=0&where[email][equals]=${encodeURIComponent(email)}`,
  )
  const [booking] = ((await found.json()) as { docs: { reference?: string }[] }).docs
  if (!booking?.reference) throw new Error(`no paid booking for ${email}`)
  return booking.reference
}

/**
 * A guest's (no account) Abidjan ride `days` ahead, quoted, booked and paid with the test card through
 * the cms's API as the taxi form does (its own e2e tests cover the form): its address and reference.
 */
export async function paidGuestRide(request: APIRequestContext, locale: 'en' | 'fr', days: number) {
  const cms = process.env.E2E_CMS_URL!
  const email = `guest-messages-${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`
  const datetime = new Date(Date.now() + days * 86_400_000)
  datetime.setUTCHours(15, 0, 0, 0)
  const ride = {
    origin: ABJ,
    destination: PLATEAU,
    datetime: datetime.toISOString(),
    passengers: 1,
    service_type: 'yango',
    options: { child_seat: false, vip_service: false, extra_stop: false, luggage_count: 1 },
  }
  const quote = await (await request.post(`${cms}/api/taxi/quote`, { data: { ...ride, locale } })).json()
  const customer = { name: 'Kofi Mensah', email, phone: '+233 24 000 0000' }
  const booked = await request.post(`${cms}/api/taxi/book`, {
    data: { customer, ride, quote_id: quote.quote_id, locale },
  })
  if (booked.status() !== 201) throw new Error(`booking failed: ${booked.status()} ${await booked.text()}`)
  const session = new URL((await booked.json()).checkout_url).searchParams.get('session_id')
  const paid = await request.post(`${cms}/api/payments/test-checkout/${session}/pay`, { data: CARD })
  if (!paid.ok()) throw new Error(`payment failed: ${paid.status()} ${await paid.text()}`)
  return { email, reference: await referenceOf(request, email) }
}
