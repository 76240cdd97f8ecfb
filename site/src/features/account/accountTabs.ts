/** The account's tabs, in their order; `admin` only for a traveller also signed in as staff. */
export const ACCOUNT_TABS = [
  'profile',
  'security',
  'bookings',
  'prices',
  'savings',
  'support',
  'admin',
] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

/** The tabs a visitor sees. */
export const accountTabsFor = (isAdmin: boolean): AccountTab[] =>
  ACCOUNT_TABS.filter((tab) => tab !== 'admin' || isAdmin)

/** The tab a `?tab=` names, when the visitor has it; the profile otherwise (absent, unknown, not theirs). */
export function chosenAccountTab(requested: string | null, isAdmin: boolean): AccountTab {
  return accountTabsFor(isAdmin).find((tab) => tab === requested) ?? 'profile'
}

/** The link of a tab: the server renders the tab it names, so a click works before the island hydrates. */
export const accountTabHref = (tab: AccountTab): string => (tab === 'profile' ? '?' : `?tab=${tab}`)
