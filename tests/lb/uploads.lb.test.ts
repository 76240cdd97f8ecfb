/**
 * Uploads on several machines (issue 20): with S3_BUCKET set, scripts/lb.ts gives both cms processes
 * one S3 double (s3rver) through @payloadcms/storage-s3. A file uploaded through one process is
 * served by the other, whose disk never saw it, and its bytes are in the bucket.
 */
import { expect, it } from 'vitest'
import { pixelFile } from '../fixtures/pixel.ts'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:lb`)
  return value
}
const [cmsOne, cmsTwo] = env('LB_CMS_PROCESSES').split(' ') as [string, string]

async function staffCookie(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: env('ADMIN_USERNAME'), password: env('ADMIN_PASSWORD') }),
  })
  const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('nexovia-admin-token='))
  if (!line) throw new Error(`no staff session (${answer.status})`)
  return line.split(';')[0]!
}

it('should serve a file uploaded through one cms process from the other, out of the bucket', async () => {
  const cookie = await staffCookie(cmsOne)
  const pixel = pixelFile()
  const name = `lb-${crypto.randomUUID().slice(0, 8)}.png`
  const form = new FormData()
  form.append('file', new Blob([pixel.data], { type: pixel.mimetype }), name)
  form.append('_payload', JSON.stringify({ alt: 'A pixel uploaded behind the balancer' }))
  const upload = await fetch(`${cmsOne}/api/media`, {
    method: 'POST',
    headers: { cookie, origin: new URL(env('PUBLIC_SITE_URL')).origin },
    body: form,
  })
  expect(upload.status).toBe(201)
  const { doc } = (await upload.json()) as { doc: { id: number; filename: string; url: string } }
  const fromOther = await fetch(`${cmsTwo}${doc.url}`)
  const fromBucket = await fetch(`${env('S3_ENDPOINT')}/${env('S3_BUCKET')}/${doc.filename}`)
  expect({
    status: fromOther.status,
    process: fromOther.headers.get('x-nexovia-cms-process'),
    bytes: Buffer.from(await fromOther.arrayBuffer()).equals(pixel.data),
    inBucket: Buffer.from(await fromBucket.arrayBuffer()).equals(pixel.data),
  }).toEqual({ status: 200, process: 'cms-2', bytes: true, inBucket: true })
  const removal = await fetch(`${cmsOne}/api/media/${doc.id}`, {
    method: 'DELETE',
    headers: { cookie, origin: new URL(env('PUBLIC_SITE_URL')).origin },
  })
  expect(removal.status).toBe(200)
})
