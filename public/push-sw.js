// Web Push in the service worker (imported by the generated one: vite.config.ts workbox.importScripts).
// The server sends {title, body, url, tag, icon} (server/push/index.ts PushPayload) only to users
// with no open tab; a tap opens the page it names in an open window of the app, or a new one.
/* global self, clients */

const FALLBACK_TITLE = '球迷直播';

/** A path of this app only: anything else opens the home page. */
function appPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : FALLBACK_TITLE;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' && data.tag ? data.tag : undefined,
      renotify: typeof data.tag === 'string' && data.tag !== '',
      icon: typeof data.icon === 'string' && data.icon ? data.icon : '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      data: { url: appPath(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(appPath(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus().catch(() => {});
        if ('navigate' in open) {
          const moved = await open.navigate(target).catch(() => null);
          if (moved) return;
        }
      }
      await clients.openWindow(target);
    })(),
  );
});
