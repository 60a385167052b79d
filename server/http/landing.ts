/**
 * The `index.html` a visit lands on names its page's chunks (DESIGN §7, issue 15): the build writes
 * `landing.json` (route → the scripts and stylesheets its page needs beyond the first load,
 * `landingChunks()` in vite.config.ts); the page sent for that route names them beside the first
 * load's own, in the build's `<template id="app-start">`: the page puts them in its head (the
 * browser then fetches them) once its splash is painted (`src/app/startAfterPaint.js`), so the app's
 * start finds them there instead of adding a link per file. A page whose largest picture the
 * configuration names (today's advert on `/`, the loading advert of a live room) shows that picture
 * in its splash, where the app will draw it: a live room's loading advert where the player starts,
 * today's advert where its dialog opens (a visit that lands there has no service worker yet, so the
 * advert is due and shows). A small picture served here the page carries inside itself
 * (`CarriedPictures`: a `data:` URL, drawn in the first frame, which the app reuses); any other it
 * asks for at a high priority. Each page is made and compressed once, on its first request (again
 * when its picture changes).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import {
  ADVERT_SEEN_COOKIE,
  type LandingPictureSetting,
  landingPicture,
  routeOfUrl,
} from '../../protocol/landing';

/** The encodings a page is kept in, best first (as the static files' precompressed twins). */
const ENCODINGS = ['br', 'gzip', 'identity'];

/** What a route's page needs beyond the first load (paths inside the build folder). */
export interface LandingFiles {
  js: string[];
  css: string[];
}

/** True when the page a URL lands on depends on the advert-seen cookie (`/` alone). */
export function landingDependsOnCookie(url: string): boolean {
  return landingPicture(routeOfUrl(url)) === 'home_red_img';
}

/**
 * The setting naming the largest picture of the page a request lands on, if that page shows one:
 * none for `/` once today's advert was seen here (the app shows it at most once a day).
 */
export function landingPictureSetting(
  url: string,
  cookie: string | undefined,
): LandingPictureSetting | undefined {
  const setting = landingPicture(routeOfUrl(url));
  if (
    setting === 'home_red_img' &&
    new RegExp(`(?:^|;\\s*)${ADVERT_SEEN_COOKIE}=1(?:;|$)`).test(cookie ?? '')
  )
    return undefined;
  return setting;
}

/** The largest picture a page carries inside itself (bytes; base64 adds a third). */
export const CARRY_MAX_BYTES = 16 * 1024;
/** How long a picture read for pages to carry is kept before it is read again. */
const CARRY_KEEP_MS = 5 * 60_000;
/** The picture formats a page carries. */
const CARRY_TYPES = /^image\/(?:webp|png|jpeg|gif|avif|svg\+xml)$/;

/**
 * The page's largest picture as a `data:` URL the page carries, when this server serves it and it
 * is small: the splash then draws it in the page's first frame, with no request of its own, and the
 * app's files, asked for after that frame (`src/app/startAfterPaint.js`), do not hold it back. Each
 * URL is read through the server itself (`inject`) and kept CARRY_KEEP_MS; '' when it is not carried.
 */
export class CarriedPictures {
  private readonly kept = new Map<string, { data: string; until: number }>();

  constructor(
    private readonly app: Pick<FastifyInstance, 'inject'>,
    private readonly now: () => number = Date.now,
  ) {}

  async of(url: string): Promise<string> {
    if (!url.startsWith('/') || url.startsWith('//')) return '';
    const hit = this.kept.get(url);
    if (hit && hit.until > this.now()) return hit.data;
    let data = '';
    try {
      const answer = await this.app.inject({ method: 'GET', url });
      const type =
        String(answer.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim() ?? '';
      if (answer.statusCode === 200 && CARRY_TYPES.test(type) && answer.rawPayload.length <= CARRY_MAX_BYTES)
        data = `data:${type};base64,${answer.rawPayload.toString('base64')}`;
    } catch {
      // Not carried: the page names the picture's URL, as for a picture served elsewhere.
    }
    if (this.kept.size >= MAX_PREPARED) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(url, { data, until: this.now() + CARRY_KEEP_MS });
    return data;
  }
}

/** Pages kept prepared at most (one per route and picture; a changed picture makes a new one). */
const MAX_PREPARED = 200;

/** One prepared page: the bytes in each encoding and its validator. */
interface Prepared {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** The response for one request: the body, its encoding (none for identity) and its ETag. */
export interface LandingResponse {
  body: Buffer;
  encoding: 'br' | 'gzip' | undefined;
  etag: string;
}

/** The app's `index.html` for each route, with the route's chunks named in it. */
export class LandingPages {
  private readonly prepared = new Map<string, Prepared>();

  private constructor(
    /** The built `index.html`, as read once at start. */
    readonly template: string,
    private readonly routes: ReadonlyMap<string, LandingFiles>,
  ) {}

  /** From a build folder; a build without `landing.json` serves its `index.html` unchanged. */
  static fromBuild(distDir: string): LandingPages {
    const template = readFileSync(join(distDir, 'index.html'), 'utf8');
    const file = join(distDir, 'landing.json');
    const routes = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, LandingFiles>)
      : {};
    return new LandingPages(template, new Map(Object.entries(routes)));
  }

  /**
   * The page for a request's URL, in the best encoding `acceptEncoding` allows; `picture` is the
   * URL of the route's largest picture (`landingPictureSetting`), when the configuration names one;
   * `carried` that picture as a `data:` URL when the page carries it (`CarriedPictures`).
   */
  respond(
    url: string,
    acceptEncoding: string | undefined,
    picture?: string,
    carried?: string,
  ): LandingResponse {
    const page = this.pageOf(routeOfUrl(url), picture, carried);
    const encoding = acceptEncoding ? negotiate(acceptEncoding, ENCODINGS) : null;
    if (encoding === 'br') return { body: page.br, encoding, etag: page.etag };
    if (encoding === 'gzip') return { body: page.gzip, encoding, etag: page.etag };
    return { body: page.html, encoding: undefined, etag: page.etag };
  }

  private pageOf(key: string, picture = '', carried = ''): Prepared {
    const files = this.routes.get(key);
    // The splash shows the picture where the page then draws it: a live room's loading advert, the
    // home page's advert of the day (the page's largest picture, painted without waiting for the app).
    const shown = picture === '' ? undefined : landingPicture(key);
    // Routes with nothing of their own share one page (any unknown path is answered with it).
    const cacheKey = `${files || shown ? key : ''}\n${picture}\n${carried ? digest(carried) : ''}`;
    const cached = this.prepared.get(cacheKey);
    if (cached) return cached;
    // NOTE: a picture the page carries needs no request of its own.
    let text = withLinks(this.template, files ?? { js: [], css: [] }, carried ? '' : picture);
    const img = picture ? pictureAttributes(picture, carried) : '';
    if (shown === 'live_load_img') text = withPoster(text, img);
    else if (shown === 'home_red_img') text = withAdvert(text, img);
    const html = Buffer.from(text);
    const page: Prepared = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
      etag: `"${digest(html)}"`,
    };
    // The oldest goes first: only pictures changing again and again fill the map.
    if (this.prepared.size >= MAX_PREPARED) this.prepared.delete(this.prepared.keys().next().value as string);
    this.prepared.set(cacheKey, page);
    return page;
  }
}

/**
 * The template with the route's largest picture asked for before `</head>`, and its files with the
 * first load's own: in the build's `<template id="app-start">`, which the page puts in its head once
 * the splash is painted (`src/app/startAfterPaint.js`); before `</head>` in a page without one.
 */
function withLinks(template: string, files: LandingFiles, picture: string): string {
  const links = [
    ...files.js.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
    ...files.css.map(
      (file) => `<link rel="stylesheet" media="print" data-first crossorigin href="/${file}">`,
    ),
  ];
  let page = template;
  if (links.length > 0)
    page = START.test(page)
      ? page.replace(
          START,
          (_all, start: string, end: string) => `${start}  ${links.join('\n      ')}\n    ${end}`,
        )
      : page.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  if (picture)
    page = page.replace(
      '</head>',
      `  <link rel="preload" as="image" fetchpriority="high" href="${attribute(picture)}">\n  </head>`,
    );
  return page;
}

/** The build's list of the app's files to start with (vite.config.ts, splashFirst). */
const START = /(<template id="app-start">[\s\S]*?)(<\/template>)/;

/**
 * The `src` of the splash's picture: the copy the page carries (a `data:` URL) when there is one,
 * with its own URL in `data-src` (the app draws that picture from the copy: `pictureSrc` in
 * `src/state/config.ts`).
 */
function pictureAttributes(picture: string, carried: string): string {
  return carried
    ? `src="${attribute(carried)}" data-src="${attribute(picture)}"`
    : `src="${attribute(picture)}"`;
}

/** The splash with the live room's loading advert where the player draws it (`splash-poster`). */
function withPoster(page: string, img: string): string {
  return page.replace(
    '<div class="splash">',
    `<div class="splash">\n        <img class="splash-poster" ${img} alt="" fetchpriority="high" />`,
  );
}

/**
 * The splash with today's advert where the home page's dialog shows it (`splash-advert`, laid out as
 * `.redpacket` in `src/features/home/home.css`, with room for its action and close buttons).
 */
function withAdvert(page: string, img: string): string {
  return page.replace(
    '<div class="splash">',
    `<div class="splash">\n        <div class="splash-advert"><div><img ${img} alt="" fetchpriority="high" /><i></i><i></i></div></div>`,
  );
}

function digest(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
