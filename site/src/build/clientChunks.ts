/**
 * How the browser's JavaScript is cut into files (issue 33: ≤ 5 KB on content pages, ≤ 90 KB with
 * islands). Left to the automatic split, modules that always travel together land in many small
 * chunks (one per set of pages that shares them), and each file costs a request and compresses alone.
 */
const SITE_SHELL = /[\\/]features[\\/]chat[\\/]startChat\.ts$/
const API_CLIENT = /[\\/](lib[\\/]api[\\/]callEndpoint|api[\\/](contract|publicEndpoints))\.ts$/
const API_TABLE =
  /[\\/]api[\\/](endpoints|accountEndpoints|bookingEndpoints|staffEndpoints|sessionEndpoints)\.ts$/

export const CLIENT_CHUNK_GROUPS = [
  // Every page runs the layout's chat card: its code and its static imports (dates, times, the team
  // codes, the locales) in one file; the card's script itself stays a small file that imports it.
  { name: 'site-shell', test: (id: string) => SITE_SHELL.test(id), priority: 3 },
  // What a search calls (callEndpoint, the contract's helpers, the public lookups' entries): one file.
  { name: 'api-client', test: (id: string) => API_CLIENT.test(id), priority: 2 },
  // The rest of the endpoint table, for the islands that call account, booking or staff endpoints.
  { name: 'api-table', test: (id: string) => API_TABLE.test(id), priority: 1 },
]
