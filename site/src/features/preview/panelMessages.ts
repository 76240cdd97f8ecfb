/**
 * The messages between the cms panel's live preview and the preview page it frames (Payload 3.90,
 * `@payloadcms/ui` LivePreview): the page says it is ready, then the panel sends a document event
 * after every save, autosaves included. The page is rendered on the server, so it reloads to show
 * the saved draft (Payload's own "refresh on save" for server-rendered pages).
 */

/** What the page posts to the panel once it listens; the panel sends nothing before it. */
export const READY_MESSAGE = { type: 'payload-live-preview', ready: true } as const

/** True for the panel's "the document was saved" event, from one of the panel's own origins. */
export function isPanelSaveEvent(
  event: { origin: string; data: unknown },
  panelOrigins: readonly string[],
): boolean {
  const data = event.data as { type?: unknown } | null
  return panelOrigins.includes(event.origin) && data?.type === 'payload-document-event'
}
