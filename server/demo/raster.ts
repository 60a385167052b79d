import { createHash } from 'node:crypto';

/**
 * The demo pictures as WebP, drawn from their SVG by sharp (libvips) and kept in memory.
 *
 * NOTE: a phone draws an SVG picture as a document of its own, on the page's main thread: loaded,
 * laid out with its text and painted, one task per picture (issue 15 measured 15–40 ms each on the
 * home page, a tenth of its main-thread work). A WebP is decoded off the main thread, as the
 * photos of a real deployment would be. The text in the pictures needs a CJK font on the server
 * (Debian: fonts-noto-cjk); without one it is drawn as boxes.
 */

/** Encoded pictures kept (each 2–12 kB). */
const MAX_KEPT = 2000;
const QUALITY = 72;

const kept = new Map<string, Promise<Buffer>>();

/** The WebP of an SVG picture: from memory when the same SVG was drawn before. */
export function webpOf(svg: string): Promise<Buffer> {
  const key = createHash('sha1').update(svg).digest('base64');
  const found = kept.get(key);
  if (found) {
    // Most recently used last: the oldest entry is the first to go.
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const made = draw(svg);
  kept.set(key, made);
  made.catch(() => kept.delete(key));
  if (kept.size > MAX_KEPT) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  return made;
}

async function draw(svg: string): Promise<Buffer> {
  // NOTE: loaded on first use: the native library is not needed by a server that draws nothing.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).webp({ quality: QUALITY }).toBuffer();
}
