import { proxy, subscribe } from 'valtio';
import type { ServerConfigData } from '../../protocol/mainApi';

export interface ConfigState {
  /** encryptionServerConfig's fields, once loaded. */
  server: ServerConfigData | null;
  loaded: boolean;
}

export const config = proxy<ConfigState>({ server: null, loaded: false });

/** Chat-off mode: all_chat 0 (the tab bar shows Home, Match and Me only). */
export function isChatOff(server: Pick<ServerConfigData, 'all_chat'> | null): boolean {
  return server !== null && Number(server.all_chat) === 0;
}

/** Night hours use service_uid_night: 22:00 to 08:00 local time (our reading of spec 000 §3). */
export function serviceUidAt(day: number, night: number, now = new Date()): number {
  const h = now.getHours();
  return (h >= 22 || h < 8) && night > 0 ? night : day;
}

/** The customer-service uid to open now (day or night), 0 when none is configured. */
export function currentServiceUid(
  server: Pick<ServerConfigData, 'service_uid' | 'service_uid_night'> | null,
  now = new Date(),
): number {
  return serviceUidAt(Number(server?.service_uid ?? 0), Number(server?.service_uid_night ?? 0), now);
}

/**
 * The late-night service account, whatever the hour: the late-night tab and its rooms are the
 * night desk's (service_uid_night), falling back to the day one when none is set.
 */
export function nightServiceUid(
  server: Pick<ServerConfigData, 'service_uid' | 'service_uid_night'> | null,
): number {
  return Number(server?.service_uid_night ?? 0) || Number(server?.service_uid ?? 0);
}

/**
 * Calls `use` with the server configuration once it is loaded (at once when it is); returns a stop
 * for the wait.
 */
export function whenConfigured(use: (server: ServerConfigData) => void): () => void {
  if (config.server) {
    use(config.server);
    return () => {};
  }
  const stop = subscribe(config, () => {
    if (!config.server) return;
    stop();
    use(config.server);
  });
  return stop;
}

/**
 * Fetches a picture ahead of the page that shows it, at a high priority: for the largest picture of
 * a page the visit lands on, named by the configuration, which the page would otherwise ask for
 * only when it gets to draw it.
 */
export function fetchPictureEarly(url: string | undefined): void {
  if (!url || carried.has(url)) return;
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = url;
}

/** The pictures the landing page carried inside itself: URL → `data:` URL (server/http/landing.ts). */
const carried = new Map<string, string>();

/**
 * Keeps the pictures the splash carries (`img[data-src]`: a live room's loading advert, today's
 * advert), read before the app's first render replaces the splash.
 */
export function keepCarriedPictures(doc: Document = document): void {
  for (const img of doc.querySelectorAll<HTMLImageElement>('.splash img[data-src]')) {
    const url = img.dataset.src;
    if (url && img.src.startsWith('data:')) carried.set(url, img.src);
  }
}

/** Where to draw a configured picture from: the copy the landing page carried, else its URL. */
export function pictureSrc(url: string): string {
  return carried.get(url) ?? url;
}
