import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { useCallback, useRef, useState } from 'react'
import type { z } from 'zod'
import { failureKey } from '../api/failureKey'
import type { ApiAnswer } from '../api/transport'
import { type Messages, messageOr } from './messages'
import type { FormValue } from './typedBeforeHydration'
import { useHydratedForm } from './useHydratedForm'
import { type FieldErrors, type Validation, validate } from './validate'

/** A form's values: mostly text and checkboxes, also lists (checked boxes) or a chosen place. */
type Values = Record<string, unknown>
type Typed = Record<string, FormValue>

type Options<V extends Values, K extends UiKey, S extends z.ZodType> = {
  initial: V
  /**
   * Loads the form's shared zod schema. It is imported on first focus and awaited on submit, so
   * zod and the schemas stay out of the page until a visitor starts filling the form. A form the
   * cms checks with no shared schema (a quote, a card) leaves it out: `check` then gives the values.
   */
  schema?: () => Promise<S>
  /** Checks of the form's own, run before the schema (no zod): field name → error key. */
  rules?: (values: V) => FieldErrors
  /**
   * The values typed before hydration, as the form holds them. By default a control's value is
   * taken when a value of the same name and kind (text, checkbox) exists.
   */
  adopt?: (typed: Typed) => Partial<V>
  /** The form's strings in the page's language; error keys are looked up here. */
  messages: Messages<K>
  /** Shown for an error key the form has no string for. */
  fallback: NoInfer<K>
  /** Editing any field clears every error (a form that shows one banner), not just that field's. */
  clearsAllErrorsOnEdit?: boolean
  /** Editing any field also clears the last refusal's message (the form's one banner). */
  clearsFailureOnEdit?: boolean
  /** A refusal to show from the start (one the page was reloaded after). */
  initialFailure?: string
}

/** What was typed into controls of the same names and kinds as the form's values. */
const sameNamesAndKinds = <V extends Values>(initial: V, typed: Typed): Partial<V> =>
  Object.fromEntries(
    Object.entries(typed).filter(
      ([name, value]) => Object.hasOwn(initial, name) && typeof value === typeof initial[name],
    ),
  ) as Partial<V>

/** A successful answer of `send`, typed as its own kind (callEndpoint's carries its data). */
const succeeded = <A extends ApiAnswer>(answer: A): answer is Extract<A, { ok: true }> => answer.ok

/**
 * One form's state: values (adopting what was typed before hydration), per-field errors as
 * dictionary keys cleared as soon as that field is edited (spec 01 §5), field props for the kit's
 * field components, and validation with the shared schema.
 */
export function useForm<V extends Values, K extends UiKey, S extends z.ZodType = z.ZodType<V>>({
  initial,
  schema,
  rules,
  adopt,
  messages,
  fallback,
  clearsAllErrorsOnEdit = false,
  clearsFailureOnEdit = false,
  initialFailure = '',
}: Options<V, K, S>) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [failure, setFailure] = useState(initialFailure)
  const clearFailure = useCallback(() => setFailure(''), [])
  const { formRef, formProps } = useHydratedForm((typed) => {
    const known = adopt ? adopt(typed) : sameNamesAndKinds(initial, typed)
    setValues((current) => ({ ...current, ...known }))
  })
  const schemaRef = useRef<Promise<S | undefined> | null>(null)
  const loadSchema = useCallback(() => {
    schemaRef.current ??= (schema?.() ?? Promise.resolve(undefined)).catch((error: unknown) => {
      schemaRef.current = null
      throw error
    })
    return schemaRef.current
  }, [schema])

  const setValue = useCallback(
    <N extends keyof V>(name: N, value: V[N]) => {
      setValues((current) => ({ ...current, [name]: value }))
      if (clearsFailureOnEdit) setFailure('')
      // Editing clears that field's error, and a form-level one (under '') with it.
      setErrors((current) => {
        if (clearsAllErrorsOnEdit) return {}
        if (!(name in current) && !('' in current)) return current
        const { [name as string]: _cleared, '': _formLevel, ...rest } = current
        return rest
      })
    },
    [clearsAllErrorsOnEdit, clearsFailureOnEdit],
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
   * Validates `values` (plus `extra`, such as the locale) with the form's rules, then the schema;
   * shows the errors and returns undefined when invalid. A schema that cannot load reports
   * `errors.network` under `''`.
   */
  async function check(extra?: Values): Promise<z.infer<S> | undefined> {
    const broken = rules?.(values) ?? {}
    if (Object.keys(broken).length > 0) {
      setErrors(broken)
      return undefined
    }
    let loaded: S | undefined
    try {
      loaded = await loadSchema()
    } catch {
      setErrors({ '': 'errors.network' })
      return undefined
    }
    if (!loaded) {
      setErrors({})
      return { ...values, ...extra } as z.infer<S>
    }
    const result: Validation<S> = validate(loaded, { ...values, ...extra })
    if (result.errors) {
      setErrors(result.errors)
      return undefined
    }
    setErrors({})
    return result.data
  }

  /**
   * An onSubmit: validates, sends the data, then `onSuccess`. A refusal shows the cms's field errors
   * and its message (or `failure`'s text); `describeFailure` may word one itself (a 5xx, say).
   */
  const submitWith =
    <A extends ApiAnswer>(options: {
      extra?: Values
      send: (data: z.infer<S>) => Promise<A>
      failure: NoInfer<K>
      /** Given the answer as `send` gave it: callEndpoint's, with its data read by the contract's schema. */
      onSuccess: (answer: Extract<A, { ok: true }>) => void
      /** The page goes elsewhere on success: the button keeps saying it is busy meanwhile. */
      isNavigatingOnSuccess?: boolean
      describeFailure?: (answer: A) => string | undefined
    }) =>
    async (event: React.SyntheticEvent<HTMLFormElement>) => {
      event.preventDefault()
      setFailure('')
      const data = await check(options.extra)
      if (data === undefined) return
      setIsSubmitting(true)
      const answer = await options.send(data)
      if (!answer.ok || !options.isNavigatingOnSuccess) setIsSubmitting(false)
      if (succeeded(answer)) return options.onSuccess(answer)
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
    setFailure,
    clearFailure,
    formRef,
    formProps: { ...formProps, onFocus: () => void loadSchema().catch(() => undefined) },
  }
}
