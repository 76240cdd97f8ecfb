import { type ChangeEvent, type ReactNode, useId, useState } from 'react'

/** What every field takes: `useForm().field(name)` gives name, value, error and onChange. */
export type FieldProps = {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The message shown under the field (already in the page's language). */
  error?: string
  /** Marks the field invalid when its message is shown elsewhere (a form-level banner). */
  isInvalid?: boolean
  /** The id of that banner, read out with the field. */
  describedBy?: string
  id?: string
  type?: string
  autoComplete?: string
  placeholder?: string
  required?: boolean
  min?: string
  /** A class added to the kit's `form-field` wrapper, for a form's own layout (search-field, …). */
  className?: string
}

/** The label, the control and its announced error, tied together by ids. */
function FieldFrame(props: FieldProps & { controlId: string; children: ReactNode }) {
  return (
    <div className={props.className ? `form-field ${props.className}` : 'form-field'}>
      <label htmlFor={props.controlId}>{props.label}</label>
      {props.children}
      {props.error && (
        <p id={`${props.controlId}-error`} className="form-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  )
}

/**
 * What every text control takes from the field's props: id, name, value, placeholder, required, the
 * change handler, and invalid / described-by (its own error, else the form's banner).
 */
function controlProps(props: FieldProps, id: string) {
  const isInvalid = Boolean(props.error) || Boolean(props.isInvalid)
  return {
    id,
    name: props.name,
    value: props.value,
    placeholder: props.placeholder,
    required: props.required,
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': props.error ? `${id}-error` : isInvalid ? props.describedBy : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(event.target.value),
  }
}

/** The field's id: the one given (the search panel's stable ids), else a generated one. */
const useFieldId = (props: FieldProps) => {
  const generatedId = useId()
  return props.id ?? generatedId
}

/** A labelled input (text, email, tel, date, …) whose error is announced and tied to it. */
export function TextField(props: FieldProps) {
  const id = useFieldId(props)
  return (
    <FieldFrame {...props} controlId={id}>
      <input
        {...controlProps(props, id)}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        min={props.min || undefined}
      />
    </FieldFrame>
  )
}

/** A required e-mail address: the address keyboard on phones, and the browser's autofill. */
export const EmailField = (props: Omit<FieldProps, 'type' | 'autoComplete'>) => (
  <TextField type="email" autoComplete="email" required {...props} />
)

/** A labelled date input; `min` keeps past dates (or dates before the start) out of reach. */
export const DateField = (props: Omit<FieldProps, 'type'>) => <TextField {...props} type="date" />

/** A labelled multi-line input. */
export function TextAreaField(props: FieldProps & { rows?: number }) {
  const id = useFieldId(props)
  return (
    <FieldFrame {...props} controlId={id}>
      <textarea {...controlProps(props, id)} rows={props.rows} />
    </FieldFrame>
  )
}

/** One choice of a select: the value sent, and the words shown (already in the page's language). */
export type SelectOption = { value: string; label: string }

/**
 * A labelled select whose error is announced and tied to it. `placeholder` adds a first, empty
 * choice ("Choose a time"), which a required select refuses.
 */
export function SelectField(
  props: Omit<FieldProps, 'type' | 'autoComplete' | 'min'> & { options: readonly SelectOption[] },
) {
  const id = useFieldId(props)
  const { placeholder, ...control } = controlProps(props, id)
  return (
    <FieldFrame {...props} controlId={id}>
      <select {...control} onChange={(event) => props.onChange(event.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

/** A password input with a show/hide toggle (a real button, its state announced). */
export function PasswordField(props: FieldProps & { showLabel: string; hideLabel: string }) {
  const [isVisible, setIsVisible] = useState(false)
  const id = useFieldId(props)
  return (
    <FieldFrame {...props} controlId={id}>
      <div className="password-input">
        <input
          {...controlProps(props, id)}
          type={isVisible ? 'text' : 'password'}
          autoComplete={props.autoComplete}
        />
        <button
          type="button"
          className="password-toggle"
          aria-pressed={isVisible}
          onClick={() => setIsVisible(!isVisible)}
        >
          {isVisible ? props.hideLabel : props.showLabel}
        </button>
      </div>
    </FieldFrame>
  )
}

/** A checkbox with its label and announced error (terms, consents). */
export function CheckboxField(props: {
  name: string
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
}) {
  const id = useId()
  return (
    <div className="form-field form-field--checkbox">
      <input
        id={id}
        name={props.name}
        type="checkbox"
        checked={props.checked}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id}>{props.label}</label>
      {props.error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  )
}

/** A form-level message: an error (announced at once) or a confirmation; nothing while empty. */
export function FormNotice({ tone, children }: { tone: 'error' | 'success'; children?: ReactNode }) {
  if (!children) return null
  return (
    <p className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  )
}
