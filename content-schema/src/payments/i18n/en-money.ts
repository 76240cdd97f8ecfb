/** English UI strings: the currency control and converted prices. */
export const money = {
  'money.currency.label': 'Currency',
  'money.currency.apply': 'Show prices in this currency',
  'money.currency.USD': 'US dollar (USD)',
  'money.currency.EUR': 'Euro (EUR)',
  'money.currency.XOF': 'CFA franc (F CFA)',
  'money.currency.GHS': 'Ghanaian cedi (GHS)',
  'money.equivalent': '≈ {price} (rate of {date})',
  'money.approx': '≈ {price}',
  'money.rateOf': 'rate of {date}',
  'money.rateStale':
    'Mobile money is paused: our exchange rate is out of date, and a converted charge could be wrong. You can pay by card in US dollars or euros.',
  'money.chargeRefused':
    'This amount cannot be charged (nothing to pay, below the minimum, or off our reference rate). Please pay by card or contact us.',
  'money.rates.outsideBound':
    'More than 15 % away from the previous or the fetched rate: only an administrator can save it, ticking the confirmation with a reason.',
  'money.rates.confirmAdminOnly': 'Only an administrator can confirm a rate outside the bound.',
  'money.rates.confirmReasonRequired': 'Say why this rate is right before confirming it.',
  'money.rates.refreshFailed': 'The rate source did not answer; the rates are unchanged.',
  'money.rates.setOnAhead':
    'A rate cannot be dated in the future (tomorrow at the latest): it would never show its age.',
  'money.rates.noSource': 'No rate source is configured: the stored rates stay.',
} as const
