import { translateMessage } from '@nexovia/content-schema'
import { type CollectionBeforeOperationHook, ValidationError } from 'payload'
import { passwordRuleBreach } from '../../../services/accounts/passwordRule'

/** The operations that set a staff password from what someone typed. */
const SETS_PASSWORD = new Set(['create', 'update', 'resetPassword'])

/**
 * Staff passwords follow the travellers' rule (8 to 128 characters, not a common breached one):
 * whoever sets one — an administrator creating an account, staff changing their own, a reset —
 * is refused before anything is written, with the rule's words in the panel's language.
 */
export const staffPasswordRule: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (!SETS_PASSWORD.has(operation) || typeof password !== 'string') return args
  const breach = passwordRuleBreach(password)
  if (!breach) return args
  const locale = req.i18n?.language === 'fr' ? 'fr' : 'en'
  throw new ValidationError({
    collection: collection.slug,
    errors: [{ path: 'password', message: translateMessage(locale, breach) }],
  })
}
