import path from 'node:path'
import { dataDir } from './paths.ts'
import { loadGeneratedSecrets } from './secrets.ts'

/** Every setting with its default; docs/configuration.md's table lists the same names. */
export const defaults = {
  CMS_PORT: '3000',
  SITE_PORT: '4321',
  PG_PORT: '54329',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'nexovia-admin-dev',
}

type StackEnvOptions = {
  databaseUrl: string
  cmsPort: string
  sitePort: string
  /** The API process's port (cms/api-server.ts): API_PORT, else the cms's port + 1. */
  apiPort?: string
  dataDir?: string
}

/** The API process's port when none is given: the one after the cms's. */
export const defaultApiPort = (cmsPort: string) => process.env.API_PORT ?? String(Number(cmsPort) + 1)

/** The environment shared by the cms and the site for one running stack. */
export function stackEnvironment({
  databaseUrl,
  cmsPort,
  sitePort,
  apiPort = defaultApiPort(cmsPort),
  dataDir: dir = dataDir,
}: StackEnvOptions) {
  const secrets = loadGeneratedSecrets(dir)
  const siteUrl = process.env.PUBLIC_SITE_URL ?? `http://localhost:${sitePort}`
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    ASTRO_TELEMETRY_DISABLED: '1',
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? secrets.payloadSecret,
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? secrets.revalidateSecret,
    // Both or neither: a configured public key must not meet a generated private one.
    ...(process.env.WEB_PUSH_PUBLIC_KEY
      ? {}
      : { WEB_PUSH_PUBLIC_KEY: secrets.webPushPublicKey, WEB_PUSH_PRIVATE_KEY: secrets.webPushPrivateKey }),
    ADMIN_USERNAME: process.env.ADMIN_USERNAME ?? defaults.ADMIN_USERNAME,
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? defaults.ADMIN_PASSWORD,
    CMS_PORT: cmsPort,
    SITE_PORT: sitePort,
    CMS_URL: process.env.CMS_URL ?? `http://127.0.0.1:${cmsPort}`,
    API_PORT: apiPort,
    // Where the site's /api proxy sends the public lookups (content-schema/src/api/apiProcess.ts).
    API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
    SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${sitePort}`,
    PUBLIC_SITE_URL: siteUrl,
    MEDIA_DIR: path.join(dir, 'media'),
  }
}
