/** A JSON object (not null, not an array): what an answer's fields are read from, without a cast. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
