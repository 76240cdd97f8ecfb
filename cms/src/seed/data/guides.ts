import { DESTINATIONS } from '@nexovia/content-schema'
import type { GuideSeed } from './guide-seed'
import { GUIDES_EUROPE } from './guides-europe'
import { MORE_GUIDES } from './guides-more'
import { UNITED_STATES_GUIDES } from './guides-united-states'
import { WEST_AFRICA_A_GUIDES } from './guides-west-africa-a'
import { WEST_AFRICA_B_GUIDES } from './guides-west-africa-b'

export type { GuideSeed } from './guide-seed'

const GUIDES: GuideSeed[] = [
  {
    slug: 'abidjan',
    subtitle: { en: 'The pearl of the lagoons', fr: 'La perle des lagunes' },
    description: {
      en: "Côte d'Ivoire's economic capital spreads around the Ébrié Lagoon: glass towers on the Plateau, leafy Cocody, the markets of Treichville and Adjamé, and Atlantic beaches less than an hour away. Abidjan is lively, French-speaking and proud of its food and music.",
      fr: 'La capitale économique de la Côte d’Ivoire s’étend autour de la lagune Ébrié\u00a0: les tours de verre du Plateau, Cocody et ses quartiers verdoyants, les marchés de Treichville et d’Adjamé, et des plages atlantiques à moins d’une heure. Abidjan est vivante, francophone et fière de sa cuisine comme de sa musique.',
    },
    image: {
      name: 'guide-abidjan',
      alt: {
        en: 'Abidjan towers at sunset above the lagoon',
        fr: 'Les tours d’Abidjan au coucher du soleil au-dessus de la lagune',
      },
    },
    highlights: [
      {
        title: { en: 'The Plateau skyline', fr: 'Les tours du Plateau' },
        description: {
          en: 'The business district that earned Abidjan its nickname, the Manhattan of West Africa.',
          fr: 'Le quartier d’affaires qui vaut à Abidjan son surnom de Manhattan de l’Afrique de l’Ouest.',
        },
      },
      {
        title: { en: 'Life on the lagoon', fr: 'La vie sur la lagune' },
        description: {
          en: 'Water taxis (bateaux-bus) cross the Ébrié Lagoon between the districts all day long.',
          fr: 'Les bateaux-bus traversent la lagune Ébrié entre les quartiers toute la journée.',
        },
      },
      {
        title: { en: 'Ivorian cuisine', fr: 'La cuisine ivoirienne' },
        description: {
          en: 'Attiéké with braised fish, alloco and kedjenou, best enjoyed in an open-air maquis.',
          fr: 'Attiéké et poisson braisé, alloco et kedjenou, à savourer dans un maquis en plein air.',
        },
      },
      {
        title: { en: 'Beaches nearby', fr: 'Des plages à proximité' },
        description: {
          en: 'Grand-Bassam and Assinie offer long sandy beaches for a weekend away from the city.',
          fr: 'Grand-Bassam et Assinie offrent de longues plages de sable pour un week-end loin de la ville.',
        },
      },
    ],
    attractions: [
      {
        name: { en: "St Paul's Cathedral", fr: 'Cathédrale Saint-Paul' },
        description: {
          en: 'A bold modern cathedral on the Plateau, consecrated in 1985, with a soaring tower and lagoon views.',
          fr: 'Une cathédrale moderne et audacieuse du Plateau, consacrée en 1985, à la tour élancée et aux vues sur la lagune.',
        },
      },
      {
        name: { en: 'Banco National Park', fr: 'Parc national du Banco' },
        description: {
          en: 'A primary rainforest inside the city, with shaded trails and giant trees.',
          fr: 'Une forêt primaire en pleine ville, avec des sentiers ombragés et des arbres géants.',
        },
      },
      {
        name: {
          en: 'Museum of Civilisations of Côte d’Ivoire',
          fr: 'Musée des Civilisations de Côte d’Ivoire',
        },
        description: {
          en: 'Masks, statues and textiles from the country’s many peoples, on the Plateau.',
          fr: 'Masques, statues et textiles des nombreux peuples du pays, au Plateau.',
        },
      },
      {
        name: { en: 'Treichville Market', fr: 'Marché de Treichville' },
        description: {
          en: 'A busy covered market for wax prints, spices and everyday Abidjan life.',
          fr: 'Un marché couvert animé pour les pagnes wax, les épices et la vie quotidienne abidjanaise.',
        },
      },
    ],
    bestTime: {
      en: 'December to March, the long dry season',
      fr: 'De décembre à mars, pendant la grande saison sèche',
    },
    language: {
      en: 'French (official), Dioula and many local languages',
      fr: 'Français (officiel), dioula et de nombreuses langues locales',
    },
  },
  {
    slug: 'boston',
    subtitle: { en: "Where America's story began", fr: 'Là où commence l’histoire de l’Amérique' },
    description: {
      en: 'Boston packs revolutionary history, world-famous universities and a lively harbour into a compact, walkable city. Red-brick streets lead from the Freedom Trail to the North End’s Italian cafés, and Cambridge is one subway ride across the Charles River.',
      fr: 'Boston réunit histoire révolutionnaire, universités de renommée mondiale et port animé dans une ville compacte qui se parcourt à pied. Les rues de briques rouges mènent du Freedom Trail aux cafés italiens du North End, et Cambridge n’est qu’à un trajet de métro de l’autre côté de la Charles River.',
    },
    image: {
      name: 'guide-boston',
      alt: {
        en: 'Boston brick houses and towers by the harbour',
        fr: 'Maisons de briques et tours de Boston au bord du port',
      },
    },
    highlights: [
      {
        title: { en: 'Revolutionary history', fr: 'Une histoire révolutionnaire' },
        description: {
          en: 'The Boston Tea Party, Paul Revere’s ride and the first battles of independence happened here.',
          fr: 'La Boston Tea Party, la chevauchée de Paul Revere et les premières batailles de l’indépendance ont eu lieu ici.',
        },
      },
      {
        title: { en: 'World-class universities', fr: 'Des universités prestigieuses' },
        description: {
          en: 'Harvard and MIT in Cambridge, and dozens of colleges that keep the city young.',
          fr: 'Harvard et le MIT à Cambridge, et des dizaines d’établissements qui font de Boston une ville jeune.',
        },
      },
      {
        title: { en: 'The waterfront', fr: 'Le front de mer' },
        description: {
          en: 'Harbour walks, ferries to the Harbor Islands and fresh seafood on the wharves.',
          fr: 'Promenades le long du port, ferries vers les Harbor Islands et fruits de mer sur les quais.',
        },
      },
      {
        title: { en: 'Historic neighbourhoods', fr: 'Des quartiers historiques' },
        description: {
          en: 'Gas-lit Beacon Hill, the Italian North End and the brownstones of the South End.',
          fr: 'Beacon Hill et ses becs de gaz, le North End italien et les maisons de grès du South End.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'The Freedom Trail', fr: 'Le Freedom Trail' },
        description: {
          en: 'A red line on the pavement linking 16 historic sites over about 2.5 miles (4 km).',
          fr: 'Une ligne rouge au sol qui relie 16 sites historiques sur environ 4 km.',
        },
      },
      {
        name: { en: 'Museum of Fine Arts', fr: 'Musée des Beaux-Arts (MFA)' },
        description: {
          en: 'One of the largest art museums in the United States, from ancient Egypt to contemporary art.',
          fr: 'L’un des plus grands musées d’art des États-Unis, de l’Égypte ancienne à l’art contemporain.',
        },
      },
      {
        name: { en: 'Fenway Park', fr: 'Fenway Park' },
        description: {
          en: 'Home of the Red Sox since 1912, the oldest ballpark in Major League Baseball.',
          fr: 'Le stade des Red Sox depuis 1912, le plus ancien de la Major League Baseball.',
        },
      },
      {
        name: { en: 'Boston Common and Public Garden', fr: 'Boston Common et Public Garden' },
        description: {
          en: 'America’s oldest public park, with the swan boats of the Public Garden next door.',
          fr: 'Le plus ancien parc public d’Amérique, avec les bateaux-cygnes du Public Garden voisin.',
        },
      },
    ],
    bestTime: {
      en: 'May to October; autumn colours peak in October',
      fr: 'De mai à octobre\u202f; les couleurs de l’automne culminent en octobre',
    },
    language: { en: 'English', fr: 'Anglais' },
  },
  {
    slug: 'new-york',
    subtitle: { en: 'The city that never sleeps', fr: 'La ville qui ne dort jamais' },
    description: {
      en: 'Five boroughs, eight million people and neighbourhoods from every corner of the world. New York is skyscrapers and Broadway, but also the soul of Harlem, West African restaurants in the Bronx and long walks across the Brooklyn Bridge.',
      fr: 'Cinq arrondissements, huit millions d’habitants et des quartiers venus des quatre coins du monde. New York, ce sont les gratte-ciel et Broadway, mais aussi l’âme de Harlem, les restaurants ouest-africains du Bronx et de longues promenades sur le pont de Brooklyn.',
    },
    image: {
      name: 'guide-new-york',
      alt: {
        en: 'The New York skyline lit up at dusk',
        fr: 'Les gratte-ciel de New York illuminés au crépuscule',
      },
    },
    highlights: [
      {
        title: { en: 'An iconic skyline', fr: 'Des gratte-ciel mythiques' },
        description: {
          en: 'From the Empire State Building to One World Trade Center, the views never get old.',
          fr: 'De l’Empire State Building au One World Trade Center, la vue ne lasse jamais.',
        },
      },
      {
        title: { en: 'The soul of Harlem', fr: 'L’âme de Harlem' },
        description: {
          en: 'Gospel on Sunday morning, jazz clubs and the cafés of Little Senegal on 116th Street.',
          fr: 'Le gospel du dimanche matin, les clubs de jazz et les cafés de Little Senegal sur la 116e rue.',
        },
      },
      {
        title: { en: 'Broadway and the arts', fr: 'Broadway et les arts' },
        description: {
          en: 'World-famous musicals, museums on every avenue and street art in Brooklyn.',
          fr: 'Des comédies musicales célèbres, des musées sur chaque avenue et du street art à Brooklyn.',
        },
      },
      {
        title: { en: 'Food from everywhere', fr: 'Une cuisine du monde entier' },
        description: {
          en: 'Pizza by the slice, bagels, dim sum, jollof rice: the world on one plate.',
          fr: 'Pizza à la part, bagels, dim sum, riz jollof\u00a0: le monde entier dans une assiette.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Statue of Liberty and Ellis Island', fr: 'Statue de la Liberté et Ellis Island' },
        description: {
          en: 'Take the ferry from Battery Park to the statue and the immigration museum.',
          fr: 'Prenez le ferry depuis Battery Park jusqu’à la statue et au musée de l’immigration.',
        },
      },
      {
        name: { en: 'Central Park', fr: 'Central Park' },
        description: {
          en: '843 acres of lawns, lakes and paths in the middle of Manhattan.',
          fr: '341 hectares de pelouses, de lacs et d’allées au cœur de Manhattan.',
        },
      },
      {
        name: { en: 'The Metropolitan Museum of Art', fr: 'Le Metropolitan Museum of Art' },
        description: {
          en: 'Five thousand years of art, including a remarkable collection from sub-Saharan Africa.',
          fr: 'Cinq mille ans d’art, dont une remarquable collection d’Afrique subsaharienne.',
        },
      },
      {
        name: { en: 'The Apollo Theater', fr: 'L’Apollo Theater' },
        description: {
          en: 'Harlem’s legendary stage, where Ella Fitzgerald and James Brown made their names.',
          fr: 'La scène légendaire de Harlem, où Ella Fitzgerald et James Brown se sont fait un nom.',
        },
      },
    ],
    bestTime: {
      en: 'April to June and September to November',
      fr: 'D’avril à juin et de septembre à novembre',
    },
    language: {
      en: 'English, with Spanish widely spoken',
      fr: 'Anglais\u202f; l’espagnol est très répandu',
    },
  },
  {
    slug: 'accra',
    subtitle: { en: "Ghana's welcoming capital", fr: 'La capitale accueillante du Ghana' },
    description: {
      en: 'Accra greets visitors with a warm “Akwaaba”. The capital of the first sub-Saharan country to win independence, in 1957, mixes colonial forts, bustling markets, beach bars and a lively arts scene, and is a place of memory for the African diaspora.',
      fr: 'Accra accueille ses visiteurs d’un chaleureux «\u00a0Akwaaba\u00a0». Capitale du premier pays d’Afrique subsaharienne devenu indépendant, en 1957, elle mêle forts coloniaux, marchés animés, bars de plage et scène artistique foisonnante, et reste un lieu de mémoire pour la diaspora africaine.',
    },
    image: {
      name: 'guide-accra',
      alt: {
        en: 'Palm trees on an Accra beach with a fishing boat',
        fr: 'Palmiers sur une plage d’Accra et une pirogue',
      },
    },
    highlights: [
      {
        title: { en: 'Akwaaba hospitality', fr: 'L’hospitalité Akwaaba' },
        description: {
          en: 'Ghanaians are known for their welcome, and English makes getting around easy.',
          fr: 'Les Ghanéens sont réputés pour leur accueil, et l’anglais facilite les déplacements.',
        },
      },
      {
        title: { en: 'History of independence', fr: 'L’histoire de l’indépendance' },
        description: {
          en: 'Independence Arch and Black Star Square recall the birth of modern Ghana.',
          fr: 'L’Arche de l’Indépendance et la place de l’Étoile noire rappellent la naissance du Ghana moderne.',
        },
      },
      {
        title: { en: 'Beaches and music', fr: 'Plages et musique' },
        description: {
          en: 'Highlife and Afrobeats play late on the beaches of Labadi and Kokrobite.',
          fr: 'Le highlife et l’afrobeats résonnent tard sur les plages de Labadi et de Kokrobite.',
        },
      },
      {
        title: { en: 'Markets and crafts', fr: 'Marchés et artisanat' },
        description: {
          en: 'Kente cloth, beads and carvings at Makola Market and the Arts Centre.',
          fr: 'Tissus kente, perles et sculptures au marché de Makola et à l’Arts Centre.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Kwame Nkrumah Memorial Park', fr: 'Mémorial Kwame Nkrumah' },
        description: {
          en: 'The mausoleum and museum of Ghana’s first president, on the site where independence was declared.',
          fr: 'Le mausolée et le musée du premier président du Ghana, là où l’indépendance fut proclamée.',
        },
      },
      {
        name: { en: 'Jamestown and its lighthouse', fr: 'Jamestown et son phare' },
        description: {
          en: 'The old fishing quarter, with Ussher Fort and a lighthouse you can climb.',
          fr: 'Le vieux quartier des pêcheurs, avec le fort Ussher et un phare que l’on peut gravir.',
        },
      },
      {
        name: { en: 'W.E.B. Du Bois Centre', fr: 'Centre W.E.B. Du Bois' },
        description: {
          en: 'The house where the African American scholar spent his last years, now a museum.',
          fr: 'La maison où l’intellectuel afro-américain a passé ses dernières années, devenue musée.',
        },
      },
      {
        name: { en: 'Labadi Beach', fr: 'Plage de Labadi' },
        description: {
          en: 'Accra’s busiest beach, with drummers, horse rides and seafood at the weekend.',
          fr: 'La plage la plus animée d’Accra, avec percussionnistes, balades à cheval et fruits de mer le week-end.',
        },
      },
    ],
    bestTime: {
      en: 'November to March, the dry season',
      fr: 'De novembre à mars, pendant la saison sèche',
    },
    language: {
      en: 'English (official), Twi and Ga widely spoken',
      fr: 'Anglais (officiel)\u202f; le twi et le ga sont très parlés',
    },
  },
  {
    slug: 'san-jose-costa-rica',
    subtitle: {
      en: 'Gateway to volcanoes and cloud forests',
      fr: 'Porte d’entrée des volcans et des forêts de nuages',
    },
    description: {
      en: 'Costa Rica’s capital sits in the mild Central Valley, surrounded by coffee farms and volcanoes. Spend a day among its theatres, museums and markets, then head out to cloud forests, hot springs and both the Pacific and Caribbean coasts.',
      fr: 'La capitale du Costa Rica s’étend dans la douce Vallée centrale, entourée de plantations de café et de volcans. Passez une journée entre ses théâtres, ses musées et ses marchés, puis partez vers les forêts de nuages, les sources chaudes et les côtes pacifique et caraïbe.',
    },
    image: {
      name: 'guide-san-jose-costa-rica',
      alt: {
        en: 'A volcano above the green hills of the Central Valley',
        fr: 'Un volcan au-dessus des collines verdoyantes de la Vallée centrale',
      },
    },
    highlights: [
      {
        title: { en: 'Eternal spring', fr: 'Un éternel printemps' },
        description: {
          en: 'At 1,150 metres, San José is mild all year round, rarely above 27 °C.',
          fr: 'À 1 150 mètres d’altitude, San José est douce toute l’année, rarement au-dessus de 27 °C.',
        },
      },
      {
        title: { en: 'Volcanoes nearby', fr: 'Des volcans à proximité' },
        description: {
          en: 'Poás and Irazú are day trips away, with crater lakes and sweeping views.',
          fr: 'Le Poás et l’Irazú se visitent à la journée, avec leurs lacs de cratère et leurs panoramas.',
        },
      },
      {
        title: { en: 'Coffee culture', fr: 'La culture du café' },
        description: {
          en: 'Tour a plantation in the valley and taste some of the world’s finest arabica.',
          fr: 'Visitez une plantation de la vallée et goûtez l’un des meilleurs arabicas du monde.',
        },
      },
      {
        title: { en: 'Pura vida', fr: 'Pura vida' },
        description: {
          en: 'The relaxed Costa Rican way of life, in a country with no army and a quarter of its land protected.',
          fr: 'L’art de vivre costaricien, dans un pays sans armée dont un quart du territoire est protégé.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'National Theatre of Costa Rica', fr: 'Théâtre national du Costa Rica' },
        description: {
          en: 'An ornate 1897 theatre paid for by coffee growers, with a café in its marble foyer.',
          fr: 'Un somptueux théâtre de 1897 financé par les planteurs de café, avec un café dans son foyer de marbre.',
        },
      },
      {
        name: { en: 'Pre-Columbian Gold Museum', fr: 'Musée de l’or précolombien' },
        description: {
          en: 'More than 1,600 gold pieces crafted by the region’s Indigenous peoples.',
          fr: 'Plus de 1 600 pièces d’or façonnées par les peuples autochtones de la région.',
        },
      },
      {
        name: { en: 'Central Market', fr: 'Marché central' },
        description: {
          en: 'Since 1880, a maze of stalls for coffee, spices and a casado lunch.',
          fr: 'Depuis 1880, un dédale d’étals pour le café, les épices et un casado à midi.',
        },
      },
      {
        name: { en: 'Poás Volcano National Park', fr: 'Parc national du volcan Poás' },
        description: {
          en: 'One of the world’s widest active craters, about an hour and a half from the city.',
          fr: 'L’un des plus larges cratères actifs du monde, à environ une heure et demie de la ville.',
        },
      },
    ],
    bestTime: {
      en: 'December to April, the dry season',
      fr: 'De décembre à avril, pendant la saison sèche',
    },
    language: { en: 'Spanish', fr: 'Espagnol' },
  },
  {
    slug: 'paris-france',
    subtitle: { en: 'The City of Light', fr: 'La Ville Lumière' },
    description: {
      en: 'Art, cafés and grand boulevards: Paris is a classic stopover between two continents. Beyond the monuments, its African and Caribbean neighbourhoods, from Château-Rouge to Belleville, make it one of the great capitals of the diaspora.',
      fr: 'Art, cafés et grands boulevards\u00a0: Paris est une escale incontournable entre deux continents. Au-delà des monuments, ses quartiers africains et antillais, de Château-Rouge à Belleville, en font l’une des grandes capitales de la diaspora.',
    },
    image: {
      name: 'guide-paris-france',
      alt: {
        en: 'The Eiffel Tower above the Paris rooftops',
        fr: 'La tour Eiffel au-dessus des toits de Paris',
      },
    },
    highlights: [
      {
        title: { en: 'Art and museums', fr: 'Art et musées' },
        description: {
          en: 'From the Louvre to the Musée d’Orsay, some of the world’s greatest collections.',
          fr: 'Du Louvre au musée d’Orsay, quelques-unes des plus grandes collections du monde.',
        },
      },
      {
        title: { en: 'Café life', fr: 'La vie de café' },
        description: {
          en: 'Watch the city go by from a terrace, croissant and café crème in hand.',
          fr: 'Regardez la ville passer depuis une terrasse, croissant et café crème à la main.',
        },
      },
      {
        title: { en: 'The Seine and its bridges', fr: 'La Seine et ses ponts' },
        description: {
          en: 'Riverbanks listed by UNESCO, best seen on foot or from a boat at dusk.',
          fr: 'Des berges classées par l’UNESCO, à découvrir à pied ou en bateau au crépuscule.',
        },
      },
      {
        title: { en: 'A diaspora capital', fr: 'Une capitale de la diaspora' },
        description: {
          en: 'West African markets, restaurants and music in Château-Rouge and the Goutte-d’Or.',
          fr: 'Marchés, restaurants et musiques d’Afrique de l’Ouest à Château-Rouge et à la Goutte-d’Or.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'The Louvre', fr: 'Le Louvre' },
        description: {
          en: 'The world’s most visited museum, home of the Mona Lisa and the Winged Victory.',
          fr: 'Le musée le plus visité au monde, qui abrite la Joconde et la Victoire de Samothrace.',
        },
      },
      {
        name: { en: 'The Eiffel Tower', fr: 'La tour Eiffel' },
        description: {
          en: 'Built for the 1889 World’s Fair; go up at sunset for the view over the city.',
          fr: 'Construite pour l’Exposition universelle de 1889\u202f; montez au coucher du soleil pour la vue sur la ville.',
        },
      },
      {
        name: { en: 'Montmartre and the Sacré-Cœur', fr: 'Montmartre et le Sacré-Cœur' },
        description: {
          en: 'The hilltop village of painters, crowned by its white basilica.',
          fr: 'Le village des peintres sur sa butte, couronné par sa basilique blanche.',
        },
      },
      {
        name: { en: 'Musée du quai Branly – Jacques Chirac', fr: 'Musée du quai Branly – Jacques Chirac' },
        description: {
          en: 'Arts of Africa, Asia, Oceania and the Americas, in a garden by the Seine.',
          fr: 'Les arts d’Afrique, d’Asie, d’Océanie et des Amériques, dans un jardin au bord de la Seine.',
        },
      },
    ],
    bestTime: {
      en: 'April to June and September to October',
      fr: 'D’avril à juin et de septembre à octobre',
    },
    language: { en: 'French', fr: 'Français' },
  },
  // Dakar and Lagos (issue 34): the flight search sells DSS and LOS. Facts from UNESCO's World
  // Heritage list (Island of Gorée, 1978), the Museum of Black Civilisations (opened 2018) and the
  // Senegal and Nigeria pages of travel.state.gov; seasons from the countries' dry seasons.
  {
    slug: 'dakar',
    subtitle: { en: 'Africa’s westernmost capital', fr: 'La capitale la plus à l’ouest de l’Afrique' },
    description: {
      en: 'Dakar fills the Cap-Vert peninsula, where Africa meets the Atlantic: ocean roads, surf at Ngor and Yoff, fish markets, galleries and a music scene from mbalax to hip-hop. Gorée Island is a short ferry ride away.',
      fr: 'Dakar occupe la presqu’île du Cap-Vert, là où l’Afrique rencontre l’Atlantique\u00a0: routes de corniche, surf à Ngor et à Yoff, marchés aux poissons, galeries et une scène musicale du mbalax au hip-hop. L’île de Gorée est à quelques minutes de chaloupe.',
    },
    highlights: [
      {
        title: { en: 'Gorée Island', fr: 'L’île de Gorée' },
        description: {
          en: 'A UNESCO World Heritage site since 1978 and a place of memory of the Atlantic slave trade, with its House of Slaves.',
          fr: 'Inscrite au patrimoine mondial de l’UNESCO depuis 1978, lieu de mémoire de la traite atlantique, avec sa Maison des Esclaves.',
        },
      },
      {
        title: { en: 'The Corniche and the ocean', fr: 'La Corniche et l’océan' },
        description: {
          en: 'Coastal roads, beaches and surf spots at Ngor, Yoff and Les Almadies, the westernmost point of mainland Africa.',
          fr: 'Routes côtières, plages et spots de surf à Ngor, Yoff et aux Almadies, la pointe la plus à l’ouest du continent africain.',
        },
      },
      {
        title: { en: 'Senegalese cuisine', fr: 'La cuisine sénégalaise' },
        description: {
          en: 'Thiéboudienne (fish and rice), yassa and mafé, with bissap or bouye juice.',
          fr: 'Thiéboudienne (riz au poisson), yassa et mafé, avec un jus de bissap ou de bouye.',
        },
      },
      {
        title: { en: 'Music and art', fr: 'Musique et art' },
        description: {
          en: 'Live mbalax in the evening and the Dak’Art biennale of contemporary African art in even years.',
          fr: 'Le mbalax en concert le soir et la biennale Dak’Art d’art africain contemporain les années paires.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Museum of Black Civilisations', fr: 'Musée des Civilisations noires' },
        description: {
          en: 'Opened in 2018 in the city centre, a large museum of the cultures of Africa and its diaspora.',
          fr: 'Ouvert en 2018 au centre-ville, un grand musée des cultures de l’Afrique et de sa diaspora.',
        },
      },
      {
        name: { en: 'African Renaissance Monument', fr: 'Monument de la Renaissance africaine' },
        description: {
          en: 'A bronze statue on a hill above Ouakam, with views over the peninsula.',
          fr: 'Une statue de bronze sur une colline de Ouakam, avec vue sur la presqu’île.',
        },
      },
      {
        name: { en: 'Lac Rose (Lake Retba)', fr: 'Le Lac Rose (lac Retba)' },
        description: {
          en: 'A salt lake north-east of the city whose water turns pink in the dry season, where salt is still gathered by hand.',
          fr: 'Un lac salé au nord-est de la ville, dont l’eau devient rose à la saison sèche et où le sel est encore récolté à la main.',
        },
      },
      {
        name: { en: 'Soumbédioune', fr: 'Soumbédioune' },
        description: {
          en: 'The fishermen’s beach and craft village on the Corniche, busiest when the pirogues come back in the late afternoon.',
          fr: 'La plage des pêcheurs et le village artisanal de la Corniche, animés au retour des pirogues en fin d’après-midi.',
        },
      },
    ],
    bestTime: {
      en: 'November to May (the dry season)',
      fr: 'De novembre à mai (la saison sèche)',
    },
    language: { en: 'French (official) and Wolof', fr: 'Français (langue officielle) et wolof' },
  },
  {
    slug: 'lagos',
    subtitle: { en: 'The beating heart of Nigeria', fr: 'Le cœur battant du Nigeria' },
    description: {
      en: 'Lagos spreads over islands and lagoons on the Gulf of Guinea: the business towers of Victoria Island and Ikoyi, the markets of Lagos Island, galleries and beaches in Lekki, and the home of Afrobeat.',
      fr: 'Lagos s’étend sur des îles et des lagunes au bord du golfe de Guinée\u00a0: les tours d’affaires de Victoria Island et d’Ikoyi, les marchés de Lagos Island, les galeries et les plages de Lekki, et le berceau de l’afrobeat.',
    },
    highlights: [
      {
        title: { en: 'Art and galleries', fr: 'Art et galeries' },
        description: {
          en: 'Nike Art Gallery in Lekki and the galleries of Victoria Island and Ikoyi show Nigeria’s contemporary art.',
          fr: 'La Nike Art Gallery à Lekki et les galeries de Victoria Island et d’Ikoyi montrent l’art contemporain nigérian.',
        },
      },
      {
        title: { en: 'Afrobeat’s home', fr: 'Le berceau de l’afrobeat' },
        description: {
          en: 'The New Afrika Shrine in Ikeja carries on Fela Kuti’s legacy with live music.',
          fr: 'Le New Afrika Shrine à Ikeja perpétue l’héritage de Fela Kuti avec des concerts.',
        },
      },
      {
        title: { en: 'Beaches by boat', fr: 'Des plages en bateau' },
        description: {
          en: 'Tarkwa Bay and the beaches beyond Lekki, reached by boat or along the Lekki–Epe road.',
          fr: 'Tarkwa Bay et les plages au-delà de Lekki, en bateau ou par la route Lekki–Epe.',
        },
      },
      {
        title: { en: 'Nigerian food', fr: 'La cuisine nigériane' },
        description: {
          en: 'Jollof rice, suya from the grill, pounded yam with egusi soup.',
          fr: 'Riz jollof, suya grillé, igname pilée et soupe egusi.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Lekki Conservation Centre', fr: 'Lekki Conservation Centre' },
        description: {
          en: 'A nature reserve of wetland and forest with a long canopy walkway above the trees.',
          fr: 'Une réserve de zones humides et de forêt, avec une longue passerelle suspendue au-dessus des arbres.',
        },
      },
      {
        name: { en: 'Freedom Park', fr: 'Freedom Park' },
        description: {
          en: 'A former colonial prison on Lagos Island turned into a park and venue for concerts and exhibitions.',
          fr: 'Une ancienne prison coloniale de Lagos Island devenue parc et lieu de concerts et d’expositions.',
        },
      },
      {
        name: { en: 'Kalakuta Republic Museum', fr: 'Musée de la Kalakuta Republic' },
        description: {
          en: 'Fela Kuti’s former home in Ikeja, now a museum of his life and music.',
          fr: 'L’ancienne maison de Fela Kuti à Ikeja, devenue un musée de sa vie et de sa musique.',
        },
      },
      {
        name: { en: 'National Museum Lagos', fr: 'Musée national de Lagos' },
        description: {
          en: 'In Onikan on Lagos Island: Nigerian art and history, from Nok terracottas to Benin bronzes.',
          fr: 'À Onikan, sur Lagos Island\u00a0: l’art et l’histoire du Nigeria, des terres cuites Nok aux bronzes du Bénin.',
        },
      },
    ],
    bestTime: {
      en: 'November to February (the dry season)',
      fr: 'De novembre à février (la saison sèche)',
    },
    language: { en: 'English (official) and Yoruba', fr: 'Anglais (langue officielle) et yoruba' },
  },
  ...WEST_AFRICA_A_GUIDES,
  ...WEST_AFRICA_B_GUIDES,
  ...UNITED_STATES_GUIDES,
  ...GUIDES_EUROPE,
  ...MORE_GUIDES,
]

/** The destination guides, in both languages, with the practical info shared with content-schema. */
export const guides = GUIDES.map((guide) => {
  const destination = DESTINATIONS.find((candidate) => candidate.slug === guide.slug)
  if (!destination) throw new Error(`No destination data for guide ${guide.slug}`)
  return {
    ...guide,
    name: destination.name,
    practicalInfo: {
      bestTime: guide.bestTime,
      currency: destination.practicalInfo.currency,
      language: guide.language,
      timezone: destination.practicalInfo.timezone,
    },
  }
})
