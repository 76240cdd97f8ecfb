// Apart from transport.ts: a form reads a failure's key without carrying the API client, which loads
// with its first call (callApi.ts, issue 41).

/** A server message key, unless it is the bare 'ok' of a failure: then the form's fallback key. */
export const failureKey = (message: string | undefined, fallback: string) =>
  message && message !== 'ok' ? message : fallback
