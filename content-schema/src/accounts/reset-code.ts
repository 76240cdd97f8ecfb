/**
 * The password reset code a person reads in a mail and types: 8 characters of Crockford's base 32
 * (no I, L, O or U, so none reads as another), shown in two groups of four (40 bits; single-use,
 * 30 minutes, rate-limited). The mailed link carries it too, so typing is only the fallback.
 */
export const RESET_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const RESET_CODE_LENGTH = 8

/** The code as typed, made comparable: case, spaces and dashes dropped; I and L read as 1, O as 0. */
export const normalizeResetCode = (typed: string) =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0')

/** 'K7QM-3XPA': the code as mailed and shown. */
export const groupResetCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`
