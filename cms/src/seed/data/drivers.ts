/** Demo drivers, each in a city (area) of a zone (plates in each country's format; names invented). */
// biome-ignore format: one driver per line reads as a table
export const DRIVERS = [
  { name: 'Michael Sullivan', licensePlate: 'MA 1KT 482', area: 'boston', zone: 'us-northeast', phone: '+1 617 555 0142' },
  { name: 'Rosa Delgado', licensePlate: 'MA 7RD 219', area: 'boston', zone: 'us-northeast', phone: '+1 617 555 0187' },
  { name: 'David Cohen', licensePlate: 'NY T654321C', area: 'new-york', zone: 'us-northeast', phone: '+1 212 555 0164' },
  { name: 'Aminata Diallo', licensePlate: 'NY T712093C', area: 'new-york', zone: 'us-northeast', phone: '+1 718 555 0120' },
  { name: 'Kouassi Yao', licensePlate: '4521 HJ 01', area: 'abidjan', zone: 'west-africa', phone: '+225 07 07 12 34 56' },
  { name: 'Aya Traoré', licensePlate: '8830 GK 01', area: 'abidjan', zone: 'west-africa', phone: '+225 05 05 98 76 54' },
  { name: 'Kwame Mensah', licensePlate: 'GR 2451-23', area: 'accra', zone: 'west-africa', phone: '+233 24 555 0192' },
  { name: 'Moussa Ndiaye', licensePlate: 'DK 4587 BF', area: 'dakar', zone: 'west-africa', phone: '+221 77 555 01 33' },
] as const
