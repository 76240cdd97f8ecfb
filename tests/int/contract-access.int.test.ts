/**
 * Every entry of the contract table (content-schema/src/api/) against the route the cms mounts for
 * it: the access the entry declares is the access the route enforces. Signed out, a traveller, staff
 * or admin route answers 401; a traveller on a staff or admin route 403; a public route asks no one
 * to sign in. So a route whose entry declares the wrong rule, or one built around the builder, fails here.
 */
import type { EndpointContract } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'
import { signInTraveller } from '../fixtures/staffApi.ts'

// Payload answers these itself (builtIn): its own rules, not the builder's.
const ROUTES = Object.entries(API).filter(([, contract]) => !(contract as EndpointContract).builtIn) as [
  string,
  EndpointContract,
][]
const SIGNED_IN = ROUTES.filter(([, { access }]) => ['traveller', 'staff', 'admin'].includes(access))
const STAFF_ONLY = ROUTES.filter(([, { access }]) => access === 'staff' || access === 'admin')
// The signed preview link is the permission (its own int test, preview-token): 403 without one.
const PERMISSION_IN_THE_LINK = ['previewDraft']
const PUBLIC = ROUTES.filter(
  ([name, { access }]) => access === 'public' && !PERMISSION_IN_THE_LINK.includes(name),
)

/** Route parameters filled with values of the right shape that name nothing. */
const PARAMS: Record<string, string> = { id: '999999', sessionId: 'cs_test_0000000000', token: 'x' }
const pathOf = ({ path }: EndpointContract) =>
  path.slice('/api'.length).replace(/:([A-Za-z]+)/g, (_match, name: string) => PARAMS[name] ?? 'x')

/** The call as a browser would make it: an empty JSON object as the body of a write. */
const call = (contract: EndpointContract, cookie?: string) =>
  callApi(pathOf(contract), {
    method: contract.method,
    body: contract.method === 'GET' ? undefined : {},
    cookie,
    headersExtra: { origin: new URL(process.env.PUBLIC_SITE_URL!).origin },
  })

let payload: Payload
let traveller: Awaited<ReturnType<typeof signInTraveller>>

beforeAll(async () => {
  payload = await testPayload()
  traveller = await signInTraveller(payload)
})

afterAll(async () => {
  await traveller.remove()
})

describe('the access each contract entry declares', () => {
  it.each(SIGNED_IN)('should answer 401 to %s signed out', async (_name, contract) => {
    expect((await call(contract)).status).toBe(401)
  })

  it.each(STAFF_ONLY)('should answer 403 to %s for a traveller', async (_name, contract) => {
    expect((await call(contract, traveller.cookie)).status).toBe(403)
  })

  it.each(PUBLIC)('should not ask for a sign-in on %s', async (_name, contract) => {
    expect([401, 403]).not.toContain((await call(contract)).status)
  })
})
