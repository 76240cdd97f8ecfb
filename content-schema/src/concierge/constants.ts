export const CONCIERGE_SERVICE_GROUPS = ['group', 'corporate', 'lastMinute'] as const
