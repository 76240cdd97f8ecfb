import { type ReactNode, useId, useState } from 'react'

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
  /** The wrapper's class: each form keeps its own look (form-field, search-field, …). */
  className?: string
}

/** The label, the control and its announced error, tied together by ids. */
function FieldFrame(props: FieldProps & { controlId: string; children: ReactNode }) {
  return (
    <div className={props.className ?? 'form-field'}>
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

/** The accessibility attributes of a control: invalid, and described by its error or the banner. */
function controlState(props: FieldProps, controlId: string) {
  const isInvalid = Boolean(props.error) || Boolean(props.isInvalid)
  return {
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': props.error ? `${controlId}-error` : isInvalid ? props.describedBy : undefined,
  }
}

/** A labelled input (text, email, tel, date, …) whose error is announced and tied to it. */
export function TextField(props: FieldProps) {
  const generatedId = useId()
  const id = props.id ?? generatedId
  return (
    <FieldFrame {...props} controlId={id}>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        required={props.required}
        min={props.min || undefined}
        {...controlState(props, id)}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FieldFrame>
  )
}

/** A labelled date input; `min` keeps past dates (or dates before the start) out of reach. */
export const DateField = (props: Omit<FieldProps, 'type'>) => <TextField {...props} type="date" />

/** A labelled multi-line input. */
export function TextAreaField(props: FieldProps & { rows?: number }) {
  const generatedId = useId()
  const id = props.id ?? generatedId
  return (
    <FieldFrame {...props} controlId={id}>
      <textarea
        id={id}
        name={props.name}
        rows={props.rows}
        value={props.value}
        placeholder={props.placeholder}
        required={props.required}
        {...controlState(props, id)}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FieldFrame>
  )
}

/** A password input with a show/hide toggle (a real button, its state announced). */
export function PasswordField(props: FieldProps & { showLabel: string; hideLabel: string }) {
  const [isVisible, setIsVisible] = useState(false)
  const generatedId = useId()
  const id = props.id ?? generatedId
  return (
    <FieldFrame {...props} controlId={id}>
      <div className="password-input">
        <input
          id={id}
          name={props.name}
          type={isVisible ? 'text' : 'password'}
          value={props.value}
          autoComplete={props.autoComplete}
          required={props.required}
          {...controlState(props, id)}
          onChange={(event) => props.onChange(event.target.value)}
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
