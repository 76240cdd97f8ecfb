/** A share of all responses in percent, to one decimal as the console shows it (0 when there is none yet). */
export const percentOf = (count: number, total: number): number =>
  total === 0 ? 0 : Math.round((count * 1000) / total) / 10
