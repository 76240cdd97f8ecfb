import { z } from 'zod'

/** The body of every 4xx answer: a message (a UI key when possible) and per-field messages. */
export const ZApiError = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** The values of the message's placeholders ("{night}"), already in the request's language. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
})
export type TApiError = z.infer<typeof ZApiError>

/** The first message of each field of a failed parse, keyed by dotted path ("" for the whole form). */
export const toFieldErrors = (error: z.ZodError): Record<string, string> => {
  const fieldErrors: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    fieldErrors[path] ??= issue.message
  }
  return fieldErrors
}
