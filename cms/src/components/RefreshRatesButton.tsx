'use client'
import { isUiKey, translate } from '@nexovia/content-schema'
import { Button, useAuth, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/**
 * The exchange-rates global's "Fetch today's rates" button (administrators): asks the cms to fetch the
 * day's rates from the configured source now (POST /api/money/rates/refresh), then reloads the form.
 */
export function RefreshRatesButton() {
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const router = useRouter()
  const [isBusy, setBusy] = useState(false)
  const [said, setSaid] = useState('')
  if (!(user as { roles?: string[] } | null)?.roles?.includes('admin')) return null
  const locale = i18n.language === 'fr' ? 'fr' : 'en'
  const refresh = async () => {
    setBusy(true)
    const answer = await fetch('/api/money/rates/refresh', { method: 'POST', credentials: 'include' }).catch(
      () => null,
    )
    const body = ((await answer?.json().catch(() => null)) ?? {}) as {
      message?: string
      currencies?: string[]
    }
    setBusy(false)
    if (answer?.ok) {
      setSaid(`${body.currencies?.join(', ') ?? ''} ✓`)
      router.refresh()
      return
    }
    const key = body.message ?? 'money.rates.refreshFailed'
    setSaid(translate(locale, isUiKey(key) ? key : 'money.rates.refreshFailed'))
  }
  return (
    <div className="field-type">
      <Button buttonStyle="secondary" disabled={isBusy} onClick={refresh} type="button">
        {locale === 'fr' ? 'Récupérer les taux du jour' : 'Fetch today’s rates'}
      </Button>
      {said && <p role="status">{said}</p>}
    </div>
  )
}
