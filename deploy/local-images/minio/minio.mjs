// `minio server DIR`, stood in by s3rver: objects as files under DIR, on 0.0.0.0:9000, signatures
// checked against MINIO_ROOT_USER / MINIO_ROOT_PASSWORD (s3rver's own S3RVER pair stays too).
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const S3rver = require('s3rver')
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account')

const [command, directory = '/data'] = process.argv.slice(2)
if (command !== 'server') {
  console.error(`minio stand-in: only "server DIR" is supported, not "${command}"`)
  process.exit(2)
}
const user = process.env.MINIO_ROOT_USER ?? 'minioadmin'
const password = process.env.MINIO_ROOT_PASSWORD ?? 'minioadmin'
DUMMY_ACCOUNT.createKeyPair(user, password)
// Path-style on any host name, as MinIO: s3rver would otherwise take the host (`minio`) as a bucket.
const server = new S3rver({ address: '0.0.0.0', port: 9000, directory, silent: false, vhostBuckets: false })
await server.run()
console.log(`minio stand-in (s3rver) serving ${directory} on :9000`)
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => server.close().then(() => process.exit(0)))
