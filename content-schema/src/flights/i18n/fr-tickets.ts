import type { tickets as en } from './en-tickets.ts'

/** Les billets d'un vol (issue 31) : le guichet de billetterie, ce que voit le voyageur, le mail. */
export const tickets: Record<keyof typeof en, string> = {
  'ticketErrors.notWaiting': 'Cette réservation n’attend plus ses billets : rechargez le guichet.',

  'tickets.title': 'Billets',
  'tickets.waiting':
    'Émission des billets : en général sous {hours} heures. Nous vous envoyons vos billets électroniques dès leur émission.',
  'tickets.ordering': 'Émission des billets : la compagnie émet vos billets.',
  'tickets.ticketed': 'Billets émis : PNR {pnr}',
  'tickets.eTicket': 'Billet électronique {number} : {name}',
  'tickets.refused':
    'La compagnie n’a pas pu émettre ces billets (le prix ou les places ont changé) : votre paiement est remboursé en totalité.',
  'tickets.cancelled': 'Ces billets sont annulés.',
  'tickets.checkIn': 'Enregistrement en ligne chez {airline}',
  'tickets.calendar': 'Ajouter les vols à votre agenda (.ics)',
  'tickets.fare': 'Conditions tarifaires',

  'ticketMail.subject': 'Vos billets électroniques pour la réservation Nexovia {reference} : PNR {pnr}',
  'ticketMail.body':
    'Les vols de votre réservation {reference} ont leurs billets. Référence de la compagnie (PNR) : {pnr}. Elle sert à l’enregistrement chez {airline} : {checkIn}',
  'ticketMail.eTicket': 'Billet électronique {number} : {name}',
}
