import type { Locale } from '@nexovia/content-schema/core'
import type { TTaxiServiceType } from '@nexovia/content-schema/core/enum-schemas'
import { TAXI_SERVICE_TYPES } from '@nexovia/content-schema/core/enums'
import { formatClockTime } from '@nexovia/content-schema/format/times'
import { TAXI_LIMITS, TAXI_TIME_SLOTS } from '@nexovia/content-schema/taxi/constants'
import { CheckboxField, FormNotice, SelectField, TextAreaField, TextField } from '../../lib/forms/fields'
import { PlaceField } from './PlaceField'
import type { TaxiBookingT } from './taxiMessages'
import {
  airportCodeOf,
  earliestPickupDate,
  isFlightNumberInvalid,
  isFlightPickup,
  placeProblems,
  quoteBlockers,
} from './taxiRules'
import type { RideFormState } from './useRideForm'

type Props = {
  locale: Locale
  rideForm: RideFormState
  t: TaxiBookingT
  /** The quote's refusal, if any. */
  quoteError: string
  isQuoting: boolean
  onQuote: () => void
  conciergeHref: string
}

const COUNTS = Array.from({ length: TAXI_LIMITS.passengers.max }, (_, index) => String(index + 1))
const countOptions = (counts: string[]) => counts.map((count) => ({ value: count, label: count }))

/** The ride: places, date and time, passengers, luggage, service, options and notes; 'Get Quote'. */
export function TaxiRideForm({ locale, rideForm, t, quoteError, isQuoting, onQuote, conciergeHref }: Props) {
  const { values, set, onChoosePlace } = rideForm
  const isFromAirport = Boolean(airportCodeOf(values.departure.place))
  const followsFlight = isFromAirport && isFlightPickup(values)
  const blockers = quoteBlockers(values)
  const problems = placeProblems(values)
  const placeField = (name: 'departure' | 'destination') => (
    <PlaceField
      locale={locale}
      name={name}
      label={t(`taxiPage.${name}`)}
      placeholder={t('taxiPage.placePlaceholder')}
      typedAddressLabel={(text) => t('taxiPage.useAddress', { text })}
      notFoundLabel={(text) => t('taxiPage.addressNotFound', { text })}
      value={values[name]}
      onChange={(choice) => set(name, choice)}
      onChoose={onChoosePlace}
    />
  )
  const countField = (name: 'passengers' | 'luggage', counts: string[]) => (
    <SelectField
      id={`taxi-${name}`}
      name={name}
      label={t(`taxiPage.${name}`)}
      value={values[name]}
      options={countOptions(counts)}
      onChange={(value) => set(name, value)}
    />
  )
  return (
    <form
      className="taxi-form"
      onSubmit={(event) => {
        event.preventDefault()
        onQuote()
      }}
      {...rideForm.formProps}
    >
      <div className="taxi-form__places">
        {placeField('departure')}
        {placeField('destination')}
      </div>
      <div className="taxi-form__row">
        {isFromAirport && (
          <TextField
            name="flight_number"
            label={t('taxiPage.flightNumber')}
            value={values.flightNumber}
            autoComplete="off"
            error={isFlightNumberInvalid(values) ? t('validation.flightNumberInvalid') : undefined}
            onChange={(value) => set('flightNumber', value)}
          />
        )}
        <TextField
          name="date"
          type="date"
          label={followsFlight ? t('taxiPage.arrivalDate') : t('taxiPage.date')}
          value={values.date}
          min={earliestPickupDate(values.departure.place, new Date())}
          required
          onChange={(value) => set('date', value)}
        />
        {!followsFlight && (
          <SelectField
            id="taxi-time"
            name="time"
            label={t('taxiPage.time')}
            value={values.time}
            placeholder={t('taxiPage.timePlaceholder')}
            required
            options={TAXI_TIME_SLOTS.map((slot) => ({ value: slot, label: formatClockTime(slot, locale) }))}
            onChange={(value) => set('time', value)}
          />
        )}
        {countField('passengers', COUNTS)}
        {countField('luggage', COUNTS.slice(0, TAXI_LIMITS.luggage.max))}
        <SelectField
          id="taxi-service"
          name="service_type"
          label={t('taxiPage.serviceType')}
          value={values.serviceType}
          options={TAXI_SERVICE_TYPES.map((type) => ({ value: type, label: t(`taxiPage.service.${type}`) }))}
          onChange={(value) => set('serviceType', value as TTaxiServiceType)}
        />
      </div>
      {isFromAirport && (
        <p className="form-hint" id="taxi-flight-hint">
          {t('taxiPage.flightHint')}
        </p>
      )}
      {rideForm.isYangoSwitched && (
        <p className="form-hint" role="status">
          {t('taxiPage.yangoSwitched')}
        </p>
      )}
      <fieldset className="taxi-form__options">
        <legend>{t('taxiPage.options')}</legend>
        <CheckboxField
          name="child_seat"
          label={t('taxiPage.option.childSeat')}
          checked={values.childSeat}
          onChange={(checked) => set('childSeat', checked)}
        />
        <CheckboxField
          name="vip_service"
          label={t('taxiPage.option.vip')}
          checked={values.vip}
          onChange={(checked) => set('vip', checked)}
        />
        <CheckboxField
          name="extra_stop"
          label={t('taxiPage.option.extraStop')}
          checked={values.extraStop}
          onChange={(checked) => set('extraStop', checked)}
        />
      </fieldset>
      {isFromAirport && (
        <TextField
          name="meeting_name"
          label={t('taxiPage.meetingName')}
          value={values.meetingName}
          autoComplete="name"
          onChange={(value) => set('meetingName', value)}
        />
      )}
      <TextAreaField
        name="notes"
        label={t('taxiPage.notes')}
        value={values.notes}
        rows={3}
        onChange={(value) => set('notes', value)}
      />
      <FormNotice tone="error">{quoteError}</FormNotice>
      {(blockers.length > 0 || problems.length > 0) && (
        <p className="form-hint" id="taxi-quote-needs" data-testid="quote-needs">
          {[
            ...problems.map((problem) => t(`taxiPage.problem.${problem}`)),
            ...(blockers.length > 0
              ? [
                  t('taxiPage.needs', {
                    list: new Intl.ListFormat(locale === 'fr' ? 'fr-FR' : 'en-US').format(
                      blockers.map((blocker) => t(`taxiPage.needs.${blocker}`)),
                    ),
                  }),
                ]
              : []),
          ].join(' ')}
        </p>
      )}
      <div className="taxi-form__actions">
        <button
          type="submit"
          className="button"
          disabled={!rideForm.ride || isQuoting}
          aria-describedby={blockers.length || problems.length ? 'taxi-quote-needs' : undefined}
        >
          {isQuoting ? t('taxiPage.quoting') : t('taxiPage.getQuote')}
        </button>
        <a className="button button--secondary" href={conciergeHref}>
          {t('taxiPage.concierge')}
        </a>
      </div>
    </form>
  )
}
