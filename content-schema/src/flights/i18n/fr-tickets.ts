import type { tickets as en } from './en-tickets.ts'

/** Les billets d'un vol (issue 31) : le guichet de billetterie, ce que voit le voyageur, le mail. */
export const tickets: Record<keyof typeof en, string> = {
  'validation.pnrRequired': 'Saisissez la référence de réservation de la compagnie (PNR)',
  'validation.pnrInvalid': 'Une référence de compagnie a 6 lettres et chiffres, par ex. ABC123',
  'validation.eTicketRequired': 'Saisissez le numéro du billet électronique',
  'validation.eTicketInvalid': 'Un numéro de billet électronique a 13 chiffres',
  'validation.eTicketPrefix': 'Ce numéro ne commence pas par le code billetterie de la compagnie',
  'validation.eTicketsCount': 'Saisissez un numéro de billet par passager',
  'validation.eTicketRepeated': 'Chaque passager a son propre numéro de billet',
  'ticketErrors.notWaiting': 'Cette réservation n’attend plus ses billets : rechargez le guichet.',

  'admin.nav.tickets': 'Billetterie',
  'admin.tickets.title': 'Guichet de billetterie',
  'admin.tickets.intro':
    'Les réservations de vol payées qui attendent leurs billets, la plus ancienne d’abord.',
  'admin.tickets.empty': 'Aucune réservation de vol n’attend de billets.',
  'admin.tickets.loadFailed': 'Les réservations en attente de billets n’ont pas pu être chargées.',
  'admin.tickets.reference': 'Référence',
  'admin.tickets.waitingFor': 'Payée',
  'admin.tickets.waitedHours': 'il y a {hours} h {minutes} min',
  'admin.tickets.flights': 'Vols',
  'admin.tickets.passengers': 'Passagers',
  'admin.tickets.issue': 'Saisir les billets',
  'admin.tickets.issueLabel': 'Saisir les billets de {reference}',
  'admin.tickets.formTitle': 'Billets de {reference}',
  'admin.tickets.pnr': 'Référence de la compagnie (PNR)',
  'admin.tickets.eTicket': 'Billet électronique de {name}',
  'admin.tickets.prefixHint': 'Les billets {airline} commencent par {prefix}.',
  'admin.tickets.save': 'Enregistrer et prévenir le voyageur',
  'admin.tickets.close': 'Fermer',
  'admin.tickets.saved': '{reference} a ses billets (PNR {pnr}) ; le voyageur est prévenu par mail.',

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
