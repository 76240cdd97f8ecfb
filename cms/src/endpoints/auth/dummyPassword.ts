import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)
const SALT = randomBytes(32).toString('hex')

/**
 * Hashes a password as Payload's local strategy does (PBKDF2-SHA256, 600,000 iterations) and
 * throws the result away: a sign-in for an unknown account then takes as long as a wrong password.
 */
export async function hashDummyPassword(password: string): Promise<void> {
  await derive(password, SALT, 600_000, 32, 'sha256')
}
