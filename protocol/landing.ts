/**
 * What the server's landing pages and the app agree on about the route a visit lands on (issue 15):
 * how a path names its route, which setting names a route's largest picture (fetched before the
 * first render, and named by the server in the page it sends), and the cookie that tells the server
 * today's advert was already seen on the device.
 */

/** The route a pathname shows, as the app matches it: case-insensitive, no trailing slash. */
export function normalPath(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

/** The route a request URL shows: its path without query or fragment, as `normalPath`. */
export function routeOfUrl(url: string): string {
  return normalPath(url.split(/[?#]/)[0] ?? '/');
}

/** The setting naming each route's largest picture (spec 000 §3), where it has one. */
export const LANDING_PICTURE = {
  '/': 'home_red_img',
  '/player': 'live_load_img',
  '/play': 'live_load_img',
  '/mnightplayer': 'live_load_img',
} as const satisfies Record<string, string>;

/** A setting `LANDING_PICTURE` names. */
export type LandingPictureSetting = (typeof LANDING_PICTURE)[keyof typeof LANDING_PICTURE];

/** The setting naming the largest picture of a route (a `normalPath`), if its page shows one. */
export function landingPicture(route: string): LandingPictureSetting | undefined {
  return Object.hasOwn(LANDING_PICTURE, route)
    ? LANDING_PICTURE[route as keyof typeof LANDING_PICTURE]
    : undefined;
}

/**
 * Set by the app, until the device's midnight, once today's advert was seen: the server's `/` then
 * names no advert picture (the app shows the advert at most once a day).
 */
export const ADVERT_SEEN_COOKIE = 'sl_advert_seen';
