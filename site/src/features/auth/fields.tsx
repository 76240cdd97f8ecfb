import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'

type FieldProps = {
  name: string
  label: string
  value: string
  error?: string
  type?: string
  autoComplete?: string
  required?: boolean
  onChange: (name: string, value: string) => void
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({
  name,
  label,
  value,
  error,
  type = 'text',
  autoComplete,
  required,
  onChange,
}: FieldProps) {
  const id = useId()
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

type PasswordProps = Omit<FieldProps, 'type'> & { showLabel: string; hideLabel: string }

/** A password input with a show/hide toggle (a real button, its state announced). */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordProps) {
  const [visible, setVisible] = useState(false)
  const id = useId()
  return (
    <div className="form-field">
      <label htmlFor={id}>{props.label}</label>
      <div className="password-input">
        <input
          id={id}
          name={props.name}
          type={visible ? 'text' : 'password'}
          value={props.value}
          autoComplete={props.autoComplete}
          required={props.required}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(event) => props.onChange(props.name, event.target.value)}
        />
        <button
          type="button"
          className="password-toggle"
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        >
          {visible ? hideLabel : showLabel}
        </button>
      </div>
      {props.error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  )
}

/**
 * A form's state: values, per-field errors cleared as soon as that field is edited (spec §4).
 * What a visitor typed before the island hydrated is taken over from the inputs, not lost.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const formRef = useRef<HTMLFormElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, at hydration
  useEffect(() => {
    const elements = formRef.current?.elements
    if (!elements) return
    const typed: Record<string, string> = {}
    for (const name of Object.keys(initial)) {
      const input = elements.namedItem(name)
      if (input instanceof HTMLInputElement && input.value !== '') typed[name] = input.value
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }))
  }, [])
  const onChange = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _cleared, ...rest } = current
      return rest
    })
  }
  return { values, setValues, errors, setErrors, onChange, formRef }
}
