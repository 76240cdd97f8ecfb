import { useState } from 'react'
import { forgetDevice } from './forgetDevice'
import type { PocketT } from './pocketMessages'

/** "Forget this device": every kept trip and the booking notices go, and the traveller is told so. */
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
        await forgetDevice()
        setIsForgotten(true)
        onForgotten?.()
      }}
    >
      {t('pocket.trips.forget')}
    </button>
  )
}
