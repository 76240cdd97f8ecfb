import path from 'node:path'

/** Where runtime files live (git-ignored): `.data/` at the repository root unless DATA_DIR says otherwise. */
export const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(process.cwd(), '..', '.data'))
