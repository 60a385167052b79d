// Inlined at the end of the built index.html (vite.config.ts, splashFirst). The app's scripts and
// stylesheets wait in <template id="app-start"> until the page is parsed (its deferred /app/key.js
// run) and its splash is painted, with the picture the page carries if it carries one (a live
// room's loading advert, today's advert: server/http/landing.ts). Then each is put in the head,
// where the browser fetches it.
// NOTE: the splash is the first screen, and on a live room or the home page it holds the page's
// largest picture. Asked for with the page, the app's files (about 150 kB) took the network and the
// CPU before that first frame on a phone; after it, the frame no longer waits for them.
(() => {
  const LINKS_PER_TASK = 8;
  let painted = false;
  let parsed = document.readyState !== 'loading';
  const start = () => {
    const files = document.getElementById('app-start');
    if (!painted || !parsed || !files) return;
    // The stylesheets, then the preloads, moved in a few at a time, a task each (each is fetched as
    // it comes into the page, and starting a fetch is work for the main thread: thirty at once made
    // one task of 6-9 ms of CPU on a desktop, four times that on a phone). Then the app's module: a
    // script parsed inside a template does not run when moved, so it is made anew. When it runs,
    // every stylesheet it applies before its first render is in the page (src/app/firstStyles.ts)
    // and the chunks it imports are on their way.
    const scripts = [...files.content.querySelectorAll('script')];
    for (const script of scripts) script.remove();
    files.remove();
    const parts = [
      ...files.content.querySelectorAll('link[rel="stylesheet"]'),
      ...files.content.querySelectorAll('link:not([rel="stylesheet"])'),
    ];
    // NOTE: the next task through a message, not a timer: a tab in the background runs timers once a
    // second at most.
    const next = new MessageChannel();
    // The module comes in a task of its own after the last links.
    const step = () => {
      if (parts.length > 0) {
        document.head.append(...parts.splice(0, LINKS_PER_TASK));
        return void next.port2.postMessage(null);
      }
      next.port1.close();
      for (const script of scripts) {
        const made = document.createElement('script');
        for (const { name, value } of script.attributes) made.setAttribute(name, value);
        document.head.append(made);
      }
    };
    next.port1.onmessage = step;
    step();
  };
  const paintedNow = () => {
    painted = true;
    start();
  };
  const types = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
  const carried = document.querySelector('.splash img[data-src]');
  if (carried && types.includes('largest-contentful-paint')) {
    // Once the carried picture is on the screen (the paint the browser reports, not only a frame
    // made: the screen shows it later).
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((entry) => entry.element === carried)) {
        observer.disconnect();
        paintedNow();
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else if (types.includes('paint')) {
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      paintedNow();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(paintedNow));
  // NOTE: never stays on the splash: a picture that does not show, a tab opened in the background
  // (it paints no frame until it is shown).
  setTimeout(paintedNow, 3000);
  if (!parsed)
    document.addEventListener('DOMContentLoaded', () => {
      parsed = true;
      start();
    });
  start();
})();
