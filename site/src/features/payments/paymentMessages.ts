import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import { EMAIL_CHECK_KEYS, keysUnder } from '../../lib/forms/messageGroups'
import type { Messages, Translate } from '../../lib/forms/messages'
import { TRAVELLERS_KEYS } from './travellersMessages'

/** What the cms may answer to a checkout call (spec 02 §8 and the payments contract). */
const CHECKOUT_ANSWER_KEYS = [
  ...keysUnder('errors', 'checkoutFailed noCheckoutUrl packageUnavailable offerNotFound offerExpired'),
  ...keysUnder('validation', 'packageIdRequired packagePassengersRange nightsRange packageRoomsRange'),
  ...keysUnder('validation', 'adultsRange roomsRange dateRequired dateInvalid checkOutBeforeCheckIn'),
  ...keysUnder('validation', 'validEmail invalidId itineraryRequired checkInPast checkInTooFar'),
  ...keysUnder('validation', 'stayTooLong'),
  ...EMAIL_CHECK_KEYS,
  ...keysUnder(
    'paymentErrors',
    'packageNotFound hotelNotFound roomsUnavailable noRoomLeftOn roomsShortOn passengersChanged',
  ),
  ...keysUnder('paymentErrors', 'checkoutUnavailable'),
  ...keysUnder('money', 'rateStale chargeRefused'),
] as const satisfies readonly UiKey[]

/** The chosen stay's room and rate plan on the payment page. */
const STAY_KEYS = [
  'hotels.room.label',
  ...keysUnder('hotels.plan', 'label refundableUntil nonRefundable breakfast roomOnly'),
] as const satisfies readonly UiKey[]

/** The strings of the payment page's island (/payment). */
export const PACKAGE_PAYMENT_KEYS = [
  ...FORM_MESSAGE_KEYS,
  ...CHECKOUT_ANSWER_KEYS,
  ...STAY_KEYS,
  ...TRAVELLERS_KEYS,
  ...keysUnder('payments.tabs', 'label flights hotels'),
  ...keysUnder('payments.packages', 'empty unavailable'),
  ...keysUnder('payments.package', 'perPassenger perRoomNight'),
  ...keysUnder('payments.field', 'passengers nights rooms email emailHint'),
  ...keysUnder('payments.method', 'label card mobileMoney charged'),
  ...keysUnder('money.currency', 'USD EUR XOF GHS'),
  ...keysUnder('payments', 'total pay processing retry'),
  ...keysUnder('payments.selectedFlight', 'title airline flightNumber route stops duration departure'),
  ...keysUnder('payments.selectedFlight', 'arrival return nextFlights travellers price priceNote'),
  ...keysUnder('payments.selectedFlight', 'unavailable'),
  ...keysUnder('payments.selectedHotel', 'title hotel dates nights guests rooms price unavailable'),
  ...keysUnder('payments.selectedHotel', 'offerInvalid searchAgain'),
] as const satisfies readonly UiKey[]
export type PackagePaymentKey = (typeof PACKAGE_PAYMENT_KEYS)[number]
export type PackagePaymentMessages = Messages<PackagePaymentKey>
export type PackagePaymentT = Translate<PackagePaymentKey>

/** The strings of the built-in test checkout's card form. */
export const TEST_CHECKOUT_KEYS = [
  ...FORM_MESSAGE_KEYS,
  ...keysUnder('payments.card', 'number expiry cvc name pay paying invalidNumber invalidExpiry'),
  ...keysUnder('payments.card', 'invalidCvc declined insufficientFunds'),
  ...keysUnder('payments.checkout', 'expired notFound alreadyPaid viewConfirmation startAgain'),
  'payments.retry',
  ...keysUnder('paymentErrors', 'invalidCard checkoutUnavailable'),
] as const satisfies readonly UiKey[]

export type TestCheckoutKey = (typeof TEST_CHECKOUT_KEYS)[number]

/** The strings of the test checkout's mobile-money form. */
export const MOBILE_MONEY_KEYS = [
  ...FORM_MESSAGE_KEYS,
  ...keysUnder('payments.momo', 'phone network country pay sending testHint approve waiting approved'),
  ...keysUnder('payments.momo', 'declined timedOut tryAgain payByCard pendingAgain redirectIntro'),
  ...keysUnder('payments.momo', 'redirectOpen redirectFollowed'),
  'validation.mobileMoneyPhone',
  ...keysUnder('paymentErrors', 'sessionClosed sessionNotFound checkoutUnavailable'),
] as const satisfies readonly UiKey[]

export type MobileMoneyMessages = Messages<(typeof MOBILE_MONEY_KEYS)[number]>
export type TestCheckoutMessages = Messages<TestCheckoutKey>

/** The strings of the success page's payment check. */
export const PAYMENT_CHECK_KEYS = [
  ...keysUnder('errors', 'noPaymentSession paymentCheckError paymentStatusFailed'),
  ...keysUnder('payments.bookingType', 'flight hotel taxi'),
  ...keysUnder('payments.success', 'verifying attempt paid.title reference amount type emailNote'),
  ...keysUnder('payments.success', 'backHome print error.title tryAgain contactSupport'),
  ...keysUnder('taxiPage.success.refunded', 'title text'),
  ...keysUnder('itinerary', 'title pickupTitle'),
  ...keysUnder('payments.success.nextSteps', 'title keepReference account flight hotel taxi stayConfirmed'),
  'manage.link',
  ...keysUnder('payments.success.failed', 'title text'),
  ...keysUnder('payments.success.processing', 'title text'),
] as const satisfies readonly UiKey[]
export type PaymentCheckKey = (typeof PAYMENT_CHECK_KEYS)[number]
export type PaymentCheckMessages = Messages<PaymentCheckKey>
