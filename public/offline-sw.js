// The app's files beyond the shell, cached once the service worker is active and a page asks (imported by the
// generated worker: vite.config.ts workbox.importScripts; the list is the build's
// offline-rest.json, written by its offlineShell plugin). The install cached the shell alone, so
// the worker takes charge of the next load at once; this then fetches every other file of the app,
// a few at a time, into the `app-rest` cache its runtime route answers from, and drops the files of
// older builds from it.
/* global self, caches */

const REST_CACHE = 'app-rest';
const AT_ONCE = 4;

async function cacheRest() {
  const response = await fetch('/offline-rest.json', { cache: 'no-store' });
  if (!response.ok) return;
  const urls = await response.json();
  const cache = await caches.open(REST_CACHE);
  const wanted = new Set(urls.map((url) => new URL(url, self.location.origin).href));
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
  const missing = [];
  for (const url of wanted) if (!(await cache.match(url))) missing.push(url);
  const next = async () => {
    for (let url = missing.shift(); url; url = missing.shift()) {
      // NOTE: a file that fails is fetched again when a page asks for it (the route caches it then).
      await cache.add(url).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
}

// NOTE: asked for by the page once the worker is active (src/features/pwa/serviceWorker.ts), not
// in the activate event: a worker still activating holds back every navigation of its pages.
self.addEventListener('message', (event) => {
  if (event.data === 'cache-rest') event.waitUntil(cacheRest().catch(() => undefined));
});
