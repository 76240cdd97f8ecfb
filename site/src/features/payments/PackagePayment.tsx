import { PaymentArea, type PaymentAreaProps } from './PaymentArea'

/**
 * /payment without a chosen trip: the packages by tab and their pay buttons (or why a link's
 * choice cannot be paid). The chosen trip's cards are SelectedTripPayment's: not loaded here.
 */
export default function PackagePayment(props: PaymentAreaProps) {
  return <PaymentArea {...props} />
}
