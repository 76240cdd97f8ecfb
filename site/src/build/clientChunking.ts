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
    generateBundle(_o, bundle) {
      if (!process.env.CHUNK_REPORT) return
      const lines: string[] = []
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        lines.push(
          `## ${chunk.fileName} ${chunk.code.length} imports=${chunk.imports.join(',')} dyn=${chunk.dynamicImports.join(',')}`,
        )
        for (const [id, m] of Object.entries(chunk.modules))
          lines.push(`  ${m.renderedLength} ${id.replace(/.*flights-light2\//, '')}`)
      }
      ;(globalThis as any).process
        .getBuiltinModule('node:fs')
        .writeFileSync(process.env.CHUNK_REPORT, lines.join('\n'))
    },
  }
}
