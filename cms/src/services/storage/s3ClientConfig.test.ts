import { describe, expect, it } from 'vitest'
import { s3ClientConfig } from './s3ClientConfig'

describe('s3ClientConfig', () => {
  it('should use the SDK credential chain and the default region when no keys are given', () => {
    expect(s3ClientConfig({ S3_BUCKET: 'media' })).toEqual({ region: 'us-east-1', forcePathStyle: false })
  })

  it('should point an S3-compatible service at its endpoint, path-style, with its keys', () => {
    expect(
      s3ClientConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      region: 'eu-west-3',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      endpoint: 'http://minio:9000',
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      forcePathStyle: true,
    })
  })

  it('should ignore a key id given without its secret', () => {
    expect(s3ClientConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).not.toHaveProperty('credentials')
  })
})
