import { isLocale, type TDocumentCollection } from '@nexovia/content-schema'
import type { CollectionConfig, PayloadRequest } from 'payload'
import { isStaffUser } from '../../access/roles'
import { sitePage } from '../lib/sitePage'
import { signPreviewToken } from './previewToken'

/** The site's preview page for the draft of one document, with a fresh signed token. */
export const draftPreviewUrl = (collection: TDocumentCollection, id: number, locale: string): string => {
  const language = isLocale(locale) ? locale : 'en'
  const token = signPreviewToken({ collection, id, locale: language })
  return sitePage(language, `/preview?${new URLSearchParams({ token })}`)
}

const localeInQuery = (value: unknown) => (typeof value === 'string' && isLocale(value) ? value : undefined)

const localeOfReferer = (req: Pick<PayloadRequest, 'headers'>) => {
  const referer = req.headers?.get('referer')
  if (!referer || !URL.canParse(referer)) return undefined
  return localeInQuery(new URL(referer).searchParams.get('locale'))
}

/**
 * The language of the panel page the editor is looking at. Payload gives `locale` from the user's
 * stored preference when it rebuilds the form on each autosave (its server functions carry no
 * query), and that preference is whichever tab last switched language: with the French version open
 * in a second tab, the English form's live preview would turn French. The page's own `?locale=`
 * comes first (the document view has it; a server function's Referer is that page).
 */
export const panelLocale = (
  req: Pick<PayloadRequest, 'headers' | 'query'>,
  given: string | undefined,
): string | undefined => localeInQuery(req.query?.locale) ?? localeOfReferer(req) ?? given

const forEditor = (
  collection: TDocumentCollection,
  doc: { id?: unknown } | undefined,
  locale: string | undefined,
  req: PayloadRequest,
) =>
  // Only a signed-in staff member gets a link (Payload asks for it in the panel, as that user).
  isStaffUser(req.user) && typeof doc?.id === 'number'
    ? draftPreviewUrl(collection, doc.id, panelLocale(req, locale) ?? 'en')
    : null

/**
 * The panel's "Preview" button and live preview for a post or guide (Payload's website template is
 * the model): both open the site's preview page, the live one beside the form at phone and desktop
 * widths. Drafts autosave, and the preview page reloads when the editor types (PreviewReload.astro).
 */
export const documentPreview = (collection: TDocumentCollection): NonNullable<CollectionConfig['admin']> => ({
  preview: (doc, { locale, req }) => forEditor(collection, doc as { id?: unknown }, locale, req),
  livePreview: {
    url: ({ data, locale, req }) => forEditor(collection, data as { id?: unknown }, locale?.code, req) ?? '',
    breakpoints: [
      { label: 'Phone', name: 'phone', width: 390, height: 844 },
      { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
    ],
  },
})
