/**
 * A client built once for the settings it was made from (a key, a host), and again only when they
 * change: the SDK clients keep their connections open, which a client per request would throw away.
 * Tests change the settings between files, so the settings, not the first call, decide.
 */
export function builtOncePerSettings<T>(build: (settings: string) => T): (settings: string) => T {
  let last: { settings: string; built: T } | undefined
  return (settings) => {
    if (last?.settings !== settings) last = { settings, built: build(settings) }
    return last.built
  }
}
