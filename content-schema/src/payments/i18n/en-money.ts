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
} as const
