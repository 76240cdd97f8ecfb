/** The Travel Savings survey: public submission (validated, stored, rate-limited) and its console (stats, responses, CSV). */

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../fixtures/api.ts'
import { deleteSurveyResponses, insertSurveyResponses, runSql } from '../fixtures/bulkRows.ts'
import { testPayload } from '../fixtures/payload.ts'
import { callConsole, signInStaff } from '../fixtures/staffApi.ts'

let payload: Payload
let admin: Awaited<ReturnType<typeof signInStaff>>
const created: number[] = []

const answers = (overrides: Record<string, unknown> = {}) => ({
  travelsAnnually: 'yes',
  interestedSavingsAccount: 'maybe',
  monthlyAmount: '100',
  moneyPreference: 'digital_platform',
  attractiveBenefits: ['bank_security', 'travel_credit'],
  concerns: 'other',
  concernsOther: 'Exchange rates',
  readyToTry: 'yes',
  email: '',
  language: 'fr',
  ...overrides,
})

async function submit(body: unknown, ip?: string) {
  const answer = await callApi('/travel-savings/survey', { method: 'POST', body, ...(ip ? { ip } : {}) })
  created.push(...[answer.json.id].filter(Boolean).map(Number))
  return answer
}

async function store(data: Record<string, unknown>) {
  const response = await payload.create({
    collection: 'survey-responses',
    data: { submittedAt: new Date().toISOString(), ...data } as never,
  })
  created.push(response.id)
  return response
}

const stats = async () => (await callConsole('/travel-savings/survey/stats', { cookie: admin.cookie })).json

beforeAll(async () => {
  payload = await testPayload()
  admin = await signInStaff(payload, 'admin')
  // The statistics are over the whole table: this file starts from none (a database of the test run).
  await runSql(payload, sql`DELETE FROM survey_responses`)
})

afterEach(async () => {
  await deleteSurveyResponses(payload, created.splice(0))
})

afterAll(async () => {
  await admin.remove()
})

describe('POST /api/travel-savings/survey', () => {
  it('should store the answers with their language and the server time', async () => {
    const answer = await submit({ ...answers(), submittedAt: '2000-01-01T00:00:00.000Z' })
    const stored = await payload.findByID({ collection: 'survey-responses', id: Number(answer.json.id) })
    expect([
      answer.status,
      stored.language,
      stored.attractiveBenefits,
      stored.concernsOther,
      Date.now() - Date.parse(stored.submittedAt) < 60_000,
    ]).toEqual([201, 'fr', ['bank_security', 'travel_credit'], 'Exchange rates', true])
  })

  it('should accept a survey with only its language', async () => {
    expect((await submit({ language: 'en' })).status).toBe(201)
  })

  it('should refuse three benefits and store nothing', async () => {
    const email = `three-${crypto.randomUUID().slice(0, 8)}@example.com`
    const body = answers({
      email,
      attractiveBenefits: ['bank_security', 'travel_credit', 'bonuses_discounts'],
    })
    const answer = await submit(body)
    const stored = await payload.count({
      collection: 'survey-responses',
      where: { email: { equals: email } },
    })
    expect([answer.status, answer.json.fieldErrors, stored.totalDocs]).toEqual([
      400,
      { attractiveBenefits: 'validation.benefitsMax' },
      0,
    ])
  })

  it('should refuse a free-text concern when the concern is not other', async () => {
    const answer = await submit(answers({ concerns: 'service_fees', concernsOther: 'Hidden fees' }))
    expect([answer.status, answer.json.fieldErrors]).toEqual([
      400,
      { concernsOther: 'validation.concernsOtherOnlyWithOther' },
    ])
  })

  it('should refuse a survey without its language', async () => {
    const answer = await submit(answers({ language: undefined }))
    expect([answer.status, Object.keys(answer.json.fieldErrors as object)]).toEqual([400, ['language']])
  })

  it('should refuse a malformed email', async () => {
    const answer = await submit(answers({ email: 'me@' }))
    expect(answer.json.fieldErrors).toEqual({ email: 'validation.validEmail' })
  })

  it('should limit how often one client submits', async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`
    for (let index = 0; index < 10; index += 1) await submit({ language: 'en' }, ip)
    expect((await submit({ language: 'en' }, ip)).status).toBe(429)
  })
})

describe('GET /api/travel-savings/survey/stats', () => {
  it('should give every figure of the statistics, percentages of all responses to one decimal', async () => {
    await store({
      language: 'en',
      travelsAnnually: 'yes',
      interestedSavingsAccount: 'yes',
      monthlyAmount: '50',
      moneyPreference: 'partner_bank',
      attractiveBenefits: ['bank_security', 'travel_credit'],
      concerns: 'other',
      concernsOther: 'Exchange rates',
      readyToTry: 'yes',
      email: 'first@example.com',
    })
    await store({
      language: 'fr',
      travelsAnnually: 'no',
      interestedSavingsAccount: 'maybe',
      monthlyAmount: '200_plus',
      moneyPreference: 'digital_platform',
      attractiveBenefits: ['bank_security'],
      concerns: 'service_fees',
      readyToTry: 'maybe',
    })
    await store({ language: 'fr' })
    const one = { count: 1, percent: 33.3 }
    const two = { count: 2, percent: 66.7 }
    const none = { count: 0, percent: 0 }
    expect(await stats()).toEqual({
      totalResponses: 3,
      emailCount: 1,
      emailCaptureRate: 33.3,
      languages: { en: one, fr: two },
      travelsAnnually: { yes: one, no: one },
      interestedSavingsAccount: { yes: one, no: none, maybe: one },
      monthlyAmount: { '50': one, '100': none, '150': none, '200_plus': one },
      moneyPreference: { partner_bank: one, digital_platform: one, dont_matter: none },
      popularBenefits: {
        bank_security: two,
        bonuses_discounts: none,
        personalized_assistance: none,
        travel_credit: one,
      },
      mainConcerns: { lack_trust: none, service_fees: one, withdrawal_flexibility: none, other: one },
      readyToTry: { yes: one, no: none, maybe: one },
    })
  })

  it('should count a new submission at once', async () => {
    const before = await stats()
    await submit(answers({ readyToTry: 'no' }))
    const after = await stats()
    const readyNo = (figures: Record<string, unknown>) =>
      (figures.readyToTry as { no: { count: number } }).no.count
    expect([
      Number(after.totalResponses) - Number(before.totalResponses),
      readyNo(after) - readyNo(before),
    ]).toEqual([1, 1])
  })
})

describe('GET /api/travel-savings/survey/responses', () => {
  const list = async (query: string) =>
    (await callConsole(`/travel-savings/survey/responses?${query}`, { cookie: admin.cookie })).json as {
      responses: { id: number; language: string; attractiveBenefits: string[] }[]
      pagination: Record<string, unknown>
    }

  it('should page past the first 20', async () => {
    const email = `paging-${crypto.randomUUID().slice(0, 8)}@example.com`
    created.push(...(await insertSurveyResponses(payload, { count: 25, email })))
    const secondPage = await list(`search=${email}&skip=20`)
    expect([secondPage.responses.length, secondPage.pagination]).toEqual([
      5,
      { total: 25, skip: 20, limit: 20, hasMore: false },
    ])
  })

  it('should find responses by their email in any case', async () => {
    const email = `search-${crypto.randomUUID().slice(0, 8)}@example.com`
    const ids = await insertSurveyResponses(payload, { count: 2, email })
    created.push(...ids)
    expect((await list(`search=${email.toUpperCase()}`)).responses.map(({ id }) => id).sort()).toEqual(
      ids.sort(),
    )
  })

  it('should filter by language', async () => {
    created.push(...(await insertSurveyResponses(payload, { count: 3, language: 'fr' })))
    created.push(...(await insertSurveyResponses(payload, { count: 2, language: 'en' })))
    expect([...new Set((await list('language=fr')).responses.map(({ language }) => language))]).toEqual([
      'fr',
    ])
  })

  it('should list each response with its benefits in the order chosen', async () => {
    created.push(...(await insertSurveyResponses(payload, { count: 1 })))
    expect((await list('limit=1')).responses[0]?.attractiveBenefits).toEqual([
      'bank_security',
      'travel_credit',
    ])
  })
})

describe('GET /api/travel-savings/survey/export', () => {
  const exportCsv = () => callConsole('/travel-savings/survey/export', { cookie: admin.cookie })
  const HEADER =
    'id,submitted_at,language,travels_annually,interested_savings_account,monthly_amount,money_preference,attractive_benefits,concerns,concerns_other,ready_to_try,email'

  it('should start with a UTF-8 byte-order mark and one header row', async () => {
    const { text } = await exportCsv()
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${HEADER}`)
  })

  it('should be a CSV download named with the date', async () => {
    const { headers } = await exportCsv()
    const date = new Date().toISOString().slice(0, 10)
    expect([headers.get('content-type'), headers.get('content-disposition')]).toEqual([
      'text/csv; charset=utf-8',
      `attachment; filename="travel-savings-responses-${date}.csv"`,
    ])
  })

  it('should keep accented text intact', async () => {
    const response = await store({
      language: 'fr',
      concerns: 'other',
      concernsOther: 'Frais élevés à Abidjan',
    })
    const { text } = await exportCsv()
    expect(text.split('\r\n').find((line) => line.startsWith(`${response.id},`))).toContain(
      ',other,Frais élevés à Abidjan,',
    )
  })

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+33 6 00 00 00 00', `'+33 6 00 00 00 00`],
    ['-5% fees', `'-5% fees`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
  ])('should neutralise the formula cell %s', async (concern, cell) => {
    const response = await store({ language: 'en', concerns: 'other', concernsOther: concern })
    const { text } = await exportCsv()
    expect(text.split('\r\n').find((line) => line.startsWith(`${response.id},`))).toContain(`,other,${cell},`)
  })

  it('should hold every response once, across many batches', async () => {
    created.push(...(await insertSurveyResponses(payload, { count: 1_234 })))
    const rows = await runSql(payload, sql`SELECT id FROM survey_responses ORDER BY id`)
    const { text } = await exportCsv()
    const ids = text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split(',')[0]))
    expect(ids).toEqual(rows.map((row) => Number(row.id)))
  })
})
