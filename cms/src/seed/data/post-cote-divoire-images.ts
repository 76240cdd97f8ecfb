/** The Côte d'Ivoire post's artwork: list card, hero, then one image per ranked experience (in rank order). */
export const coteDIvoirePostImages = {
  image: {
    name: 'post-cote-divoire-card',
    alt: {
      en: "The orange, white and green bands of Côte d'Ivoire's flag",
      fr: "Les bandes orange, blanche et verte du drapeau de la Côte d'Ivoire",
    },
  },
  heroImage: {
    name: 'post-cote-divoire-hero',
    alt: {
      en: 'Sunset over an Ivorian lagoon framed by palm trees',
      fr: 'Coucher de soleil sur une lagune ivoirienne encadrée de palmiers',
    },
  },
  destinations: [
    'post-ci-01-plateau',
    'post-ci-02-grand-bassam',
    'post-ci-03-basilica',
    'post-ci-04-assinie',
    'post-ci-05-banco',
    'post-ci-06-tai',
    'post-ci-07-man',
    'post-ci-08-sassandra',
    'post-ci-09-korhogo',
    'post-ci-10-maquis',
  ],
}
