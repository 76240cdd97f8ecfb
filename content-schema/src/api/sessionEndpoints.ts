import { endpoint, schema } from './contract.ts'

const accountAnswers = () => import('../accounts/account-answers.ts')

// Asked by every page's header: a count would cost a write per page view, more than the answer itself
// (the session the cookie names, or nobody).
const OWN_SESSION = { none: 'reads the session of the cookie sent, on every page: a count costs more' }

/**
 * Who is signed in: asked by the header's account button on every page, content pages included
 * (5 KB of JavaScript), so these two entries sit in a table of their own that such a page can load
 * without the rest of the contract. Part of the account area's table (accountEndpoints.ts).
 */
export const SESSION_ENDPOINTS = {
  me: endpoint({
    method: 'GET',
    path: '/api/users/me',
    access: 'public',
    collection: 'users',
    limit: OWN_SESSION,
    answer: schema(accountAnswers, 'ZMe'),
  }),
  /**
   * "Signed in?", asked by every page's account button: 200 either way, since a browser logs a 401
   * as a failed resource on every page a signed-out visitor opens (issue 42).
   */
  accountStatus: endpoint({
    method: 'GET',
    path: '/api/account/status',
    access: 'public',
    limit: OWN_SESSION,
    answer: schema(accountAnswers, 'ZAccountStatus'),
  }),
  /** The signed-in traveller's profile: 401 when no traveller is signed in. */
  account: endpoint({
    method: 'GET',
    path: '/api/account',
    access: 'traveller',
    limit: { none: "the signed-in traveller's own profile" },
    answer: schema(accountAnswers, 'ZAccount'),
  }),
}
