import type { APIRequestContext } from '@playwright/test'
import { bookAndPayRide } from '../taxi/helpers.ts'

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
 * A guest's (no account) Abidjan ride `days` ahead, booked and paid through the cms's API as the taxi
 * form does (its own e2e tests cover the form): its address and reference.
 */
export async function paidGuestRide(request: APIRequestContext, locale: 'en' | 'fr', days: number) {
  const email = `guest-messages-${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`
  const customer = { name: 'Kofi Mensah', email, phone: '+233 24 000 0000' }
  await bookAndPayRide(request, { locale, days, customer })
  return { email, reference: await referenceOf(request, email) }
}
