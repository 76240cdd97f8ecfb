import { API } from '@nexovia/content-schema/api/endpoints'
import type { TDriverAvailability, TTaxiAdminRide } from '@nexovia/content-schema/taxi/admin'
import { type ReactNode, useEffect, useState } from 'react'
import { callEndpoint } from '../../lib/api/callEndpoint'
import { SelectField } from '../../lib/forms/fields'
import type { Translate } from '../../lib/forms/messages'
import type { AdminTaxiMessages } from './adminMessages'
import { ConsoleDialog } from './ConsoleDialog'

type Props = {
  ride: TTaxiAdminRide
  /** The ride's time, as the table shows it (the same element). */
  when: ReactNode
  t: Translate<keyof AdminTaxiMessages>
  /** A refused call (the drivers' list or the assignment): the page says why and reloads. */
  onRefused: (status: number, message: string) => void
  onAssigned: () => void
  onClose: () => void
}

/** 'Assign': a modal listing only the drivers free for the ride, with notes for the driver. */
export function AssignDriverModal({ ride, when, t, onRefused, onAssigned, onClose }: Props) {
  const [drivers, setDrivers] = useState<TDriverAvailability[] | null>(null)
  const [driverId, setDriverId] = useState('')
  const [notes, setNotes] = useState('')
  const [isSaving, setIsSaving] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the modal opens for this ride
  useEffect(() => {
    let isCurrent = true
    void callEndpoint(API.availableDrivers, { query: { ride_request_id: ride.id } }).then((answer) => {
      if (!isCurrent) return
      if (answer.ok) setDrivers(answer.data.drivers.filter((driver) => driver.available))
      else refuse(answer)
    })
    return () => {
      isCurrent = false
    }
  }, [ride.id])

  const refuse = (answer: { status: number; message: string }) => {
    onClose()
    onRefused(answer.status, answer.message)
  }

  async function save(event: React.SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!driverId) return
    setIsSaving(true)
    const answer = await callEndpoint(API.assignDriver, {
      body: { ride_request_id: ride.id, driver_id: Number(driverId), admin_notes: notes },
    })
    setIsSaving(false)
    if (!answer.ok) return refuse(answer)
    onClose()
    onAssigned()
  }

  return (
    <ConsoleDialog
      titleId="taxi-assign-title"
      title={t('taxiAdmin.modal.title')}
      onSubmit={save}
      actions={
        <button type="submit" className="button" disabled={!driverId || isSaving}>
          {t('taxiAdmin.modal.save')}
        </button>
      }
      close={{ label: t('taxiAdmin.modal.cancel'), onClick: onClose }}
    >
      <p>
        {ride.customer_name} · {when}
      </p>
      {!drivers && <p>{t('admin.loading')}</p>}
      {drivers?.length === 0 && <p role="status">{t('taxiAdmin.modal.noDriver')}</p>}
      {drivers && drivers.length > 0 && (
        <SelectField
          id="taxi-assign-driver"
          name="driver_id"
          label={t('taxiAdmin.modal.driver')}
          value={driverId}
          placeholder={t('taxiAdmin.modal.chooseDriver')}
          required
          options={drivers.map((driver) => ({
            value: String(driver.id),
            label: `${driver.name} · ${driver.license_plate}${driver.area ? ` · ${t(`taxiAdmin.area.${driver.area}`)}` : ''}`,
          }))}
          onChange={setDriverId}
        />
      )}
      <div className="form-field">
        <label htmlFor="taxi-assign-notes">{t('taxiAdmin.modal.notes')}</label>
        <textarea
          id="taxi-assign-notes"
          rows={3}
          maxLength={2000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
    </ConsoleDialog>
  )
}
