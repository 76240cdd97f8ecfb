import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { type S3Settings, s3ClientConfig } from './s3ClientConfig'

/**
 * Where uploads go: an S3 bucket when S3_BUCKET is set, so that every cms process on every machine
 * reads and writes the same files; otherwise Media keeps its local directory (DATA_DIR/media), the
 * default for one machine. The plugin is always there, disabled without a bucket, so that the
 * fields it adds to Media (the object key and prefix) and so the database schema are the same in
 * both cases: one set of migrations. Files are still served through the cms (/api/media/file/…),
 * which reads them from the bucket, so the media access rules keep applying.
 */
export function uploadStorage(env: S3Settings = process.env as S3Settings): Plugin {
  return s3Storage({
    enabled: Boolean(env.S3_BUCKET),
    alwaysInsertFields: true,
    // An explicit (empty) prefix: the plugin adds its prefix field only when one is given.
    collections: { [COLLECTION_SLUGS.media]: { prefix: '' } },
    bucket: env.S3_BUCKET ?? '',
    config: s3ClientConfig(env),
  })
}
