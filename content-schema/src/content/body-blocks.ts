/** The blocks an article or guide body can hold (Lexical block nodes), shared by the cms and the site. */
export const BODY_BLOCK_SLUGS = {
  rankedDestinations: 'rankedDestinations',
  callToBook: 'callToBook',
  entryRequirements: 'entryRequirements',
  faq: 'faq',
  tipBox: 'tipBox',
} as const
export type TBodyBlockSlug = (typeof BODY_BLOCK_SLUGS)[keyof typeof BODY_BLOCK_SLUGS]

/** What a call-to-book block opens: the flight search (to an airport) or the hotel search (in a city). */
export const CALL_TO_BOOK_KINDS = ['flight', 'hotel'] as const
export type TCallToBookKind = (typeof CALL_TO_BOOK_KINDS)[number]

export const TIP_BOX_TONES = ['tip', 'warning'] as const
export type TTipBoxTone = (typeof TIP_BOX_TONES)[number]
