import type { GuideSeed } from './guide-seed'

/**
 * West African guides, part B (issue 34): Conakry, Freetown, Monrovia, Niamey and Banjul, no hero
 * image yet. French is typeset here (no-break space before : and a narrow one before ; ! ?), as the
 * seed stores it.
 */
export const WEST_AFRICA_B_GUIDES: GuideSeed[] = [
  {
    slug: 'conakry',
    subtitle: { en: 'Guinea’s capital on the Atlantic', fr: 'La capitale guinéenne face à l’Atlantique' },
    description: {
      en: 'Conakry runs along the narrow Kaloum peninsula into the Atlantic, from the port and ministries of Kaloum at its tip to the busy districts of Dixinn, Ratoma and Matoto. The city lives to the sound of Guinean music, trades in huge markets and looks out to the Îles de Los, a short boat ride away.',
      fr: 'Conakry s’étire sur l’étroite presqu’île de Kaloum, avancée dans l’Atlantique\u00a0: du port et des ministères de Kaloum, à la pointe, jusqu’aux quartiers animés de Dixinn, Ratoma et Matoto. La ville vit au rythme de la musique guinéenne, commerce dans de grands marchés et regarde vers les îles de Los, à une courte traversée en bateau.',
    },
    highlights: [
      {
        title: { en: 'The Îles de Los', fr: 'Les îles de Los' },
        description: {
          en: 'Kassa and Room islands, reached by boat from the Kaloum waterfront, for beaches and a quiet day away from the city.',
          fr: 'Les îles de Kassa et de Roume, accessibles en bateau depuis le front de mer de Kaloum, pour des plages et une journée au calme loin de la ville.',
        },
      },
      {
        title: { en: 'Music and dance', fr: 'Musique et danse' },
        description: {
          en: 'Guinea gave the world Les Ballets Africains and Bembeya Jazz; live music and dance fill Conakry’s evenings.',
          fr: 'La Guinée a fait connaître au monde les Ballets africains et le Bembeya Jazz\u202f; musique et danse animent les soirées de Conakry.',
        },
      },
      {
        title: { en: 'Guinean cuisine', fr: 'La cuisine guinéenne' },
        description: {
          en: 'Rice with peanut sauce or leaf sauce, grilled fish, and mangoes and pineapples from inland.',
          fr: 'Riz sauce arachide ou sauce feuille, poisson braisé, mangues et ananas venus de l’intérieur du pays.',
        },
      },
      {
        title: { en: 'Gateway to the highlands', fr: 'La porte des hauts plateaux' },
        description: {
          en: 'Kindia’s Bridal Veil falls and the Fouta Djallon, the “water tower of West Africa”, are a trip of a few days inland.',
          fr: 'La cascade du Voile de la Mariée à Kindia et le Fouta-Djalon, «\u00a0château d’eau de l’Afrique de l’Ouest\u00a0», se découvrent en quelques jours à l’intérieur des terres.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Grand Mosque of Conakry', fr: 'Grande Mosquée Fayçal' },
        description: {
          en: 'One of the largest mosques in West Africa, opened in 1982, with the Camayenne mausoleum of Guinea’s national heroes beside it.',
          fr: 'L’une des plus grandes mosquées d’Afrique de l’Ouest, inaugurée en 1982, avec à ses côtés le mausolée de Camayenne, où reposent des héros nationaux guinéens.',
        },
      },
      {
        name: { en: 'National Museum of Guinea', fr: 'Musée national de Sandervalia' },
        description: {
          en: 'In Kaloum, masks, statues and musical instruments from Guinea’s four natural regions.',
          fr: 'À Kaloum, des masques, des statues et des instruments de musique des quatre régions naturelles de la Guinée.',
        },
      },
      {
        name: { en: 'Madina Market', fr: 'Marché Madina' },
        description: {
          en: 'One of the largest markets in West Africa, for fabrics, spices and everything else; go with someone who knows it.',
          fr: 'L’un des plus grands marchés d’Afrique de l’Ouest, pour les tissus, les épices et tout le reste\u202f; allez-y avec quelqu’un qui le connaît.',
        },
      },
      {
        name: { en: 'Camayenne Botanical Garden', fr: 'Jardin botanique de Camayenne' },
        description: {
          en: 'A colonial-era garden of old, shady trees, a rare green space on the peninsula.',
          fr: 'Un jardin de l’époque coloniale aux grands arbres ombragés, un rare espace vert sur la presqu’île.',
        },
      },
    ],
    bestTime: {
      en: 'November to April (the dry season); the rains peak in July and August',
      fr: 'De novembre à avril (la saison sèche)\u202f; les pluies culminent en juillet et en août',
    },
    language: {
      en: 'French (official), Susu, Pular and Malinke',
      fr: 'Français (langue officielle), soussou, peul et malinké',
    },
  },
  {
    slug: 'freetown',
    subtitle: {
      en: 'A harbour city between mountains and beaches',
      fr: 'Une ville portuaire entre montagnes et plages',
    },
    description: {
      en: 'Freetown climbs the green hills of the Peninsula above one of the largest natural harbours in the world. It was founded in 1792 by formerly enslaved people, and its Krio language and culture grew from them. Lungi International Airport is across the Sierra Leone River estuary from the city: plan the crossing, by water taxi, ferry or a long drive round by road, before you land.',
      fr: 'Freetown grimpe sur les collines vertes de la péninsule, au-dessus de l’une des plus grandes rades naturelles du monde. Fondée en 1792 par d’anciens esclaves affranchis, elle leur doit sa langue et sa culture krio. L’aéroport international de Lungi se trouve de l’autre côté de l’estuaire de la Sierra Leone\u00a0: prévoyez la traversée, en bateau-taxi, en ferry ou par une longue route qui contourne l’estuaire, avant d’atterrir.',
    },
    highlights: [
      {
        title: { en: 'Getting in from Lungi', fr: 'Arriver depuis Lungi' },
        description: {
          en: 'Water taxis cross the estuary to the Aberdeen side of the city in under an hour, the car ferry runs from Tagrin to Kissy, and the road round takes several hours. Boats depend on the weather and daylight: book the crossing with your flight.',
          fr: 'Les bateaux-taxis traversent l’estuaire vers Aberdeen en moins d’une heure, le ferry relie Tagrin à Kissy et la route qui contourne l’estuaire prend plusieurs heures. Les bateaux dépendent de la météo et de la lumière du jour\u00a0: réservez la traversée avec votre vol.',
        },
      },
      {
        title: { en: 'Peninsula beaches', fr: 'Les plages de la péninsule' },
        description: {
          en: 'Lumley Beach in the city, then River Number Two, Tokeh and Bureh down the Peninsula’s coast.',
          fr: 'Lumley Beach en ville, puis River Number Two, Tokeh et Bureh le long de la côte de la péninsule.',
        },
      },
      {
        title: { en: 'A history of freedom', fr: 'Une histoire de liberté' },
        description: {
          en: 'Founded by formerly enslaved people, Freetown is tied to the Gullah Geechee of the US South-East coast through Bunce Island.',
          fr: 'Fondée par d’anciens esclaves, Freetown est liée aux Gullah Geechee de la côte sud-est des États-Unis par l’île de Bunce.',
        },
      },
      {
        title: { en: 'Sierra Leonean food', fr: 'La cuisine sierra-léonaise' },
        description: {
          en: 'Cassava leaf and potato leaf stews with rice, groundnut soup, grilled fish on the beach and homemade ginger beer.',
          fr: 'Ragoûts de feuilles de manioc ou de patate douce avec du riz, soupe d’arachide, poisson grillé sur la plage et ginger beer maison.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Tacugama Chimpanzee Sanctuary', fr: 'Sanctuaire de chimpanzés de Tacugama' },
        description: {
          en: 'A refuge for rescued chimpanzees in the Peninsula’s forest above the city, visited on guided tours.',
          fr: 'Un refuge pour chimpanzés recueillis, dans la forêt de la péninsule au-dessus de la ville, à découvrir en visite guidée.',
        },
      },
      {
        name: { en: 'Bunce Island', fr: 'L’île de Bunce' },
        description: {
          en: 'The ruins of a British slave-trading fort in the estuary, reached by boat from Freetown; a place of memory for African Americans.',
          fr: 'Les ruines d’un fort britannique de la traite dans l’estuaire, accessible en bateau depuis Freetown\u202f; un lieu de mémoire pour les Afro-Américains.',
        },
      },
      {
        name: { en: 'Sierra Leone National Railway Museum', fr: 'Musée national du chemin de fer' },
        description: {
          en: 'In the old Cline Town workshops, the locomotives and carriages of the narrow-gauge railway closed in the 1970s.',
          fr: 'Dans les anciens ateliers de Cline Town, les locomotives et les voitures du chemin de fer à voie étroite fermé dans les années 1970.',
        },
      },
      {
        name: { en: 'Sierra Leone National Museum', fr: 'Musée national de Sierra Leone' },
        description: {
          en: 'A small museum of the country’s history and peoples in the city centre, near where the Cotton Tree stood until it fell in 2023.',
          fr: 'Un petit musée de l’histoire et des peuples du pays, au centre-ville, près de l’endroit où se dressait le Cotton Tree, tombé en 2023.',
        },
      },
    ],
    bestTime: {
      en: 'November to April (the dry season); the rains last from May to October, heaviest in July and August',
      fr: 'De novembre à avril (la saison sèche)\u202f; les pluies durent de mai à octobre, plus fortes en juillet et en août',
    },
    language: {
      en: 'English (official) and Krio, spoken by almost everyone',
      fr: 'Anglais (langue officielle) et krio, parlé par presque tous',
    },
  },
  {
    slug: 'monrovia',
    subtitle: { en: 'Liberia’s capital on Cape Mesurado', fr: 'La capitale du Liberia sur le cap Mesurado' },
    description: {
      en: 'Monrovia spreads from Cape Mesurado along the Atlantic and the Mesurado River. Named after US President James Monroe, it was settled from 1822 by free Black Americans, and Liberia still uses the US dollar alongside its own. Roberts International Airport is about 60 km from the city: an hour or more by road.',
      fr: 'Monrovia s’étend du cap Mesurado le long de l’Atlantique et du fleuve Mesurado. Baptisée d’après le président américain James Monroe, elle a été fondée à partir de 1822 par des Noirs américains libres, et le Liberia utilise toujours le dollar américain à côté du sien. L’aéroport international Roberts est à environ 60 km de la ville\u00a0: comptez une heure de route ou davantage.',
    },
    highlights: [
      {
        title: { en: 'A history shared with the US', fr: 'Une histoire partagée avec les États-Unis' },
        description: {
          en: 'Africa’s oldest republic, proclaimed in 1847 by the descendants of the settlers, with a flag modelled on the Stars and Stripes.',
          fr: 'La plus ancienne république d’Afrique, proclamée en 1847 par les descendants des colons, avec un drapeau inspiré de la bannière étoilée.',
        },
      },
      {
        title: { en: 'From the airport', fr: 'Depuis l’aéroport' },
        description: {
          en: 'Roberts International is at Harbel, by the Firestone rubber plantation; arrange your ride into the city before you land.',
          fr: 'L’aéroport Roberts est à Harbel, près de la plantation d’hévéas de Firestone\u202f; organisez votre trajet vers la ville avant d’atterrir.',
        },
      },
      {
        title: { en: 'Two dollars', fr: 'Deux dollars' },
        description: {
          en: 'Prices are given in Liberian or US dollars; bring clean, recent US notes, as worn ones are often refused.',
          fr: 'Les prix s’affichent en dollars libériens ou américains\u202f; apportez des billets américains récents et propres, les billets usés sont souvent refusés.',
        },
      },
      {
        title: { en: 'Liberian food', fr: 'La cuisine libérienne' },
        description: {
          en: 'Rice with palm butter, potato greens or cassava leaf, fufu and pepper soup.',
          fr: 'Riz au beurre de palme, aux feuilles de patate douce ou de manioc, foufou et soupe pimentée.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Providence Island', fr: 'L’île Providence' },
        description: {
          en: 'The island in the Mesurado River where the first settlers landed in 1822, now a place of memory.',
          fr: 'L’île du fleuve Mesurado où les premiers colons ont débarqué en 1822, aujourd’hui un lieu de mémoire.',
        },
      },
      {
        name: { en: 'Liberia National Museum', fr: 'Musée national du Liberia' },
        description: {
          en: 'On Broad Street downtown, a small museum of Liberia’s history and cultures.',
          fr: 'Sur Broad Street, au centre-ville, un petit musée de l’histoire et des cultures du Liberia.',
        },
      },
      {
        name: { en: 'Waterside Market', fr: 'Marché de Waterside' },
        description: {
          en: 'The busy market by the Mesurado River near the centre: fabrics, household goods and food.',
          fr: 'Le marché animé au bord du fleuve Mesurado, près du centre\u00a0: tissus, articles ménagers et produits alimentaires.',
        },
      },
      {
        name: { en: 'Robertsport and Lake Piso', fr: 'Robertsport et le lac Piso' },
        description: {
          en: 'A few hours up the coast, surf breaks, quiet beaches and a large coastal lake.',
          fr: 'À quelques heures de route sur la côte, des vagues de surf, des plages tranquilles et un grand lac côtier.',
        },
      },
    ],
    bestTime: {
      en: 'November to April (the dry season); from May to October Monrovia is one of the wettest capitals in the world',
      fr: 'De novembre à avril (la saison sèche)\u202f; de mai à octobre, Monrovia est l’une des capitales les plus pluvieuses du monde',
    },
    language: {
      en: 'English (official) and many local languages, such as Kpelle and Bassa',
      fr: 'Anglais (langue officielle) et de nombreuses langues locales, dont le kpellé et le bassa',
    },
  },
  {
    slug: 'niamey',
    subtitle: { en: 'On the banks of the Niger River', fr: 'Sur les rives du fleuve Niger' },
    // CHECK: the advisory levels below are those of travel.state.gov (Level 4, Do Not Travel, since
    // the 2023 coup), diplomatie.gouv.fr (whole country formally advised against) and gov.uk; an
    // editor confirms them on those pages before publishing any change to this guide.
    description: {
      en: 'Niamey sits on the Niger River at the edge of the Sahel: a capital of wide avenues, a large market and a national museum of the country’s peoples. Read the official advisories before any trip: the US State Department says Do Not Travel to Niger (Level 4), France and the United Kingdom also advise against travel, and flights to Niamey are few and can change at short notice.',
      fr: 'Niamey borde le fleuve Niger, aux portes du Sahel\u00a0: une capitale aux larges avenues, un grand marché et un musée national consacré aux peuples du pays. Lisez les conseils officiels avant tout voyage\u00a0: le département d’État américain demande de ne pas se rendre au Niger (niveau 4), la France et le Royaume-Uni le déconseillent aussi, et les vols vers Niamey sont rares et peuvent changer au dernier moment.',
    },
    highlights: [
      {
        title: { en: 'Read the advisories first', fr: 'Lisez d’abord les conseils aux voyageurs' },
        description: {
          en: 'Consular help may be very limited. Check travel.state.gov and your own government’s advice before booking, and again before you leave.',
          fr: 'L’assistance consulaire peut être très limitée. Consultez diplomatie.gouv.fr ou les conseils de votre gouvernement avant de réserver, puis de nouveau avant de partir.',
        },
      },
      {
        title: { en: 'A Sahel city', fr: 'Une ville du Sahel' },
        description: {
          en: 'Dry heat most of the year, Harmattan dust in winter, and a city that slows down at midday.',
          fr: 'Une chaleur sèche presque toute l’année, la poussière de l’harmattan en hiver et une ville qui ralentit à la mi-journée.',
        },
      },
      {
        title: { en: 'Crafts of Niger', fr: 'L’artisanat du Niger' },
        description: {
          en: 'Tuareg silver jewellery, leatherwork and weaving, made and sold at the National Museum’s craft workshops.',
          fr: 'Bijoux touaregs en argent, maroquinerie et tissage, fabriqués et vendus dans les ateliers d’artisans du Musée national.',
        },
      },
      {
        title: { en: 'Nigerien food', fr: 'La cuisine nigérienne' },
        description: {
          en: 'Rice and sauce, grilled brochettes and kilishi, thin strips of spiced dried meat.',
          fr: 'Riz sauce, brochettes grillées et kilichi, de fines lamelles de viande séchée et épicée.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Boubou Hama National Museum', fr: 'Musée national Boubou-Hama' },
        description: {
          en: 'A park of pavilions, craft workshops and a zoo; it keeps the remains of the Tree of Ténéré, once the most isolated tree on Earth.',
          fr: 'Un parc de pavillons, d’ateliers d’artisans et un zoo\u202f; il conserve les restes de l’arbre du Ténéré, jadis l’arbre le plus isolé du monde.',
        },
      },
      {
        name: { en: 'Grand Mosque of Niamey', fr: 'Grande Mosquée de Niamey' },
        description: {
          en: 'The city’s great mosque and its tall minaret; ask before visiting if you are not Muslim.',
          fr: 'La grande mosquée de la ville et son haut minaret\u202f; renseignez-vous avant de la visiter si vous n’êtes pas musulman.',
        },
      },
      {
        name: { en: 'Grand Market', fr: 'Le Grand Marché' },
        description: {
          en: 'Niamey’s main market: fabrics, spices, leather and everyday goods.',
          fr: 'Le principal marché de Niamey\u00a0: tissus, épices, cuir et articles du quotidien.',
        },
      },
      {
        name: { en: 'Kennedy Bridge', fr: 'Le pont Kennedy' },
        description: {
          en: 'The bridge over the Niger, with views of the river, its pirogues and the gardens on its banks.',
          fr: 'Le pont sur le fleuve Niger, avec vue sur le fleuve, ses pirogues et les jardins de ses rives.',
        },
      },
    ],
    bestTime: {
      en: 'November to February (the cooler dry months); March to May is very hot and the rains fall from June to September',
      fr: 'De novembre à février (les mois secs les plus frais)\u202f; de mars à mai, il fait très chaud, et les pluies tombent de juin à septembre',
    },
    // CHECK: the 2025 transition charter changed the status of French and the national languages;
    // this line names the languages spoken without saying which one is official.
    language: {
      en: 'French, Hausa and Zarma (Djerma), with Fulfulde and Tamasheq',
      fr: 'Français, haoussa et zarma (djerma), ainsi que peul et tamasheq',
    },
  },
  {
    slug: 'banjul',
    subtitle: {
      en: 'Where the Gambia River meets the Atlantic',
      fr: 'Là où le fleuve Gambie rejoint l’Atlantique',
    },
    description: {
      en: 'Banjul is a small capital on St Mary’s Island at the mouth of the Gambia River; most visitors stay on the Atlantic coast nearby, in Bakau, Kotu or Kololi. The Gambia is known for its birdlife, its river and, for many Americans, the Roots story of Kunta Kinteh. Banjul International Airport is at Yundum, about 25 km away.',
      fr: 'Banjul est une petite capitale sur l’île Sainte-Marie, à l’embouchure du fleuve Gambie\u202f; la plupart des visiteurs logent sur la côte atlantique voisine, à Bakau, Kotu ou Kololi. La Gambie est connue pour ses oiseaux, son fleuve et, pour beaucoup d’Américains, l’histoire de Kunta Kinté racontée dans Racines. L’aéroport international de Banjul se trouve à Yundum, à environ 25 km.',
    },
    highlights: [
      {
        title: { en: 'Roots heritage', fr: 'Sur les traces de Racines' },
        description: {
          en: 'Kunta Kinteh Island and Juffureh, upriver, are part of a UNESCO World Heritage site on the Atlantic slave trade.',
          fr: 'L’île Kunta Kinteh et Juffureh, en amont du fleuve, font partie d’un site du patrimoine mondial de l’UNESCO consacré à la traite atlantique.',
        },
      },
      {
        title: { en: 'Atlantic beaches', fr: 'Les plages de l’Atlantique' },
        description: {
          en: 'Kololi, Kotu and Cape Point, with beach bars and fish fresh from the boats.',
          fr: 'Kololi, Kotu et Cape Point, avec leurs bars de plage et le poisson tout juste débarqué.',
        },
      },
      {
        title: { en: 'Birdwatching', fr: 'L’observation des oiseaux' },
        description: {
          en: 'Hundreds of species in a small country, from Abuko Nature Reserve to the mangroves of the river.',
          fr: 'Des centaines d’espèces dans un petit pays, de la réserve naturelle d’Abuko aux mangroves du fleuve.',
        },
      },
      {
        title: { en: 'Gambian food', fr: 'La cuisine gambienne' },
        description: {
          en: 'Domoda (peanut stew), benachin (one-pot rice) and yassa, with wonjo, a hibiscus juice.',
          fr: 'Domoda (ragoût à l’arachide), benachin (riz cuit dans sa sauce) et yassa, avec du wonjo, un jus d’hibiscus.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Arch 22', fr: 'Arch 22' },
        description: {
          en: 'The 35-metre gateway into Banjul, with a small museum and a view over the city from the top.',
          fr: 'La porte de 35 mètres à l’entrée de Banjul, avec un petit musée et une vue sur la ville depuis le sommet.',
        },
      },
      {
        name: { en: 'National Museum of The Gambia', fr: 'Musée national de Gambie' },
        description: {
          en: 'In central Banjul, on the country’s history, music and peoples.',
          fr: 'Au centre de Banjul, l’histoire, la musique et les peuples du pays.',
        },
      },
      {
        name: { en: 'Kachikally Crocodile Pool', fr: 'Le bassin aux crocodiles de Kachikally' },
        description: {
          en: 'A sacred pool in Bakau where crocodiles live close to visitors, and where local people come to be blessed.',
          fr: 'Un bassin sacré de Bakau où les crocodiles vivent près des visiteurs et où les habitants viennent recevoir une bénédiction.',
        },
      },
      {
        name: { en: 'Abuko Nature Reserve', fr: 'Réserve naturelle d’Abuko' },
        description: {
          en: 'A small forest reserve inland from the coast, with monkeys, birds and a shaded trail.',
          fr: 'Une petite réserve forestière à l’intérieur des terres, avec des singes, des oiseaux et un sentier ombragé.',
        },
      },
    ],
    bestTime: {
      en: 'November to May (the dry season); the rains fall from June to October',
      fr: 'De novembre à mai (la saison sèche)\u202f; les pluies tombent de juin à octobre',
    },
    language: {
      en: 'English (official), Mandinka, Wolof and Fula',
      fr: 'Anglais (langue officielle), mandingue, wolof et peul',
    },
  },
]
