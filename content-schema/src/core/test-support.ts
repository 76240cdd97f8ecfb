import type { z } from 'zod'

/** The message of the first issue at a dotted path, for asserting i18n keys in tests. */
export const messageAt = (schema: z.ZodType, input: unknown, path: string): string | undefined =>
  schema.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === path)?.message
