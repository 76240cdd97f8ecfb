import { useState } from 'react'
import type { PocketT } from './pocketMessages'
import { forgetTrips } from './tripStore'

/** "Forget this device": every kept trip goes, and the traveller is told so. */
export function ForgetDevice({ t, onForgotten }: { t: PocketT; onForgotten?: () => void }) {
  const [isForgotten, setIsForgotten] = useState(false)
  if (isForgotten) {
    return (
      <p className="notice notice--success" role="status">
        {t('pocket.trips.forgotten')}
      </p>
    )
  }
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={async () => {
        await forgetTrips()
        setIsForgotten(true)
        onForgotten?.()
      }}
    >
      {t('pocket.trips.forget')}
    </button>
  )
}
