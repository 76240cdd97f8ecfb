import type { ManageT } from './manageMessages'

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
