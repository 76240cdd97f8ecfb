import { useState } from 'react'
import type { FormValue } from '../../lib/forms/typedBeforeHydration'
import { useHydratedForm } from '../../lib/forms/useHydratedForm'
import { SEARCH_FIELD } from './SearchForm'
import type { SearchT } from './searchMessages'

/** The fields of a form that hold text (the kit's TextField and DateField edit those). */
type TextFieldName<F> = { [N in keyof F]: F[N] extends string ? N : never }[keyof F] & string

type Options<F> = {
  initial: F
  t: SearchT
  /** The names of the required fields still empty (spec 01 §5); none for the services not open yet. */
  missing?: (form: F) => string[]
  /** What is wrong with a complete form (a field and its message), checked after the missing fields. */
  problem?: (form: F) => { field: string; key: Parameters<SearchT>[0] } | null
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
  problem = () => null,
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
    const wrong = problem(form)
    if (wrong) {
      setMissingFields([wrong.field])
      return setError(t(wrong.key))
    }
    onSearch(form)
  }

  const isMissing = (name: string) => missingFields.includes(name)

  /** Props for a TextField or DateField bound to a text field of the form, with the search look. */
  const field = <N extends TextFieldName<F>>(name: N, id: string, label: string) => ({
    id,
    name,
    label,
    className: SEARCH_FIELD,
    value: String(form[name]),
    isInvalid: isMissing(name),
    onChange: (value: string) => update({ [name]: value } as unknown as Partial<F>),
  })

  return {
    form,
    update,
    field,
    error,
    isMissing,
    formProps: { ...formProps, className: 'search-form', onSubmit },
  }
}
