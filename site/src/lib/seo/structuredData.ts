/**
 * schema.org structured data (JSON-LD) for the site's pages. Pure functions: the layout and the
 * pages pass absolute URLs in, and serializeJsonLd makes the result safe inside a <script>.
 */

type JsonLd = Record<string, unknown>

const CONTEXT = 'https://schema.org'

export type Crumb = { name: string; url: string }

/** The company behind the site, on every page. */
export function organizationJsonLd(options: {
  name: string
  url: string
  logo: string
  description: string
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: options.name,
    url: options.url,
    logo: options.logo,
    description: options.description,
  }
}

/** The trail from the home page to the current page; each item names an absolute URL. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

export type ArticleFacts = {
  headline: string
  description: string
  url: string
  image: string | null
  datePublished: string | null
  dateModified: string | null
  inLanguage: string
  publisher: string
  publisherUrl: string
}

/** A blog article. */
export function blogPostingJsonLd(article: ArticleFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: article.headline,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    inLanguage: article.inLanguage,
    ...(article.image ? { image: [article.image] } : {}),
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(article.dateModified ? { dateModified: article.dateModified } : {}),
    author: { '@type': 'Organization', name: article.publisher, url: article.publisherUrl },
    publisher: { '@type': 'Organization', name: article.publisher, url: article.publisherUrl },
  }
}

export type DestinationFacts = {
  name: string
  description: string
  url: string
  image: string | null
  attractions: readonly { name: string; description: string }[]
  inLanguage: string
}

/** A destination guide, with its top attractions as places to see. */
export function touristDestinationJsonLd(destination: DestinationFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'TouristDestination',
    name: destination.name,
    description: destination.description,
    url: destination.url,
    inLanguage: destination.inLanguage,
    ...(destination.image ? { image: destination.image } : {}),
    includesAttraction: destination.attractions.map((attraction) => ({
      '@type': 'TouristAttraction',
      name: attraction.name,
      description: attraction.description,
    })),
  }
}

/** The questions and answers of a page's FAQ blocks; null when it has none (no empty FAQPage). */
export function faqPageJsonLd(
  items: readonly { question: string; answer: string }[],
  inLanguage: string,
): JsonLd | null {
  if (items.length === 0) return null
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/**
 * JSON for a <script type="application/ld+json"> element. `<` is escaped so that text from the
 * cms (say "</script>") cannot close the element; JSON parsers read \u003c back as "<".
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
