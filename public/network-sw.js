// Requests the service worker has no part in go straight to the network (imported by the generated
// worker: vite.config.ts workbox.importScripts). The Static Routing API (`InstallEvent.addRoutes`,
// Chromium 123+) tells the browser so at install time, so they never wait for the worker to start.
// That matters most for the statistics beacon a page sends as it goes away (src/api/actionLog.ts):
// routed through a stopped worker, it was lost about one time in two once its page was gone.
// Browsers without the API dispatch these requests to the worker as before; it answers none of them.
/* global self */

/** Server paths answered by the server alone (vite.config.ts NEVER_CACHED). */
const NETWORK_ONLY = ['/api/*', '/app/*', '/ws*', '/live/*', '/replays/*', '/upload*', '/admin*'];

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes(
        NETWORK_ONLY.map((pathname) => ({ condition: { urlPattern: { pathname } }, source: 'network' })),
      )
      .catch(() => undefined),
  );
});
