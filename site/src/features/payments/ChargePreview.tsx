import type { Translate } from '../../lib/forms/messages'
import type { chargePreview } from './paymentChoice'

/**
 * What the chosen method will charge when it converts the total (null: it charges the total's own
 * currency), and a notice while the rate is too old to convert at.
 */
export function ChargePreview({
  preview,
  t,
  className,
  testId,
}: {
  preview: ReturnType<typeof chargePreview>
  t: Translate<'payments.method.charged' | 'money.rateStale'>
  className: string
  testId: string
}) {
  if (!preview) return null
  return (
    <>
      <p className={className} data-testid={testId} data-amount={preview.amount}>
        {t('payments.method.charged', { amount: preview.amount, date: preview.date })}
      </p>
      {preview.isPaused && (
        <p className="notice notice--info" data-testid="rate-stale">
          {t('money.rateStale')}
        </p>
      )}
    </>
  )
}
