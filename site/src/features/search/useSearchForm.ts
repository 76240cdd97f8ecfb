import { useState } from 'react'
import type { FormValue } from '../../lib/forms/typedBeforeHydration'
import { useHydratedForm } from '../../lib/forms/useHydratedForm'
import type { SearchT } from './searchMessages'

type Options<F> = {
  initial: F
  t: SearchT
  /** The names of the required fields still empty (spec 01 §5); none for the services not open yet. */
  missing?: (form: F) => string[]
  onSearch: (form: F) => void
  /** Takes over what was typed before hydration; by default, every text field of the same name. */
  adopt?: (form: F, typed: Record<string, FormValue>) => F
}

/** Copies typed text into the form's string fields of the same name. */
function adoptText<F>(form: F, typed: Record<string, FormValue>): F {
  const adopted = { ...form } as Record<string, unknown>
  for (const [name, value] of Object.entries(typed)) {
    if (typeof adopted[name] === 'string' && typeof value === 'string') adopted[name] = value
  }
  return adopted as F
}

/**
 * A search tab's state: the form, the fields still missing and the one error the tab shows, the
 * submit that checks them, and the form props that adopt what was typed before hydration.
 */
export function useSearchForm<F>({
  initial,
  t,
  missing = () => [],
  onSearch,
  adopt = adoptText,
}: Options<F>) {
  const [form, setForm] = useState(initial)
  const [missingFields, setMissingFields] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)
  const { formProps } = useHydratedForm((typed) => setForm((current) => adopt(current, typed)))

  const update = (changes: Partial<F>) => {
    setForm((current) => ({ ...current, ...changes }))
    setError(null)
  }

  const onSubmit = (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const stillMissing = missing(form)
    setMissingFields(stillMissing)
    if (stillMissing.length > 0) return setError(t('validation.searchRequiredFields'))
    onSearch(form)
  }

  return {
    form,
    update,
    error,
    isMissing: (name: string) => missingFields.includes(name),
    formProps: { ...formProps, className: 'search-form', onSubmit },
  }
}
