import type { GuideSeed } from './guide-seed'

/** The US guides of the East Coast (issue 34), French typed with ordinary spaces (spaced on export). */
export const UNITED_STATES_EAST_GUIDES: GuideSeed[] = [
  {
    slug: 'washington-dc',
    subtitle: {
      en: 'Monuments, free museums and a home for Africans',
      fr: 'Monuments, musées gratuits et une terre d’accueil africaine',
    },
    description: {
      en: 'The US capital lines up its monuments and the Smithsonian’s free museums along the National Mall. Beyond the Mall, the city and its Maryland and Virginia suburbs are home to one of the largest African communities in the United States: Ethiopian, Nigerian, Ghanaian and Sierra Leonean among others. Flights land at Dulles (IAD) or Baltimore/Washington (BWI).',
      fr: 'La capitale fédérale aligne ses monuments et les musées gratuits du Smithsonian le long du National Mall. Au-delà du Mall, la ville et ses banlieues du Maryland et de Virginie abritent l’une des plus grandes communautés africaines des États-Unis : éthiopienne, nigériane, ghanéenne et sierra-léonaise, entre autres. Les vols arrivent à Dulles (IAD) ou à Baltimore-Washington (BWI).',
    },
    highlights: [
      {
        title: { en: 'Free museums', fr: 'Des musées gratuits' },
        description: {
          en: 'The Smithsonian’s museums on and around the Mall are free, from air and space to natural history.',
          fr: 'Les musées du Smithsonian, sur le Mall et autour, sont gratuits, de l’air et de l’espace à l’histoire naturelle.',
        },
      },
      {
        title: { en: 'Ethiopian Washington', fr: 'Le Washington éthiopien' },
        description: {
          en: 'The area has the largest Ethiopian community in the US: injera and coffee ceremonies around U Street and in Silver Spring.',
          fr: 'La région compte la plus grande communauté éthiopienne des États-Unis : injera et cérémonie du café autour de U Street et à Silver Spring.',
        },
      },
      {
        title: { en: 'West African Washington', fr: 'Le Washington ouest-africain' },
        description: {
          en: 'Nigerian, Ghanaian and Sierra Leonean churches, shops and restaurants in the Maryland suburbs.',
          fr: 'Églises, boutiques et restaurants nigérians, ghanéens et sierra-léonais dans les banlieues du Maryland.',
        },
      },
      {
        title: { en: 'Cherry blossoms', fr: 'Les cerisiers en fleur' },
        description: {
          en: 'In late March or early April, the Tidal Basin’s Japanese cherry trees flower for the National Cherry Blossom Festival.',
          fr: 'Fin mars ou début avril, les cerisiers japonais du Tidal Basin fleurissent pour le National Cherry Blossom Festival.',
        },
      },
    ],
    attractions: [
      {
        name: {
          en: 'National Museum of African American History and Culture',
          fr: 'Musée national de l’histoire et de la culture afro-américaines',
        },
        description: {
          en: 'The Smithsonian’s museum on the Mall, from the slave trade to today’s culture; free, with timed passes at busy times.',
          fr: 'Le musée du Smithsonian sur le Mall, de la traite à la culture d’aujourd’hui ; gratuit, avec des billets horodatés aux heures d’affluence.',
        },
      },
      {
        name: { en: 'National Museum of African Art', fr: 'Musée national d’art africain' },
        description: {
          en: 'The Smithsonian’s collection of traditional and contemporary art from the whole continent.',
          fr: 'La collection du Smithsonian d’art traditionnel et contemporain de tout le continent.',
        },
      },
      {
        name: { en: 'Lincoln Memorial', fr: 'Lincoln Memorial' },
        description: {
          en: 'The steps where Martin Luther King Jr. gave his “I Have a Dream” speech in 1963, facing the Reflecting Pool.',
          fr: 'Les marches où Martin Luther King prononça son discours « I Have a Dream » en 1963, face au Reflecting Pool.',
        },
      },
      {
        name: { en: 'The US Capitol', fr: 'Le Capitole' },
        description: {
          en: 'The seat of Congress, with free guided tours booked ahead.',
          fr: 'Le siège du Congrès, avec des visites guidées gratuites sur réservation.',
        },
      },
    ],
    bestTime: {
      en: 'March to May and September to November',
      fr: 'De mars à mai et de septembre à novembre',
    },
    language: {
      en: 'English, with Spanish and Amharic often heard',
      fr: 'Anglais ; on entend souvent l’espagnol et l’amharique',
    },
  },
  {
    slug: 'atlanta',
    subtitle: {
      en: 'The cradle of the civil rights movement',
      fr: 'Le berceau du mouvement des droits civiques',
    },
    description: {
      en: 'Atlanta is where Martin Luther King Jr. was born and preached, and the home of historically Black colleges such as Morehouse and Spelman. A green, spread-out city with a thriving music and film scene, it also has a large and growing African community, Nigerian, Ethiopian and Ghanaian among others. Its Hartsfield–Jackson airport is one of the busiest in the world.',
      fr: 'Atlanta est la ville où Martin Luther King est né et a prêché, et celle d’universités noires historiques comme Morehouse et Spelman. Verte et étendue, portée par une scène musicale et cinématographique florissante, elle compte aussi une communauté africaine importante et croissante, notamment nigériane, éthiopienne et ghanéenne. Son aéroport Hartsfield-Jackson est l’un des plus fréquentés du monde.',
    },
    highlights: [
      {
        title: { en: 'Civil rights history', fr: 'L’histoire des droits civiques' },
        description: {
          en: 'Sweet Auburn, the neighbourhood where Dr King grew up, and the King Center that carries on his work.',
          fr: 'Sweet Auburn, le quartier où Martin Luther King a grandi, et le King Center qui perpétue son œuvre.',
        },
      },
      {
        title: { en: 'Historically Black colleges', fr: 'Des universités noires historiques' },
        description: {
          en: 'Morehouse, Spelman and Clark Atlanta share the Atlanta University Center, west of downtown.',
          fr: 'Morehouse, Spelman et Clark Atlanta forment l’Atlanta University Center, à l’ouest du centre-ville.',
        },
      },
      {
        title: { en: 'African Atlanta', fr: 'L’Atlanta africaine' },
        description: {
          en: 'Nigerian, Ethiopian and Ghanaian restaurants, churches and shops across the metro area, and Clarkston, a small town where refugees from many countries have settled.',
          fr: 'Restaurants, églises et boutiques nigérians, éthiopiens et ghanéens dans toute l’agglomération, et Clarkston, petite ville où se sont installés des réfugiés venus de nombreux pays.',
        },
      },
      {
        title: { en: 'Southern food', fr: 'La cuisine du Sud' },
        description: {
          en: 'Fried chicken, collard greens, peach cobbler and soul food institutions.',
          fr: 'Poulet frit, chou cavalier, cobbler aux pêches et grandes tables de soul food.',
        },
      },
    ],
    attractions: [
      {
        name: {
          en: 'Martin Luther King Jr. National Historical Park',
          fr: 'Parc historique national Martin Luther King Jr.',
        },
        description: {
          en: 'His birth home, Ebenezer Baptist Church where he preached, and the tomb he shares with Coretta Scott King.',
          fr: 'Sa maison natale, l’église baptiste Ebenezer où il prêchait, et la tombe qu’il partage avec Coretta Scott King.',
        },
      },
      {
        name: {
          en: 'National Center for Civil and Human Rights',
          fr: 'National Center for Civil and Human Rights',
        },
        description: {
          en: 'A museum linking the American civil rights movement to human rights struggles around the world.',
          fr: 'Un musée qui relie le mouvement américain des droits civiques aux luttes pour les droits humains dans le monde.',
        },
      },
      {
        name: { en: 'Georgia Aquarium', fr: 'Georgia Aquarium' },
        description: {
          en: 'One of the largest aquariums in the world, with whale sharks, next to Centennial Olympic Park.',
          fr: 'L’un des plus grands aquariums du monde, avec des requins-baleines, à côté du Centennial Olympic Park.',
        },
      },
      {
        name: { en: 'The BeltLine', fr: 'La BeltLine' },
        description: {
          en: 'A former railway ring turned into walking and cycling trails, lined with murals, parks and food halls.',
          fr: 'Une ancienne ceinture ferroviaire devenue sentiers piétons et cyclables, bordés de fresques, de parcs et de halles gourmandes.',
        },
      },
    ],
    bestTime: {
      en: 'March to May and September to November',
      fr: 'De mars à mai et de septembre à novembre',
    },
    language: { en: 'English', fr: 'Anglais' },
  },
  {
    slug: 'miami',
    subtitle: { en: 'Beaches and Caribbean rhythms', fr: 'Plages et rythmes caribéens' },
    description: {
      en: 'Miami is where the United States meets the Caribbean and Latin America: Art Deco hotels on South Beach, Cuban coffee in Little Havana, Haitian art and music in Little Haiti, and the historic Black neighbourhood of Overtown. Spanish is heard as often as English.',
      fr: 'Miami, c’est la rencontre des États-Unis, des Caraïbes et de l’Amérique latine : les hôtels Art déco de South Beach, le café cubain de Little Havana, l’art et la musique haïtiens de Little Haiti et Overtown, quartier noir historique. On y entend autant l’espagnol que l’anglais.',
    },
    highlights: [
      {
        title: { en: 'South Beach', fr: 'South Beach' },
        description: {
          en: 'Wide sandy beaches and the pastel Art Deco hotels of Ocean Drive.',
          fr: 'De larges plages de sable et les hôtels Art déco aux couleurs pastel d’Ocean Drive.',
        },
      },
      {
        title: { en: 'Little Haiti', fr: 'Little Haiti' },
        description: {
          en: 'Haitian restaurants and shops, and the Little Haiti Cultural Complex with its exhibitions and dance.',
          fr: 'Restaurants et boutiques haïtiens, et le Little Haiti Cultural Complex avec ses expositions et sa danse.',
        },
      },
      {
        title: { en: 'Little Havana', fr: 'Little Havana' },
        description: {
          en: 'Calle Ocho’s cafés, cigar rollers and the domino games of Máximo Gómez Park.',
          fr: 'Les cafés de Calle Ocho, les rouleurs de cigares et les parties de dominos du parc Máximo Gómez.',
        },
      },
      {
        title: { en: 'Historic Overtown', fr: 'Le quartier historique d’Overtown' },
        description: {
          en: 'Once called the Harlem of the South, where Black Miami’s music scene grew; the restored Lyric Theater still stages shows.',
          fr: 'Autrefois surnommé le Harlem du Sud, berceau de la scène musicale noire de Miami ; le Lyric Theater restauré accueille encore des spectacles.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Everglades National Park', fr: 'Parc national des Everglades' },
        description: {
          en: 'Vast subtropical wetlands an hour away, with alligators, mangroves and airboat tours at their edges.',
          fr: 'D’immenses marais subtropicaux à une heure de route, avec alligators, mangroves et hydroglisseurs à leurs abords.',
        },
      },
      {
        name: { en: 'Wynwood Walls', fr: 'Wynwood Walls' },
        description: {
          en: 'Former warehouses covered with giant murals by artists from around the world.',
          fr: 'D’anciens entrepôts couverts de fresques géantes d’artistes du monde entier.',
        },
      },
      {
        name: { en: 'Vizcaya Museum and Gardens', fr: 'Vizcaya Museum and Gardens' },
        description: {
          en: 'An Italian-style villa of the 1910s and its formal gardens on Biscayne Bay.',
          fr: 'Une villa de style italien des années 1910 et ses jardins à la française sur la baie de Biscayne.',
        },
      },
      {
        name: { en: 'Pérez Art Museum Miami', fr: 'Pérez Art Museum Miami' },
        description: {
          en: 'Modern and contemporary art, with a strong Caribbean and Latin American collection, on the bay.',
          fr: 'Art moderne et contemporain, avec une belle collection caribéenne et latino-américaine, au bord de la baie.',
        },
      },
    ],
    bestTime: {
      en: 'December to April (the dry season); June to November is hurricane season',
      fr: 'De décembre à avril (la saison sèche) ; la saison des ouragans va de juin à novembre',
    },
    language: {
      en: 'English and Spanish; Haitian Creole is widely spoken',
      fr: 'Anglais et espagnol ; le créole haïtien est très répandu',
    },
  },
  {
    slug: 'hartford',
    subtitle: {
      en: 'New England between Boston and New York',
      fr: 'La Nouvelle-Angleterre entre Boston et New York',
    },
    description: {
      en: 'Connecticut’s capital sits on the Connecticut River, about two hours by road from Boston and two and a half from New York. Mark Twain wrote his best-known books here, the city has one of the oldest public art museums in the country, and its North End is home to a large Caribbean community, Jamaican above all.',
      fr: 'La capitale du Connecticut borde le fleuve Connecticut, à environ deux heures de route de Boston et deux heures et demie de New York. Mark Twain y a écrit ses livres les plus connus, la ville possède l’un des plus anciens musées d’art publics du pays et son North End abrite une importante communauté caribéenne, jamaïcaine surtout.',
    },
    highlights: [
      {
        title: { en: 'Literary Hartford', fr: 'Le Hartford littéraire' },
        description: {
          en: 'Mark Twain and Harriet Beecher Stowe, author of Uncle Tom’s Cabin, lived as neighbours at Nook Farm.',
          fr: 'Mark Twain et Harriet Beecher Stowe, l’autrice de La Case de l’oncle Tom, étaient voisins à Nook Farm.',
        },
      },
      {
        title: { en: 'Caribbean Hartford', fr: 'Le Hartford caribéen' },
        description: {
          en: 'Jamaican and other West Indian bakeries and restaurants in the North End, and a West Indian parade every August.',
          fr: 'Boulangeries et restaurants jamaïcains et caribéens dans le North End, et un défilé caribéen chaque mois d’août.',
        },
      },
      {
        title: { en: 'Autumn colours', fr: 'Les couleurs de l’automne' },
        description: {
          en: 'In October the hills of the Connecticut River valley turn red and gold.',
          fr: 'En octobre, les collines de la vallée du Connecticut virent au rouge et à l’or.',
        },
      },
      {
        title: { en: 'Between two big cities', fr: 'Entre deux grandes villes' },
        description: {
          en: 'A calm base for day trips: Boston and New York are within reach by road, and New York by train too.',
          fr: 'Une base tranquille pour des excursions : Boston et New York sont à portée de route, New York aussi en train.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Mark Twain House & Museum', fr: 'Maison et musée Mark Twain' },
        description: {
          en: 'The writer’s extravagant Victorian home, where he wrote Tom Sawyer and Huckleberry Finn, seen on guided tours.',
          fr: 'L’extravagante demeure victorienne de l’écrivain, où il écrivit Tom Sawyer et Huckleberry Finn, en visite guidée.',
        },
      },
      {
        name: { en: 'Harriet Beecher Stowe Center', fr: 'Harriet Beecher Stowe Center' },
        description: {
          en: 'The home of the author whose novel turned many Americans against slavery.',
          fr: 'La maison de l’autrice dont le roman a retourné nombre d’Américains contre l’esclavage.',
        },
      },
      {
        name: { en: 'Wadsworth Atheneum Museum of Art', fr: 'Wadsworth Atheneum Museum of Art' },
        description: {
          en: 'One of the oldest public art museums in the United States, founded in 1842.',
          fr: 'L’un des plus anciens musées d’art publics des États-Unis, fondé en 1842.',
        },
      },
      {
        name: { en: 'Elizabeth Park', fr: 'Elizabeth Park' },
        description: {
          en: 'Its rose garden, among the oldest public ones in the country, blooms in June.',
          fr: 'Sa roseraie, l’une des plus anciennes roseraies publiques du pays, fleurit en juin.',
        },
      },
    ],
    bestTime: {
      en: 'May to October; late September and October for the autumn leaves',
      fr: 'De mai à octobre ; fin septembre et octobre pour les feuillages d’automne',
    },
    language: { en: 'English, with Spanish widely spoken', fr: 'Anglais ; l’espagnol est très répandu' },
  },
  {
    slug: 'albany',
    subtitle: {
      en: 'New York State’s capital on the Hudson',
      fr: 'La capitale de l’État de New York, au bord de l’Hudson',
    },
    description: {
      en: 'Albany, about two and a half hours north of New York City by train along the Hudson, is the state’s seat of government: a grand Capitol, the modernist Empire State Plaza and one of the oldest cities in the country, founded by the Dutch in the 17th century. Mountains, lakes and Saratoga Springs are close by.',
      fr: 'Albany, à environ deux heures et demie de train au nord de New York le long de l’Hudson, est le siège du gouvernement de l’État : un Capitole grandiose, l’Empire State Plaza moderniste et l’une des plus anciennes villes du pays, fondée par les Néerlandais au XVIIe siècle. Montagnes, lacs et Saratoga Springs sont tout proches.',
    },
    highlights: [
      {
        title: { en: 'A capital city', fr: 'Une ville capitale' },
        description: {
          en: 'The State Capitol and the Empire State Plaza’s towers, esplanade and outdoor art.',
          fr: 'Le Capitole de l’État et les tours, l’esplanade et les œuvres en plein air de l’Empire State Plaza.',
        },
      },
      {
        title: { en: 'The Underground Railroad', fr: 'Le chemin de fer clandestin' },
        description: {
          en: 'Albany was a stop on the routes to freedom, where Black abolitionists helped people escaping slavery on their way north.',
          fr: 'Albany était une étape sur les routes de la liberté, où des abolitionnistes noirs aidaient les fugitifs à gagner le nord.',
        },
      },
      {
        title: { en: 'Mountains nearby', fr: 'Les montagnes à proximité' },
        description: {
          en: 'The Adirondacks and the Catskills, for hiking in summer and skiing in winter, are within two hours.',
          fr: 'Les Adirondacks et les Catskills, pour la randonnée l’été et le ski l’hiver, sont à moins de deux heures.',
        },
      },
      {
        title: { en: 'Saratoga Springs', fr: 'Saratoga Springs' },
        description: {
          en: 'A spa town about 40 minutes north, famous for its summer horse-racing season.',
          fr: 'Une ville thermale à une quarantaine de minutes au nord, célèbre pour sa saison de courses hippiques l’été.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'New York State Capitol', fr: 'Capitole de l’État de New York' },
        description: {
          en: 'A 19th-century palace of carved stone, with free guided tours on weekdays.',
          fr: 'Un palais de pierre sculptée du XIXe siècle, avec des visites guidées gratuites en semaine.',
        },
      },
      {
        name: { en: 'New York State Museum', fr: 'Musée de l’État de New York' },
        description: {
          en: 'Free, on the Empire State Plaza: the state’s natural and human history, including a World Trade Center exhibition.',
          fr: 'Gratuit, sur l’Empire State Plaza : l’histoire naturelle et humaine de l’État, dont une exposition sur le World Trade Center.',
        },
      },
      {
        name: { en: 'Stephen and Harriet Myers Residence', fr: 'Maison de Stephen et Harriet Myers' },
        description: {
          en: 'The home of Stephen Myers, a formerly enslaved abolitionist who sheltered people escaping slavery, now the Underground Railroad Education Center.',
          fr: 'La maison de Stephen Myers, abolitionniste né esclave qui hébergeait les fugitifs, devenue l’Underground Railroad Education Center.',
        },
      },
      {
        name: { en: 'Washington Park', fr: 'Washington Park' },
        description: {
          en: 'A Victorian park that blooms with tulips each May for the Tulip Festival, a nod to the city’s Dutch roots.',
          fr: 'Un parc victorien où fleurissent les tulipes chaque mois de mai pour le Tulip Festival, clin d’œil aux origines néerlandaises de la ville.',
        },
      },
    ],
    bestTime: {
      en: 'May to October; winters are cold and snowy',
      fr: 'De mai à octobre ; les hivers sont froids et enneigés',
    },
    language: { en: 'English', fr: 'Anglais' },
  },
  {
    slug: 'philadelphia',
    subtitle: {
      en: 'The birthplace of American independence',
      fr: 'Le berceau de l’indépendance américaine',
    },
    description: {
      en: 'The Declaration of Independence and the Constitution were signed in Philadelphia, and the city holds a deep place in Black American history too: Mother Bethel, founded by Richard Allen, is the mother church of the African Methodist Episcopal Church. Today Southwest Philadelphia is home to a large West African community, Liberian above all.',
      fr: 'La Déclaration d’indépendance et la Constitution ont été signées à Philadelphie, et la ville tient aussi une grande place dans l’histoire des Afro-Américains : Mother Bethel, fondée par Richard Allen, est l’église mère de l’Église épiscopale méthodiste africaine. Aujourd’hui, le sud-ouest de la ville accueille une importante communauté ouest-africaine, libérienne surtout.',
    },
    highlights: [
      {
        title: { en: 'Where the nation began', fr: 'Là où la nation est née' },
        description: {
          en: 'Independence Hall and the Liberty Bell, a few steps apart in the old city.',
          fr: 'Independence Hall et la Liberty Bell, à quelques pas l’un de l’autre dans la vieille ville.',
        },
      },
      {
        title: { en: 'The Odunde Festival', fr: 'Le festival Odunde' },
        description: {
          en: 'Every June, one of the country’s largest African American street festivals fills South Street, inspired by a Yoruba new year celebration.',
          fr: 'Chaque mois de juin, l’un des plus grands festivals de rue afro-américains du pays investit South Street, inspiré d’une fête du nouvel an yoruba.',
        },
      },
      {
        title: { en: 'Liberian Philadelphia', fr: 'La Philadelphie libérienne' },
        description: {
          en: 'Liberian and other West African shops, churches and restaurants along Woodland Avenue in Southwest Philadelphia.',
          fr: 'Boutiques, églises et restaurants libériens et ouest-africains le long de Woodland Avenue, dans le sud-ouest de la ville.',
        },
      },
      {
        title: { en: 'Philly food', fr: 'La table de Philadelphie' },
        description: {
          en: 'Cheesesteaks, soft pretzels and the stalls of Reading Terminal Market.',
          fr: 'Cheesesteaks, bretzels moelleux et les étals du Reading Terminal Market.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Independence Hall', fr: 'Independence Hall' },
        description: {
          en: 'Where the Declaration of Independence (1776) and the Constitution (1787) were debated and signed; free timed tickets.',
          fr: 'Là où furent débattues et signées la Déclaration d’indépendance (1776) et la Constitution (1787) ; billets horodatés gratuits.',
        },
      },
      {
        name: {
          en: 'African American Museum in Philadelphia',
          fr: 'African American Museum in Philadelphia',
        },
        description: {
          en: 'Opened in 1976, the first museum built by a major US city to tell African American history.',
          fr: 'Ouvert en 1976, le premier musée construit par une grande ville américaine pour raconter l’histoire afro-américaine.',
        },
      },
      {
        name: { en: 'Mother Bethel AME Church', fr: 'Église Mother Bethel AME' },
        description: {
          en: 'Founded by Richard Allen in 1794; its museum keeps Allen’s tomb.',
          fr: 'Fondée par Richard Allen en 1794 ; son musée abrite le tombeau d’Allen.',
        },
      },
      {
        name: { en: 'Philadelphia Museum of Art', fr: 'Musée d’art de Philadelphie' },
        description: {
          en: 'A great collection, and the steps Rocky ran up in the film.',
          fr: 'Une grande collection, et les marches que gravit Rocky dans le film.',
        },
      },
    ],
    bestTime: {
      en: 'April to June and September to October',
      fr: 'D’avril à juin et de septembre à octobre',
    },
    language: { en: 'English', fr: 'Anglais' },
  },
  {
    slug: 'charlotte',
    subtitle: { en: 'The Queen City of the Carolinas', fr: 'La « Queen City » des Carolines' },
    description: {
      en: 'Charlotte, North Carolina’s largest city, grew from a gold-rush town into one of the country’s banking centres. Its compact Uptown mixes glass towers, museums and parks; the Blue Ridge Mountains are about two hours west and the Atlantic beaches a little further.',
      fr: 'Charlotte, la plus grande ville de Caroline du Nord, est passée de ville de la ruée vers l’or à l’un des grands centres bancaires du pays. Son centre compact, Uptown, mêle tours de verre, musées et parcs ; les Blue Ridge Mountains sont à environ deux heures à l’ouest, les plages de l’Atlantique un peu plus loin.',
    },
    highlights: [
      {
        title: { en: 'Uptown', fr: 'Uptown' },
        description: {
          en: 'Museums, parks and restaurants within walking distance of the banks’ towers.',
          fr: 'Musées, parcs et restaurants à quelques pas des tours des banques.',
        },
      },
      {
        title: { en: 'African American art', fr: 'L’art afro-américain' },
        description: {
          en: 'The Gantt Center, named after the city’s first Black mayor, celebrates African American art and culture.',
          fr: 'Le Gantt Center, du nom du premier maire noir de la ville, célèbre l’art et la culture afro-américains.',
        },
      },
      {
        title: { en: 'Racing country', fr: 'Le pays des courses automobiles' },
        description: {
          en: 'Charlotte is the heart of NASCAR: its Hall of Fame downtown and the big races of Charlotte Motor Speedway.',
          fr: 'Charlotte est le cœur de la NASCAR : son Hall of Fame en ville et les grandes courses du Charlotte Motor Speedway.',
        },
      },
      {
        title: { en: 'Mountains and lakes', fr: 'Montagnes et lacs' },
        description: {
          en: 'Lake Norman to the north, and the Blue Ridge Parkway’s viewpoints a two-hour drive away.',
          fr: 'Le lac Norman au nord, et les belvédères de la Blue Ridge Parkway à deux heures de route.',
        },
      },
    ],
    attractions: [
      {
        name: {
          en: 'Harvey B. Gantt Center for African-American Arts + Culture',
          fr: 'Harvey B. Gantt Center for African-American Arts + Culture',
        },
        description: {
          en: 'Exhibitions, concerts and talks on African American art and culture, in Uptown.',
          fr: 'Expositions, concerts et conférences sur l’art et la culture afro-américains, dans Uptown.',
        },
      },
      {
        name: { en: 'NASCAR Hall of Fame', fr: 'NASCAR Hall of Fame' },
        description: {
          en: 'Race cars, simulators and the stories of the sport’s legends.',
          fr: 'Voitures de course, simulateurs et histoires des légendes de ce sport.',
        },
      },
      {
        name: { en: 'U.S. National Whitewater Center', fr: 'U.S. National Whitewater Center' },
        description: {
          en: 'Man-made rapids for rafting and kayaking, with trails and climbing.',
          fr: 'Des rapides artificiels pour le rafting et le kayak, avec sentiers et escalade.',
        },
      },
      {
        name: { en: 'Mint Museum', fr: 'Mint Museum' },
        description: {
          en: 'Art and design in two buildings; the first, opened in 1936, occupies the former branch of the US Mint.',
          fr: 'Art et design dans deux bâtiments ; le premier, ouvert en 1936, occupe l’ancienne succursale de la Monnaie des États-Unis.',
        },
      },
    ],
    bestTime: {
      en: 'April to May and September to November',
      fr: 'D’avril à mai et de septembre à novembre',
    },
    language: { en: 'English', fr: 'Anglais' },
  },
]
