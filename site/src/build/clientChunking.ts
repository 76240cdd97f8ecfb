import type { Plugin } from 'vite'
import { CLIENT_CHUNK_GROUPS } from './clientChunks.ts'

/**
 * The browser build's chunk groups (clientChunks.ts), for the client environment only. A group that
 * takes only its own modules, not their imports (`includeDependenciesRecursively: false`), needs
 * entries that may gain exports: 'allow-extension' instead of Astro's 'exports-only' (an island's
 * entry keeps every export it had; the server build keeps Astro's setting).
 */
export function clientChunking(): Plugin {
  return {
    name: 'nexovia:client-chunking',
    applyToEnvironment: (environment) => environment.name === 'client',
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
    outputOptions: (output) => ({ ...output, codeSplitting: { groups: CLIENT_CHUNK_GROUPS } }),
  }
}
