'use client'
import { useAllFormFields, useForm, useFormModified, useFormSubmitted } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload's form marks itself saved when a save comes back refused (Save greys out, and the refused
 * value looks stored). On the exchange-rates global a refusal names its row (the bound's reason beside
 * it): while a field carries the server's error, the form stays modified, so Save stays available.
 */
export function KeepSaveAfterRefusal() {
  const [fields] = useAllFormFields()
  const { setModified } = useForm()
  const isSubmitted = useFormSubmitted()
  const isModified = useFormModified()
  const isRefused = isSubmitted && Object.values(fields).some((field) => field?.valid === false)
  useEffect(() => {
    if (isRefused && !isModified) setModified(true)
  }, [isRefused, isModified, setModified])
  return null
}
