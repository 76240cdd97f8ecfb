/**
 * Issue 34: a publish (or unpublish) an editor schedules runs on the cms's job queue when due, and
 * once, however many cms processes pass over the queue at that moment.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_QUEUE } from '../../cms/src/services/content/scheduledPublish.ts'
import { runQueueOnce } from '../../cms/src/services/jobs/scheduledJobs.ts'
import { testPayload } from '../fixtures/payload.ts'
import { createTestPost } from '../fixtures/posts.ts'
import { samples } from '../fixtures/samples.ts'
import { secondCmsProcess } from '../fixtures/secondProcess.ts'

let first: Payload
let second: Payload
let postId: number

beforeAll(async () => {
  first = await testPayload()
  second = await secondCmsProcess()
  const draft = await createTestPost(first, {
    draft: true,
    data: { slug: `scheduled-${Date.now()}`, title: 'Harmattan: what to pack' },
  })
  postId = draft.id
})

afterAll(async () => {
  await first.delete({ collection: 'posts', id: postId })
})

const statusOf = async () => (await first.findByID({ collection: 'posts', id: postId, depth: 0 }))._status

/** Both processes pass over the queue at the same moment; the ids of the jobs each ran. */
const bothPass = async () =>
  (await Promise.all([runQueueOnce(first, CONTENT_QUEUE), runQueueOnce(second, CONTENT_QUEUE)])).flatMap(
    (ran) => (ran === 'skipped' ? [] : ran),
  )

const schedule = (type: 'publish' | 'unpublish', waitUntil: Date) =>
  first.jobs.queue({
    task: 'schedulePublish',
    input: { type, doc: { relationTo: 'posts', value: postId } },
    waitUntil,
  })

describe('scheduled publishing', () => {
  it('should publish the draft when due, once across two cms processes', async () => {
    const job = await schedule('publish', new Date(Date.now() + 1_500))
    expect(await bothPass()).not.toContain(String(job.id))
    expect(await statusOf()).toBe('draft')

    await new Promise((resolve) => setTimeout(resolve, 1_600))
    const ran = await bothPass()
    expect(ran.filter((id) => id === String(job.id))).toEqual([String(job.id)])
    expect(await statusOf()).toBe('published')
    const versions = await first.findVersions({
      collection: 'posts',
      where: { parent: { equals: postId }, 'version._status': { equals: 'published' } },
    })
    expect(versions.totalDocs).toBe(1)
  })

  it('should unpublish at the scheduled time', async () => {
    const job = await schedule('unpublish', new Date(Date.now() - 1_000))
    expect((await bothPass()).filter((id) => id === String(job.id))).toHaveLength(1)
    expect(await statusOf()).toBe('draft')
  })

  it('should publish as the panel schedules it: for the editor who asked, every language, the latest draft', async () => {
    const editor = await first.create({
      collection: 'admins',
      data: { ...samples.admins(), roles: ['editor'] },
    })
    const slug = `panel-scheduled-${Date.now()}`
    const draft = await createTestPost(first, { draft: true, data: { slug, title: 'First title' } })
    await first.update({
      collection: 'posts',
      id: draft.id,
      locale: 'fr',
      draft: true,
      data: { title: 'Titre en français' },
    })
    await first.update({ collection: 'posts', id: draft.id, draft: true, data: { title: 'Typed later' } })
    // What the panel's schedule drawer queues (schedulePublishHandler in @payloadcms/ui): "All" locales.
    await first.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'posts', value: draft.id },
        user: { relationTo: 'admins', value: editor.id },
      },
      waitUntil: new Date(Date.now() - 1_000),
    })
    await runQueueOnce(first, CONTENT_QUEUE)
    const published = async (locale: 'en' | 'fr') =>
      (
        await first.find({
          collection: 'posts',
          locale,
          where: { slug: { equals: slug }, _status: { equals: 'published' } },
          overrideAccess: false,
        })
      ).docs.map((post) => post.title)
    expect([await published('en'), await published('fr')]).toEqual([['Typed later'], ['Titre en français']])
    await first.delete({ collection: 'posts', id: draft.id })
    await first.delete({ collection: 'admins', id: editor.id })
  })

  it('should leave a draft that misses a required field unpublished, the job failed and said so', async () => {
    const slug = `incomplete-${Date.now()}`
    const draft = await first.create({
      collection: 'posts',
      draft: true,
      data: { slug, publishedAt: new Date().toISOString(), readTimeMinutes: 3, _status: 'draft' } as never,
    })
    const errors: string[] = []
    const logError = first.logger.error.bind(first.logger)
    first.logger.error = ((message: unknown) => {
      errors.push(String(message))
    }) as typeof first.logger.error
    try {
      const job = await first.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'posts', value: draft.id } },
        waitUntil: new Date(Date.now() - 1_000),
      })
      await runQueueOnce(first, CONTENT_QUEUE)
      expect((await first.findByID({ collection: 'posts', id: draft.id, depth: 0 }))._status).toBe('draft')
      expect(errors.some((line) => line.includes(`Job ${job.id} on queue ${CONTENT_QUEUE} failed`))).toBe(
        true,
      )
    } finally {
      first.logger.error = logError
      await first.delete({ collection: 'posts', id: draft.id })
    }
  })
})
