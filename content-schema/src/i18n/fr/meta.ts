import type { SectionKey } from '../keys.ts'

/** French UI strings: page titles and descriptions. */
export const meta: Record<SectionKey<'meta'>, string> = {
  'meta.siteName': 'Nexovia',
  'meta.defaultDescription':
    "Vols, hôtels, taxi aéroport et un concierge personnel pour voyager entre les États-Unis et l'Afrique de l'Ouest.",
  'meta.homeTitle': "Nexovia — Votre pont entre l'Amérique et l'Afrique",
  'meta.blogTitle': 'Blog voyage',
  'meta.blogDescription':
    "Guides de destination, conseils de voyage et inspiration pour voyager entre l'Amérique et l'Afrique.",
  'meta.guideTitle': 'Guide de voyage : {name}',
  'meta.guideDescription':
    'Points forts, incontournables et informations pratiques pour votre voyage à {name}.',
  'meta.loginTitle': 'Connexion',
  'meta.signupTitle': 'Créer un compte',
  'meta.forgotTitle': 'Réinitialiser votre mot de passe',
  'meta.accountTitle': 'Mon compte',
  'meta.termsTitle': "Conditions d'utilisation",
  'meta.privacyTitle': 'Politique de confidentialité',
  'meta.whyTitle': 'Pourquoi choisir Nexovia',
  'meta.savingsTitle': 'Épargne voyage',
  'meta.taxiTitle': 'Taxi aéroport',
  'meta.notFoundTitle': 'Page introuvable',
  'meta.whyDescription':
    'Paiements sécurisés, conciergerie personnalisée, assistance 24 h/24 et tarifs spéciaux pour la diaspora : pourquoi les voyageurs choisissent Nexovia.',
  'meta.termsDescription':
    'Les conditions applicables lorsque vous utilisez le site Nexovia et y réservez des services de voyage.',
  'meta.privacyDescription':
    'Les données personnelles que Nexovia collecte, pourquoi, combien de temps nous les conservons et comment exercer vos droits.',
  'meta.underConstructionDescription':
    'Ce service Nexovia est en construction. En attendant, découvrez notre blog et nos guides de destination.',
}
