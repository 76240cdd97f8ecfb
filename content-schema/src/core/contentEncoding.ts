/** The encodings the site's and the cms's servers compress answers with, best first. */
export type Encoding = 'br' | 'gzip'

/** The best encoding the client accepts, brotli first; null for none (q=0 counts as refused). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';')
      const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      return [name, quality ? Number(quality.slice(2)) : 1] as const
    }),
  )
  if ((accepted.get('br') ?? 0) > 0) return 'br'
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip'
  return null
}
