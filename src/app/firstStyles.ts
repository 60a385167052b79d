/**
 * The build fetches the first load's stylesheets with `media="print"`, so they do not hold back the
 * splash (`index.html`'s own inline style draws it as soon as the page arrives); the app applies
 * them before its first render. Resolves once every one has loaded (or failed: the app renders
 * anyway rather than stay on the splash). In development there are none.
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
          if (link.sheet) apply();
          else {
            link.addEventListener('load', apply, { once: true });
            link.addEventListener('error', apply, { once: true });
          }
        }),
    ),
  ).then(() => undefined);
}
