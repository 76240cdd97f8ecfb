import type { CarrierCode } from './carriers'

/** A nonstop route, flown both ways, and the airlines that operate it. */
export type NonstopRoute = {
  readonly a: string
  readonly b: string
  readonly carriers: readonly CarrierCode[]
}

const route = (a: string, b: string, ...carriers: CarrierCode[]): NonstopRoute => ({ a, b, carriers })

/**
 * Real nonstop routes between the airports of the CMS and the airlines that fly them, as
 * published in each airline's own route map and timetable (2024–2025 schedules). Only routes
 * the airline sells as nonstop are listed; a route whose status we could not confirm is left out
 * (the engine then connects through a hub instead, which is what a traveller would book anyway).
 * Flight numbers and departure times are the engine's own, not the airlines'.
 */
// biome-ignore format: one route per line reads as a table
export const NONSTOP_ROUTES: readonly NonstopRoute[] = [
  // United States ↔ West Africa. Delta: JFK–Accra, JFK–Dakar and Atlanta–Lagos (delta.com route
  // map); United: Washington Dulles–Accra and –Lagos (United newsroom, 2021–2022 launches);
  // Ethiopian: Newark–Lomé, the US leg of its Addis Ababa–Lomé–Newark service (ethiopianairlines.com).
  route('JFK', 'ACC', 'DL'),
  route('JFK', 'DSS', 'DL'),
  route('ATL', 'LOS', 'DL'),
  route('IAD', 'ACC', 'UA'),
  route('IAD', 'LOS', 'UA'),
  route('EWR', 'LFW', 'ET'),
  // North America ↔ European, Moroccan and Ethiopian hubs (each carrier's published network).
  route('BOS', 'CDG', 'AF', 'DL'),
  route('BOS', 'LHR', 'BA', 'VS', 'AA'),
  route('BOS', 'AMS', 'DL'),
  route('BOS', 'FRA', 'LH'),
  route('BOS', 'IST', 'TK'),
  route('BOS', 'MAD', 'IB'),
  route('BOS', 'LIS', 'TP'),
  route('BOS', 'FCO', 'AZ'),
  route('JFK', 'CDG', 'AF', 'DL'),
  route('JFK', 'LHR', 'BA', 'VS', 'AA', 'DL'),
  route('JFK', 'AMS', 'KL', 'DL'),
  route('JFK', 'FRA', 'LH'),
  route('JFK', 'BRU', 'SN'),
  route('JFK', 'IST', 'TK'),
  route('JFK', 'MAD', 'IB'),
  route('JFK', 'LIS', 'TP'),
  route('JFK', 'FCO', 'AZ', 'DL'),
  route('JFK', 'CMN', 'AT'),
  route('EWR', 'CDG', 'UA'),
  route('EWR', 'FRA', 'UA', 'LH'),
  route('EWR', 'BRU', 'UA'),
  route('EWR', 'LHR', 'UA'),
  route('EWR', 'IST', 'TK'),
  route('EWR', 'LIS', 'TP', 'UA'),
  route('IAD', 'CDG', 'AF', 'UA'),
  route('IAD', 'LHR', 'BA', 'UA'),
  route('IAD', 'FRA', 'LH', 'UA'),
  route('IAD', 'BRU', 'SN', 'UA'),
  route('IAD', 'IST', 'TK'),
  route('IAD', 'LIS', 'TP'),
  route('IAD', 'CMN', 'AT'),
  route('IAD', 'ADD', 'ET'),
  route('IAD', 'AMS', 'KL'),
  route('ATL', 'CDG', 'AF', 'DL'),
  route('ATL', 'AMS', 'DL', 'KL'),
  route('ATL', 'LHR', 'DL', 'VS', 'BA'),
  route('ATL', 'IST', 'TK'),
  route('ORD', 'CDG', 'AF', 'UA'),
  route('ORD', 'LHR', 'BA', 'AA', 'UA'),
  route('ORD', 'FRA', 'LH', 'UA'),
  route('ORD', 'IST', 'TK'),
  route('MIA', 'CDG', 'AF'),
  route('MIA', 'LHR', 'BA', 'AA'),
  route('MIA', 'MAD', 'IB', 'AA'),
  route('MIA', 'LIS', 'TP'),
  route('MIA', 'FRA', 'LH'),
  route('MIA', 'IST', 'TK'),
  route('LAX', 'CDG', 'AF', 'DL'),
  route('LAX', 'LHR', 'BA', 'VS', 'AA', 'UA'),
  route('LAX', 'FRA', 'LH'),
  route('LAX', 'AMS', 'KL'),
  route('LAX', 'IST', 'TK'),
  route('SFO', 'CDG', 'AF', 'UA'),
  route('SFO', 'LHR', 'BA', 'UA', 'VS'),
  route('SFO', 'FRA', 'LH', 'UA'),
  route('SFO', 'AMS', 'KL'),
  route('SFO', 'IST', 'TK'),
  route('SFO', 'LIS', 'TP'),
  route('IAH', 'FRA', 'LH', 'UA'),
  route('IAH', 'LHR', 'BA', 'UA'),
  route('IAH', 'AMS', 'KL'),
  route('IAH', 'IST', 'TK'),
  route('IAH', 'CDG', 'AF'),
  route('DFW', 'LHR', 'BA', 'AA'),
  route('DFW', 'CDG', 'AA'),
  route('PHL', 'LHR', 'AA', 'BA'),
  route('PHL', 'CDG', 'AA'),
  route('CLT', 'LHR', 'AA'),
  route('CLT', 'FRA', 'LH'),
  route('BWI', 'LHR', 'BA'),
  route('YYZ', 'LHR', 'AC', 'BA'),
  route('YYZ', 'CDG', 'AC', 'AF'),
  route('YYZ', 'FRA', 'AC', 'LH'),
  route('YYZ', 'IST', 'TK'),
  route('YYZ', 'LIS', 'TP'),
  route('YYZ', 'AMS', 'KL'),
  route('YUL', 'CDG', 'AF', 'AC'),
  route('YUL', 'LHR', 'AC', 'BA'),
  route('YUL', 'FRA', 'AC', 'LH'),
  route('YUL', 'IST', 'TK'),
  route('YUL', 'CMN', 'AT'),
  route('YUL', 'BRU', 'SN', 'AC'),
  route('YVR', 'LHR', 'BA', 'AC'),
  route('YVR', 'FRA', 'LH'),
  route('YVR', 'AMS', 'KL'),
  route('YVR', 'CDG', 'AF'),
  // Paris ↔ West Africa: Air France (airfrance.com destinations; Bamako, Niamey and Ouagadougou
  // suspended since 2023), Air Côte d'Ivoire to Abidjan, Air Sénégal to Dakar.
  route('CDG', 'ABJ', 'AF', 'HF'),
  route('CDG', 'ACC', 'AF'),
  route('CDG', 'DSS', 'AF', 'HC'),
  route('CDG', 'LOS', 'AF'),
  route('CDG', 'ABV', 'AF'),
  route('CDG', 'LFW', 'AF'),
  route('CDG', 'COO', 'AF'),
  route('CDG', 'CKY', 'AF'),
  // Brussels Airlines' West African network (brusselsairlines.com route map).
  route('BRU', 'ABJ', 'SN'),
  route('BRU', 'DSS', 'SN'),
  route('BRU', 'CKY', 'SN'),
  route('BRU', 'FNA', 'SN'),
  route('BRU', 'ROB', 'SN'),
  route('BRU', 'OUA', 'SN'),
  route('BRU', 'LFW', 'SN'),
  route('BRU', 'COO', 'SN'),
  // KLM (klm.com: Accra, Lagos), Lufthansa (lufthansa.com: Lagos, Abuja), British Airways and Virgin Atlantic (ba.com, virginatlantic.com).
  route('AMS', 'ACC', 'KL'),
  route('AMS', 'LOS', 'KL'),
  route('FRA', 'LOS', 'LH'),
  route('FRA', 'ABV', 'LH'),
  route('LHR', 'ACC', 'BA'),
  route('LHR', 'LOS', 'BA', 'VS'),
  route('LHR', 'ABV', 'BA'),
  // Turkish Airlines' West African network from Istanbul (turkishairlines.com flight network).
  route('IST', 'ABJ', 'TK'),
  route('IST', 'ACC', 'TK'),
  route('IST', 'DSS', 'TK'),
  route('IST', 'LOS', 'TK'),
  route('IST', 'ABV', 'TK'),
  route('IST', 'BKO', 'TK'),
  route('IST', 'OUA', 'TK'),
  route('IST', 'NIM', 'TK'),
  route('IST', 'CKY', 'TK'),
  route('IST', 'COO', 'TK'),
  route('IST', 'LFW', 'TK'),
  // Royal Air Maroc serves every West African capital from Casablanca (royalairmaroc.com).
  route('CMN', 'ABJ', 'AT'),
  route('CMN', 'ACC', 'AT'),
  route('CMN', 'DSS', 'AT'),
  route('CMN', 'LOS', 'AT'),
  route('CMN', 'ABV', 'AT'),
  route('CMN', 'BKO', 'AT'),
  route('CMN', 'OUA', 'AT'),
  route('CMN', 'NIM', 'AT'),
  route('CMN', 'CKY', 'AT'),
  route('CMN', 'FNA', 'AT'),
  route('CMN', 'ROB', 'AT'),
  route('CMN', 'LFW', 'AT'),
  route('CMN', 'COO', 'AT'),
  route('CMN', 'BJL', 'AT'),
  // Ethiopian Airlines from Addis Ababa (ethiopianairlines.com route map).
  route('ADD', 'ABJ', 'ET'),
  route('ADD', 'ACC', 'ET'),
  route('ADD', 'DSS', 'ET'),
  route('ADD', 'LOS', 'ET'),
  route('ADD', 'ABV', 'ET'),
  route('ADD', 'LFW', 'ET'),
  route('ADD', 'BKO', 'ET'),
  route('ADD', 'CKY', 'ET'),
  route('ADD', 'COO', 'ET'),
  // TAP Air Portugal from Lisbon (flytap.com: Accra, Dakar).
  route('LIS', 'ACC', 'TP'),
  route('LIS', 'DSS', 'TP'),
  // Within West Africa: Air Côte d'Ivoire from Abidjan (aircotedivoire.com), ASKY from its Lomé
  // hub (flyasky.com), Air Sénégal from Dakar (flyairsenegal.com), Air Peace (flyairpeace.com).
  route('ABJ', 'ACC', 'HF', 'KP'),
  route('ABJ', 'DSS', 'HF', 'HC'),
  route('ABJ', 'LOS', 'HF', 'P4'),
  route('ABJ', 'LFW', 'HF', 'KP'),
  route('ABJ', 'COO', 'HF'),
  route('ABJ', 'BKO', 'HF'),
  route('ABJ', 'OUA', 'HF'),
  route('ABJ', 'CKY', 'HF'),
  route('ABJ', 'NIM', 'HF'),
  route('ACC', 'LOS', 'P4'),
  route('ACC', 'LFW', 'KP'),
  route('DSS', 'BJL', 'HC'),
  route('DSS', 'CKY', 'HC'),
  route('DSS', 'BKO', 'HC'),
  route('LFW', 'LOS', 'KP'),
  route('LFW', 'ABV', 'KP'),
  route('LFW', 'DSS', 'KP'),
  route('LFW', 'BKO', 'KP'),
  route('LFW', 'OUA', 'KP'),
  route('LFW', 'NIM', 'KP'),
  route('LFW', 'COO', 'KP'),
  route('LFW', 'CKY', 'KP'),
  route('LFW', 'FNA', 'KP'),
  route('LFW', 'ROB', 'KP'),
  route('LFW', 'BJL', 'KP'),
  route('LOS', 'ABV', 'P4'),
  // Feeders inside North America (each carrier's domestic timetable), so that Hartford, Albany and
  // Boston connect to the international gateways.
  route('BDL', 'ATL', 'DL'),
  route('BDL', 'IAD', 'UA'),
  route('BDL', 'ORD', 'UA', 'AA'),
  route('BDL', 'CLT', 'AA'),
  route('BDL', 'PHL', 'AA'),
  route('BDL', 'MIA', 'AA'),
  route('BDL', 'DFW', 'AA'),
  route('ALB', 'ATL', 'DL'),
  route('ALB', 'IAD', 'UA'),
  route('ALB', 'ORD', 'UA'),
  route('ALB', 'CLT', 'AA'),
  route('ALB', 'PHL', 'AA'),
  route('BOS', 'ATL', 'DL'),
  route('BOS', 'IAD', 'UA'),
  route('BOS', 'ORD', 'UA', 'AA'),
  route('BOS', 'JFK', 'DL', 'B6'),
  route('BOS', 'EWR', 'UA'),
  route('BOS', 'PHL', 'AA'),
  route('BOS', 'CLT', 'AA'),
  route('BOS', 'MIA', 'AA', 'B6'),
  route('BOS', 'DFW', 'AA'),
  route('BOS', 'LAX', 'DL', 'AA', 'B6', 'UA'),
  route('BOS', 'SFO', 'UA', 'B6'),
  route('JFK', 'ATL', 'DL'),
  route('JFK', 'LAX', 'DL', 'AA', 'B6'),
  route('JFK', 'SFO', 'DL', 'AA', 'B6'),
  route('JFK', 'MIA', 'AA', 'DL'),
  route('IAD', 'SFO', 'UA'),
  route('IAD', 'LAX', 'UA'),
  route('ATL', 'LAX', 'DL'),
  route('ORD', 'LAX', 'UA', 'AA'),
]

/**
 * The airports where the engine changes planes, each with the airline whose hub it is (its
 * own published network). A connection stops only here; a one-stop itinerary stops at one of these.
 */
// biome-ignore format: one hub per line reads as a table
export const HUBS: Readonly<Record<string, readonly CarrierCode[]>> = {
  CDG: ['AF'],        // Air France, Paris-Charles de Gaulle
  AMS: ['KL'],        // KLM, Amsterdam-Schiphol
  BRU: ['SN'],        // Brussels Airlines, Brussels
  FRA: ['LH'],        // Lufthansa, Frankfurt
  LHR: ['BA', 'VS'],  // British Airways and Virgin Atlantic, London Heathrow
  MAD: ['IB'],        // Iberia, Madrid
  IST: ['TK'],        // Turkish Airlines, Istanbul
  CMN: ['AT'],        // Royal Air Maroc, Casablanca
  ADD: ['ET'],        // Ethiopian Airlines, Addis Ababa
  LIS: ['TP'],        // TAP Air Portugal, Lisbon
  LFW: ['KP'],        // ASKY Airlines, Lomé
  ABJ: ['HF'],        // Air Côte d'Ivoire, Abidjan
  DSS: ['HC'],        // Air Sénégal, Dakar
  JFK: ['DL', 'B6'],  // Delta and JetBlue, New York JFK
  ATL: ['DL'],        // Delta, Atlanta
  IAD: ['UA'],        // United, Washington Dulles
  EWR: ['UA'],        // United, Newark
  ORD: ['UA', 'AA'],  // United and American, Chicago O'Hare
  CLT: ['AA'],        // American, Charlotte
  PHL: ['AA'],        // American, Philadelphia
  MIA: ['AA'],        // American, Miami
  DFW: ['AA'],        // American, Dallas/Fort Worth
  YYZ: ['AC'],        // Air Canada, Toronto
  YUL: ['AC'],        // Air Canada, Montreal
}
