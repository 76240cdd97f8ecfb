import { PasswordField } from '../../lib/forms/fields'

type FieldProps = { name: string; value: string; error?: string; onChange: (value: string) => void }

/** A new password and its confirmation (sign-up, reset, change) under the password rule's hint, each with its show/hide toggle. */
export function NewPasswordFields(props: {
  field: (name: 'password' | 'confirmPassword') => FieldProps
  passwordLabel: string
  confirmationLabel: string
  showLabel: string
  hideLabel: string
  /** The password rule, in the page's language (auth.passwordHint). */
  hint: string
}) {
  const { field, showLabel, hideLabel } = props
  return (
    <>
      <p className="auth-form__hint">{props.hint}</p>
      {[
        { name: 'password' as const, label: props.passwordLabel },
        { name: 'confirmPassword' as const, label: props.confirmationLabel },
      ].map(({ name, label }) => (
        <PasswordField
          key={name}
          {...field(name)}
          autoComplete="new-password"
          label={label}
          showLabel={showLabel}
          hideLabel={hideLabel}
          required
        />
      ))}
    </>
  )
}
