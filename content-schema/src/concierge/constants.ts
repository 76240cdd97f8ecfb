/** The concierge promise shown beside the form: a reply within 24 hours, 8 AM to 10 PM ET every day. */
export const CONCIERGE_PROMISE = {
  replyWithinHours: 24,
  hoursStart: 8,
  hoursEnd: 22,
  timezone: 'America/New_York',
  days: [1, 2, 3, 4, 5, 6, 7],
} as const

export const CONCIERGE_SERVICE_GROUPS = ['group', 'corporate', 'lastMinute'] as const
