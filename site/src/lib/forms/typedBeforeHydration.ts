export type FormValue = string | boolean

/** True when the control's value is no longer the one the server rendered (the visitor changed it). */
function changedValue(element: Element): FormValue | undefined {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox') {
      return element.checked === element.defaultChecked ? undefined : element.checked
    }
    if (element.type === 'radio')
      return element.checked && !element.defaultChecked ? element.value : undefined
    return element.value === element.defaultValue ? undefined : element.value
  }
  if (element instanceof HTMLTextAreaElement) {
    return element.value === element.defaultValue ? undefined : element.value
  }
  if (element instanceof HTMLSelectElement) {
    const chosen = element.selectedOptions[0]
    return chosen && !chosen.defaultSelected ? element.value : undefined
  }
  return undefined
}

/**
 * What the visitor typed, picked or ticked in the server-rendered form before the island hydrated,
 * by control name. React keeps those values in the page while hydrating but not in its state, so
 * the next render would wipe them: the form adopts them instead.
 */
export function typedBeforeHydration(form: HTMLFormElement): Record<string, FormValue> {
  const typed: Record<string, FormValue> = {}
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name')
    const value = changedValue(element)
    if (name && value !== undefined) typed[name] = value
  }
  return typed
}
