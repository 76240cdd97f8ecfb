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
})
