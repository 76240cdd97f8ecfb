import { type CarrierCode, isSellableTogether } from './carriers'
import { HUBS, NONSTOP_ROUTES } from './routes'

/** Who flies nonstop from an airport to another (both directions of every listed route). */
const NONSTOPS = new Map<string, Map<string, readonly CarrierCode[]>>()
for (const { a, b, carriers } of NONSTOP_ROUTES) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const byDestination = NONSTOPS.get(from) ?? new Map<string, readonly CarrierCode[]>()
    byDestination.set(to, carriers)
    NONSTOPS.set(from, byDestination)
  }
}

/** The airlines flying nonstop between two airports (none when the route is not in the table). */
export const nonstopCarriers = (from: string, to: string): readonly CarrierCode[] =>
  NONSTOPS.get(from)?.get(to) ?? []

const HUB_CODES = Object.keys(HUBS)

/** A way to fly: the airports in order and the airline of each flight. */
export type Routing = { airports: string[]; carriers: CarrierCode[] }

/** The carrier combinations of a path that sell on one ticket, single-airline ones first, at most `limit`. */
function sellableCarriers(airports: string[], limit: number): CarrierCode[][] {
  let combos: CarrierCode[][] = [[]]
  for (let index = 0; index + 1 < airports.length; index += 1) {
    const options = nonstopCarriers(airports[index]!, airports[index + 1]!)
    combos = combos.flatMap((combo) => options.map((carrier) => [...combo, carrier]))
  }
  const sellable = combos.filter(isSellableTogether)
  const airlineCount = (combo: CarrierCode[]) => new Set(combo).size
  return sellable.sort((a, b) => airlineCount(a) - airlineCount(b)).slice(0, limit)
}

/**
 * Every way from `origin` to `destination` the engine sells: the nonstops of the table, then one
 * stop through a listed hub; only when neither exists, two stops through two listed hubs.
 * `distanceKm` keeps out detours longer than a traveller would accept.
 */
export function findRoutings(
  origin: string,
  destination: string,
  distanceKm: (from: string, to: string) => number,
): Routing[] {
  const direct = distanceKm(origin, destination)
  const within = (airports: string[], factor: number) => {
    let flown = 0
    for (let index = 0; index + 1 < airports.length; index += 1)
      flown += distanceKm(airports[index]!, airports[index + 1]!)
    return flown <= direct * factor
  }
  const routings: Routing[] = []
  const add = (airports: string[], limit: number) => {
    for (const carriers of sellableCarriers(airports, limit)) routings.push({ airports, carriers })
  }
  if (nonstopCarriers(origin, destination).length > 0) add([origin, destination], 4)
  for (const hub of HUB_CODES) {
    if (hub === origin || hub === destination) continue
    const path = [origin, hub, destination]
    if (
      nonstopCarriers(origin, hub).length &&
      nonstopCarriers(hub, destination).length &&
      within(path, 1.8)
    ) {
      add(path, 2)
    }
  }
  if (routings.length > 0) return routings
  for (const first of HUB_CODES) {
    if (first === origin || first === destination || !nonstopCarriers(origin, first).length) continue
    for (const second of HUB_CODES) {
      if (second === first || second === origin || second === destination) continue
      const path = [origin, first, second, destination]
      if (
        nonstopCarriers(first, second).length &&
        nonstopCarriers(second, destination).length &&
        within(path, 2)
      ) {
        add(path, 1)
      }
    }
  }
  return routings
}
