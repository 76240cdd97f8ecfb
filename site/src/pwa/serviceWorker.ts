/// <reference lib="webworker" />
/**
 * The site's service worker, bundled to dist/client/sw.js by buildServiceWorker.ts with the build's id.
 * It keeps the shell (the offline and trips pages in each language, their build files, the manifests
 * and icons) and nothing else; a traveller's trips are kept by the pages themselves in IndexedDB
 * (features/pocket/tripStore.ts), never here. What each request gets is decided in offlineRoutes.ts.
 */
import {
  handlingOf,
  localeOfPath,
  PRECACHED_FILES,
  PRECACHED_PAGES,
  referencedBuildFiles,
} from './offlineRoutes'
import { noticeOfPush } from './pushNotice'

declare const self: ServiceWorkerGlobalScope
/** Replaced at build time: a new build is a new worker, which drops the previous build's shell. */
declare const __SHELL_VERSION__: string

const CACHE_PREFIX = 'nexovia-shell-'
const SHELL_CACHE = `${CACHE_PREFIX}${__SHELL_VERSION__}`

/** One page of the shell, asked as a stranger in its own language: no cookie, so nothing personal is kept. */
async function fetchShellPage(path: string): Promise<Response> {
  const response = await fetch(path, {
    credentials: 'omit',
    redirect: 'error',
    headers: { 'accept-language': localeOfPath(path) },
  })
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return response
}

/** Keeps the shell: the pages, then every build file they load, following each chunk's imports. */
async function precacheShell(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE)
  const queue: string[] = []
  for (const path of PRECACHED_PAGES) {
    const response = await fetchShellPage(path)
    queue.push(
      ...referencedBuildFiles(await response.clone().text(), new URL(path, self.location.origin).href),
    )
    await cache.put(path, response)
  }
  await cache.addAll(PRECACHED_FILES)
  const seen = new Set<string>()
  for (let path = queue.shift(); path; path = queue.shift()) {
    if (seen.has(path)) continue
    seen.add(path)
    const response = await fetch(path)
    if (!response.ok) continue
    if (/\.(js|css)$/.test(path)) {
      queue.push(
        ...referencedBuildFiles(await response.clone().text(), new URL(path, self.location.origin).href),
      )
    }
    await cache.put(path, response)
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()))
})

// The new build's worker takes over at once: pages come from the network whatever the worker, so an
// open checkout keeps working; only the previous build's shell is dropped.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      )
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const handling = handlingOf(event.request, self.location.origin)
  if (handling.kind === 'network') return
  if (handling.kind === 'shell') {
    event.respondWith(
      caches
        .match(event.request, { cacheName: SHELL_CACHE, ignoreVary: true })
        .then((kept) => kept ?? fetch(event.request)),
    )
    return
  }
  const { fallback } = handling
  event.respondWith(
    fetch(event.request).catch(async () => {
      const kept = await caches.match(fallback, { cacheName: SHELL_CACHE, ignoreVary: true })
      return kept ?? Response.error()
    }),
  )
})

// A notice of the traveller's booking (Web Push, sent by the cms): shown as it came, in its language.
self.addEventListener('push', (event) => {
  const notice = noticeOfPush(event.data?.text())
  if (!notice) return
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  )
})

// A click opens the page the notice names (the kept trips): an open tab of the site goes there.
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = noticeOfPush(JSON.stringify({ title: '-', ...event.notification.data }))?.url ?? '/trips'
  event.waitUntil(
    (async () => {
      const [open] = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      if (open) await open.navigate(url).then((client) => client?.focus())
      else await self.clients.openWindow(url)
    })(),
  )
})
