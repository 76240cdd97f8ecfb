/**
 * Issue 34, the European hubs: their guides are published in both languages, and a flight to their
 * airport carries their entry requirements, transit visas included, for the travellers' passports.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { entryRequirementsFor } from '../../cms/src/services/content/entryRequirementsFor.ts'
import { testPayload } from '../fixtures/payload.ts'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const EUROPE = ['london', 'amsterdam', 'frankfurt', 'brussels', 'madrid', 'rome', 'lisbon', 'istanbul']

describe('the European guides', () => {
  it('should publish each one with its own French name and subtitle, read without fallback', async () => {
    const { docs } = await payload.find({
      collection: 'guides',
      locale: 'fr',
      fallbackLocale: false,
      overrideAccess: false,
      where: { slug: { in: EUROPE } },
      sort: 'slug',
      limit: 100,
    })
    expect(docs.map((guide) => [guide.name, guide.subtitle])).toEqual([
      ['Londres', 'Une ville-monde au bord de la Tamise'],
      ['Amsterdam', 'Canaux, vélos et peinture du Siècle d’or'],
      ['Francfort', 'La porte de l’Allemagne, au bord du Main'],
      ['Bruxelles', 'La capitale de l’Europe'],
      ['Madrid', 'L’art, les places et la vie nocturne'],
      ['Rome', 'La Ville éternelle'],
      ['Lisbonne', 'La ville aux sept collines'],
      ['Istanbul', 'Là où l’Europe rencontre l’Asie'],
    ])
  })
})

describe('entryRequirementsFor a European airport', () => {
  it('should ask a US citizen flying to Heathrow for an ETA on GOV.UK', async () => {
    const answer = await entryRequirementsFor(payload, {
      destination: 'LHR',
      nationalities: ['US'],
      locale: 'en',
    })
    expect([answer?.guide, answer?.entries.map((entry) => [entry.visa, entry.visaUrl])]).toEqual([
      'london',
      [['e_visa', 'https://www.gov.uk/eta']],
    ])
  })

  it('should tell a Nigerian connecting at Schiphol of the airport transit visa, in French', async () => {
    const answer = await entryRequirementsFor(payload, {
      destination: 'AMS',
      nationalities: ['NG'],
      locale: 'fr',
    })
    const [entry] = answer?.entries ?? []
    expect([entry?.group, entry?.visa, entry?.notes?.includes('visa de transit aéroportuaire')]).toEqual([
      'ecowas',
      'embassy',
      true,
    ])
  })

  it('should give a French and a Ghanaian traveller to Istanbul their own rows, with the transit rule', async () => {
    const answer = await entryRequirementsFor(payload, {
      destination: 'IST',
      nationalities: ['FR', 'GH'],
      locale: 'en',
    })
    expect(
      answer?.entries.map((entry) => [
        entry.group,
        entry.visa,
        entry.notes?.includes('international transit'),
      ]),
    ).toEqual([
      ['eu', 'none', false],
      ['ecowas', 'embassy', true],
    ])
  })
})
