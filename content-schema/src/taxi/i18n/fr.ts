import type { SectionKey } from '../../i18n/keys.ts'

/** French strings of the cms side of the airport taxi: its error messages and its e-mails. */
export const taxi: Record<SectionKey<'taxiMail' | 'taxiErrors'>, string> = {
  'taxiMail.service.taxi': 'Taxi',
  'taxiMail.service.private_chauffeur': 'Chauffeur privé',
  'taxiMail.service.vtc': 'VTC',
  'taxiMail.service.yango': 'Yango',
  'taxiMail.item': 'Transfert aéroport : {from} → {to}',
  'taxiMail.flightPickup':
    'Votre chauffeur suit le vol {flight}, qui atterrit à {airport} le {time}\u00a0; attente gratuite {minutes} minutes après l’atterrissage',
  'taxiMail.details': '{when} · {service} · Passagers : {passengers} · Bagages : {luggage}',
  'taxiMail.nextSteps':
    "Prochaine étape : nous affectons un chauffeur à votre course et vous envoyons son nom et sa plaque d'immatriculation avant la prise en charge. Conservez votre référence de réservation pour toute question.",
  'taxiMail.driver.assignedSubject': 'Nouvelle course : {when}',
  'taxiMail.driver.assignedGreeting': 'Une course vous a été confiée.',
  'taxiMail.driver.movedSubject': 'Prise en charge déplacée au {when}',
  'taxiMail.driver.moved':
    'Le vol {flight} est en retard : la prise en charge passe du {previously} au {when}.',
  'taxiMail.moved.subject': 'Votre prise en charge passe au {when}',
  'taxiMail.moved.body':
    'Le vol {flight} a une nouvelle heure d’arrivée prévue : votre prise en charge passe du {previously} au {when}. Vous n’avez rien à faire : votre chauffeur suit le vol.',
  'taxiMail.driver.flight': 'Vol d’arrivée : {flight}. Soyez aux arrivées à l’atterrissage.',
  'taxiMail.driver.sign': 'Nom sur votre pancarte : {name}',
  'taxiMail.driver.traveller': 'Voyageur : {name}, {phone}',
  'taxiMail.driver.load': 'Passagers : {passengers}, bagages : {luggage}',
  'taxiMail.driver.options': 'Options : {options}',
  'taxiMail.driver.notes': 'Notes du voyageur : {notes}',
  'taxiMail.driver.childSeat': 'siège enfant',
  'taxiMail.driver.vip': 'service VIP',
  'taxiMail.driver.extraStop': 'arrêt supplémentaire',
  'taxiMail.assigned.subject': 'Votre chauffeur pour le {when}',
  'taxiMail.assigned.greeting': 'Bonne nouvelle : un chauffeur a été affecté à votre course.',
  'taxiMail.assigned.driver': 'Chauffeur : {name}',
  'taxiMail.assigned.plate': "Plaque d'immatriculation : {plate}",
  'taxiMail.assigned.phone': 'Téléphone du chauffeur : {phone}',
  'taxiMail.assigned.whatsapp': 'WhatsApp : {link}',
  'taxiMail.assigned.sign': 'Aux arrivées, votre chauffeur tient une pancarte « {name} ».',
  'taxiMail.assigned.ride': 'Course : {from} → {to}, {when}',
  'taxiMail.assigned.help':
    'Votre chauffeur vous attendra au point de prise en charge. Répondez à cet e-mail en cas de changement.',
  'taxiMail.cancelled.subject': 'Votre course du {when} est annulée',
  'taxiMail.cancelled.greeting': 'Nous sommes désolés : votre course a été annulée.',
  'taxiMail.cancelled.ride': 'Course : {from} → {to}, {when}',
  'taxiMail.cancelled.refund': 'Nous vous avons remboursé {amount} sur {to}. {delay}',
  'taxiMail.cancelled.help':
    "Répondez à cet e-mail, ou contactez notre conciergerie, si vous avez toujours besoin d'une course.",
  'taxiErrors.flightStatusUnavailable':
    'Nous n’avons pas pu vérifier votre vol pour l’instant. Réessayez dans une minute.',
  'taxiErrors.outsideZones':
    "Pour l'instant, nous desservons uniquement le nord-est des États-Unis et l'Afrique de l'Ouest.",
  'taxiErrors.zonesDiffer': 'Le départ et la destination doivent se trouver dans la même région.',
  'taxiErrors.tooFar': 'Ce trajet est trop long pour un transfert. Veuillez contacter notre conciergerie.',
  'taxiErrors.serviceUnavailable': "Ce service n'est pas proposé dans cette région.",
  'taxiErrors.quoteNotFound': 'Ce devis est inconnu. Veuillez demander un nouveau devis.',
  'taxiErrors.quoteExpired': 'Ce devis a expiré. Veuillez demander un nouveau devis.',
  'taxiErrors.quoteMismatch': 'La course a changé depuis le devis. Veuillez demander un nouveau devis.',
  'taxiErrors.rideNotFound': 'Course inconnue.',
  'taxiErrors.driverNotFound': 'Chauffeur inconnu.',
  'taxiErrors.rideNotPaid': 'Seule une course payée et sans chauffeur peut être affectée.',
  'taxiErrors.driverUnavailable': 'Ce chauffeur a déjà une course dans les deux heures autour de celle-ci.',
  'taxiErrors.driverWrongZone': 'Ce chauffeur travaille dans une autre région.',
  'taxiErrors.transitionRefused': 'Cette course ne peut pas passer à ce statut.',
  'taxiErrors.refundFailed':
    "Le remboursement n'a pas pu être effectué : la course n'a donc pas été annulée. Veuillez réessayer dans quelques minutes.",
}
