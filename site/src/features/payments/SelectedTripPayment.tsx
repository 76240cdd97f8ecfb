import { PaymentArea, type PaymentAreaProps } from './PaymentArea'
import { SelectedFlightCard, SelectedHotelCard } from './SelectedCards'

const CARDS = { SelectedFlightCard, SelectedHotelCard }

/** /payment with a flight or stay chosen on a results page: its card and travellers' forms, then its pay button. */
export default function SelectedTripPayment(props: PaymentAreaProps) {
  return <PaymentArea {...props} cards={CARDS} />
}
