import type { GuideSeed } from './guide-seed'

// West African guides, part A (issue 34): the flight search sells ABV, BKO, OUA, LFW and COO.
// Facts from UNESCO's World Heritage list (Royal Palaces of Abomey, 1985), FESPACO's own history
// (founded 1969, held in odd years), the country pages of travel.state.gov and France's Conseils aux
// voyageurs; seasons from the countries' dry seasons. No hero picture yet: the page opens on its title.
export const WEST_AFRICA_A_GUIDES: GuideSeed[] = [
  {
    slug: 'abuja',
    subtitle: {
      en: 'Nigeria’s capital at the foot of Aso Rock',
      fr: 'La capitale du Nigeria au pied de l’Aso Rock',
    },
    description: {
      en: 'Abuja was built in the centre of Nigeria and became its capital in 1991. Wide avenues lead to the Three Arms Zone under Aso Rock, the National Mosque and the National Christian Centre face each other across the city, and green hills frame quiet districts like Maitama and Asokoro.',
      fr: 'Abuja a été bâtie au centre du Nigeria et en est devenue la capitale en 1991. De larges avenues mènent à la Three Arms Zone, au pied de l’Aso Rock ; la Mosquée nationale et le Centre chrétien national se font face, et des collines vertes encadrent des quartiers calmes comme Maitama et Asokoro.',
    },
    highlights: [
      {
        title: { en: 'Aso Rock', fr: 'L’Aso Rock' },
        description: {
          en: 'The granite monolith that overlooks the presidency, the National Assembly and the Supreme Court.',
          fr: 'Le monolithe de granit qui domine la présidence, l’Assemblée nationale et la Cour suprême.',
        },
      },
      {
        title: { en: 'Zuma Rock', fr: 'Le rocher de Zuma' },
        description: {
          en: 'The giant rock on the road in from Suleja, known as the gateway to Abuja and pictured on the 100-naira note.',
          fr: 'Le rocher géant sur la route de Suleja, surnommé la porte d’Abuja et représenté sur le billet de 100 nairas.',
        },
      },
      {
        title: { en: 'Parks and lakes', fr: 'Parcs et lacs' },
        description: {
          en: 'Millennium Park in Maitama and the shores of Jabi Lake, for a walk or a picnic at the weekend.',
          fr: 'Le Millennium Park à Maitama et les rives du lac Jabi, pour une promenade ou un pique-nique le week-end.',
        },
      },
      {
        title: { en: 'Food from every region', fr: 'La cuisine de toutes les régions' },
        description: {
          en: 'Suya from the grill, jollof rice, pepper soup and tuwo shinkafa: the capital eats the whole country’s dishes.',
          fr: 'Suya grillé, riz jollof, soupe pimentée et tuwo shinkafa : la capitale mange les plats de tout le pays.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Nigerian National Mosque', fr: 'Mosquée nationale du Nigeria' },
        description: {
          en: 'The golden dome and four minarets on Independence Avenue, open to visitors outside prayer times.',
          fr: 'Le dôme doré et les quatre minarets de l’Independence Avenue, ouverts aux visiteurs en dehors des prières.',
        },
      },
      {
        name: { en: 'National Christian Centre', fr: 'Centre chrétien national' },
        description: {
          en: 'The large ecumenical church across the avenue from the mosque, with its tall central tower.',
          fr: 'La grande église œcuménique en face de la mosquée, avec sa haute tour centrale.',
        },
      },
      {
        name: { en: 'Millennium Park', fr: 'Millennium Park' },
        description: {
          en: 'The city’s largest park, in Maitama: lawns, fountains and a stream, with Aso Rock in view.',
          fr: 'Le plus grand parc de la ville, à Maitama : pelouses, fontaines et ruisseau, avec vue sur l’Aso Rock.',
        },
      },
      {
        name: { en: 'Arts and Crafts Village', fr: 'Village des arts et de l’artisanat' },
        description: {
          en: 'Stalls of fabrics, carvings, beads and leather work from across Nigeria, near the city centre.',
          fr: 'Des étals de tissus, de sculptures, de perles et de cuir venus de tout le Nigeria, près du centre-ville.',
        },
      },
    ],
    bestTime: {
      en: 'November to March (the dry season, hazy with harmattan dust from December)',
      fr: 'De novembre à mars (la saison sèche, voilée par l’harmattan à partir de décembre)',
    },
    language: {
      en: 'English (official), with Hausa widely spoken',
      fr: 'Anglais (langue officielle), haoussa très parlé',
    },
  },
  {
    slug: 'bamako',
    subtitle: { en: 'The capital of Mali on the Niger', fr: 'La capitale du Mali au bord du Niger' },
    description: {
      en: 'Bamako stretches along both banks of the Niger River, under the cliffs of Koulouba. It is one of the great music cities of Africa, the home of artists from Salif Keita to Amadou & Mariam, with busy markets, a fine national museum and pirogues on the river at sunset.',
      fr: 'Bamako s’étire sur les deux rives du fleuve Niger, au pied des falaises de Koulouba. C’est l’une des grandes villes de la musique en Afrique, celle d’artistes de Salif Keita à Amadou & Mariam, avec des marchés animés, un beau musée national et des pirogues sur le fleuve au coucher du soleil.',
    },
    highlights: [
      {
        title: { en: 'Live music', fr: 'La musique live' },
        description: {
          en: 'Kora, ngoni and electric guitars in the clubs and at weddings: Malian music is played everywhere.',
          fr: 'Kora, ngoni et guitares électriques dans les clubs et les mariages : la musique malienne se joue partout.',
        },
      },
      {
        title: { en: 'The Niger River', fr: 'Le fleuve Niger' },
        description: {
          en: 'A pirogue trip at the end of the day, between fishermen, market gardens and sandbanks.',
          fr: 'Une balade en pirogue en fin de journée, entre pêcheurs, jardins maraîchers et bancs de sable.',
        },
      },
      {
        title: { en: 'Markets and crafts', fr: 'Marchés et artisanat' },
        description: {
          en: 'The Grand Marché, bogolan mud cloth, indigo and jewellery at the Maison des Artisans.',
          fr: 'Le Grand Marché, le bogolan, l’indigo et les bijoux de la Maison des artisans.',
        },
      },
      {
        title: { en: 'Malian cuisine', fr: 'La cuisine malienne' },
        description: {
          en: 'Riz au gras, tô with okra sauce, grilled capitaine fish from the river and ginger juice.',
          fr: 'Riz au gras, tô et sauce gombo, capitaine du fleuve grillé et jus de gingembre.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'National Museum of Mali', fr: 'Musée national du Mali' },
        description: {
          en: 'Textiles, masks and archaeology of Mali, in buildings inspired by Sahel architecture, beside the national park.',
          fr: 'Textiles, masques et archéologie du Mali, dans des bâtiments inspirés de l’architecture sahélienne, à côté du parc national.',
        },
      },
      {
        name: { en: 'Bamako National Park', fr: 'Parc national de Bamako' },
        description: {
          en: 'A large green park of gardens and shaded paths below the Koulouba hill, next to the museum.',
          fr: 'Un grand parc de jardins et d’allées ombragées au pied de la colline de Koulouba, à côté du musée.',
        },
      },
      {
        name: { en: 'Grand Marché', fr: 'Le Grand Marché' },
        description: {
          en: 'The central market and the streets around it: cloth, spices, shea butter and everything else.',
          fr: 'Le marché central et les rues voisines : tissus, épices, beurre de karité et tout le reste.',
        },
      },
      {
        name: { en: 'Maison des Artisans', fr: 'Maison des artisans' },
        description: {
          en: 'Workshops in the city centre where jewellers, leather workers and carvers make and sell their work.',
          fr: 'Des ateliers au centre-ville où bijoutiers, maroquiniers et sculpteurs fabriquent et vendent leurs œuvres.',
        },
      },
    ],
    bestTime: {
      en: 'November to February (the cool dry season)',
      fr: 'De novembre à février (la saison sèche et fraîche)',
    },
    language: { en: 'Bambara, widely spoken, and French', fr: 'Bambara, très parlé, et français' },
  },
  {
    slug: 'ouagadougou',
    subtitle: { en: 'The capital of African cinema', fr: 'La capitale du cinéma africain' },
    description: {
      en: 'Ouagadougou, “Ouaga” to everyone, is the capital of Burkina Faso and the home of FESPACO, the pan-African film festival held every other year since 1969. Wide red-earth avenues, open-air cinemas, craftsmen’s workshops and shaded maquis give it an easy, friendly pace.',
      fr: 'Ouagadougou, « Ouaga » pour tout le monde, est la capitale du Burkina Faso et la ville du FESPACO, le festival panafricain du cinéma organisé tous les deux ans depuis 1969. De larges avenues de terre rouge, des cinémas en plein air, des ateliers d’artisans et des maquis ombragés lui donnent un rythme paisible et chaleureux.',
    },
    highlights: [
      {
        title: { en: 'FESPACO', fr: 'Le FESPACO' },
        description: {
          en: 'The continent’s largest film festival, in odd years, when the whole city goes to the cinema.',
          fr: 'Le plus grand festival de cinéma du continent, les années impaires, quand toute la ville va au cinéma.',
        },
      },
      {
        title: { en: 'Crafts', fr: 'L’artisanat' },
        description: {
          en: 'Bronze cast by the lost-wax method, Faso Dan Fani woven cotton and leather work.',
          fr: 'Le bronze coulé à la cire perdue, le coton tissé Faso Dan Fani et le travail du cuir.',
        },
      },
      {
        title: { en: 'Evenings in the maquis', fr: 'Les soirées en maquis' },
        description: {
          en: 'Grilled chicken, riz gras and tô under the trees, with live music on many nights.',
          fr: 'Poulet grillé, riz gras et tô sous les arbres, avec de la musique live bien des soirs.',
        },
      },
      {
        title: { en: 'Laongo sculptures', fr: 'Les sculptures de Laongo' },
        description: {
          en: 'An open-air park of sculptures carved into granite by artists from around the world, east of the city.',
          fr: 'Un parc en plein air de sculptures taillées dans le granit par des artistes du monde entier, à l’est de la ville.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'National Museum of Burkina Faso', fr: 'Musée national du Burkina Faso' },
        description: {
          en: 'Masks, statues and costumes of the country’s many peoples.',
          fr: 'Masques, statues et costumes des nombreux peuples du pays.',
        },
      },
      {
        name: { en: 'Village Artisanal de Ouagadougou', fr: 'Village artisanal de Ouagadougou' },
        description: {
          en: 'Workshops where bronze casters, weavers and leather workers make and sell their work.',
          fr: 'Des ateliers où fondeurs de bronze, tisserands et maroquiniers fabriquent et vendent leurs œuvres.',
        },
      },
      {
        name: { en: 'Bangr-Weogo Urban Park', fr: 'Parc urbain Bangr-Weogo' },
        description: {
          en: 'A protected forest in the city, with walking paths and animals, cool in the heat of the day.',
          fr: 'Une forêt protégée en pleine ville, avec des sentiers et des animaux, fraîche aux heures chaudes.',
        },
      },
      {
        name: { en: 'Rood Woko market', fr: 'Le marché Rood Woko' },
        description: {
          en: 'The big central market, rebuilt after a fire, for fabrics, food and everyday goods.',
          fr: 'Le grand marché central, reconstruit après un incendie, pour les tissus, l’alimentation et le quotidien.',
        },
      },
    ],
    bestTime: {
      en: 'November to February (the cool dry season)',
      fr: 'De novembre à février (la saison sèche et fraîche)',
    },
    language: { en: 'Mooré, widely spoken, and French', fr: 'Mooré, très parlé, et français' },
  },
  {
    slug: 'lome',
    subtitle: { en: 'Togo’s capital by the sea', fr: 'La capitale du Togo au bord de la mer' },
    description: {
      en: 'Lomé lies along the Gulf of Guinea, right on the border with Ghana: a long palm-lined seafront, a great market run for generations by cloth traders, and a relaxed city centre. The hills of Kpalimé and Lake Togo are an easy trip away.',
      fr: 'Lomé s’étend le long du golfe de Guinée, tout contre la frontière du Ghana : un long front de mer bordé de palmiers, un grand marché tenu depuis des générations par les commerçantes de pagnes, et un centre-ville paisible. Les collines de Kpalimé et le lac Togo sont à portée d’excursion.',
    },
    highlights: [
      {
        title: { en: 'The seafront', fr: 'Le front de mer' },
        description: {
          en: 'The palm-lined boulevard along the beach, busy with walkers and food stalls at the end of the day.',
          fr: 'Le boulevard bordé de palmiers le long de la plage, animé de promeneurs et d’étals en fin de journée.',
        },
      },
      {
        title: { en: 'The cloth traders', fr: 'Les commerçantes de pagnes' },
        description: {
          en: 'The wax-print trade of the Grand Marché, made famous by the Nana Benz, the businesswomen who ran it.',
          fr: 'Le commerce du wax au Grand Marché, rendu célèbre par les Nana Benz, les femmes d’affaires qui le tenaient.',
        },
      },
      {
        title: { en: 'Togolese food', fr: 'La cuisine togolaise' },
        description: {
          en: 'Fufu with groundnut or palm-nut soup, grilled fish and ablo, the steamed corn cakes.',
          fr: 'Foufou et sauce arachide ou graine, poisson grillé et ablo, les petits pains de maïs à la vapeur.',
        },
      },
      {
        title: { en: 'Day trips', fr: 'Les excursions' },
        description: {
          en: 'Lake Togo and Togoville to the east, the green hills and waterfalls around Kpalimé to the north-west.',
          fr: 'Le lac Togo et Togoville à l’est, les collines vertes et les cascades de Kpalimé au nord-ouest.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Grand Marché', fr: 'Le Grand Marché' },
        description: {
          en: 'The covered market in the city centre and its streets of cloth, spices and household goods.',
          fr: 'Le marché couvert du centre-ville et ses rues de pagnes, d’épices et d’articles ménagers.',
        },
      },
      {
        name: { en: 'Akodésséwa market', fr: 'Le marché d’Akodésséwa' },
        description: {
          en: 'The fetish market, where vodun healers sell the ingredients of traditional remedies.',
          fr: 'Le marché des féticheurs, où les guérisseurs vaudous vendent les ingrédients des remèdes traditionnels.',
        },
      },
      {
        name: { en: 'Independence Monument', fr: 'Le monument de l’Indépendance' },
        description: {
          en: 'The white monument of 1960 at the heart of the city, on Independence Square.',
          fr: 'Le monument blanc de 1960 au cœur de la ville, sur la place de l’Indépendance.',
        },
      },
      {
        name: { en: 'Palais de Lomé', fr: 'Le palais de Lomé' },
        description: {
          en: 'The former governors’ palace by the sea, restored as an arts centre with a large garden.',
          fr: 'L’ancien palais des gouverneurs au bord de la mer, restauré en centre d’art avec un grand jardin.',
        },
      },
    ],
    bestTime: {
      en: 'November to March (the main dry season)',
      fr: 'De novembre à mars (la grande saison sèche)',
    },
    language: { en: 'French (official) and Ewe', fr: 'Français (langue officielle) et éwé' },
  },
  {
    slug: 'cotonou',
    subtitle: { en: 'Benin’s great city on the lagoon', fr: 'La grande ville du Bénin sur la lagune' },
    description: {
      en: 'Cotonou is Benin’s largest city and its seat of government, between the Atlantic and Lake Nokoué. Its Dantokpa market is one of the biggest in West Africa; Ganvié, the village built on stilts on the lake, and Ouidah, with its Route of Slaves and Door of No Return, are close by.',
      fr: 'Cotonou est la plus grande ville du Bénin et le siège du gouvernement, entre l’Atlantique et le lac Nokoué. Son marché Dantokpa est l’un des plus grands d’Afrique de l’Ouest ; Ganvié, le village sur pilotis du lac, et Ouidah, avec sa route des Esclaves et sa porte du Non-Retour, sont tout proches.',
    },
    highlights: [
      {
        title: { en: 'Ganvié on Lake Nokoué', fr: 'Ganvié sur le lac Nokoué' },
        description: {
          en: 'A whole town of stilt houses reached by pirogue from Abomey-Calavi, with its floating market.',
          fr: 'Toute une ville de maisons sur pilotis, en pirogue depuis Abomey-Calavi, avec son marché flottant.',
        },
      },
      {
        title: { en: 'Ouidah and memory', fr: 'Ouidah et la mémoire' },
        description: {
          en: 'The Route of Slaves leads to the Door of No Return on the beach, a memorial of the Atlantic slave trade.',
          fr: 'La route des Esclaves mène à la porte du Non-Retour sur la plage, mémorial de la traite atlantique.',
        },
      },
      {
        title: { en: 'Vodun culture', fr: 'La culture vaudou' },
        description: {
          en: 'Benin is the cradle of vodun; its national day of Vodun in January fills Ouidah with ceremonies.',
          fr: 'Le Bénin est le berceau du vaudou ; sa fête nationale en janvier remplit Ouidah de cérémonies.',
        },
      },
      {
        title: { en: 'Beninese cuisine', fr: 'La cuisine béninoise' },
        description: {
          en: 'Pâte with a sauce of the day, amiwo (red corn paste), grilled fish and fried wagassi cheese.',
          fr: 'Pâte et sauce du jour, amiwo (pâte rouge de maïs), poisson grillé et fromage wagassi frit.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Dantokpa market', fr: 'Le marché Dantokpa' },
        description: {
          en: 'A huge market on the lagoon where everything is sold, from fabrics and spices to vodun objects.',
          fr: 'Un immense marché au bord de la lagune où tout se vend, des pagnes et épices aux objets vaudous.',
        },
      },
      {
        name: { en: 'Amazon statue', fr: 'La statue de l’Amazone' },
        description: {
          en: 'A giant statue of an Agojie, the women warriors of the kingdom of Dahomey, on the Place de l’Amazone.',
          fr: 'La statue géante d’une Agojie, ces guerrières du royaume du Dahomey, sur la place de l’Amazone.',
        },
      },
      {
        name: { en: 'Fidjrossè beach', fr: 'La plage de Fidjrossè' },
        description: {
          en: 'The city’s beach, lined with bars and restaurants; the currents are strong, so swim with care.',
          fr: 'La plage de la ville, bordée de bars et de restaurants ; les courants sont forts, baignade prudente.',
        },
      },
      {
        name: { en: 'Royal Palaces of Abomey', fr: 'Les palais royaux d’Abomey' },
        description: {
          en: 'The palaces of the kings of Dahomey, a UNESCO World Heritage site since 1985, a day trip north.',
          fr: 'Les palais des rois du Dahomey, inscrits au patrimoine mondial de l’UNESCO en 1985, à une journée au nord.',
        },
      },
    ],
    bestTime: {
      en: 'November to March (the main dry season; Vodun celebrations in January)',
      fr: 'De novembre à mars (la grande saison sèche ; fêtes du vaudou en janvier)',
    },
    language: { en: 'French (official) and Fon', fr: 'Français (langue officielle) et fon' },
  },
]
