import { httpUrls, type ServerConfigData } from '../../protocol/mainApi';
import { isInstalledApp } from '../lib/platform';
import { config } from '../state/config';
import { entry } from '../state/entry';
import { apiHosts, mainApi } from './client';
import { fallbackStore } from './fallbackStore';

declare global {
  // NOTE: set by the classic script /app/key.js with the key, before the app starts.
  var __SPORTLIVE_SERVER_CONFIG__: ServerConfigData | undefined;
}

/**
 * Loads the server configuration into the config state (at start-up and after a login). The first
 * load takes what /app/key.js brought (one call fewer before the first screen's pictures can show);
 * later ones (after a login, back online) ask the server.
 */
export async function loadServerConfig(): Promise<void> {
  const brought = globalThis.__SPORTLIVE_SERVER_CONFIG__;
  if (brought && typeof brought === 'object') {
    globalThis.__SPORTLIVE_SERVER_CONFIG__ = undefined;
    config.server = brought;
    config.loaded = true;
    return;
  }
  const client = isInstalledApp(entry.os, entry.webclip) ? 'ios' : entry.os || 'h5';
  const answer = await mainApi.request('encryptionServerConfig', { client });
  if (answer.code === 200 && answer.data) config.server = answer.data;
  config.loaded = true;
}

/**
 * Learns the fallback hosts (spec 000 §7-§8) from encryptionConfig: the API hosts join the host
 * list (and are kept for later visits), the maintenance files and cloud configuration files are
 * kept for when this origin is down. Asked once the first screen is up; a failure waits for the
 * next visit.
 */
export async function learnFallbackHosts(): Promise<void> {
  const answer = await mainApi.request('encryptionConfig', {});
  if (answer.code !== 200 || !answer.data) return;
  const { api_hosts, maintain_urls, cloud_urls } = answer.data;
  apiHosts.add(httpUrls(api_hosts));
  fallbackStore.setMaintainUrls(httpUrls(maintain_urls));
  fallbackStore.setCloudUrls(httpUrls(cloud_urls));
}
