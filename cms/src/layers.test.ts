/**
 * The cms's layers, read from the import statements: endpoints sit on top (they parse, check and
 * answer), services hold what the product does, http/ holds request plumbing for all of them,
 * db/ the database connections beside Payload's own.
 * Payments knows bookings, not what a booking pays for (flights, taxi and hotels plug in through
 * payments/bookingKinds.ts) nor who takes the money (providers plug in behind payments/paymentGateway.ts).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.dirname(new URL(import.meta.url).pathname)
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g

/** Every source file below cms/src (tests included), with the cms/src folders its relative imports reach. */
function importsByFile(): { file: string; targets: string[] }[] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !file.startsWith('app/') && !file.startsWith('migrations/'),
  )
  return files.map((file) => {
    const text = readFileSync(path.join(SRC, file), 'utf8')
    const targets = [...text.matchAll(IMPORT)].map((match) =>
      path.relative(SRC, path.resolve(path.dirname(path.join(SRC, file)), match[1]!)),
    )
    return { file, targets }
  })
}

/** The imports from files under `from` into any of `into`, as "file → target". */
function crossings(from: string[], into: string[]): string[] {
  return importsByFile().flatMap(({ file, targets }) =>
    from.some((folder) => file.startsWith(`${folder}/`))
      ? targets
          .filter((target) => into.some((folder) => target.startsWith(`${folder}/`)))
          .map((target) => `${file} → ${target}`)
      : [],
  )
}

describe('cms layers', () => {
  it('should keep collections, access, services, hooks, globals and http free of endpoint imports', () => {
    expect(
      crossings(['collections', 'access', 'services', 'hooks', 'globals', 'fields', 'http'], ['endpoints']),
    ).toEqual([])
  })

  it('should keep http/ below everything else', () => {
    expect(
      crossings(['http'], ['access', 'collections', 'services', 'endpoints', 'hooks', 'globals']),
    ).toEqual([])
  })

  it('should keep db/ (connections beside Payload own) below http/ and everything else', () => {
    expect(
      crossings(['db'], ['http', 'access', 'collections', 'services', 'endpoints', 'hooks', 'globals']),
    ).toEqual([])
  })

  // A kind's own code (its pricing, hold, mail parts) plugs in through payments/bookingKinds.ts' hooks.
  it('should keep payments free of the kinds of booking (flights, taxi, hotels)', () => {
    expect(
      crossings(['services/payments'], ['services/flights', 'services/taxi', 'services/hotels']),
    ).toEqual([])
  })

  it('should keep payments core free of its providers (they plug in behind PaymentGateway)', () => {
    const providers = 'services/payments/providers'
    expect(
      crossings(['services/payments'], [providers]).filter(
        (crossing) => !crossing.startsWith(`${providers}/`),
      ),
    ).toEqual([])
  })
})
