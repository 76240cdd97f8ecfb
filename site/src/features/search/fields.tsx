/** A labelled date input; `min` keeps past dates (or dates before the start) out of reach. */
export function DateField(props: {
  id: string
  label: string
  value: string
  min?: string
  isInvalid?: boolean
  onChange: (value: string) => void
}) {
  return (
    <div className="search-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="date"
        min={props.min || undefined}
        value={props.value}
        aria-invalid={props.isInvalid || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  )
}

/** A labelled free-text input. */
export function TextField(props: {
  id: string
  label: string
  value: string
  placeholder?: string
  isInvalid?: boolean
  onChange: (value: string) => void
}) {
  return (
    <div className="search-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="text"
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.isInvalid || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  )
}

/** The form's error, announced when it appears. */
export function SearchError({ message }: { message: string | null }) {
  return (
    <p className="search-error" role="alert">
      {message}
    </p>
  )
}
