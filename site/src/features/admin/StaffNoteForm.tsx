import type { ReactNode, SyntheticEvent } from 'react'
import { TextAreaField } from '../../lib/forms/fields'

type Props = {
  /** The text's field: its name, label, what is typed and its error. */
  field: { name: string; label: string; value: string; onChange: (value: string) => void; error: string }
  button: { label: string; className: string }
  isSaving: boolean
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void
  /** What comes before the field (a heading, what the action does). */
  children?: ReactNode
}

/** A staff action on a booking that takes one required text (a refund's reason, a note), then its button. */
export function StaffNoteForm({ field, button, isSaving, onSubmit, children }: Props) {
  return (
    <form onSubmit={onSubmit} noValidate>
      {children}
      <TextAreaField {...field} required rows={2} />
      <button type="submit" className={button.className} disabled={isSaving}>
        {button.label}
      </button>
    </form>
  )
}
