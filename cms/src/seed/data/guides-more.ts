import type { GuideSeed } from './guide-seed'

const CANADA_LANGUAGE = {
  en: 'English; French is Canada’s other official language',
  fr: 'Anglais ; le français est l’autre langue officielle du Canada',
}

// Toronto, Montreal, Vancouver (issue 34, guides part E): the Canadian airports the flight search
// sells. Facts from the cities' and Parks Canada's pages (CN Tower 553 m, completed 1976; Montreal
// founded as Ville-Marie in 1642; Notre-Dame Basilica 1829) and Statistics Canada's 2021 census
// (nearly half of Toronto's residents born abroad); seasons from Environment Canada's normals.
const CANADA_GUIDES: GuideSeed[] = [
  {
    slug: 'toronto',
    subtitle: { en: 'Canada’s city of neighbourhoods', fr: 'La métropole aux cent visages du Canada' },
    description: {
      en: 'Toronto spreads along the north shore of Lake Ontario: the CN Tower above downtown, islands a short ferry ride away, and neighbourhoods such as Kensington Market, Chinatown and Little Jamaica in a city where nearly one resident in two was born abroad, many of them in Africa and the Caribbean.',
      fr: 'Toronto s’étend sur la rive nord du lac Ontario : la tour CN au-dessus du centre-ville, des îles à quelques minutes de ferry et des quartiers comme Kensington Market, Chinatown ou la Petite Jamaïque, dans une ville où près d’un habitant sur deux est né à l’étranger, nombre d’entre eux en Afrique et dans les Caraïbes.',
    },
    highlights: [
      {
        title: { en: 'The lake and the islands', fr: 'Le lac et les îles' },
        description: {
          en: 'Ferries cross to the Toronto Islands for beaches, bike paths and the best view of the skyline.',
          fr: 'Les ferries rejoignent les îles de Toronto : plages, pistes cyclables et la plus belle vue sur les tours de la ville.',
        },
      },
      {
        title: { en: 'A world of food', fr: 'Le monde dans l’assiette' },
        description: {
          en: 'Dim sum in Chinatown, Caribbean roti and jerk chicken, and the stalls of St. Lawrence Market.',
          fr: 'Dim sum à Chinatown, roti et poulet jerk des Caraïbes, et les étals du St. Lawrence Market.',
        },
      },
      {
        title: { en: 'Niagara Falls', fr: 'Les chutes du Niagara' },
        description: {
          en: 'About an hour and a half away by road, the falls make an easy day trip.',
          fr: 'À environ une heure et demie de route, les chutes se visitent facilement dans la journée.',
        },
      },
      {
        title: { en: 'Festivals', fr: 'Les festivals' },
        description: {
          en: 'Caribana, the Toronto Caribbean Carnival, in summer, and the Toronto International Film Festival in September.',
          fr: 'Caribana, le carnaval caribéen de Toronto, en été, et le Festival international du film de Toronto en septembre.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'CN Tower', fr: 'La tour CN' },
        description: {
          en: 'Completed in 1976 and 553 m tall, with a glass floor and observation decks high above the city.',
          fr: 'Achevée en 1976 et haute de 553 m, avec un plancher de verre et des belvédères qui dominent la ville.',
        },
      },
      {
        name: { en: 'Royal Ontario Museum', fr: 'Musée royal de l’Ontario' },
        description: {
          en: 'Natural history and world cultures, in a historic building with a crystal-shaped modern extension.',
          fr: 'Histoire naturelle et cultures du monde, dans un bâtiment historique prolongé d’une extension moderne en forme de cristal.',
        },
      },
      {
        name: { en: 'Distillery District', fr: 'Le Distillery District' },
        description: {
          en: 'Victorian industrial buildings turned into a pedestrian quarter of galleries, cafés and shops.',
          fr: 'Des bâtiments industriels victoriens devenus un quartier piéton de galeries, de cafés et de boutiques.',
        },
      },
      {
        name: { en: 'Art Gallery of Ontario', fr: 'Musée des beaux-arts de l’Ontario' },
        description: {
          en: 'A large collection of Canadian and Indigenous art, in a building redesigned by Frank Gehry.',
          fr: 'Une vaste collection d’art canadien et autochtone, dans un bâtiment repensé par Frank Gehry.',
        },
      },
    ],
    bestTime: {
      en: 'May to October (mild to warm; winters are cold and snowy)',
      fr: 'De mai à octobre (doux à chaud ; les hivers sont froids et enneigés)',
    },
    language: CANADA_LANGUAGE,
  },
  {
    slug: 'montreal',
    subtitle: {
      en: 'The French-speaking heart of North America',
      fr: 'Le cœur francophone de l’Amérique du Nord',
    },
    description: {
      en: 'Montreal sits on an island in the St. Lawrence River, around Mount Royal: the stone streets of Old Montreal, the outdoor staircases of the Plateau, an underground city for the winter and a food scene from bagels to poutine. Daily life happens in French, and many Montrealers switch easily to English.',
      fr: 'Montréal occupe une île du Saint-Laurent, au pied du mont Royal : les rues de pierre du Vieux-Montréal, les escaliers extérieurs du Plateau, une ville souterraine pour l’hiver et une table qui va du bagel à la poutine. Ici, on vit en français, et bien des Montréalais passent à l’anglais sans effort.',
    },
    highlights: [
      {
        title: { en: 'Old Montreal', fr: 'Le Vieux-Montréal' },
        description: {
          en: 'Cobbled streets, the Old Port on the river and the square where the city was founded in 1642 as Ville-Marie.',
          fr: 'Des rues pavées, le Vieux-Port au bord du fleuve et la place où la ville est née en 1642 sous le nom de Ville-Marie.',
        },
      },
      {
        title: { en: 'Summer festivals', fr: 'Les festivals d’été' },
        description: {
          en: 'The Montreal International Jazz Festival and the Francos fill the Quartier des spectacles with free outdoor concerts.',
          fr: 'Le Festival international de jazz de Montréal et les Francos font vibrer le Quartier des spectacles de concerts gratuits en plein air.',
        },
      },
      {
        title: { en: 'Montreal food', fr: 'La table montréalaise' },
        description: {
          en: 'Poutine, smoked meat, wood-fired bagels from Mile End, and the Jean-Talon and Atwater markets.',
          fr: 'Poutine, smoked meat, bagels cuits au feu de bois dans le Mile End, et les marchés Jean-Talon et Atwater.',
        },
      },
      {
        title: { en: 'Winter, Montreal style', fr: 'L’hiver à la montréalaise' },
        description: {
          en: 'The underground city (RÉSO) links metro stations, shopping centres and offices; outdoors, skating rinks and Igloofest.',
          fr: 'La ville souterraine (le RÉSO) relie les stations de métro, les centres commerciaux et les bureaux ; dehors, patinoires et Igloofest.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Notre-Dame Basilica', fr: 'La basilique Notre-Dame' },
        description: {
          en: 'A Gothic Revival church opened in 1829, with a deep blue interior scattered with gold stars.',
          fr: 'Une église néogothique ouverte en 1829, à l’intérieur bleu nuit constellé d’étoiles dorées.',
        },
      },
      {
        name: { en: 'Mount Royal Park', fr: 'Le parc du Mont-Royal' },
        description: {
          en: 'Designed by Frederick Law Olmsted, with the Kondiaronk lookout over downtown and the river.',
          fr: 'Dessiné par Frederick Law Olmsted, avec le belvédère Kondiaronk qui domine le centre-ville et le fleuve.',
        },
      },
      {
        name: { en: 'Saint Joseph’s Oratory', fr: 'L’oratoire Saint-Joseph du Mont-Royal' },
        description: {
          en: 'A basilica on the slope of Mount Royal whose dome is among the largest in the world.',
          fr: 'Une basilique à flanc de montagne, dont le dôme compte parmi les plus grands du monde.',
        },
      },
      {
        name: { en: 'Jean-Talon Market', fr: 'Le marché Jean-Talon' },
        description: {
          en: 'One of North America’s largest open-air markets, in Little Italy: Quebec produce, cheese and maple syrup.',
          fr: 'L’un des plus grands marchés publics à ciel ouvert d’Amérique du Nord, dans la Petite-Italie : produits du Québec, fromages et sirop d’érable.',
        },
      },
    ],
    bestTime: {
      en: 'June to September for the festivals, December to March for snow and winter sports',
      fr: 'De juin à septembre pour les festivals, de décembre à mars pour la neige et les sports d’hiver',
    },
    language: {
      en: 'French (Quebec’s official language); English widely spoken',
      fr: 'Français (langue officielle du Québec) ; l’anglais est très répandu',
    },
  },
  {
    slug: 'vancouver',
    subtitle: {
      en: 'Where the mountains meet the Pacific',
      fr: 'Là où les montagnes rencontrent le Pacifique',
    },
    description: {
      en: 'Vancouver fills a peninsula between the Pacific and the Coast Mountains: the seawall around Stanley Park, the market on Granville Island, one of North America’s oldest Chinatowns and ski slopes about half an hour from downtown. It is also Canada’s gateway to Asia.',
      fr: 'Vancouver occupe une péninsule entre le Pacifique et la chaîne Côtière : la promenade du parc Stanley, le marché de Granville Island, l’un des plus anciens quartiers chinois d’Amérique du Nord et des pistes de ski à une demi-heure du centre. C’est aussi la porte du Canada vers l’Asie.',
    },
    highlights: [
      {
        title: { en: 'The seawall', fr: 'La promenade du bord de mer' },
        description: {
          en: 'A path of about 28 km along the water, around Stanley Park and False Creek, on foot or by bike.',
          fr: 'Un chemin d’environ 28 km au bord de l’eau, autour du parc Stanley et de False Creek, à pied ou à vélo.',
        },
      },
      {
        title: { en: 'Mountains close by', fr: 'La montagne à deux pas' },
        description: {
          en: 'Grouse Mountain, Cypress and Mount Seymour for hiking in summer and skiing in winter; Whistler is about two hours away.',
          fr: 'Grouse Mountain, Cypress et le mont Seymour pour la randonnée l’été et le ski l’hiver ; Whistler est à environ deux heures de route.',
        },
      },
      {
        title: { en: 'Seafood and Asian food', fr: 'Fruits de mer et cuisines d’Asie' },
        description: {
          en: 'Pacific salmon, spot prawns in season, and renowned Chinese and Japanese cooking in Richmond and downtown.',
          fr: 'Saumon du Pacifique, crevettes tachetées en saison, et de grandes tables chinoises et japonaises à Richmond comme au centre-ville.',
        },
      },
      {
        title: { en: 'Indigenous art', fr: 'L’art autochtone' },
        description: {
          en: 'Totem poles in Stanley Park and the art of the Coast Salish and other First Nations of the Northwest Coast.',
          fr: 'Les mâts totémiques du parc Stanley et l’art des Salish de la côte et d’autres Premières Nations de la côte nord-ouest.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Stanley Park', fr: 'Le parc Stanley' },
        description: {
          en: 'About 400 hectares of forest, beaches and totem poles at the tip of downtown.',
          fr: 'Environ 400 hectares de forêt, de plages et de mâts totémiques à la pointe du centre-ville.',
        },
      },
      {
        name: { en: 'Granville Island', fr: 'Granville Island' },
        description: {
          en: 'A public market, artists’ studios and small theatres under the Granville Street Bridge, reached by little ferries.',
          fr: 'Un marché public, des ateliers d’artistes et de petites salles de spectacle sous le pont Granville, desservis par de petits bateaux-navettes.',
        },
      },
      {
        name: { en: 'Capilano Suspension Bridge', fr: 'Le pont suspendu de Capilano' },
        description: {
          en: 'A footbridge about 140 m long, 70 m above the Capilano River, in North Vancouver.',
          fr: 'Une passerelle d’environ 140 m, à 70 m au-dessus de la rivière Capilano, à North Vancouver.',
        },
      },
      {
        name: { en: 'Museum of Anthropology at UBC', fr: 'Le musée d’anthropologie de l’UBC' },
        description: {
          en: 'Monumental carvings of the Northwest Coast peoples in a glass hall designed by Arthur Erickson.',
          fr: 'Les sculptures monumentales des peuples de la côte nord-ouest, dans une grande salle vitrée signée Arthur Erickson.',
        },
      },
    ],
    bestTime: {
      en: 'June to September (the driest, sunniest months); December to March for skiing',
      fr: 'De juin à septembre (les mois les plus secs et les plus ensoleillés) ; de décembre à mars pour le ski',
    },
    language: CANADA_LANGUAGE,
  },
]

// Casablanca, Addis Ababa and Tbilisi: the hubs of the one-stop connections to West Africa (Royal
// Air Maroc, Ethiopian Airlines) and Tbilisi. Facts from UNESCO's lists (Georgian qvevri wine-making,
// 2013; the Historical Monuments of Mtskheta, 1994), the Hassan II Mosque (completed 1993), the
// National Museum of Ethiopia (Lucy, 3.2 million years) and Ethiopian Airlines' transit pages.
const HUB_GUIDES: GuideSeed[] = [
  {
    slug: 'casablanca',
    subtitle: { en: 'Morocco’s Atlantic metropolis', fr: 'La métropole atlantique du Maroc' },
    description: {
      en: 'Casablanca is Morocco’s largest city and business capital: a corniche on the Atlantic, the Hassan II Mosque built over the water, a city centre of 1920s and 1930s Art Deco buildings and an old medina by the port. Many flights between West Africa and North America connect here with Royal Air Maroc.',
      fr: 'Casablanca est la plus grande ville du Maroc et sa capitale économique : une corniche sur l’Atlantique, la mosquée Hassan II bâtie sur la mer, un centre-ville Art déco des années 1920 et 1930 et une ancienne médina près du port. De nombreux vols entre l’Afrique de l’Ouest et l’Amérique du Nord y font escale avec Royal Air Maroc.',
    },
    highlights: [
      {
        title: { en: 'The Hassan II Mosque', fr: 'La mosquée Hassan II' },
        description: {
          en: 'Completed in 1993 on the ocean’s edge, with a minaret about 210 m high; non-Muslim visitors may enter on guided tours.',
          fr: 'Achevée en 1993 au bord de l’océan, avec un minaret d’environ 210 m ; les visiteurs non musulmans peuvent y entrer en visite guidée.',
        },
      },
      {
        title: { en: 'Art Deco Casablanca', fr: 'Casablanca Art déco' },
        description: {
          en: 'Boulevard Mohammed V and the streets around the Central Market keep the façades of the protectorate years.',
          fr: 'Le boulevard Mohammed-V et les rues autour du Marché central gardent les façades des années du protectorat.',
        },
      },
      {
        title: { en: 'The Corniche', fr: 'La Corniche' },
        description: {
          en: 'Beaches, cafés and seafood restaurants facing the ocean at Aïn Diab.',
          fr: 'Plages, cafés et restaurants de poisson face à l’océan, à Aïn Diab.',
        },
      },
      {
        title: { en: 'Moroccan cuisine', fr: 'La cuisine marocaine' },
        description: {
          en: 'Tagines, Friday couscous, grilled sardines and mint tea.',
          fr: 'Tajines, couscous du vendredi, sardines grillées et thé à la menthe.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'The Habous Quarter', fr: 'Le quartier des Habous' },
        description: {
          en: 'A “new medina” built in the 1930s near the Royal Palace, with bookshops, olive sellers and craftsmen.',
          fr: 'Une « nouvelle médina » bâtie dans les années 1930 près du Palais royal, avec ses librairies, ses marchands d’olives et ses artisans.',
        },
      },
      {
        name: { en: 'The Old Medina', fr: 'L’ancienne médina' },
        description: {
          en: 'The walled old town by the port, with its narrow lanes and the Sqala bastion.',
          fr: 'La vieille ville fortifiée près du port, ses ruelles étroites et le bastion de la Sqala.',
        },
      },
      {
        name: { en: 'Sacré-Cœur Cathedral', fr: 'L’ancienne cathédrale du Sacré-Cœur' },
        description: {
          en: 'A white church of 1930 between Art Deco and Gothic Revival, now a cultural venue beside the Arab League Park.',
          fr: 'Une église blanche de 1930, entre Art déco et néogothique, devenue lieu culturel en bordure du parc de la Ligue arabe.',
        },
      },
      {
        name: { en: 'Museum of Moroccan Judaism', fr: 'Le musée du Judaïsme marocain' },
        description: {
          en: 'The history and crafts of Morocco’s Jewish communities, in the Oasis district.',
          fr: 'L’histoire et l’artisanat des communautés juives du Maroc, dans le quartier de l’Oasis.',
        },
      },
    ],
    bestTime: {
      en: 'March to May and September to November (mild and sunny)',
      fr: 'De mars à mai et de septembre à novembre (doux et ensoleillé)',
    },
    language: {
      en: 'Arabic and Amazigh (official); French widely used in business',
      fr: 'Arabe et amazighe (langues officielles) ; le français est très présent dans les affaires',
    },
  },
  {
    slug: 'addis-ababa',
    subtitle: { en: 'Africa’s capital in the highlands', fr: 'La capitale africaine des hauts plateaux' },
    description: {
      en: 'Addis Ababa lies about 2,350 m up in the Ethiopian highlands: the seat of the African Union, museums that keep Lucy and the history of an ancient empire, coffee served with ceremony, and Bole airport, Ethiopian Airlines’ hub, where many travellers between West Africa, the Americas and Asia change planes.',
      fr: 'Addis-Abeba s’étend à environ 2 350 m d’altitude sur les hauts plateaux éthiopiens : le siège de l’Union africaine, des musées qui gardent Lucy et l’histoire d’un empire millénaire, le café servi en cérémonie, et l’aéroport de Bole, hub d’Ethiopian Airlines, où de nombreux voyageurs entre l’Afrique de l’Ouest, les Amériques et l’Asie changent d’avion.',
    },
    highlights: [
      {
        // CHECK: Ethiopian Airlines' transit hotel offer (which connections, which fares) before relying on it.
        title: { en: 'Connecting at Bole', fr: 'Une correspondance à Bole' },
        description: {
          en: 'Staying in the international transit area needs no Ethiopian visa; leaving the airport does (see the entry requirements). Ethiopian Airlines offers a transit hotel on some long connections: ask when you book.',
          fr: 'Rester en zone de transit internationale ne demande pas de visa éthiopien ; sortir de l’aéroport, si (voir les conditions d’entrée). Ethiopian Airlines propose un hôtel de transit pour certaines longues correspondances : renseignez-vous à la réservation.',
        },
      },
      {
        title: { en: 'The coffee ceremony', fr: 'La cérémonie du café' },
        description: {
          en: 'Ethiopia is coffee’s birthplace: the beans are roasted, ground and brewed in front of you, served in three rounds.',
          fr: 'L’Éthiopie est le berceau du café : les grains sont torréfiés, moulus et infusés devant vous, puis servis en trois tournées.',
        },
      },
      {
        title: { en: 'Ethiopian food', fr: 'La cuisine éthiopienne' },
        description: {
          en: 'Injera with doro wat, shiro and tibs, shared from one large platter.',
          fr: 'L’injera avec le doro wat, le shiro et le tibs, partagés sur un grand plateau.',
        },
      },
      {
        title: { en: 'Ethio-jazz and azmaris', fr: 'Éthio-jazz et azmaris' },
        description: {
          en: 'Azmari singers improvise in the city’s bars, and Ethio-jazz, the sound of Mulatu Astatke, plays in live venues.',
          fr: 'Les chanteurs azmaris improvisent dans les bars de la ville, et l’éthio-jazz de Mulatu Astatke résonne dans les salles de concert.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'National Museum of Ethiopia', fr: 'Le Musée national d’Éthiopie' },
        description: {
          en: 'Home of Lucy, a fossil skeleton 3.2 million years old (a cast is on display), and of Ethiopian art and history.',
          fr: 'Il abrite Lucy, un squelette fossile vieux de 3,2 millions d’années (une réplique est exposée), ainsi que l’art et l’histoire de l’Éthiopie.',
        },
      },
      {
        name: { en: 'Holy Trinity Cathedral', fr: 'La cathédrale de la Sainte-Trinité' },
        description: {
          en: 'The Ethiopian Orthodox cathedral where Emperor Haile Selassie is buried.',
          fr: 'La cathédrale orthodoxe éthiopienne où repose l’empereur Hailé Sélassié.',
        },
      },
      {
        name: { en: 'Merkato', fr: 'Le Merkato' },
        description: {
          en: 'One of Africa’s largest open-air markets: spices, coffee, fabrics and crafts.',
          fr: 'L’un des plus grands marchés à ciel ouvert d’Afrique : épices, café, tissus et artisanat.',
        },
      },
      {
        name: { en: 'Mount Entoto', fr: 'Le mont Entoto' },
        description: {
          en: 'The hills north of the city: eucalyptus forest, the church of Entoto Maryam and views over the capital.',
          fr: 'Les collines au nord de la ville : la forêt d’eucalyptus, l’église d’Entoto Maryam et la vue sur la capitale.',
        },
      },
    ],
    bestTime: {
      en: 'October to May (the dry season); June to September is the main rainy season',
      fr: 'D’octobre à mai (la saison sèche) ; de juin à septembre, c’est la grande saison des pluies',
    },
    language: {
      en: 'Amharic; English widely used in business',
      fr: 'Amharique ; l’anglais est courant dans les affaires',
    },
  },
  {
    slug: 'tbilisi',
    subtitle: {
      en: 'Balconies, baths and wine in the Caucasus',
      fr: 'Balcons, bains et vin au cœur du Caucase',
    },
    description: {
      en: 'Tbilisi follows the Mtkvari River through a gorge of the Caucasus: the old town below Narikala Fortress, the domed sulphur baths of Abanotubani, carved wooden balconies, and a wine and food culture that Georgians share at the supra, the feast table.',
      fr: 'Tbilissi suit la Koura au fond d’une gorge du Caucase : la vieille ville au pied de la forteresse de Narikala, les bains sulfureux à coupoles d’Abanotoubani, les balcons de bois sculpté, et une culture du vin et de la table que les Géorgiens partagent autour de la supra, le grand repas de fête.',
    },
    highlights: [
      {
        title: { en: 'The sulphur baths', fr: 'Les bains sulfureux' },
        description: {
          en: 'The brick domes of Abanotubani sit over hot springs; the city’s name comes from the Georgian word for warm.',
          fr: 'Les coupoles de brique d’Abanotoubani couvrent des sources chaudes ; le nom de la ville vient du mot géorgien qui signifie « chaud ».',
        },
      },
      {
        title: { en: 'Georgian wine', fr: 'Le vin géorgien' },
        description: {
          en: 'Wine made in qvevri, clay jars buried in the ground, a method on UNESCO’s intangible heritage list since 2013.',
          fr: 'Le vin élevé en qvevri, de grandes jarres d’argile enterrées, une méthode inscrite au patrimoine immatériel de l’UNESCO depuis 2013.',
        },
      },
      {
        title: { en: 'Georgian food', fr: 'La cuisine géorgienne' },
        description: {
          en: 'Khachapuri (cheese bread), khinkali dumplings and walnut dishes, best at a supra led by the tamada’s toasts.',
          fr: 'Le khachapuri (pain au fromage), les khinkali (gros raviolis) et les plats aux noix, à savourer lors d’une supra rythmée par les toasts du tamada.',
        },
      },
      {
        title: { en: 'Day trips', fr: 'Les excursions' },
        description: {
          en: 'Mtskheta, the old capital with its UNESCO-listed churches, is about 30 minutes away; the Kakheti wine region about two hours.',
          fr: 'Mtskheta, l’ancienne capitale aux églises inscrites à l’UNESCO, est à une trentaine de minutes ; la Kakhétie, région viticole, à environ deux heures.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Narikala Fortress', fr: 'La forteresse de Narikala' },
        description: {
          en: 'A fortress first built in the 4th century above the old town, reached on foot or by cable car from Rike Park.',
          fr: 'Une forteresse fondée au IVe siècle au-dessus de la vieille ville, accessible à pied ou en téléphérique depuis le parc Riké.',
        },
      },
      {
        name: { en: 'Holy Trinity Cathedral (Sameba)', fr: 'La cathédrale de la Sainte-Trinité (Sameba)' },
        description: {
          en: 'Consecrated in 2004 on Elia Hill, one of the largest Orthodox cathedrals in the world.',
          fr: 'Consacrée en 2004 sur la colline d’Élie, l’une des plus grandes cathédrales orthodoxes du monde.',
        },
      },
      {
        name: { en: 'Georgian National Museum', fr: 'Le Musée national géorgien' },
        description: {
          en: 'On Rustaveli Avenue; its treasury holds the gold jewellery of ancient Colchis.',
          fr: 'Sur l’avenue Roustavéli ; son trésor conserve les bijoux d’or de l’ancienne Colchide.',
        },
      },
      {
        name: { en: 'Dry Bridge Market', fr: 'Le marché du Pont sec' },
        description: {
          en: 'A flea market of Soviet-era souvenirs, paintings and old cameras around the Dry Bridge.',
          fr: 'Un marché aux puces de souvenirs de l’époque soviétique, de tableaux et de vieux appareils photo autour du Pont sec.',
        },
      },
    ],
    bestTime: {
      en: 'April to June and September to October (mild; autumn is the grape harvest)',
      fr: 'D’avril à juin et de septembre à octobre (doux ; l’automne est la saison des vendanges)',
    },
    language: {
      en: 'Georgian (official); Russian and English widely understood',
      fr: 'Géorgien (langue officielle) ; le russe et l’anglais sont souvent compris',
    },
  },
]

/** Guides part E: Toronto, Montreal, Vancouver, Casablanca, Addis Ababa and Tbilisi (no hero picture yet). */
export const MORE_GUIDES: GuideSeed[] = [...CANADA_GUIDES, ...HUB_GUIDES]
