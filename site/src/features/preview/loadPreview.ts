import { endpointUrl } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { AstroGlobal } from 'astro'
import { getAnswerAsVisitor } from '../../lib/cms'
import { isRecord } from '../../lib/isRecord'
import { type Post, toDraftPost } from '../blog/posts'
import { type Guide, toDraftGuide } from '../guides/guides'

export type PreviewResult =
  | { kind: 'post'; post: Post }
  | { kind: 'guide'; guide: Guide }
  /** No token, a forged or expired one, or a deleted document: the editor asks the panel for a new link. */
  | { kind: 'refused' }
  | { kind: 'unavailable' }

/**
 * The draft a preview link names, read from the cms with the link's token (the cms checks it and
 * answers 403 when it is forged or expired). Never cached: the route sends no-store.
 */
export async function loadPreview(astro: Pick<AstroGlobal, 'url' | 'clientAddress'>): Promise<PreviewResult> {
  const token = astro.url.searchParams.get('token') ?? ''
  if (!token) return { kind: 'refused' }
  const answer = await getAnswerAsVisitor(astro, endpointUrl(API.previewDraft, undefined, { token }))
  if (!answer) return { kind: 'unavailable' }
  if (answer.status !== 200) return answer.status >= 500 ? { kind: 'unavailable' } : { kind: 'refused' }
  const { collection, doc } = isRecord(answer.body) ? answer.body : {}
  const post = collection === 'posts' ? toDraftPost(doc) : null
  if (post) return { kind: 'post', post }
  const guide = collection === 'guides' ? toDraftGuide(doc) : null
  return guide ? { kind: 'guide', guide } : { kind: 'refused' }
}
