import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { useCallback, useRef, useState } from 'react'
import type { z } from 'zod'
import { type ApiAnswer, failureKey } from '../api/transport'
import { type Messages, messageOr } from './messages'
import type { FormValue } from './typedBeforeHydration'
import { useHydratedForm } from './useHydratedForm'
import { type FieldErrors, type Validation, validate } from './validate'

type Values = Record<string, FormValue>

type Options<V extends Values, K extends UiKey, S extends z.ZodType> = {
  initial: V
  /**
   * Loads the form's shared zod schema. It is imported on first focus and awaited on submit, so
   * zod and the schemas stay out of the page until a visitor starts filling the form.
   */
  schema: () => Promise<S>
  /** The form's strings in the page's language; error keys are looked up here. */
  messages: Messages<K>
  /** Shown for an error key the form has no string for. */
  fallback: NoInfer<K>
  /** Editing any field clears every error (a form that shows one banner), not just that field's. */
  clearsAllErrorsOnEdit?: boolean
}

/**
 * One form's state: values (adopting what was typed before hydration), per-field errors as
 * dictionary keys cleared as soon as that field is edited (spec 01 §5), field props for the kit's
 * field components, and validation with the shared schema.
 */
export function useForm<V extends Values, K extends UiKey, S extends z.ZodType>({
  initial,
  schema,
  messages,
  fallback,
  clearsAllErrorsOnEdit = false,
}: Options<V, K, S>) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const { formRef, formProps } = useHydratedForm((typed) => {
    const known = Object.fromEntries(Object.entries(typed).filter(([name]) => Object.hasOwn(initial, name)))
    setValues((current) => ({ ...current, ...known }))
  })
  const schemaRef = useRef<Promise<S> | null>(null)
  const loadSchema = useCallback(() => {
    schemaRef.current ??= schema().catch((error: unknown) => {
      schemaRef.current = null
      throw error
    })
    return schemaRef.current
  }, [schema])

  const setValue = useCallback(
    <N extends keyof V>(name: N, value: V[N]) => {
      setValues((current) => ({ ...current, [name]: value }))
      // Editing clears that field's error, and a form-level one (under '') with it.
      setErrors((current) => {
        if (clearsAllErrorsOnEdit) return {}
        if (!(name in current) && !('' in current)) return current
        const { [name as string]: _cleared, '': _formLevel, ...rest } = current
        return rest
      })
    },
    [clearsAllErrorsOnEdit],
  )

  /** The message of a field's error (or, for '', the form's) in the page's language, if any. */
  const errorText = (name: string) => (errors[name] ? messageOr(messages, errors[name], fallback) : undefined)

  /** Props for TextField, PasswordField, TextAreaField, DateField: `<TextField {...field('email')} />`. */
  const field = <N extends keyof V & string>(name: N) => ({
    name,
    value: String(values[name]),
    error: errorText(name),
    onChange: (value: string) => setValue(name, value as V[N]),
  })

  /**
   * Validates `values` (plus `extra`, such as the locale) with the schema; shows the errors and
   * returns undefined when invalid. A schema that cannot load reports `errors.network` under `''`.
   */
  async function check(extra?: Values): Promise<z.infer<S> | undefined> {
    let loaded: S
    try {
      loaded = await loadSchema()
    } catch {
      setErrors({ '': 'errors.network' })
      return undefined
    }
    const result: Validation<S> = validate(loaded, { ...values, ...extra })
    if (result.errors) {
      setErrors(result.errors)
      return undefined
    }
    setErrors({})
    return result.data
  }

  const [isSubmitting, setIsSubmitting] = useState(false)
  const [failure, setFailure] = useState('')
  const clearFailure = useCallback(() => setFailure(''), [])

  /**
   * An onSubmit: validates, sends the data, then `onSuccess`. A refusal shows the cms's field errors
   * and its message (or `failure`'s text); `describeFailure` may word one itself (a 5xx, say).
   */
  const submitWith =
    (options: {
      extra?: Values
      send: (data: z.infer<S>) => Promise<ApiAnswer>
      failure: NoInfer<K>
      onSuccess: (answer: ApiAnswer) => void
      /** The page goes elsewhere on success: the button keeps saying it is busy meanwhile. */
      isNavigatingOnSuccess?: boolean
      describeFailure?: (answer: ApiAnswer) => string | undefined
    }) =>
    async (event: React.SyntheticEvent<HTMLFormElement>) => {
      event.preventDefault()
      setFailure('')
      const data = await check(options.extra)
      if (data === undefined) return
      setIsSubmitting(true)
      const answer = await options.send(data)
      if (!answer.ok || !options.isNavigatingOnSuccess) setIsSubmitting(false)
      if (answer.ok) return options.onSuccess(answer)
      setErrors(answer.fieldErrors ?? {})
      setFailure(
        options.describeFailure?.(answer) ??
          messageOr(messages, failureKey(answer.message, options.failure), options.failure),
      )
    }

  return {
    values,
    setValues,
    setValue,
    errors,
    setErrors,
    errorText,
    field,
    check,
    submitWith,
    isSubmitting,
    /** The form-level message: the last refusal, or a schema that could not load. */
    failure: failure || errorText(''),
    clearFailure,
    formRef,
    formProps: { ...formProps, onFocus: () => void loadSchema().catch(() => undefined) },
  }
}
