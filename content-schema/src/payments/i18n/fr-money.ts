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
  'money.rateStale':
    'Le mobile money est suspendu : notre taux de change n’est plus à jour et un montant converti pourrait être faux. Vous pouvez payer par carte en dollars américains ou en euros.',
  'money.chargeRefused':
    'Ce montant ne peut pas être débité (rien à payer, sous le minimum ou éloigné de notre taux de référence). Payez par carte ou contactez-nous.',
  'money.rates.outsideBound':
    'À plus de 15 % du taux précédent ou du taux récupéré : seul un administrateur peut l’enregistrer, en cochant la confirmation avec un motif.',
  'money.rates.confirmAdminOnly': 'Seul un administrateur peut confirmer un taux hors de la limite.',
  'money.rates.confirmReasonRequired': 'Indiquez pourquoi ce taux est juste avant de le confirmer.',
  'money.rates.refreshFailed': 'La source des taux n’a pas répondu ; les taux sont inchangés.',
  'money.rates.setOnAhead':
    'Un taux ne peut pas être daté dans le futur (demain au plus tard), son âge ne se verrait jamais.',
  'money.rates.noSource': 'Aucune source de taux n’est configurée : les taux enregistrés restent.',
}
