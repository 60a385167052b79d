/**
 * The `index.html` a visit lands on names its page's chunks (DESIGN §7, issue 15): the build writes
 * `landing.json` (route → the scripts and stylesheets its page needs beyond the first load,
 * `landingChunks()` in vite.config.ts); the page sent for that route carries them as
 * `<link rel="modulepreload">` and as first-load stylesheets (`media="print" data-first`, applied by
 * the app before its first render). The browser then fetches them while it reads the page, beside
 * the first load, and the app's start finds them there instead of adding a link per file. A page
 * whose largest picture the configuration names (today's advert on `/`, the loading advert of a live
 * room) asks for that picture too, at a high priority: a visit that lands there has no service
 * worker yet, so the advert is due and shows. The splash shows that picture too, where the app will
 * draw it: a live room's loading advert where the player starts, today's advert where its dialog
 * opens (the page's first paint, then, is its largest picture). The route preloads are fetched at a
 * low priority, behind that picture. Each page is made and compressed once, on its first request
 * (again when its picture changes).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
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
    private readonly template: string,
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
   * URL of the route's largest picture (`landingPictureSetting`), when the configuration names one.
   */
  respond(url: string, acceptEncoding: string | undefined, picture?: string): LandingResponse {
    const page = this.pageOf(routeOfUrl(url), picture);
    const encoding = acceptEncoding ? negotiate(acceptEncoding, ENCODINGS) : null;
    if (encoding === 'br') return { body: page.br, encoding, etag: page.etag };
    if (encoding === 'gzip') return { body: page.gzip, encoding, etag: page.etag };
    return { body: page.html, encoding: undefined, etag: page.etag };
  }

  private pageOf(key: string, picture = ''): Prepared {
    const files = this.routes.get(key);
    // The splash shows the picture where the page then draws it: a live room's loading advert, the
    // home page's advert of the day (the page's largest picture, painted without waiting for the app).
    const shown = picture === '' ? undefined : landingPicture(key);
    // Routes with nothing of their own share one page (any unknown path is answered with it).
    const cacheKey = `${files || shown ? key : ''}\n${picture}`;
    const cached = this.prepared.get(cacheKey);
    if (cached) return cached;
    let text = withLinks(this.template, files ?? { js: [], css: [] }, picture);
    if (shown === 'live_load_img') text = withPoster(text, picture);
    else if (shown === 'home_red_img') text = withAdvert(text, picture);
    const html = Buffer.from(text);
    const page: Prepared = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
    };
    // The oldest goes first: only pictures changing again and again fill the map.
    if (this.prepared.size >= MAX_PREPARED) this.prepared.delete(this.prepared.keys().next().value as string);
    this.prepared.set(cacheKey, page);
    return page;
  }
}

/** The template with the route's files named just before `</head>`, after the first load's own. */
function withLinks(template: string, files: LandingFiles, picture: string): string {
  const links = [
    ...(picture ? [`<link rel="preload" as="image" fetchpriority="high" href="${attribute(picture)}">`] : []),
    ...files.js.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
    ...files.css.map(
      (file) => `<link rel="stylesheet" media="print" data-first crossorigin href="/${file}">`,
    ),
  ].join('\n    ');
  if (links === '') return template;
  return template.replace('</head>', `  ${links}\n  </head>`);
}

/** The splash with the live room's loading advert where the player draws it (`splash-poster`). */
function withPoster(page: string, picture: string): string {
  return page.replace(
    '<div class="splash">',
    `<div class="splash">\n        <img class="splash-poster" src="${attribute(picture)}" alt="" fetchpriority="high" />`,
  );
}

/**
 * The splash with today's advert where the home page's dialog shows it (`splash-advert`, laid out as
 * `.redpacket` in `src/features/home/home.css`, with room for its action and close buttons).
 */
function withAdvert(page: string, picture: string): string {
  return page.replace(
    '<div class="splash">',
    `<div class="splash">\n        <div class="splash-advert"><div><img src="${attribute(picture)}" alt="" fetchpriority="high" /><i></i><i></i></div></div>`,
  );
}

function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
