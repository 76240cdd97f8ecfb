import type { UiKey } from '@nexovia/content-schema/i18n/keys'
import { FORM_MESSAGE_KEYS } from '../../lib/forms/formMessages'
import { EMAIL_CHECK_KEYS } from '../../lib/forms/messageGroups'
import type { Messages, Translate } from '../../lib/forms/messages'
import { TRAVELLERS_KEYS } from './travellersMessages'

/** What the cms may answer to a checkout call (spec 02 §8 and the payments contract). */
const CHECKOUT_ANSWER_KEYS = [
  'errors.checkoutFailed',
  'errors.noCheckoutUrl',
  'errors.packageUnavailable',
  'errors.offerNotFound',
  'errors.offerExpired',
  'validation.packageIdRequired',
  'validation.packagePassengersRange',
  'validation.nightsRange',
  'validation.packageRoomsRange',
  'validation.adultsRange',
  'validation.roomsRange',
  'validation.dateRequired',
  'validation.dateInvalid',
  'validation.checkOutBeforeCheckIn',
  ...EMAIL_CHECK_KEYS,
  'validation.validEmail',
  'validation.invalidId',
  'validation.itineraryRequired',
  'paymentErrors.packageNotFound',
  'paymentErrors.hotelNotFound',
  'paymentErrors.roomsUnavailable',
  'paymentErrors.passengersChanged',
  'validation.checkInPast',
  'validation.checkInTooFar',
  'validation.stayTooLong',
  'paymentErrors.checkoutUnavailable',
  'money.rateStale',
  'money.chargeRefused',
] as const satisfies readonly UiKey[]

/** The chosen stay's room and rate plan on the payment page. */
const STAY_KEYS = [
  'hotels.room.label',
  'hotels.plan.label',
  'hotels.plan.refundableUntil',
  'hotels.plan.nonRefundable',
  'hotels.plan.breakfast',
  'hotels.plan.roomOnly',
] as const satisfies readonly UiKey[]

/** The strings of /payment/test's island. */
export const PACKAGE_PAYMENT_KEYS = [
  ...FORM_MESSAGE_KEYS,
  ...CHECKOUT_ANSWER_KEYS,
  ...STAY_KEYS,
  ...TRAVELLERS_KEYS,
  'payments.tabs.label',
  'payments.tabs.flights',
  'payments.tabs.hotels',
  'payments.packages.empty',
  'payments.packages.unavailable',
  'payments.package.perPassenger',
  'payments.package.perRoomNight',
  'payments.field.passengers',
  'payments.field.nights',
  'payments.field.rooms',
  'payments.field.email',
  'payments.field.emailHint',
  'payments.method.label',
  'payments.method.card',
  'payments.method.mobileMoney',
  'payments.method.charged',
  'money.currency.USD',
  'money.currency.EUR',
  'money.currency.XOF',
  'money.currency.GHS',
  'payments.total',
  'payments.pay',
  'payments.processing',
  'payments.retry',
  'payments.selectedFlight.title',
  'payments.selectedFlight.airline',
  'payments.selectedFlight.flightNumber',
  'payments.selectedFlight.route',
  'payments.selectedFlight.stops',
  'payments.selectedFlight.duration',
  'payments.selectedFlight.departure',
  'payments.selectedFlight.arrival',
  'payments.selectedFlight.return',
  'payments.selectedFlight.nextFlights',
  'payments.selectedFlight.travellers',
  'payments.selectedFlight.price',
  'payments.selectedFlight.priceNote',
  'payments.selectedFlight.unavailable',
  'payments.selectedHotel.title',
  'payments.selectedHotel.hotel',
  'payments.selectedHotel.dates',
  'payments.selectedHotel.nights',
  'payments.selectedHotel.guests',
  'payments.selectedHotel.rooms',
  'payments.selectedHotel.price',
  'payments.selectedHotel.unavailable',
] as const satisfies readonly UiKey[]
export type PackagePaymentKey = (typeof PACKAGE_PAYMENT_KEYS)[number]
export type PackagePaymentMessages = Messages<PackagePaymentKey>
export type PackagePaymentT = Translate<PackagePaymentKey>

/** The strings of the built-in test checkout's card form. */
export const TEST_CHECKOUT_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'payments.card.number',
  'payments.card.expiry',
  'payments.card.cvc',
  'payments.card.name',
  'payments.card.pay',
  'payments.card.paying',
  'payments.card.invalidNumber',
  'payments.card.invalidExpiry',
  'payments.card.invalidCvc',
  'payments.card.declined',
  'payments.card.insufficientFunds',
  'payments.checkout.expired',
  'payments.checkout.notFound',
  'payments.checkout.alreadyPaid',
  'payments.checkout.viewConfirmation',
  'payments.checkout.startAgain',
  'payments.retry',
  'paymentErrors.invalidCard',
  'paymentErrors.checkoutUnavailable',
] as const satisfies readonly UiKey[]

export type TestCheckoutKey = (typeof TEST_CHECKOUT_KEYS)[number]

/** The strings of the test checkout's mobile-money form. */
export const MOBILE_MONEY_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'payments.momo.phone',
  'payments.momo.network',
  'payments.momo.country',
  'payments.momo.pay',
  'payments.momo.sending',
  'payments.momo.testHint',
  'payments.momo.approve',
  'payments.momo.waiting',
  'payments.momo.approved',
  'payments.momo.declined',
  'payments.momo.timedOut',
  'payments.momo.tryAgain',
  'payments.momo.payByCard',
  'payments.momo.pendingAgain',
  'payments.momo.redirectIntro',
  'payments.momo.redirectOpen',
  'payments.momo.redirectFollowed',
  'validation.mobileMoneyPhone',
  'paymentErrors.sessionClosed',
  'paymentErrors.sessionNotFound',
  'paymentErrors.checkoutUnavailable',
] as const satisfies readonly UiKey[]

export type MobileMoneyMessages = Messages<(typeof MOBILE_MONEY_KEYS)[number]>
export type TestCheckoutMessages = Messages<TestCheckoutKey>

/** The strings of the success page's payment check. */
export const PAYMENT_CHECK_KEYS = [
  'errors.noPaymentSession',
  'errors.paymentCheckError',
  'errors.paymentStatusFailed',
  'payments.bookingType.flight',
  'payments.bookingType.hotel',
  'payments.bookingType.taxi',
  'payments.success.verifying',
  'payments.success.attempt',
  'payments.success.paid.title',
  'taxiPage.success.refunded.title',
  'taxiPage.success.refunded.text',
  'itinerary.title',
  'itinerary.pickupTitle',
  'payments.success.reference',
  'payments.success.amount',
  'payments.success.type',
  'payments.success.nextSteps.title',
  'payments.success.nextSteps.keepReference',
  'payments.success.nextSteps.account',
  'manage.link',
  'payments.success.nextSteps.flight',
  'payments.success.nextSteps.hotel',
  'payments.success.nextSteps.taxi',
  'payments.success.emailNote',
  'payments.success.backHome',
  'payments.success.print',
  'payments.success.failed.title',
  'payments.success.failed.text',
  'payments.success.processing.title',
  'payments.success.processing.text',
  'payments.success.error.title',
  'payments.success.tryAgain',
  'payments.success.contactSupport',
] as const satisfies readonly UiKey[]
export type PaymentCheckKey = (typeof PAYMENT_CHECK_KEYS)[number]
export type PaymentCheckMessages = Messages<PaymentCheckKey>
