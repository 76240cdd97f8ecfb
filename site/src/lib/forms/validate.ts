import type { z } from 'zod'

/** Field name → the dictionary key of its message (zod issues and the cms's field errors alike). */
export type FieldErrors = Record<string, string>

export type Validation<T extends z.ZodType> =
  | { data: z.infer<T>; errors?: undefined }
  | { data?: undefined; errors: FieldErrors }

/**
 * Runs a form's shared zod schema: the data, or per field the key of its first issue (issues come
 * in the schema's order, so the first field named is the first one the visitor meets).
 */
export function validate<T extends z.ZodType>(schema: T, values: unknown): Validation<T> {
  const result = schema.safeParse(values)
  if (result.success) return { data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= issue.message
  }
  return { errors }
}
