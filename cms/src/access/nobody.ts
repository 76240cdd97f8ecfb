import type { Access } from 'payload'

/** For operations that only server code performs, through the Local API with `overrideAccess`. */
export const nobody: Access = () => false
