import type { TPlaceData } from './place.ts'
import { PLACE_AIRPORTS } from './place-airports.ts'

export { PLACE_AIRPORTS }

// biome-ignore format: one place per line reads as a table
export const PLACE_HOTELS: readonly TPlaceData[] = [
  { name: 'Sofitel Abidjan Hotel Ivoire', city: 'Abidjan', address: 'Boulevard Hassan II, Cocody, Abidjan', type: 'hotel', zone: 'west-africa', lat: 5.3256, lng: -4.0069 },
  { name: 'Pullman Abidjan', city: 'Abidjan', address: 'Rue Abdoulaye Fadiga, Plateau, Abidjan', type: 'hotel', zone: 'west-africa', lat: 5.3206, lng: -4.0197 },
  { name: 'Radisson Blu Hotel Abidjan Airport', city: 'Abidjan', address: "Boulevard de l'Aéroport, Port-Bouët, Abidjan", type: 'hotel', zone: 'west-africa', lat: 5.2582, lng: -3.9305 },
  { name: 'Omni Parker House', city: 'Boston', address: '60 School Street, Boston, MA 02108', type: 'hotel', zone: 'us-northeast', lat: 42.3577, lng: -71.0603 },
  { name: 'Boston Harbor Hotel', city: 'Boston', address: '70 Rowes Wharf, Boston, MA 02110', type: 'hotel', zone: 'us-northeast', lat: 42.3567, lng: -71.0503 },
  { name: 'The Plaza', city: 'New York', address: '768 Fifth Avenue, New York, NY 10019', type: 'hotel', zone: 'us-northeast', lat: 40.7646, lng: -73.9744 },
  { name: 'New York Hilton Midtown', city: 'New York', address: '1335 Avenue of the Americas, New York, NY 10019', type: 'hotel', zone: 'us-northeast', lat: 40.7624, lng: -73.9792 },
]

// biome-ignore format: one place per line reads as a table
export const PLACE_LANDMARKS: readonly TPlaceData[] = [
  { name: "Cathédrale Saint-Paul d'Abidjan", city: 'Abidjan', address: 'Boulevard Angoulvant, Plateau, Abidjan', type: 'landmark', category: 'tourism', zone: 'west-africa', lat: 5.3297, lng: -4.0203 },
  { name: 'Parc National du Banco', city: 'Abidjan', address: 'Autoroute du Nord, Adjamé, Abidjan', type: 'landmark', category: 'tourism', zone: 'west-africa', lat: 5.385, lng: -4.053 },
  { name: 'Cap Sud', city: 'Abidjan', address: "Boulevard Valéry Giscard d'Estaing, Marcory, Abidjan", type: 'landmark', category: 'shopping', zone: 'west-africa', lat: 5.2994, lng: -3.9869 },
  { name: 'Bourse Régionale des Valeurs Mobilières (BRVM)', city: 'Abidjan', address: '18 Avenue Joseph Anoma, Plateau, Abidjan', type: 'landmark', category: 'business', zone: 'west-africa', lat: 5.3196, lng: -4.0185 },
  { name: 'Palais présidentiel', city: 'Abidjan', address: 'Boulevard Clozel, Plateau, Abidjan', type: 'landmark', category: 'government', zone: 'west-africa', lat: 5.3187, lng: -4.0164 },
  { name: 'Cité Administrative du Plateau', city: 'Abidjan', address: 'Boulevard Angoulvant, Plateau, Abidjan', type: 'landmark', category: 'government', zone: 'west-africa', lat: 5.3262, lng: -4.0176 },
  { name: 'Faneuil Hall Marketplace', city: 'Boston', address: '4 South Market Street, Boston, MA 02109', type: 'landmark', category: 'tourism', zone: 'us-northeast', lat: 42.36, lng: -71.0545 },
  { name: 'Massachusetts State House', city: 'Boston', address: '24 Beacon Street, Boston, MA 02133', type: 'landmark', category: 'government', zone: 'us-northeast', lat: 42.3588, lng: -71.0638 },
  { name: 'Prudential Center', city: 'Boston', address: '800 Boylston Street, Boston, MA 02199', type: 'landmark', category: 'shopping', zone: 'us-northeast', lat: 42.3471, lng: -71.0825 },
  { name: 'Boston Common', city: 'Boston', address: '139 Tremont Street, Boston, MA 02111', type: 'landmark', category: 'tourism', zone: 'us-northeast', lat: 42.3551, lng: -71.0657 },
  { name: 'Federal Reserve Bank of Boston', city: 'Boston', address: '600 Atlantic Avenue, Boston, MA 02210', type: 'landmark', category: 'business', zone: 'us-northeast', lat: 42.3526, lng: -71.0552 },
  { name: 'Times Square', city: 'New York', address: 'Broadway and 7th Avenue, New York, NY 10036', type: 'landmark', category: 'tourism', zone: 'us-northeast', lat: 40.758, lng: -73.9855 },
  { name: 'Empire State Building', city: 'New York', address: '20 West 34th Street, New York, NY 10001', type: 'landmark', category: 'tourism', zone: 'us-northeast', lat: 40.7484, lng: -73.9857 },
  { name: 'New York Stock Exchange', city: 'New York', address: '11 Wall Street, New York, NY 10005', type: 'landmark', category: 'business', zone: 'us-northeast', lat: 40.7069, lng: -74.0113 },
  { name: 'United Nations Headquarters', city: 'New York', address: '405 East 42nd Street, New York, NY 10017', type: 'landmark', category: 'government', zone: 'us-northeast', lat: 40.7489, lng: -73.968 },
  { name: "Macy's Herald Square", city: 'New York', address: '151 West 34th Street, New York, NY 10001', type: 'landmark', category: 'shopping', zone: 'us-northeast', lat: 40.7508, lng: -73.989 },
  { name: 'Central Park', city: 'New York', address: 'Central Park, Manhattan, New York, NY 10024', type: 'landmark', category: 'tourism', zone: 'us-northeast', lat: 40.7829, lng: -73.9654 },
]

/** Beyond the spec's list: hotels and landmarks of Accra and Dakar, so that their airport rides have a destination. */
// biome-ignore format: one place per line reads as a table
export const PLACE_ACCRA_DAKAR: readonly TPlaceData[] = [
  { name: 'Kempinski Hotel Gold Coast City Accra', city: 'Accra', address: 'Gamel Abdul Nasser Avenue, Ridge, Accra', type: 'hotel', zone: 'west-africa', lat: 5.5667, lng: -0.1995 },
  { name: 'Labadi Beach Hotel', city: 'Accra', address: '1 La Bypass, Labadi, Accra', type: 'hotel', zone: 'west-africa', lat: 5.5597, lng: -0.149 },
  { name: 'Accra Marriott Hotel', city: 'Accra', address: 'Liberation Road, Airport City, Accra', type: 'hotel', zone: 'west-africa', lat: 5.6005, lng: -0.178 },
  { name: 'Kwame Nkrumah Memorial Park', city: 'Accra', address: 'High Street, Accra', type: 'landmark', category: 'tourism', zone: 'west-africa', lat: 5.5446, lng: -0.2022 },
  { name: 'Independence Square', city: 'Accra', address: 'Castle Road, Osu, Accra', type: 'landmark', category: 'government', zone: 'west-africa', lat: 5.5483, lng: -0.1923 },
  { name: 'Accra Mall', city: 'Accra', address: 'Spintex Road, Tetteh Quarshie Interchange, Accra', type: 'landmark', category: 'shopping', zone: 'west-africa', lat: 5.6225, lng: -0.1735 },
  { name: 'Radisson Blu Hotel Dakar Sea Plaza', city: 'Dakar', address: 'Route de la Corniche Ouest, Dakar', type: 'hotel', zone: 'west-africa', lat: 14.6906, lng: -17.4712 },
  { name: 'Pullman Dakar Teranga', city: 'Dakar', address: '10 rue Colbert, Plateau, Dakar', type: 'hotel', zone: 'west-africa', lat: 14.668, lng: -17.429 },
  { name: 'King Fahd Palace', city: 'Dakar', address: 'Pointe des Almadies, Dakar', type: 'hotel', zone: 'west-africa', lat: 14.7448, lng: -17.5163 },
  { name: 'Monument de la Renaissance africaine', city: 'Dakar', address: 'Collines des Mamelles, Ouakam, Dakar', type: 'landmark', category: 'tourism', zone: 'west-africa', lat: 14.7222, lng: -17.495 },
  { name: "Place de l'Indépendance", city: 'Dakar', address: "Place de l'Indépendance, Plateau, Dakar", type: 'landmark', category: 'business', zone: 'west-africa', lat: 14.6681, lng: -17.4316 },
  { name: 'Palais de la République', city: 'Dakar', address: 'Avenue Léopold Sédar Senghor, Plateau, Dakar', type: 'landmark', category: 'government', zone: 'west-africa', lat: 14.6641, lng: -17.4354 },
  { name: 'Marché Sandaga', city: 'Dakar', address: 'Avenue Émile Badiane, Plateau, Dakar', type: 'landmark', category: 'shopping', zone: 'west-africa', lat: 14.673, lng: -17.4355 },
]

/** Every local place: the spec's 9 airports, 7 hotels and 17 landmarks, plus Accra and Dakar. */
export const PLACES: readonly TPlaceData[] = [
  ...PLACE_AIRPORTS,
  ...PLACE_HOTELS,
  ...PLACE_LANDMARKS,
  ...PLACE_ACCRA_DAKAR,
]
