import {
  NATIONALITY_GROUPS,
  type TNationalityGroup,
} from '@nexovia/content-schema/content/entry-requirements'

/** The select of the entry-requirements panel, found by this name in the server's HTML. */
export const NATIONALITY_SELECT_NAME = 'entry-nationality'

/**
 * The nationality a visitor chose in the server-rendered panel before the island started (issue 41).
 * The island replaces the server's HTML when it starts, so the choice is read, during its first
 * render, from the select still in the page; nothing on the server or before a search.
 */
export function nationalityInPage(): TNationalityGroup | undefined {
  if (typeof document === 'undefined') return undefined
  const select = document.querySelector<HTMLSelectElement>(`select[name="${NATIONALITY_SELECT_NAME}"]`)
  return NATIONALITY_GROUPS.find((group) => group === select?.value)
}
