// The limits of these routes, per client and keyed (sign-in failures per account and client, reset
// mails per address), are declared in their contract entries (content-schema/src/api/).
export { TRAVELLER_SIGN_IN_LIMIT } from '@nexovia/content-schema/api/accountEndpoints'
