import type { GuideSeed } from './guide-seed'

/** The US guides of the Midwest, Texas and the West Coast (issue 34), French spaced on export. */
export const UNITED_STATES_WEST_GUIDES: GuideSeed[] = [
  {
    slug: 'chicago',
    subtitle: { en: 'Architecture, lakefront and the blues', fr: 'Architecture, bord du lac et blues' },
    description: {
      en: 'Chicago rises on the shore of Lake Michigan: the birthplace of the skyscraper, with world-class museums, miles of lakefront beaches and paths, and deep-dish pizza. Its South Side, shaped by the Great Migration of Black Southerners, gave the world Chicago blues, and the city’s first permanent settler was Jean Baptiste Point du Sable, a trader of African descent.',
      fr: 'Chicago s’élève au bord du lac Michigan : berceau du gratte-ciel, avec des musées de premier plan, des kilomètres de plages et d’allées le long du lac, et la pizza deep-dish. Son South Side, façonné par la Grande Migration des Noirs du Sud, a donné au monde le blues de Chicago, et le premier habitant permanent non autochtone de la ville fut Jean Baptiste Point du Sable, un commerçant d’ascendance africaine.',
    },
    highlights: [
      {
        title: { en: 'Architecture', fr: 'L’architecture' },
        description: {
          en: 'A boat tour on the Chicago River is the best way to see a century of skyscrapers.',
          fr: 'Une croisière sur la Chicago River est la meilleure façon de découvrir un siècle de gratte-ciel.',
        },
      },
      {
        title: { en: 'Bronzeville', fr: 'Bronzeville' },
        description: {
          en: 'The historic heart of Black Chicago since the Great Migration, where Ida B. Wells lived and jazz and blues thrived.',
          fr: 'Le cœur historique du Chicago noir depuis la Grande Migration, où vécut Ida B. Wells et où le jazz et le blues ont prospéré.',
        },
      },
      {
        title: { en: 'Blues and jazz', fr: 'Blues et jazz' },
        description: {
          en: 'Live music most nights in the city’s blues clubs and jazz bars.',
          fr: 'Des concerts presque tous les soirs dans les clubs de blues et les bars de jazz.',
        },
      },
      {
        title: { en: 'The lakefront', fr: 'Le bord du lac' },
        description: {
          en: 'Beaches and an 18-mile trail along Lake Michigan, busy from May to September.',
          fr: 'Des plages et un sentier de 29 km le long du lac Michigan, très fréquentés de mai à septembre.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Art Institute of Chicago', fr: 'Art Institute of Chicago' },
        description: {
          en: 'One of the great art museums of the world, from the Impressionists to American Gothic.',
          fr: 'L’un des grands musées d’art du monde, des impressionnistes à American Gothic.',
        },
      },
      {
        name: { en: 'Millennium Park', fr: 'Millennium Park' },
        description: {
          en: 'Cloud Gate, the giant mirrored “Bean”, the Crown Fountain and free concerts in summer.',
          fr: 'Cloud Gate, le grand « haricot » en miroir, la Crown Fountain et des concerts gratuits l’été.',
        },
      },
      {
        name: { en: 'DuSable Black History Museum', fr: 'DuSable Black History Museum' },
        description: {
          en: 'Founded in 1961, one of the oldest museums of African American history in the country, in Washington Park.',
          fr: 'Fondé en 1961, l’un des plus anciens musées d’histoire afro-américaine du pays, dans Washington Park.',
        },
      },
      {
        name: { en: 'Willis Tower Skydeck', fr: 'Willis Tower Skydeck' },
        description: {
          en: 'Glass boxes on the 103rd floor of what was long the tallest building in the world.',
          fr: 'Des cabines de verre au 103e étage de ce qui fut longtemps le plus haut immeuble du monde.',
        },
      },
    ],
    bestTime: {
      en: 'May to September; winters are very cold and windy',
      fr: 'De mai à septembre ; les hivers sont très froids et venteux',
    },
    language: { en: 'English, with Spanish widely spoken', fr: 'Anglais ; l’espagnol est très répandu' },
  },
  {
    slug: 'houston',
    subtitle: { en: 'Space City, open to the world', fr: 'La ville de l’espace, ouverte sur le monde' },
    description: {
      en: 'Houston, the fourth-largest city in the United States, is home to NASA’s mission control and is one of the most diverse cities in the country. It has one of the largest Nigerian communities in the US, with churches, markets and restaurants across southwest Houston, and Juneteenth was born nearby in Galveston, where the end of slavery in Texas was announced on 19 June 1865.',
      fr: 'Houston, quatrième ville des États-Unis, abrite le centre de contrôle des missions de la NASA et compte parmi les villes les plus diverses du pays. Elle accueille l’une des plus grandes communautés nigérianes des États-Unis, avec églises, marchés et restaurants dans le sud-ouest de la ville, et Juneteenth est né tout près, à Galveston, où la fin de l’esclavage au Texas fut proclamée le 19 juin 1865.',
    },
    highlights: [
      {
        title: { en: 'Nigerian Houston', fr: 'Le Houston nigérian' },
        description: {
          en: 'Jollof rice, suya and pepper soup in the African restaurants of southwest Houston.',
          fr: 'Riz jollof, suya et pepper soup dans les restaurants africains du sud-ouest de Houston.',
        },
      },
      {
        title: { en: 'Juneteenth', fr: 'Juneteenth' },
        description: {
          en: 'Emancipation Park, bought by freed people in 1872 to celebrate the day, still hosts the festivities every June.',
          fr: 'Emancipation Park, acheté par d’anciens esclaves en 1872 pour célébrer ce jour, accueille toujours les festivités chaque mois de juin.',
        },
      },
      {
        title: { en: 'A world of food', fr: 'Une cuisine du monde' },
        description: {
          en: 'Tex-Mex, Texas barbecue and Vietnamese-Cajun crawfish, in one of the most diverse cities in the country.',
          fr: 'Tex-Mex, barbecue texan et écrevisses à la vietnamienne et cajun, dans l’une des villes les plus diverses du pays.',
        },
      },
      {
        title: { en: 'The Museum District', fr: 'Le quartier des musées' },
        description: {
          en: 'Many museums, several of them free, around Hermann Park.',
          fr: 'De nombreux musées, dont plusieurs gratuits, autour d’Hermann Park.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Space Center Houston', fr: 'Space Center Houston' },
        description: {
          en: 'The visitor centre of NASA’s Johnson Space Center, with tram tours to the historic Mission Control.',
          fr: 'Le centre des visiteurs du Johnson Space Center de la NASA, avec une visite en tram jusqu’au centre de contrôle historique.',
        },
      },
      {
        name: { en: 'Museum of Fine Arts, Houston', fr: 'Musée des beaux-arts de Houston' },
        description: {
          en: 'A vast collection from around the world, including a remarkable collection of African gold.',
          fr: 'Une vaste collection venue du monde entier, dont une remarquable collection d’or africain.',
        },
      },
      {
        name: { en: 'The Menil Collection', fr: 'La Menil Collection' },
        description: {
          en: 'Free: surrealist and modern art, African and ancient works, and the Rothko Chapel nearby.',
          fr: 'Gratuite : art surréaliste et moderne, œuvres africaines et antiques, et la chapelle Rothko tout près.',
        },
      },
      {
        name: { en: 'Buffalo Bayou Park', fr: 'Buffalo Bayou Park' },
        description: {
          en: 'Trails, gardens and a former underground cistern open to visitors, along the bayou west of downtown.',
          fr: 'Sentiers, jardins et une ancienne citerne souterraine qui se visite, le long du bayou à l’ouest du centre.',
        },
      },
    ],
    bestTime: {
      en: 'October to April; summers are hot and humid, and June to November is hurricane season',
      fr: 'D’octobre à avril ; l’été est chaud et humide, et la saison des ouragans va de juin à novembre',
    },
    language: { en: 'English, with Spanish widely spoken', fr: 'Anglais ; l’espagnol est très répandu' },
  },
  {
    slug: 'dallas',
    subtitle: { en: 'Dallas–Fort Worth, Texas on a grand scale', fr: 'Dallas–Fort Worth, le Texas en grand' },
    description: {
      en: 'Dallas and Fort Worth, about 50 km apart, form one of the largest metropolitan areas in the country around DFW airport. Dallas has a lively arts district and the history of November 1963; Fort Worth keeps its cowboy heritage in the Stockyards. The area has a large African community, Nigerian and Ethiopian among others.',
      fr: 'Dallas et Fort Worth, à une cinquantaine de kilomètres l’une de l’autre, forment autour de l’aéroport DFW l’une des plus grandes agglomérations du pays. Dallas a son quartier des arts animé et l’histoire de novembre 1963 ; Fort Worth garde son héritage cow-boy dans les Stockyards. La région compte une importante communauté africaine, notamment nigériane et éthiopienne.',
    },
    highlights: [
      {
        title: { en: 'Cowboy Fort Worth', fr: 'Le Fort Worth des cow-boys' },
        description: {
          en: 'Twice a day, longhorn cattle are driven down the street in the Stockyards.',
          fr: 'Deux fois par jour, des bovins longhorn défilent dans la rue des Stockyards.',
        },
      },
      {
        title: { en: 'The Arts District', fr: 'Le quartier des arts' },
        description: {
          en: 'Museums, a concert hall and an opera house side by side in downtown Dallas.',
          fr: 'Musées, salle de concert et opéra côte à côte dans le centre de Dallas.',
        },
      },
      {
        title: { en: 'African Dallas', fr: 'Le Dallas africain' },
        description: {
          en: 'Nigerian, Ethiopian and other African restaurants, churches and shops across the metropolitan area.',
          fr: 'Restaurants, églises et boutiques nigérians, éthiopiens et d’autres pays d’Afrique dans toute l’agglomération.',
        },
      },
      {
        title: { en: 'Texas food', fr: 'La cuisine texane' },
        description: {
          en: 'Barbecued brisket, Tex-Mex and the frozen margarita machine, invented in Dallas.',
          fr: 'Brisket au barbecue, Tex-Mex et la machine à margarita glacée, inventée à Dallas.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'The Sixth Floor Museum at Dealey Plaza', fr: 'The Sixth Floor Museum at Dealey Plaza' },
        description: {
          en: 'The life, death and legacy of John F. Kennedy, in the building from which he was shot in 1963.',
          fr: 'La vie, la mort et l’héritage de John F. Kennedy, dans le bâtiment d’où il fut abattu en 1963.',
        },
      },
      {
        name: { en: 'Fort Worth Stockyards', fr: 'Fort Worth Stockyards' },
        description: {
          en: 'Saloons, rodeos and the twice-daily cattle drive in the old livestock district.',
          fr: 'Saloons, rodéos et le défilé du bétail deux fois par jour dans l’ancien quartier des éleveurs.',
        },
      },
      {
        name: { en: 'Dallas Museum of Art', fr: 'Dallas Museum of Art' },
        description: {
          en: 'Free general admission, with a notable collection of African art.',
          fr: 'Entrée gratuite aux collections permanentes, dont un bel ensemble d’art africain.',
        },
      },
      {
        name: { en: 'Kimbell Art Museum', fr: 'Kimbell Art Museum' },
        description: {
          en: 'In Fort Worth: masterpieces from antiquity to Picasso, in a celebrated Louis Kahn building.',
          fr: 'À Fort Worth : des chefs-d’œuvre de l’Antiquité à Picasso, dans un célèbre bâtiment de Louis Kahn.',
        },
      },
    ],
    bestTime: { en: 'March to May and October to November', fr: 'De mars à mai et d’octobre à novembre' },
    language: { en: 'English, with Spanish widely spoken', fr: 'Anglais ; l’espagnol est très répandu' },
  },
  {
    slug: 'los-angeles',
    subtitle: { en: 'Hollywood, beaches and sunshine', fr: 'Hollywood, plages et soleil' },
    description: {
      en: 'Los Angeles spreads from the Hollywood Hills to the Pacific: film studios, beaches from Santa Monica to Malibu, great museums and food from every corner of the globe. Black LA centres on Leimert Park and Crenshaw, and Little Ethiopia lines a block of Fairfax Avenue. Distances are long: plan on a car or patience with public transport.',
      fr: 'Los Angeles s’étend des collines d’Hollywood au Pacifique : studios de cinéma, plages de Santa Monica à Malibu, grands musées et cuisines venues du monde entier. Le Los Angeles noir a pour cœur Leimert Park et Crenshaw, et Little Ethiopia borde un pâté de maisons de Fairfax Avenue. Les distances sont longues : prévoyez une voiture, ou de la patience dans les transports en commun.',
    },
    highlights: [
      {
        title: { en: 'Hollywood', fr: 'Hollywood' },
        description: {
          en: 'The Walk of Fame, studio tours and the famous sign above the hills.',
          fr: 'Le Walk of Fame, les visites de studios et le célèbre panneau au-dessus des collines.',
        },
      },
      {
        title: { en: 'Leimert Park', fr: 'Leimert Park' },
        description: {
          en: 'The heart of Black culture in LA: Sunday drum circles, African art shops and jazz.',
          fr: 'Le cœur de la culture noire de LA : cercles de percussions le dimanche, boutiques d’art africain et jazz.',
        },
      },
      {
        title: { en: 'Little Ethiopia', fr: 'Little Ethiopia' },
        description: {
          en: 'Ethiopian restaurants, cafés and shops on Fairfax Avenue between Olympic and Pico.',
          fr: 'Restaurants, cafés et boutiques éthiopiens sur Fairfax Avenue, entre Olympic et Pico.',
        },
      },
      {
        title: { en: 'Pacific beaches', fr: 'Les plages du Pacifique' },
        description: {
          en: 'Santa Monica’s pier, Venice’s boardwalk and Malibu’s coves.',
          fr: 'La jetée de Santa Monica, la promenade de Venice et les criques de Malibu.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Griffith Observatory', fr: 'Observatoire Griffith' },
        description: {
          en: 'Free, with views over the city and the Hollywood sign.',
          fr: 'Gratuit, avec vue sur la ville et le panneau Hollywood.',
        },
      },
      {
        name: { en: 'The Getty Center', fr: 'Le Getty Center' },
        description: {
          en: 'Art, gardens and architecture on a hilltop; admission is free, parking is not.',
          fr: 'Art, jardins et architecture au sommet d’une colline ; l’entrée est gratuite, pas le parking.',
        },
      },
      {
        name: { en: 'California African American Museum', fr: 'California African American Museum' },
        description: {
          en: 'Free, in Exposition Park: the art, history and culture of African Americans, in California especially.',
          fr: 'Gratuit, à Exposition Park : l’art, l’histoire et la culture des Afro-Américains, en Californie surtout.',
        },
      },
      {
        name: { en: 'Santa Monica Pier', fr: 'La jetée de Santa Monica' },
        description: {
          en: 'The amusement pier at the end of Route 66, with its Ferris wheel above the Pacific.',
          fr: 'La jetée et sa fête foraine au bout de la Route 66, avec sa grande roue au-dessus du Pacifique.',
        },
      },
    ],
    bestTime: {
      en: 'All year; March to May and September to November are the most pleasant',
      fr: 'Toute l’année ; de mars à mai et de septembre à novembre, le temps est le plus agréable',
    },
    language: { en: 'English, with Spanish widely spoken', fr: 'Anglais ; l’espagnol est très répandu' },
  },
  {
    slug: 'san-francisco',
    subtitle: { en: 'The city by the bay', fr: 'La ville de la baie' },
    description: {
      en: 'San Francisco packs steep hills, Victorian houses and the Golden Gate Bridge onto a peninsula between the Pacific and the bay. The Fillmore was once the “Harlem of the West” for jazz, the Museum of the African Diaspora stands downtown, and across the bay Oakland is known for its Ethiopian and Eritrean restaurants. Pack layers: summer fog keeps the city cool.',
      fr: 'San Francisco réunit collines escarpées, maisons victoriennes et pont du Golden Gate sur une péninsule entre le Pacifique et la baie. Le Fillmore fut le « Harlem de l’Ouest » du jazz, le musée de la diaspora africaine se trouve au centre-ville et, de l’autre côté de la baie, Oakland est réputée pour ses restaurants éthiopiens et érythréens. Prévoyez plusieurs couches : le brouillard d’été garde la ville fraîche.',
    },
    highlights: [
      {
        title: { en: 'The Golden Gate Bridge', fr: 'Le pont du Golden Gate' },
        description: {
          en: 'Walk or cycle across it for views of the city, Alcatraz and the Marin hills.',
          fr: 'Traversez-le à pied ou à vélo pour voir la ville, Alcatraz et les collines de Marin.',
        },
      },
      {
        title: { en: 'Cable cars', fr: 'Les cable cars' },
        description: {
          en: 'The world’s last hand-operated cable cars, climbing the city’s hills since 1873.',
          fr: 'Les derniers tramways à câble manœuvrés à la main au monde, qui gravissent les collines depuis 1873.',
        },
      },
      {
        title: { en: 'The African diaspora', fr: 'La diaspora africaine' },
        description: {
          en: 'The Museum of the African Diaspora downtown, and the jazz heritage of the Fillmore.',
          fr: 'Le musée de la diaspora africaine au centre-ville, et l’héritage jazz du Fillmore.',
        },
      },
      {
        title: { en: 'Food by the bay', fr: 'La table de la baie' },
        description: {
          en: 'Dim sum in Chinatown, burritos in the Mission and Ethiopian food across the bay in Oakland.',
          fr: 'Dim sum à Chinatown, burritos dans la Mission et cuisine éthiopienne à Oakland, de l’autre côté de la baie.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Alcatraz Island', fr: 'L’île d’Alcatraz' },
        description: {
          en: 'The former federal prison in the bay, reached by ferry; book days ahead.',
          fr: 'L’ancienne prison fédérale au milieu de la baie, en ferry ; réservez plusieurs jours à l’avance.',
        },
      },
      {
        name: { en: 'Museum of the African Diaspora', fr: 'Musée de la diaspora africaine (MoAD)' },
        description: {
          en: 'Contemporary art and culture of people of African descent, in SoMa.',
          fr: 'Art et culture contemporains des personnes d’ascendance africaine, dans le quartier de SoMa.',
        },
      },
      {
        name: { en: 'Golden Gate Park', fr: 'Golden Gate Park' },
        description: {
          en: 'Larger than Central Park, with gardens, the de Young Museum and the California Academy of Sciences.',
          fr: 'Plus grand que Central Park, avec ses jardins, le musée de Young et la California Academy of Sciences.',
        },
      },
      {
        name: { en: 'Chinatown', fr: 'Chinatown' },
        description: {
          en: 'One of the oldest Chinatowns in North America, entered through the Dragon Gate on Grant Avenue.',
          fr: 'L’un des plus anciens quartiers chinois d’Amérique du Nord, où l’on entre par la Dragon Gate de Grant Avenue.',
        },
      },
    ],
    bestTime: {
      en: 'September and October, the warmest and clearest months',
      fr: 'Septembre et octobre, les mois les plus chauds et les plus dégagés',
    },
    language: {
      en: 'English, with Spanish and Chinese widely spoken',
      fr: 'Anglais ; l’espagnol et le chinois sont très répandus',
    },
  },
]
