import type { S3StorageOptions } from '@payloadcms/storage-s3'

type S3ClientConfig = NonNullable<S3StorageOptions['config']>

/** The variables that configure object storage (docs/configuration.md). */
export type S3Settings = {
  S3_BUCKET?: string
  S3_ENDPOINT?: string
  S3_REGION?: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
  S3_FORCE_PATH_STYLE?: string
}

/**
 * The S3 client's settings from the environment. Without keys the SDK's own chain applies (an
 * instance role, AWS_* variables). With S3_ENDPOINT (MinIO, R2, a test double) the client sends
 * checksums only where S3 requires them: the SDK's default trailing checksums are not understood
 * by every S3-compatible service.
 */
export function s3ClientConfig(env: S3Settings): S3ClientConfig {
  const hasKeys = Boolean(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
  return {
    region: env.S3_REGION || 'us-east-1',
    ...(hasKeys
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! } }
      : {}),
    ...(env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  }
}
