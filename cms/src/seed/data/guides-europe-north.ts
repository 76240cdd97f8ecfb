import type { GuideSeed } from './guide-seed'

// London, Amsterdam, Frankfurt and Brussels (issue 34): hubs where flights between the US and West
// Africa connect. Dates and listings from UNESCO's World Heritage list (Tower of London 1988,
// Westminster 1987, Amsterdam's canal ring 2010, Grand-Place 1998, Horta's houses 2000) and the
// museums' own sites. No hero image yet: the page opens on its title.
export const GUIDES_EUROPE_NORTH: GuideSeed[] = [
  {
    slug: 'london',
    subtitle: { en: 'A world city on the Thames', fr: 'Une ville-monde au bord de la Tamise' },
    description: {
      en: 'London mixes royal landmarks, free world-class museums and neighbourhoods from every continent. Heathrow is one of the great hubs between the Americas and Africa, and south London, from Peckham to Brixton, is home to large Nigerian, Ghanaian and Caribbean communities.',
      fr: 'Londres mêle monuments royaux, grands musées gratuits et quartiers venus de tous les continents. Heathrow est l’un des grands carrefours entre les Amériques et l’Afrique, et le sud de Londres, de Peckham à Brixton, abrite d’importantes communautés nigériane, ghanéenne et antillaise.',
    },
    highlights: [
      {
        title: { en: 'Free museums', fr: 'Des musées gratuits' },
        description: {
          en: 'The British Museum, Tate Modern and the Natural History Museum open their permanent collections for free.',
          fr: 'Le British Museum, la Tate Modern et le Natural History Museum ouvrent gratuitement leurs collections permanentes.',
        },
      },
      {
        title: { en: 'Along the Thames', fr: 'Le long de la Tamise' },
        description: {
          en: 'The South Bank walk runs from Westminster to Tower Bridge, past theatres, galleries and street food.',
          fr: 'La promenade de la South Bank va de Westminster à Tower Bridge, entre théâtres, galeries et cuisine de rue.',
        },
      },
      {
        title: { en: 'Markets', fr: 'Les marchés' },
        description: {
          en: 'Borough Market for food, Camden for crafts and Brixton Market for Caribbean and African produce.',
          fr: 'Borough Market pour la gastronomie, Camden pour l’artisanat et Brixton Market pour les produits antillais et africains.',
        },
      },
      {
        title: { en: 'Diaspora London', fr: 'Le Londres de la diaspora' },
        description: {
          en: 'Nigerian and Ghanaian shops and restaurants in Peckham, and the Notting Hill Carnival on the August bank holiday weekend.',
          fr: 'Boutiques et restaurants nigérians et ghanéens à Peckham, et le carnaval de Notting Hill le dernier week-end d’août.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Tower of London', fr: 'La tour de Londres' },
        description: {
          en: 'A Norman fortress on the Thames and a UNESCO World Heritage site, where the Crown Jewels are kept.',
          fr: 'Une forteresse normande au bord de la Tamise, inscrite au patrimoine mondial de l’UNESCO, où sont conservés les joyaux de la Couronne.',
        },
      },
      {
        name: { en: 'The British Museum', fr: 'Le British Museum' },
        description: {
          en: 'Two million years of human history, from the Rosetta Stone to the Benin bronzes; entry is free.',
          fr: 'Deux millions d’années d’histoire humaine, de la pierre de Rosette aux bronzes du Bénin ; l’entrée est gratuite.',
        },
      },
      {
        name: { en: 'Westminster', fr: 'Westminster' },
        description: {
          en: 'The Houses of Parliament, Big Ben and Westminster Abbey, where monarchs are crowned.',
          fr: 'Le palais de Westminster, Big Ben et l’abbaye de Westminster, où sont couronnés les souverains.',
        },
      },
      {
        name: { en: 'Tate Modern', fr: 'La Tate Modern' },
        description: {
          en: 'Modern and contemporary art in a former power station on the South Bank, free to enter.',
          fr: 'L’art moderne et contemporain dans une ancienne centrale électrique de la South Bank, en entrée libre.',
        },
      },
    ],
    bestTime: {
      en: 'May to September, when the days are long and mild',
      fr: 'De mai à septembre, quand les journées sont longues et douces',
    },
    language: { en: 'English', fr: 'Anglais' },
  },
  {
    slug: 'amsterdam',
    subtitle: { en: 'Canals, bicycles and golden-age art', fr: 'Canaux, vélos et peinture du Siècle d’or' },
    description: {
      en: 'Amsterdam’s seventeenth-century canal ring, a UNESCO World Heritage site since 2010, is best seen by bike or boat. Its museums hold Rembrandt, Vermeer and Van Gogh, and Amsterdam Zuidoost is home to large Surinamese and Ghanaian communities. Schiphol is KLM’s hub, with flights to West Africa.',
      fr: 'La ceinture de canaux du XVIIe siècle d’Amsterdam, inscrite au patrimoine mondial de l’UNESCO depuis 2010, se découvre à vélo ou en bateau. Ses musées abritent Rembrandt, Vermeer et Van Gogh, et le quartier de Zuidoost accueille d’importantes communautés surinamaise et ghanéenne. Schiphol est la plateforme de KLM, avec des vols vers l’Afrique de l’Ouest.',
    },
    highlights: [
      {
        title: { en: 'The canal ring', fr: 'La ceinture de canaux' },
        description: {
          en: 'Merchants’ houses with gabled fronts line the Herengracht, Keizersgracht and Prinsengracht.',
          fr: 'Les maisons de marchands à pignons bordent le Herengracht, le Keizersgracht et le Prinsengracht.',
        },
      },
      {
        title: { en: 'Museumplein', fr: 'Le Museumplein' },
        description: {
          en: 'The Rijksmuseum, the Van Gogh Museum and the Stedelijk face each other across one square.',
          fr: 'Le Rijksmuseum, le musée Van Gogh et le Stedelijk se font face sur une même place.',
        },
      },
      {
        title: { en: 'A city on two wheels', fr: 'Une ville à vélo' },
        description: {
          en: 'Bike lanes everywhere: rent a bicycle and ride like a local, but watch the tram rails.',
          fr: 'Des pistes cyclables partout : louez un vélo et roulez comme les habitants, en prenant garde aux rails du tram.',
        },
      },
      {
        title: { en: 'Zuidoost and Kwaku', fr: 'Zuidoost et le Kwaku' },
        description: {
          en: 'Surinamese, Ghanaian and Antillean food and music, and the Kwaku festival in the Bijlmerpark each summer.',
          fr: 'Cuisines et musiques surinamaises, ghanéennes et antillaises, et le festival Kwaku au Bijlmerpark chaque été.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Rijksmuseum', fr: 'Le Rijksmuseum' },
        description: {
          en: 'The national museum of the Netherlands, home of Rembrandt’s Night Watch and Vermeer’s Milkmaid.',
          fr: 'Le musée national des Pays-Bas, qui abrite La Ronde de nuit de Rembrandt et La Laitière de Vermeer.',
        },
      },
      {
        name: { en: 'Van Gogh Museum', fr: 'Le musée Van Gogh' },
        description: {
          en: 'The world’s largest collection of Van Gogh’s paintings and letters.',
          fr: 'La plus grande collection au monde de tableaux et de lettres de Van Gogh.',
        },
      },
      {
        name: { en: 'Anne Frank House', fr: 'La maison d’Anne Frank' },
        description: {
          en: 'The hiding place on the Prinsengracht where Anne Frank wrote her diary; book tickets online in advance.',
          fr: 'La cachette du Prinsengracht où Anne Frank écrivit son journal ; réservez vos billets en ligne à l’avance.',
        },
      },
      {
        name: { en: 'Vondelpark', fr: 'Le Vondelpark' },
        description: {
          en: 'The city’s best-loved park, with ponds, lawns and open-air concerts in summer.',
          fr: 'Le parc préféré des Amstellodamois, avec ses étangs, ses pelouses et ses concerts en plein air l’été.',
        },
      },
    ],
    bestTime: {
      en: 'April to September (tulips in April and May)',
      fr: 'D’avril à septembre (les tulipes en avril et en mai)',
    },
    language: {
      en: 'Dutch (English is widely spoken)',
      fr: 'Néerlandais (l’anglais est très répandu)',
    },
  },
  {
    slug: 'frankfurt',
    subtitle: { en: 'Germany’s gateway on the Main', fr: 'La porte de l’Allemagne, au bord du Main' },
    description: {
      en: 'Frankfurt is Germany’s financial centre and the seat of the European Central Bank, with a skyline locals call “Mainhattan”. Its old town was rebuilt around the Römerberg, museums line the south bank of the Main, and its airport is Lufthansa’s main hub.',
      fr: 'Francfort est la place financière de l’Allemagne et le siège de la Banque centrale européenne, avec des tours que les habitants surnomment « Mainhattan ». Sa vieille ville a été reconstruite autour du Römerberg, des musées bordent la rive sud du Main, et son aéroport est la principale plateforme de Lufthansa.',
    },
    highlights: [
      {
        title: { en: 'The skyline', fr: 'Les gratte-ciel' },
        description: {
          en: 'The view from the Main Tower’s public deck or from the Eiserner Steg footbridge at dusk.',
          fr: 'La vue depuis la terrasse publique de la Main Tower ou depuis la passerelle Eiserner Steg au crépuscule.',
        },
      },
      {
        title: { en: 'The museum embankment', fr: 'La rive des musées' },
        description: {
          en: 'The Museumsufer: a row of museums on the south bank, from old masters to film and design.',
          fr: 'Le Museumsufer : une enfilade de musées sur la rive sud, des maîtres anciens au cinéma et au design.',
        },
      },
      {
        title: { en: 'Apple wine in Sachsenhausen', fr: 'Le vin de pomme à Sachsenhausen' },
        description: {
          en: 'Apfelwein and green sauce in the cider taverns of Alt-Sachsenhausen.',
          fr: 'L’Apfelwein et la sauce verte dans les tavernes à cidre du vieux Sachsenhausen.',
        },
      },
      {
        title: { en: 'The Christmas market', fr: 'Le marché de Noël' },
        description: {
          en: 'From late November, stalls fill the Römerberg and the streets down to the river.',
          fr: 'Dès la fin novembre, les chalets envahissent le Römerberg et les rues qui descendent vers le fleuve.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Römerberg', fr: 'Le Römerberg' },
        description: {
          en: 'The old town square with its half-timbered houses and the Römer, the city hall since the fifteenth century.',
          fr: 'La place de la vieille ville, ses maisons à colombages et le Römer, hôtel de ville depuis le XVe siècle.',
        },
      },
      {
        name: { en: 'Goethe House', fr: 'La maison de Goethe' },
        description: {
          en: 'The house where Johann Wolfgang von Goethe was born in 1749, with a museum beside it.',
          fr: 'La maison natale de Johann Wolfgang von Goethe, né en 1749, avec un musée attenant.',
        },
      },
      {
        name: { en: 'Städel Museum', fr: 'Le musée Städel' },
        description: {
          en: 'Seven hundred years of European art, from Botticelli and Rembrandt to the present day.',
          fr: 'Sept siècles d’art européen, de Botticelli et Rembrandt à nos jours.',
        },
      },
      {
        name: { en: 'Palmengarten', fr: 'Le Palmengarten' },
        description: {
          en: 'A botanical garden with tropical greenhouses, open since 1871.',
          fr: 'Un jardin botanique aux serres tropicales, ouvert depuis 1871.',
        },
      },
    ],
    bestTime: {
      en: 'May to September, and December for the Christmas market',
      fr: 'De mai à septembre, et en décembre pour le marché de Noël',
    },
    language: { en: 'German', fr: 'Allemand' },
  },
  {
    slug: 'brussels',
    subtitle: { en: 'The capital of Europe', fr: 'La capitale de l’Europe' },
    description: {
      en: 'Brussels is the seat of the European Union’s main institutions and a city of two languages, French and Dutch. Around the Grand-Place you will find comic-strip murals, Art Nouveau houses and famous chocolate makers; in Ixelles, the Matongé quarter is the heart of its Congolese and African community. Brussels Airlines flies to many West African capitals.',
      fr: 'Bruxelles accueille les principales institutions de l’Union européenne et vit en deux langues, le français et le néerlandais. Autour de la Grand-Place, on croise des fresques de bande dessinée, des maisons Art nouveau et de grands chocolatiers ; à Ixelles, le quartier Matongé est le cœur de la communauté congolaise et africaine. Brussels Airlines dessert de nombreuses capitales d’Afrique de l’Ouest.',
    },
    highlights: [
      {
        title: { en: 'The Grand-Place', fr: 'La Grand-Place' },
        description: {
          en: 'Guild houses and the Gothic town hall around one of the world’s most beautiful squares.',
          fr: 'Les maisons des corporations et l’hôtel de ville gothique autour de l’une des plus belles places du monde.',
        },
      },
      {
        title: { en: 'The comic-strip trail', fr: 'Le parcours BD' },
        description: {
          en: 'Giant murals of Tintin, the Smurfs and other heroes of Belgian comics on walls across the centre.',
          fr: 'Des fresques géantes de Tintin, des Schtroumpfs et d’autres héros de la BD belge sur les murs du centre.',
        },
      },
      {
        title: { en: 'Belgian flavours', fr: 'Les saveurs belges' },
        description: {
          en: 'Fries from a friterie, waffles, pralines and hundreds of Belgian beers.',
          fr: 'Frites de friterie, gaufres, pralines et des centaines de bières belges.',
        },
      },
      {
        title: { en: 'Matongé', fr: 'Matongé' },
        description: {
          en: 'Congolese and African restaurants, hair salons and wax-print shops around the Chaussée de Wavre.',
          fr: 'Restaurants congolais et africains, salons de coiffure et boutiques de wax autour de la chaussée de Wavre.',
        },
      },
    ],
    attractions: [
      {
        name: { en: 'Grand-Place', fr: 'La Grand-Place' },
        description: {
          en: 'A UNESCO World Heritage site since 1998, covered every other August by a carpet of flowers.',
          fr: 'Inscrite au patrimoine mondial de l’UNESCO depuis 1998, couverte d’un tapis de fleurs un mois d’août sur deux.',
        },
      },
      {
        name: { en: 'Atomium', fr: 'L’Atomium' },
        description: {
          en: 'A giant model of an iron crystal built for the 1958 World’s Fair, with a view from its top sphere.',
          fr: 'Une maquette géante d’un cristal de fer construite pour l’Exposition universelle de 1958, avec vue depuis sa sphère supérieure.',
        },
      },
      {
        name: { en: 'Magritte Museum', fr: 'Le musée Magritte' },
        description: {
          en: 'Part of the Royal Museums of Fine Arts: the largest collection of René Magritte’s work.',
          fr: 'Au sein des Musées royaux des Beaux-Arts : la plus grande collection d’œuvres de René Magritte.',
        },
      },
      {
        name: { en: 'AfricaMuseum', fr: 'L’AfricaMuseum' },
        description: {
          en: 'In Tervuren, just outside the city: Central Africa’s history, art and nature, reopened in 2018 with a critical look at the colonial past.',
          fr: 'À Tervuren, aux portes de la ville : l’histoire, l’art et la nature de l’Afrique centrale, rouvert en 2018 avec un regard critique sur le passé colonial.',
        },
      },
    ],
    bestTime: {
      en: 'May to September',
      fr: 'De mai à septembre',
    },
    language: { en: 'French and Dutch', fr: 'Français et néerlandais' },
  },
]
