import type { SectionKey } from '../../i18n/keys.ts'

/** Textes français : le choix de la devise et les prix convertis. */
export const money: Record<SectionKey<'money'>, string> = {
  'money.currency.label': 'Devise',
  'money.currency.apply': 'Afficher les prix dans cette devise',
  'money.currency.USD': 'Dollar américain (USD)',
  'money.currency.EUR': 'Euro (EUR)',
  'money.currency.XOF': 'Franc CFA (F CFA)',
  'money.currency.GHS': 'Cedi ghanéen (GHS)',
  'money.equivalent': '≈ {price} (taux du {date})',
  'money.approx': '≈ {price}',
  'money.rateOf': 'taux du {date}',
}
