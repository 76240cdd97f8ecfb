import type { SectionKey } from '../../i18n/keys.ts'

/** French UI strings: the blog and the destination guides. */
export const content: Record<SectionKey<'blog' | 'guides'>, string> = {
  'blog.title': 'Blog voyage',
  'blog.subtitle': "Guides, conseils et inspiration pour vos voyages entre l'Amérique et l'Afrique.",
  'blog.featured': 'À la une',
  'blog.allArticles': 'Tous les articles',
  'blog.moreComing': "D'autres articles arrivent bientôt",
  'blog.readTime': '{minutes} min de lecture',
  'blog.empty': 'Aucun article pour le moment. Revenez bientôt !',
  'blog.notFound': 'Article introuvable',
  'blog.readMore': 'Lire la suite',
  'blog.publishedOn': 'Publié le {date}',
  'blog.highlights': 'Points forts',
  'blog.bookDestination': 'Réserver cette destination',
  'blog.notFoundMessage': 'Cet article n’existe pas ou n’est plus publié.',

  'guides.notFound': 'Destination introuvable',
  'guides.highlights': 'Points forts',
  'guides.attractions': 'Incontournables',
  'guides.practicalInfo': 'Informations pratiques',
  'guides.bestTime': 'Meilleure période',
  'guides.currency': 'Monnaie',
  'guides.language': 'Langue',
  'guides.timezone': 'Fuseau horaire',
  'guides.bookNow': 'Réserver maintenant',
  'guides.planTrip': 'Planifier mon voyage',
  'guides.notFoundMessage': 'Nous n’avons pas encore de guide pour cette destination.',
}
