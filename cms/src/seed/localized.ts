import type { Locale } from '@nexovia/content-schema'

/**
 * Payload stores each language of a localized array row under the same row id. To write the
 * French version after the English one, the French rows must carry the ids the English save
 * returned; this copies them across, depth first, matching rows by position.
 */
export function withRowIds<T>(translation: T, saved: unknown): T {
  if (Array.isArray(translation) && Array.isArray(saved)) {
    return translation.map((row, index) => {
      const savedRow = saved[index] as { id?: string } | undefined
      const merged = withRowIds(row, savedRow)
      return savedRow?.id && isRecord(merged) ? { ...merged, id: savedRow.id } : merged
    }) as T
  }
  if (isRecord(translation) && isRecord(saved)) {
    return Object.fromEntries(
      Object.entries(translation).map(([key, value]) => [key, withRowIds(value, saved[key])]),
    ) as T
  }
  return translation
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Replaces every `{ en, fr }` pair in seed data by the text of one language. */
export function inLocale(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale))
  if (!isRecord(value)) return value
  const keys = Object.keys(value)
  if (keys.length === 2 && 'en' in value && 'fr' in value) return value[locale]
  return Object.fromEntries(keys.map((key) => [key, inLocale(value[key], locale)]))
}
