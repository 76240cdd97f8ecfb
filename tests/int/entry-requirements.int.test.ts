/** Entry requirements: seeded on the guides, chosen per nationality, and flagged to editors when old. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { entryRequirementsFor } from '../../cms/src/services/content/entryRequirementsFor.ts'
import { ZDestinationEntryRequirements } from '../../content-schema/src/content/entry-requirements-answers.ts'
import { callApi } from '../fixtures/api.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('entryRequirementsFor', () => {
  it('should give a US and a French traveller to Abidjan the e-visa at snedai.com and the yellow-fever rule', async () => {
    const answer = await entryRequirementsFor(payload, {
      destination: 'ABJ',
      nationalities: ['US', 'FR'],
      locale: 'en',
    })
    expect(
      answer?.entries.map((entry) => [
        entry.group,
        entry.visa,
        entry.visaUrl,
        entry.yellowFever,
        entry.nationalities,
      ]),
    ).toEqual([
      ['us', 'e_visa', 'https://www.snedai.com', 'required', ['US']],
      ['eu', 'e_visa', 'https://www.snedai.com', 'required', ['FR']],
    ])
  })

  it('should tell a Senegalese traveller to Accra that ECOWAS citizens need no visa, in French', async () => {
    const answer = await entryRequirementsFor(payload, {
      destination: 'ACC',
      nationalities: ['SN'],
      locale: 'fr',
    })
    expect([answer?.entries[0]?.visa, answer?.entries[0]?.passportValidity]).toEqual([
      'none',
      'Passeport ou carte d’identité CEDEAO en cours de validité',
    ])
  })

  it('should tell a US citizen to Accra to get a visa from an embassy', async () => {
    const answer = await entryRequirementsFor(payload, {
      destination: 'accra',
      nationalities: ['US'],
      locale: 'en',
    })
    expect(answer?.entries.map((entry) => entry.visa)).toEqual(['embassy'])
  })

  it('should give every group when no nationality is known', async () => {
    const answer = await entryRequirementsFor(payload, {
      destination: 'CDG',
      nationalities: [],
      locale: 'en',
    })
    expect(answer?.entries.map((entry) => entry.group)).toEqual(['us', 'eu', 'ecowas', 'other'])
  })

  it('should give a French traveller to Montreal the eTA and a Nigerian one a visitor visa, in French', async () => {
    const answer = await entryRequirementsFor(payload, {
      destination: 'YUL',
      nationalities: ['FR', 'NG'],
      locale: 'fr',
    })
    expect(answer?.entries.map((entry) => [entry.group, entry.visa, entry.nationalities])).toEqual([
      ['eu', 'e_visa', ['FR']],
      ['ecowas', 'embassy', ['NG']],
    ])
    expect(answer?.entries[0]?.notes).toContain('AVE')
  })

  it('should tell a Ghanaian connecting at Addis Ababa about the transit area and yellow fever', async () => {
    const answer = await entryRequirementsFor(payload, {
      destination: 'ADD',
      nationalities: ['GH'],
      locale: 'en',
    })
    expect([answer?.entries[0]?.yellowFever, answer?.entries[0]?.notes]).toEqual([
      'if_from_risk_country',
      expect.stringContaining('international transit area needs no visa'),
    ])
  })

  it('should tell a Ghanaian flying into BWI, through the Washington guide, to get a US visa, in French', async () => {
    const answer = await entryRequirementsFor(payload, {
      destination: 'BWI',
      nationalities: ['GH'],
      locale: 'fr',
    })
    expect([answer?.entries[0]?.group, answer?.entries[0]?.visa, answer?.entries[0]?.notes]).toEqual([
      'ecowas',
      'embassy',
      expect.stringContaining('ambassade des États-Unis'),
    ])
  })

  it('should give a French traveller to Atlanta the ESTA', async () => {
    const answer = await entryRequirementsFor(payload, {
      destination: 'ATL',
      nationalities: ['FR'],
      locale: 'en',
    })
    expect(answer?.entries.map((entry) => [entry.visa, entry.visaUrl])).toEqual([
      ['e_visa', 'https://esta.cbp.dhs.gov'],
    ])
  })

  it('should give a US and a Nigerian traveller to Freetown (FNA) the e-visa and no visa, both with the yellow-fever certificate', async () => {
    const answer = await entryRequirementsFor(payload, {
      destination: 'FNA',
      nationalities: ['US', 'NG'],
      locale: 'en',
    })
    expect(answer?.entries.map((entry) => [entry.group, entry.visa, entry.yellowFever])).toEqual([
      ['us', 'e_visa', 'required'],
      ['ecowas', 'none', 'required'],
    ])
  })

  it('should warn a French traveller to Niamey, in French, that governments advise against travel', async () => {
    const answer = await entryRequirementsFor(payload, {
      destination: 'NIM',
      nationalities: ['FR'],
      locale: 'fr',
    })
    expect([
      answer?.entries[0]?.notes?.startsWith('Les gouvernements déconseillent tout voyage au Niger'),
      answer?.entries[0]?.sourceUrl,
    ]).toEqual([
      true,
      'https://www.diplomatie.gouv.fr/fr/conseils-aux-voyageurs/conseils-par-pays-destination/niger/',
    ])
  })

  it('should answer null for a destination without a guide', async () => {
    expect(
      await entryRequirementsFor(payload, { destination: 'NBO', nationalities: ['US'], locale: 'en' }),
    ).toBeNull()
  })
})

describe('GET /api/content/entry-requirements/:airport', () => {
  it('should give the searched destination’s rows for every group, in the language asked', async () => {
    const { status, json } = await callApi('/content/entry-requirements/COO?locale=fr')
    const { entries } = ZDestinationEntryRequirements.parse(json)
    expect([status, entries.map((entry) => [entry.group, entry.visa]), entries[0]?.passportValidity]).toEqual(
      [
        200,
        [
          ['us', 'e_visa'],
          ['eu', 'e_visa'],
          ['ecowas', 'none'],
          ['other', 'e_visa'],
        ],
        'Valide au moins 6 mois après l’arrivée, avec deux pages vierges',
      ],
    )
  })

  it('should let browsers and shared caches keep the answer a few minutes', async () => {
    const { headers } = await callApi('/content/entry-requirements/DSS?locale=en')
    expect(headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=600')
  })

  it('should answer no rows for an airport no guide covers', async () => {
    const { status, json } = await callApi('/content/entry-requirements/NBO')
    expect([status, json]).toEqual([200, { entries: [] }])
  })

  it('should answer no rows, never an error, for a hostile airport code', async () => {
    const answers = await Promise.all(
      ['__proto__', 'constructor', 'x'.repeat(5_000)].map(async (code) => {
        const { status, json } = await callApi(`/content/entry-requirements/${code}?locale=en`)
        return [status, json]
      }),
    )
    expect(answers).toEqual(answers.map(() => [200, { entries: [] }]))
  })

  it('should refuse a code holding a control character as a malformed address (issue 40 #15), not answer 500', async () => {
    const statuses = await Promise.all(
      ['%00', 'dakar%00'].map(
        async (code) => (await callApi(`/content/entry-requirements/${code}?locale=en`)).status,
      ),
    )
    expect(statuses).toEqual([400, 400])
  })

  it('should answer a language the site does not have in English, as the site falls back', async () => {
    const [other, english] = await Promise.all(
      ['de', 'en'].map((locale) => callApi(`/content/entry-requirements/COO?locale=${locale}`)),
    )
    expect([other?.status, other?.json]).toEqual([200, english?.json])
  })
})

describe('the guides list', () => {
  it('should flag a guide whose entry rows are older than 90 days', async () => {
    const { docs } = await payload.find({
      collection: 'guides',
      where: { slug: { equals: 'abidjan' } },
      depth: 0,
      limit: 1,
    })
    const guide = docs[0]!
    const rows = guide.entryRequirements ?? []
    await payload.update({
      collection: 'guides',
      id: guide.id,
      data: {
        entryRequirements: rows.map((row, index) =>
          index === 0 ? { ...row, lastChecked: '2020-01-01T00:00:00.000Z' } : row,
        ),
      },
      depth: 0,
    })
    const flagged = await payload.findByID({ collection: 'guides', id: guide.id, depth: 0 })
    await payload.update({ collection: 'guides', id: guide.id, data: { entryRequirements: rows }, depth: 0 })
    expect(flagged.entryRequirementsReview).toBe('1 older than 90 days: check them')
  })
})
