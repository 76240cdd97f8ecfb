/**
 * The entry of the fast path's bundle (scripts/buildFastPath.ts writes it to .next/fast-path/
 * after `next build`): cms/server.ts runs under plain Node and cannot load the TypeScript config.
 */
import config from '../payload.config'
import { createFastPath } from './createFastPath'

export const fastPath = (origin: string) => createFastPath(config, origin)
