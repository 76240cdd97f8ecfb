import { Writable } from 'node:stream'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { type Logger, pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { loggerOptions, redactSecrets } from './logger'

function capturedLog(write: (logger: Logger) => void): string {
  const lines: string[] = []
  const logger = pino(
    loggerOptions,
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    }),
  )
  write(logger)
  return lines.join('')
}

describe('logger', () => {
  it("should drop a failed query's parameters from the logged error", () => {
    const error = new DrizzleQueryError('update "users" set "hash" = $1', [
      'pbkdf2-sha256-v1:abc123',
      'salty',
    ])
    const log = capturedLog((logger) => logger.error({ err: error }))
    expect([log.includes('update \\"users\\"'), /abc123|salty/.test(log)]).toEqual([true, false])
  })

  it('should redact hashes and tokens written in a plain message', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl'
    expect(redactSecrets(`hash pbkdf2-sha256-v1:${'ab'.repeat(32)} token ${token}`)).toBe(
      'hash [redacted hash] token [redacted token]',
    )
  })

  it("should redact the payment and map providers' keys written in a message", () => {
    const message =
      'Stripe sk_test_51abcDEF whsec_abc123 Mapbox pk.eyJ1IjoibngifQ.c2ln at /geocoding?access_token=tok123&limit=3'
    expect(redactSecrets(message)).toBe(
      'Stripe [redacted key] [redacted key] Mapbox [redacted key] at /geocoding?access_token=[redacted]&limit=3',
    )
  })

  it('should encode a line feed and other control characters written in a message (a forged line)', () => {
    const name = 'Awa\n[12:00:00] INFO: payment refunded\r\t\u0007'
    const log = capturedLog((logger) => logger.info(`Mail to ${name} written`))
    expect(JSON.parse(log).msg).toBe('Mail to Awa\\n[12:00:00] INFO: payment refunded\\r\\t\\u0007 written')
  })

  it("should encode control characters in an object's message and an error's message", () => {
    const log = capturedLog((logger) => {
      logger.warn({ msg: 'a\nb' })
      logger.error({ err: new Error('c\rd') })
    })
    const [first, second] = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect([first.msg, second.msg, second.err.message]).toEqual(['a\\nb', 'c\\rd', 'c\\rd'])
  })
})
