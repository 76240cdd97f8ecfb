import type { Page } from '@playwright/test'

/** The smallest touch target on a phone (WCAG 2.5.5, Apple and Google's guidelines). */
export const TOUCH_TARGET_PX = 44

/** What a user can press or type in: every such control must be sized and styled by the site. */
const CONTROLS = [
  'button',
  'a.button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="combobox"]',
  '[role="tab"]',
  'summary',
].join(', ')

/** Computed properties that say whether the site styled a control at all. */
const LOOK = [
  'border-top-style',
  'border-top-width',
  'border-top-color',
  'background-color',
  'border-top-left-radius',
  'padding-top',
  'padding-left',
  'font-size',
  'color',
  'accent-color',
]

export type ControlProblem = { control: string; problem: string }

/**
 * The visible controls of the page that are under the touch target (checked only when `checkSize`)
 * or unstyled: their computed look equals the browser's default for the same element, measured in a
 * blank frame. A checkbox or a radio is measured by its label, which is what a finger presses.
 */
export function controlProblems(page: Page, checkSize: boolean): Promise<ControlProblem[]> {
  return page.evaluate(
    ({ controls, look, minimum, checkSize }) => {
      const frame = document.createElement('iframe')
      frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden'
      document.body.append(frame)
      const blank = frame.contentDocument!
      const problems: { control: string; problem: string }[] = []
      for (const element of document.querySelectorAll<HTMLElement>(controls)) {
        const box = element.getBoundingClientRect()
        const style = getComputedStyle(element)
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue
        const name =
          element.getAttribute('aria-label') ??
          element.getAttribute('name') ??
          (element.textContent ?? '').trim().slice(0, 40)
        const control = `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[${element.getAttribute('type')}]` : ''} "${name}"`
        const isChoice = element.matches('input[type="checkbox"], input[type="radio"]')
        // The label around the box, or the one beside it (for=…): what a finger presses.
        const label = isChoice
          ? (element.closest('label') ?? (element as HTMLInputElement).labels?.[0] ?? null)
          : null
        const height = (label ?? element).getBoundingClientRect().height
        if (checkSize && height < minimum - 0.5)
          problems.push({ control, problem: `${Math.round(height)} px tall` })
        if (isChoice) continue
        const twin = blank.createElement(element.tagName)
        for (const attribute of ['type', 'role']) {
          const value = element.getAttribute(attribute)
          if (value) twin.setAttribute(attribute, value)
        }
        blank.body.append(twin)
        const base = frame.contentWindow!.getComputedStyle(twin)
        if (look.every((property) => style.getPropertyValue(property) === base.getPropertyValue(property)))
          problems.push({ control, problem: 'unstyled (the browser default)' })
        twin.remove()
      }
      frame.remove()
      return problems
    },
    { controls: CONTROLS, look: LOOK, minimum: TOUCH_TARGET_PX, checkSize },
  )
}
