import { checkInUrlOf, type Locale, type TTicketingDeskItem, translate } from '@nexovia/content-schema'
import type { Payload, SendEmailOptions } from 'payload'
import { sitePage } from '../lib/sitePage'
import { paragraphsMail } from '../mail/paragraphsMail'

type TicketedBooking = Pick<TTicketingDeskItem, 'reference' | 'carrier' | 'carrier_name' | 'passengers'> & {
  email: string
  locale: Locale
  pnr: string
  eTickets: string[]
}

/** The flights are ticketed: the PNR, each passenger's e-ticket, the airline's check-in, in the booking's language. */
export function ticketsMail(booking: TicketedBooking): SendEmailOptions {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(booking.locale, key, params)
  const lines = [
    t('ticketMail.body', {
      reference: booking.reference,
      pnr: booking.pnr,
      airline: booking.carrier_name,
      checkIn: checkInUrlOf(booking.carrier) ?? sitePage(booking.locale, '/manage-booking'),
    }),
    ...booking.eTickets.map((number, index) =>
      t('ticketMail.eTicket', { number, name: booking.passengers[index] ?? '' }),
    ),
    t('paymentMail.manage', { url: sitePage(booking.locale, '/manage-booking') }),
    t('paymentMail.signature'),
  ]
  const subject = t('ticketMail.subject', { reference: booking.reference, pnr: booking.pnr })
  return paragraphsMail(booking.email, subject, lines)
}

/**
 * Mails the traveller that their tickets are issued. After the ticket's transaction: a failure is
 * logged, never undoes the tickets (the manage page shows them).
 */
export async function mailTickets(payload: Payload, item: TTicketingDeskItem): Promise<void> {
  try {
    const booking = await payload.findByID({ collection: 'bookings', id: item.booking_id, depth: 0 })
    await payload.sendEmail(
      ticketsMail({
        ...item,
        email: booking.email,
        locale: booking.locale as Locale,
        pnr: item.pnr ?? '',
        eTickets: item.e_tickets,
      }),
    )
  } catch (error) {
    payload.logger.error({ err: error, bookingId: item.booking_id }, 'the tickets mail was not sent')
  }
}
