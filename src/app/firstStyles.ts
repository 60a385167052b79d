/** How long the first render waits at most for a stylesheet that neither loads nor fails. */
const STYLES_WAIT_MS = 10_000;

/**
 * The build fetches the first load's stylesheets with `media="print"`, so they do not hold back the
 * splash (`index.html`'s own inline style draws it as soon as the page arrives); the app applies
 * them before its first render. Resolves once every one has loaded or failed (the app renders
 * anyway rather than stay on the splash), or after STYLES_WAIT_MS. In development there are none.
 */
export function applyFirstStyles(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-first]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const apply = () => {
            link.media = 'all';
            resolve();
          };
          // NOTE: a stylesheet that failed before this ran fired its error event already: its fetch
          // is over (a resource timing entry) but it has no sheet.
          if (link.sheet || fetchEnded(link.href)) apply();
          else {
            link.addEventListener('load', apply, { once: true });
            link.addEventListener('error', apply, { once: true });
            setTimeout(apply, STYLES_WAIT_MS);
          }
        }),
    ),
  ).then(() => undefined);
}

function fetchEnded(url: string): boolean {
  return performance.getEntriesByName(url, 'resource').some((entry) => entry.duration > 0);
}
