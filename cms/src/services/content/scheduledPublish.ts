/**
 * Scheduled publishing (issue 34): posts and guides have `versions.drafts.schedulePublish`, so the
 * panel's Publish menu offers "Schedule publish" (publish or unpublish at a date and time). Payload
 * queues those jobs on its default queue; payload.config runs that queue each minute in one cms
 * process at a time (scheduledJobs.ts), and the publish's own afterChange purges the site's cache.
 */
export const CONTENT_QUEUE = 'default'
