/** The fields that decide whether a blog post may be listed. */
export type ListablePost = {
  readonly title?: string | null
  readonly excerpt?: string | null
  readonly image?: unknown
  readonly _status?: string | null
}

/** Only published posts with a title, an excerpt and an image appear in lists. */
export const isListablePost = (post: ListablePost): boolean =>
  post._status !== 'draft' &&
  Boolean(post.title?.trim()) &&
  Boolean(post.excerpt?.trim()) &&
  post.image !== null &&
  post.image !== undefined
