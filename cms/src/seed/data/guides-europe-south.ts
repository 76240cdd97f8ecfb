import type { GuideSeed } from './guide-seed'

// Madrid, Rome, Lisbon and Istanbul (issue 34). Dates and listings from UNESCO's World Heritage
// list (Paseo del Prado and Buen Retiro 2021, historic centre of Rome 1980, Jerónimos and Belém
// 1983, historic areas of Istanbul 1985) and its intangible heritage list (fado, 2011).
export const GUIDES_EUROPE_SOUTH: GuideSeed[] = [
  {
    slug: 'madrid',
    subtitle: { en: 'Art, plazas and late nights', fr: 'L’art, les places et la vie nocturne' },
    description: {
      en: 'Spain’s capital sits high on the central plateau: three great art museums within a short walk of each other, the shady Retiro park, tapas bars in La Latina and dinners that rarely start before nine. Madrid-Barajas is Iberia’s hub, linking Europe with Latin America.',
      fr: 'La capitale espagnole domine le plateau central : trois grands musées d’art à quelques pas les uns des autres, l’ombre du parc du Retiro, les bars à tapas de La Latina et des dîners qui commencent rarement avant 21 h. Madrid-Barajas est la plateforme d’Iberia, entre l’Europe et l’Amérique latine.',
    },
    highlights: [
      {
        title: { en: 'The Golden Triangle of Art', fr: 'Le triangle d’or de l’art' },
        description: {
          en: 'The Prado, the Reina Sofía and the Thyssen-Bornemisza, all along the Paseo del Prado.',
          fr: 'Le Prado, le Reina Sofía et le Thyssen-Bornemisza, tous le long du Paseo del Prado.',
        },
      },
      {
        title: { en: 'Tapas', fr: 'Les tapas' },
        description: {
          en: 'Hop from bar to bar on the Cava Baja in La Latina, or around the Plaza de Santa Ana.',
          fr: 'Passez de bar en bar dans la Cava Baja, à La Latina, ou autour de la Plaza de Santa Ana.',
        },
      },
      {
        title: { en: 'The Retiro', fr: 'Le Retiro' },
        description: {
          en: 'Rowing boats on the lake and the glass Palacio de Cristal, in a park listed by UNESCO in 2021.',
          fr: 'Des barques sur le lac et le Palacio de Cristal tout en verre, dans un parc inscrit par l’UNESCO en 2021.',
        },
      },
      {
        title: { en: 'Madrid by night', fr: 'Madrid la nuit' },
        description: {
          en: 'Terraces, flamenco shows and streets that stay lively long after midnight.',
          fr: 'Des terrasses, des spectacles de flamenco et des rues animées bien après minuit.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Prado Museum', fr: 'Le musée du Prado' },
        description: {
          en: 'Velázquez, Goya and El Greco; Las Meninas alone is worth the visit.',
          fr: 'Velázquez, Goya et le Greco ; Les Ménines valent à elles seules la visite.',
        },
      },
      {
        name: { en: 'Reina Sofía Museum', fr: 'Le musée Reina Sofía' },
        description: {
          en: 'Spain’s museum of modern art, home of Picasso’s Guernica.',
          fr: 'Le musée d’art moderne de l’Espagne, qui abrite Guernica de Picasso.',
        },
      },
      {
        name: { en: 'Royal Palace of Madrid', fr: 'Le palais royal de Madrid' },
        description: {
          en: 'One of Europe’s largest royal palaces, still used for state ceremonies, beside the Almudena Cathedral.',
          fr: 'L’un des plus grands palais royaux d’Europe, toujours utilisé pour les cérémonies officielles, à côté de la cathédrale de l’Almudena.',
        },
      },
      {
        name: { en: 'Plaza Mayor', fr: 'La Plaza Mayor' },
        description: {
          en: 'A seventeenth-century arcaded square in the heart of old Madrid.',
          fr: 'Une place à arcades du XVIIe siècle au cœur du vieux Madrid.',
        },
      },
    ],
    bestTime: {
      en: 'March to May and September to November (summers are very hot)',
      fr: 'De mars à mai et de septembre à novembre (les étés sont très chauds)',
    },
    language: { en: 'Spanish', fr: 'Espagnol' },
  },
  {
    slug: 'rome',
    subtitle: { en: 'The Eternal City', fr: 'La Ville éternelle' },
    description: {
      en: 'Rome layers nearly three thousand years of history: the Colosseum and the Forum, Renaissance palaces, Baroque fountains and, inside the city, the Vatican. Its historic centre is a UNESCO World Heritage site, and its trattorias serve carbonara and cacio e pepe where they were born.',
      fr: 'Rome superpose près de trois mille ans d’histoire : le Colisée et le Forum, des palais de la Renaissance, des fontaines baroques et, au cœur de la ville, le Vatican. Son centre historique est inscrit au patrimoine mondial de l’UNESCO, et ses trattorias servent la carbonara et les pâtes cacio e pepe là où elles sont nées.',
    },
    highlights: [
      {
        title: { en: 'Ancient Rome', fr: 'La Rome antique' },
        description: {
          en: 'The Colosseum, the Roman Forum and the Palatine Hill, visited on one ticket.',
          fr: 'Le Colisée, le Forum romain et le mont Palatin, visités avec un seul billet.',
        },
      },
      {
        title: { en: 'The Vatican', fr: 'Le Vatican' },
        description: {
          en: 'St Peter’s Basilica and Square, in the world’s smallest state.',
          fr: 'La basilique et la place Saint-Pierre, dans le plus petit État du monde.',
        },
      },
      {
        title: { en: 'Piazzas and fountains', fr: 'Places et fontaines' },
        description: {
          en: 'Throw a coin in the Trevi Fountain, then take a gelato to the Piazza Navona.',
          fr: 'Lancez une pièce dans la fontaine de Trevi, puis emportez une glace jusqu’à la piazza Navona.',
        },
      },
      {
        title: { en: 'Roman cooking', fr: 'La cuisine romaine' },
        description: {
          en: 'Carbonara, cacio e pepe, supplì and pizza al taglio, eaten standing or at a trattoria table.',
          fr: 'Carbonara, cacio e pepe, supplì et pizza al taglio, debout ou à la table d’une trattoria.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Colosseum', fr: 'Le Colisée' },
        description: {
          en: 'The great amphitheatre of ancient Rome, inaugurated in AD 80; book a timed entry ahead.',
          fr: 'Le grand amphithéâtre de la Rome antique, inauguré en 80 après J.-C. ; réservez un créneau à l’avance.',
        },
      },
      {
        name: { en: 'Pantheon', fr: 'Le Panthéon' },
        description: {
          en: 'A temple nearly two thousand years old whose concrete dome is open to the sky at its centre.',
          fr: 'Un temple de près de deux mille ans dont la coupole de béton s’ouvre sur le ciel en son centre.',
        },
      },
      {
        name: {
          en: 'Vatican Museums and Sistine Chapel',
          fr: 'Les musées du Vatican et la chapelle Sixtine',
        },
        description: {
          en: 'Papal collections ending under Michelangelo’s ceiling and Last Judgement.',
          fr: 'Les collections des papes, jusqu’au plafond et au Jugement dernier de Michel-Ange.',
        },
      },
      {
        name: { en: 'Trastevere', fr: 'Le Trastevere' },
        description: {
          en: 'Cobbled lanes, ivy-covered houses and trattorias across the Tiber.',
          fr: 'Des ruelles pavées, des maisons couvertes de lierre et des trattorias de l’autre côté du Tibre.',
        },
      },
    ],
    bestTime: {
      en: 'April to June and September to October',
      fr: 'D’avril à juin et de septembre à octobre',
    },
    language: { en: 'Italian', fr: 'Italien' },
  },
  {
    slug: 'lisbon',
    subtitle: { en: 'The city of seven hills', fr: 'La ville aux sept collines' },
    description: {
      en: 'Lisbon tumbles down its hills to the Tagus estuary: yellow trams, tiled façades, viewpoints over red roofs and fado in the evening. Cape Verdean, Angolan and other Lusophone African communities shape its music and food, and TAP Air Portugal links it to Brazil and to several African capitals.',
      fr: 'Lisbonne dévale ses collines jusqu’à l’estuaire du Tage : tramways jaunes, façades d’azulejos, belvédères sur les toits rouges et fado le soir. Les communautés cap-verdienne, angolaise et d’autres pays africains lusophones marquent sa musique et sa cuisine, et TAP Air Portugal la relie au Brésil et à plusieurs capitales africaines.',
    },
    highlights: [
      {
        title: { en: 'Tram 28', fr: 'Le tram 28' },
        description: {
          en: 'The old yellow tram climbs through Graça, Alfama and Baixa; ride early to avoid the queues.',
          fr: 'Le vieux tram jaune grimpe à travers Graça, l’Alfama et la Baixa ; montez tôt pour éviter la file.',
        },
      },
      {
        title: { en: 'The miradouros', fr: 'Les miradouros' },
        description: {
          en: 'Viewpoints such as Senhora do Monte and Santa Luzia, best at sunset.',
          fr: 'Des belvédères comme Senhora do Monte et Santa Luzia, à voir au coucher du soleil.',
        },
      },
      {
        title: { en: 'Fado', fr: 'Le fado' },
        description: {
          en: 'The song of longing, on UNESCO’s intangible heritage list since 2011, heard in Alfama’s small houses.',
          fr: 'Le chant de la saudade, inscrit au patrimoine immatériel de l’UNESCO depuis 2011, à écouter dans les petites maisons de l’Alfama.',
        },
      },
      {
        title: { en: 'Pastéis de nata', fr: 'Les pastéis de nata' },
        description: {
          en: 'Custard tarts dusted with cinnamon, the most famous baked in Belém.',
          fr: 'Des flans en pâte feuilletée saupoudrés de cannelle, les plus célèbres cuits à Belém.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Jerónimos Monastery', fr: 'Le monastère des Hiéronymites' },
        description: {
          en: 'A masterpiece of the Manueline style in Belém, listed by UNESCO with the Belém Tower in 1983.',
          fr: 'Un chef-d’œuvre du style manuélin à Belém, inscrit par l’UNESCO avec la tour de Belém en 1983.',
        },
      },
      {
        name: { en: 'Belém Tower', fr: 'La tour de Belém' },
        description: {
          en: 'A sixteenth-century fortress guarding the river from which ships set out on the great voyages.',
          fr: 'Une forteresse du XVIe siècle qui gardait le fleuve d’où partaient les navires des grandes expéditions.',
        },
      },
      {
        name: { en: 'São Jorge Castle', fr: 'Le château Saint-Georges' },
        description: {
          en: 'Moorish walls on the highest hill of the old town, with the widest view over the city.',
          fr: 'Des remparts maures sur la plus haute colline de la vieille ville, avec la plus large vue sur Lisbonne.',
        },
      },
      {
        name: { en: 'Alfama', fr: 'L’Alfama' },
        description: {
          en: 'The oldest quarter, largely spared by the 1755 earthquake: steep alleys, laundry lines and fado houses.',
          fr: 'Le plus vieux quartier, en grande partie épargné par le séisme de 1755 : ruelles en pente, linge aux fenêtres et maisons de fado.',
        },
      },
    ],
    bestTime: {
      en: 'March to June and September to October',
      fr: 'De mars à juin et de septembre à octobre',
    },
    language: { en: 'Portuguese', fr: 'Portugais' },
  },
  {
    slug: 'istanbul',
    subtitle: { en: 'Where Europe meets Asia', fr: 'Là où l’Europe rencontre l’Asie' },
    description: {
      en: 'Istanbul spreads over both banks of the Bosphorus: Byzantine churches and Ottoman mosques on the old peninsula, bazaars, tea gardens and ferries between two continents. Istanbul Airport is the hub of Turkish Airlines, which flies to many African cities.',
      fr: 'Istanbul s’étend sur les deux rives du Bosphore : églises byzantines et mosquées ottomanes sur la péninsule historique, bazars, jardins de thé et ferries entre deux continents. L’aéroport d’Istanbul est la plateforme de Turkish Airlines, qui dessert de nombreuses villes africaines.',
    },
    highlights: [
      {
        title: { en: 'The Bosphorus by ferry', fr: 'Le Bosphore en ferry' },
        description: {
          en: 'A public ferry from Eminönü to Kadıköy crosses from Europe to Asia for the price of a bus ticket.',
          fr: 'Un ferry public d’Eminönü à Kadıköy passe de l’Europe à l’Asie pour le prix d’un ticket de bus.',
        },
      },
      {
        title: { en: 'The bazaars', fr: 'Les bazars' },
        description: {
          en: 'Carpets, lamps and jewellery at the Grand Bazaar, spices and Turkish delight at the Spice Bazaar.',
          fr: 'Tapis, lampes et bijoux au Grand Bazar, épices et loukoums au bazar aux épices.',
        },
      },
      {
        title: { en: 'Turkish food', fr: 'La cuisine turque' },
        description: {
          en: 'Meze, kebabs, fish sandwiches by the Galata Bridge and baklava with a glass of tea.',
          fr: 'Mezzés, kebabs, sandwichs au poisson près du pont de Galata et baklavas avec un verre de thé.',
        },
      },
      {
        title: { en: 'Domes and minarets', fr: 'Coupoles et minarets' },
        description: {
          en: 'The skyline of the old city, best seen from the Galata Tower or from the water.',
          fr: 'La silhouette de la vieille ville, à contempler depuis la tour de Galata ou depuis l’eau.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Hagia Sophia', fr: 'Sainte-Sophie' },
        description: {
          en: 'Built as a church in 537, later a mosque, then a museum, and a mosque again since 2020: dress modestly.',
          fr: 'Construite comme église en 537, devenue mosquée, puis musée, et de nouveau mosquée depuis 2020 : tenue correcte exigée.',
        },
      },
      {
        name: { en: 'Blue Mosque', fr: 'La mosquée Bleue' },
        description: {
          en: 'The Sultan Ahmed Mosque, finished in 1616, named after the blue tiles inside; closed to visitors at prayer times.',
          fr: 'La mosquée Sultan Ahmet, achevée en 1616, doit son nom à ses faïences bleues ; fermée aux visiteurs pendant les prières.',
        },
      },
      {
        name: { en: 'Topkapı Palace', fr: 'Le palais de Topkapı' },
        description: {
          en: 'The palace of the Ottoman sultans for nearly four centuries, with its courtyards, harem and treasury.',
          fr: 'Le palais des sultans ottomans pendant près de quatre siècles, avec ses cours, son harem et son trésor.',
        },
      },
      {
        name: { en: 'Grand Bazaar', fr: 'Le Grand Bazar' },
        description: {
          en: 'One of the world’s oldest and largest covered markets, with thousands of shops.',
          fr: 'L’un des plus anciens et des plus grands marchés couverts du monde, avec des milliers de boutiques.',
        },
      },
    ],
    bestTime: {
      en: 'April to June and September to November',
      fr: 'D’avril à juin et de septembre à novembre',
    },
    language: { en: 'Turkish', fr: 'Turc' },
  },
]
