import type { Locale, TRichText } from '@nexovia/content-schema'
import { ghanaVisaArticle, ghanaVisaBody } from './ghana-visa-from-the-us'
import { harmattanArticle, harmattanBody } from './harmattan-what-to-pack'
import { payingArticle, payingBody } from './paying-in-west-africa'
import { yellowFeverArticle, yellowFeverBody } from './yellow-fever-certificate'

/** The corridor's articles (issue 34): each post's fields and its body in one language. */
export const corridorArticles: { post: typeof ghanaVisaArticle; body: (locale: Locale) => TRichText }[] = [
  { post: ghanaVisaArticle, body: ghanaVisaBody },
  { post: harmattanArticle, body: harmattanBody },
  { post: yellowFeverArticle, body: yellowFeverBody },
  { post: payingArticle, body: payingBody },
]
