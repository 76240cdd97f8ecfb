/**
 * The concierge promise shown beside the form: a reply within 24 hours, 8 AM to 10 PM New York time
 * every day (spec 01). The hours are the seed of the support-teams global's concierge entry, which
 * editors change in the cms beside the chat teams' hours.
 */
export const CONCIERGE_PROMISE = {
  replyWithinHours: 24,
  hoursStart: 8,
  hoursEnd: 22,
  timezone: 'America/New_York',
  days: [1, 2, 3, 4, 5, 6, 7],
} as const

export const CONCIERGE_SERVICE_GROUPS = ['group', 'corporate', 'lastMinute'] as const
