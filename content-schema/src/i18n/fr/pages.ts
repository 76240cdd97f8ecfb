import type { SectionKey } from '../keys.ts'

/** French UI strings: the why-Nexovia, under-construction and legal pages. */
export const pages: Record<SectionKey<'whyNexovia' | 'underConstruction' | 'legal'>, string> = {
  'whyNexovia.title': 'Pourquoi choisir Nexovia ?',
  'whyNexovia.subtitle':
    "Le partenaire de voyage pensé pour la diaspora et pour tous ceux qui voyagent entre l'Amérique et l'Afrique.",
  'whyNexovia.trust.title': 'La confiance des voyageurs',
  'whyNexovia.trust.description':
    'Des milliers de voyages réservés et un taux de satisfaction que nos clients confirment voyage après voyage.',
  'whyNexovia.pricing.title': 'Des prix transparents',
  'whyNexovia.pricing.description':
    'Le prix affiché est le prix payé : pas de frais cachés, pas de surprise au moment de payer.',
  'whyNexovia.support.title': 'Une assistance qui répond',
  'whyNexovia.support.description':
    "Des équipes aux États-Unis et en Côte d'Ivoire, en français et en anglais, avant, pendant et après votre voyage.",
  'whyNexovia.deals.title': 'Des offres exclusives',
  'whyNexovia.deals.description':
    'Des tarifs négociés avec plus de 200 compagnies aériennes et des hôtels choisis avec soin sur les trajets qui comptent pour vous.',
  'whyNexovia.feature.securePayments.title': 'Paiements sécurisés',
  'whyNexovia.feature.securePayments.description':
    'Les paiements par carte sont chiffrés et traités par un prestataire de paiement certifié.',
  'whyNexovia.feature.diaspora.title': 'Spécial diaspora et Afrique',
  'whyNexovia.feature.diaspora.description':
    "Des trajets, des tarifs et des conseils conçus pour voyager entre les États-Unis et l'Afrique de l'Ouest.",
  'whyNexovia.feature.concierge.title': 'Conciergerie personnalisée',
  'whyNexovia.feature.concierge.description':
    "Un expert du voyage organise avec vous vos déplacements en groupe, d'affaires ou de dernière minute.",
  'whyNexovia.feature.support.title': 'Assistance 24 h/24, 7 j/7',
  'whyNexovia.feature.support.description':
    "Quelqu'un est toujours là pour vous aider, quel que soit le fuseau horaire.",
  'whyNexovia.feature.partnerships.title': 'Partenariats premium',
  'whyNexovia.feature.partnerships.description':
    'Des compagnies aériennes de premier plan et des hôtels de confiance, choisis pour la qualité de leur service.',
  'whyNexovia.feature.experience.title': 'Une expérience unique',
  'whyNexovia.feature.experience.description':
    'De la première recherche au vol retour, un voyage qui semble fait pour vous.',
  'whyNexovia.figure.destinations': 'Destinations',
  'whyNexovia.figure.support': 'Assistance',
  'whyNexovia.point.security.title': 'Sécurité maximale',
  'whyNexovia.point.security.description': 'Vos données et vos paiements sont protégés à chaque étape.',
  'whyNexovia.point.transparency.title': 'Transparence totale',
  'whyNexovia.point.transparency.description':
    'Des prix clairs, des conditions claires, des réponses claires.',
  'whyNexovia.point.innovation.title': 'Innovation continue',
  'whyNexovia.point.innovation.description':
    'De nouveaux services à chaque saison, inspirés par les demandes des voyageurs.',
  'whyNexovia.point.community.title': 'Une communauté engagée',
  'whyNexovia.point.community.description':
    'Un réseau de voyageurs, de partenaires et de guides locaux sur les deux continents.',
  'whyNexovia.cta': 'Commencez à préparer votre voyage',
  'whyNexovia.featuresTitle': 'Ce qui nous distingue',
  'whyNexovia.figuresTitle': 'Nexovia en chiffres',
  'whyNexovia.pointsTitle': 'Nos engagements',

  'underConstruction.title.flights': 'La réservation de vols arrive bientôt',
  'underConstruction.title.hotels': "La réservation d'hôtels arrive bientôt",
  'underConstruction.title.cars': 'La location de voitures arrive bientôt',
  'underConstruction.title.activities': 'Les activités arrivent bientôt',
  'underConstruction.subtitle': 'Nous préparons quelque chose de formidable pour vous.',
  'underConstruction.progress': 'Avancement',
  'underConstruction.featuresTitle': 'Ce qui vous attend',
  'underConstruction.feature.bestPrices': 'Les meilleurs prix, comparés pour vous',
  'underConstruction.feature.securePayment': 'Paiement sécurisé',
  'underConstruction.feature.instantConfirmation': 'Confirmation immédiate',
  'underConstruction.feature.support': 'Une assistance en français et en anglais',
  'underConstruction.announcement': 'Cette page est en construction. Revenez bientôt !',
  'underConstruction.exploreBlog': 'Explorer le blog',

  'legal.lastUpdated': 'Dernière mise à jour : {date}',
}
