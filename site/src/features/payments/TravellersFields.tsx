import { TRAVELLER_TITLES } from '@nexovia/content-schema/payments/travellers'
import { DateField, EmailField, SelectField, TextField } from '../../lib/forms/fields'
import { CountryField } from '../account/CountryField'
import type { CountryOption } from '../account/countries'
import { MessagesFields } from './MessagesFields'
import type { PackagePaymentT } from './paymentMessages'
import { type TravellersForm, type TravellersSetup, travellerFieldName } from './useTravellersForm'

type Props = {
  t: PackagePaymentT
  form: TravellersForm
  setup: TravellersSetup
  countries: readonly CountryOption[]
}

/** One fieldset per passenger (names as in the passport, passport details), then the booking's contact. */
export function TravellersFields({ t, form, setup, countries }: Props) {
  // Passport fields are marked required only where the trip needs them (flights).
  const label = (text: string) =>
    setup.isPassportRequired ? t('travellers.required', { label: text }) : text
  // A flight's forms come in the search's order (adults, children, infants): each says which it is.
  const passengerLegend = (index: number) => {
    const type = setup.passengerTypes?.[index]
    return type
      ? t('travellers.passengerOfType', { number: index + 1, type: t(`travellers.type.${type}`) })
      : t('travellers.passenger', { number: index + 1 })
  }
  return (
    <div className="travellers" data-testid="travellers">
      <h4>{t('travellers.title')}</h4>
      <p className="form-hint">
        {t('travellers.intro')}{' '}
        {setup.isPassportRequired || setup.isRequired ? '' : t('travellers.introOptional')}
      </p>
      {Array.from({ length: setup.count }, (_, index) => {
        const name = (field: Parameters<typeof travellerFieldName>[1]) => travellerFieldName(index, field)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: passengers are numbered, never reordered
          <fieldset key={index} className="travellers__passenger" data-testid={`traveller-${index + 1}`}>
            <legend>{passengerLegend(index)}</legend>
            <div className="travellers__grid">
              <SelectField
                {...form.field(name('title'))}
                label={t('travellers.field.title')}
                placeholder={t('travellers.field.titleChoose')}
                // French has one "Mme" for Ms and Mrs: one option per word a reader sees.
                options={TRAVELLER_TITLES.map((title) => ({
                  value: title,
                  label: t(`travellers.titles.${title}`),
                })).filter(
                  (option, index, all) => all.findIndex(({ label }) => label === option.label) === index,
                )}
              />
              <TextField
                {...form.field(name('given_names'))}
                label={t('travellers.field.givenNames')}
                autoComplete="given-name"
              />
              <TextField
                {...form.field(name('surname'))}
                label={t('travellers.field.surname')}
                autoComplete="family-name"
              />
              <DateField {...form.field(name('birth_date'))} label={label(t('travellers.field.birthDate'))} />
              <CountryField
                {...form.field(name('nationality'))}
                label={label(t('travellers.field.nationality'))}
                placeholder={t('travellers.field.nationalityChoose')}
                countries={countries}
              />
              <TextField
                {...form.field(name('passport_number'))}
                label={label(t('travellers.field.passportNumber'))}
                autoComplete="off"
              />
              <div>
                <DateField
                  {...form.field(name('passport_expiry'))}
                  label={label(t('travellers.field.passportExpiry'))}
                />
                {setup.isPassportRequired && (
                  <p className="form-hint">
                    {t('travellers.passportHint', { date: setup.passportNeededUntilText })}
                  </p>
                )}
              </div>
            </div>
          </fieldset>
        )
      })}
      <fieldset className="travellers__passenger">
        <legend>{t('travellers.contact')}</legend>
        <div className="travellers__grid">
          <EmailField {...form.field('contact_email')} label={t('travellers.field.contactEmail')} />
          <TextField
            {...form.field('contact_phone')}
            type="tel"
            autoComplete="tel"
            label={t('travellers.field.contactPhone')}
          />
        </div>
      </fieldset>
      <MessagesFields t={t} form={form} countries={countries} />
    </div>
  )
}
