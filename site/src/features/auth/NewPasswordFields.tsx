import { PasswordField } from '../../lib/forms/fields'
import type { PASSWORD_TOGGLE_KEYS } from '../../lib/forms/messageGroups'
import type { Translate } from '../../lib/forms/messages'

type FieldProps = { name: string; value: string; error?: string; onChange: (value: string) => void }

/** A new password and its confirmation (sign-up, reset, change) under the password rule's hint, each with its show/hide toggle. */
export function NewPasswordFields(props: {
  field: (name: 'password' | 'confirmPassword') => FieldProps
  passwordLabel: string
  confirmationLabel: string
  /** The toggles' words and the password rule's hint, in the page's language. */
  t: Translate<(typeof PASSWORD_TOGGLE_KEYS)[number] | 'auth.passwordHint'>
}) {
  const { field, t } = props
  return (
    <>
      <p className="auth-form__hint">{t('auth.passwordHint')}</p>
      {[
        { name: 'password' as const, label: props.passwordLabel },
        { name: 'confirmPassword' as const, label: props.confirmationLabel },
      ].map(({ name, label }) => (
        <PasswordField
          key={name}
          {...field(name)}
          autoComplete="new-password"
          label={label}
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
          required
        />
      ))}
    </>
  )
}
