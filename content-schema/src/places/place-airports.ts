import type { TPlaceData } from './place.ts'

// A module of its own: the taxi form's browser code needs the airports alone, not every place
// (places.ts, whose PLACES spread keeps them all in the bundle; issue 41).
/** Airports the taxi form knows locally (spec 02 §3): the northeast US and West Africa. */
// biome-ignore format: one place per line reads as a table
export const PLACE_AIRPORTS: readonly TPlaceData[] = [
  { code: 'BOS', name: 'Boston Logan International Airport', city: 'Boston', address: '1 Harborside Drive, East Boston, MA 02128', type: 'airport', zone: 'us-northeast', lat: 42.3656, lng: -71.0096 },
  { code: 'JFK', name: 'John F. Kennedy International Airport', city: 'New York', address: 'Queens, NY 11430', type: 'airport', zone: 'us-northeast', lat: 40.6413, lng: -73.7781 },
  { code: 'EWR', name: 'Newark Liberty International Airport', city: 'Newark', address: '3 Brewster Road, Newark, NJ 07114', type: 'airport', zone: 'us-northeast', lat: 40.6895, lng: -74.1745 },
  { code: 'BDL', name: 'Bradley International Airport', city: 'Hartford', address: 'Schoephoester Road, Windsor Locks, CT 06096', type: 'airport', zone: 'us-northeast', lat: 41.9389, lng: -72.6832 },
  { code: 'ALB', name: 'Albany International Airport', city: 'Albany', address: '737 Albany Shaker Road, Albany, NY 12211', type: 'airport', zone: 'us-northeast', lat: 42.7483, lng: -73.8017 },
  { code: 'ABJ', name: 'Félix-Houphouët-Boigny International Airport', city: 'Abidjan', address: 'Port-Bouët, Abidjan', type: 'airport', zone: 'west-africa', lat: 5.2614, lng: -3.9263 },
  { code: 'ACC', name: 'Kotoka International Airport', city: 'Accra', address: 'Airport Road, Accra', type: 'airport', zone: 'west-africa', lat: 5.6052, lng: -0.1668 },
  { code: 'DSS', name: 'Blaise Diagne International Airport', city: 'Dakar', address: 'Diass, Senegal', type: 'airport', zone: 'west-africa', lat: 14.67, lng: -17.0733 },
  { code: 'LOS', name: 'Murtala Muhammed International Airport', city: 'Lagos', address: 'Ikeja, Lagos', type: 'airport', zone: 'west-africa', lat: 6.5774, lng: 3.3212 },
]
