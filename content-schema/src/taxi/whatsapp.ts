/** A wa.me chat link for a phone number in international form ("+225 07 07 12 34 56"), or null. */
export function whatsappLink(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  // E.164 numbers have 8 to 15 digits; a local number without its country code cannot be reached.
  return (phone ?? '').trim().startsWith('+') && digits.length >= 8 && digits.length <= 15
    ? `https://wa.me/${digits}`
    : null
}
