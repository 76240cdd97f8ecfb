import type { SectionKey } from '../keys.ts'

/** French UI strings: the installed site, its offline page and the trips kept on the device (issue 44). */
export const pocket: Record<SectionKey<'pocket'>, string> = {
  'pocket.appDescription': 'Vos voyages Nexovia, vols, hôtels et transferts aéroport, même sans réseau.',
  'pocket.offline.title': 'Vous êtes hors ligne',
  'pocket.offline.text':
    'Cette page a besoin d’une connexion. Les réservations ouvertes sur cet appareil restent disponibles.',
  'pocket.offline.trips': 'Voir mes voyages sur cet appareil',
  'pocket.trips.title': 'Mes voyages sur cet appareil',
  'pocket.trips.intro':
    'Les réservations ouvertes sur cet appareil y sont gardées et s’ouvrent sans réseau : à l’aéroport, à l’arrivée, partout.',
  'pocket.trips.offline': 'Vous êtes hors ligne : voici les voyages gardés sur cet appareil.',
  'pocket.trips.empty':
    'Aucun voyage n’est gardé sur cet appareil. Ouvrez une réservation une fois avec du réseau pour la garder ici.',
  'pocket.trips.asOf': 'À jour au {time}',
  'pocket.trips.kept': 'Gardée sur cet appareil pour les moments sans réseau.',
  'pocket.trips.forget': 'Oublier cet appareil',
  'pocket.trips.forgotten': 'Plus rien n’est gardé sur cet appareil.',
}
