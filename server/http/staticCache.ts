/**
 * Cache rules of the built app (DESIGN §7): files whose name carries a content hash never change
 * and are cached for a year; everything else (index.html, the service worker, the manifest,
 * icons) is revalidated on every use, so a deploy is seen at once.
 */
import { basename } from 'node:path';

/** One year: the longest `max-age` caches honour. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but checked with the server (ETag / Last-Modified) before each use. */
export const REVALIDATE = 'no-cache';

// NOTE: Vite names hashed chunks `name-<8+ chars of base64url hash>.ext` under assets/ (the staff
// console's entry under admin/assets/); Workbox's
// runtime is `workbox-<8 hex>.js` beside sw.js. sw.js itself has no hash and must be revalidated,
// or a browser would keep an old service worker (and so an old app) for as long as it is cached.
const HASHED = /^(?:(?:admin\/)?assets\/.+-[\w-]{8,}|workbox-[0-9a-f]{8})\.[a-z0-9]+$/;

/** The Cache-Control header for a file of the build, by its path inside the build folder. */
export function cacheControlFor(relativePath: string): string {
  // The path may name the precompressed twin (`x.js.br`) that is being sent for `x.js`.
  const path = relativePath
    .replace(/\\/g, '/')
    .replace(/^\/+/, '')
    .replace(/\.(?:br|gz)$/, '');
  return HASHED.test(path) && basename(path) !== 'sw.js' ? IMMUTABLE : REVALIDATE;
}
