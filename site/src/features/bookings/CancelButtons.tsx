import type { Locale } from '@nexovia/content-schema/core'
import type { TBookingLookupInput, TManagedBooking } from '@nexovia/content-schema/payments/manage'
import type { ManageMessages, ManageT } from './manageMessages'

/** What a cancel section of manage-booking is given: the booking found, how it was found, and what to do once cancelled. */
export type CancelSectionProps = {
  booking: TManagedBooking
  lookup: TBookingLookupInput
  locale: Locale
  t: ManageT
  messages: ManageMessages
  onCancelled: (booking: TManagedBooking) => void
}

/** A cancel's two answers, after its refund was shown: confirm (disabled while cancelling) or keep the booking. */
export function CancelButtons(props: {
  isCancelling: boolean
  onConfirm: () => void
  onKeep: () => void
  t: ManageT
}) {
  const { t } = props
  return (
    <div className="form-actions">
      <button
        type="button"
        className="button button--danger"
        disabled={props.isCancelling}
        onClick={props.onConfirm}
      >
        {props.isCancelling ? t('manage.cancel.cancelling') : t('manage.cancel.confirm')}
      </button>
      <button type="button" className="button button--secondary" onClick={props.onKeep}>
        {t('manage.cancel.keep')}
      </button>
    </div>
  )
}
