import type { PayloadRequest } from 'payload'
import { csvRow, UTF8_BOM } from './csv'
import { surveyResponsesAfter } from './surveyColumns'

/** Rows read per query: memory stays the same whatever the number of responses. */
const BATCH_SIZE = 500

const HEADER = [
  'id',
  'submitted_at',
  'language',
  'travels_annually',
  'interested_savings_account',
  'monthly_amount',
  'money_preference',
  'attractive_benefits',
  'concerns',
  'concerns_other',
  'ready_to_try',
  'email',
]

/**
 * GET /api/travel-savings/survey/export: every response as CSV, read in batches by id (keyset, so
 * each batch is an index range and nothing is held beyond it), UTF-8 with a BOM, one header row.
 */
export function csvStream(req: PayloadRequest): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let lastId = 0
  let isDone = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(UTF8_BOM + csvRow(HEADER)))
    },
    // Called only when the reader wants more: a slow download never makes the cms read ahead.
    async pull(controller) {
      if (isDone) return
      const batch = await surveyResponsesAfter(req, lastId, BATCH_SIZE)
      const text = batch
        .map((response) =>
          csvRow([
            response.id,
            response.submittedAt,
            response.language,
            response.travelsAnnually,
            response.interestedSavingsAccount,
            response.monthlyAmount,
            response.moneyPreference,
            response.attractiveBenefits.join('; '),
            response.concerns,
            response.concernsOther,
            response.readyToTry,
            response.email,
          ]),
        )
        .join('')
      if (text) controller.enqueue(encoder.encode(text))
      lastId = Number(batch.at(-1)?.id ?? lastId)
      if (batch.length < BATCH_SIZE) {
        isDone = true
        controller.close()
      }
    },
  })
}
