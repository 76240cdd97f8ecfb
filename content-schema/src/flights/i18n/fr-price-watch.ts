import type { priceWatch as en } from './en-price-watch.ts'

/** Le suivi des prix (issue 45) : le bouton des résultats, les pages des liens, le compte, les mails. */
export const priceWatch: Record<keyof typeof en, string> = {
  'priceWatch.track': 'Suivre les prix',
  'priceWatch.hint':
    'Nous relançons cette recherche chaque jour et vous écrivons quand son prix le plus bas baisse de 5 % ou de 25 USD au moins.',
  'priceWatch.email': 'Votre e-mail',
  'priceWatch.submit': 'Suivre cette recherche',
  'priceWatch.tracking':
    'Suivi en place : nous vous écrirons quand le prix baissera. Arrêtez quand vous voulez depuis votre compte.',
  'priceWatch.confirmationSent': 'Presque fini : ouvrez le lien envoyé à {email} pour lancer le suivi.',
  'priceWatch.limitReached':
    'Vous suivez déjà {count} recherches, le maximum pour un voyageur : arrêtez-en une d’abord (depuis votre compte ou une alerte).',
  'priceWatch.datesPast': 'Ces dates sont passées : cherchez des dates à venir pour suivre leur prix.',
  'priceWatch.linkInvalid': 'Ce lien n’est pas valide ou a expiré.',
  'priceWatch.linkUsed': 'Ce lien a déjà servi : la recherche est suivie.',
  'priceWatch.confirm.title': 'Lancer le suivi de cette recherche',
  'priceWatch.confirm.button': 'Lancer le suivi',
  'priceWatch.confirm.done': 'Suivi lancé : nous vous écrirons quand le prix baissera.',
  'priceWatch.stop.title': 'Arrêter les alertes de prix',
  'priceWatch.stop.button': 'Arrêter le suivi',
  'priceWatch.stop.done': 'Arrêté : plus d’alerte pour cette recherche.',
  'priceWatch.account.title': 'Prix suivis',
  'priceWatch.account.empty':
    'Aucune recherche suivie. Utilisez « Suivre les prix » dans les résultats de vols.',
  'priceWatch.account.lowest': 'Prix le plus bas vu : {price}, {when}',
  'priceWatch.account.notChecked': 'Pas encore vérifié : la première vérification a lieu dans la journée.',
  'priceWatch.account.stopLabel': 'Arrêter le suivi de {trip}',
  'priceWatch.trip': '{origin} – {destination}, {dates}',

  'priceWatch.mail.confirmSubject': 'Confirmez votre alerte de prix : {origin} – {destination}',
  'priceWatch.mail.confirmIntro': 'Vous avez demandé à Nexovia de suivre le prix de {trip}.',
  'priceWatch.mail.confirmAction': 'Ouvrez ce lien dans les {days} jours pour lancer le suivi :',
  'priceWatch.mail.confirmIgnore': 'Ce n’est pas vous ? Ignorez cet e-mail : rien n’est suivi.',
  'priceWatch.mail.dropSubject': 'Baisse de prix : {origin} – {destination} à {price}',
  'priceWatch.mail.dropIntro':
    'Le prix le plus bas de {trip} est passé de {from} à {to} ({percent} % de moins), vérifié {when}.',
  'priceWatch.mail.dropOpen': 'Voir les vols :',
  'priceWatch.mail.dropStop': 'Arrêter ces alertes en un clic :',
} as const
