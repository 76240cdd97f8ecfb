import crypto from 'node:crypto'

const SALT = crypto.randomBytes(32).toString('hex')

/**
 * Hashes a password as Payload's local strategy does (PBKDF2-SHA256, 600,000 iterations) and
 * throws the result away: a sign-in for an unknown account then takes as long as a wrong password,
 * and a sign-up with a registered address as long as a new account. Called through the module's
 * default object, as Payload calls it, so a test can count the hashes of both paths.
 */
export async function hashDummyPassword(password: string): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    crypto.pbkdf2(password, SALT, 600_000, 32, 'sha256', (error) => (error ? reject(error) : resolve())),
  )
}
