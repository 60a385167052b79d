// What the app learnt of its fallback hosts (spec 000 §7-§8), kept between visits: the API hosts
// (src/api/hosts.ts), the maintenance files and the cloud configuration files. encryptionConfig
// names them (src/api/serverConfig.ts), and a cloud file read while every host was down names more.
import { storage } from '../lib/storage';

const LEARNT_HOSTS = 'apiHostsLearnt';
const MAINTAIN_URLS = 'maintainUrls';
const CLOUD_URLS = 'cloudConfigUrls';

/**
 * Cloud configuration files built in (VITE_CLOUD_CONFIG_URLS, comma-separated, `{appid}` for the
 * app id): a first visit knows them before any server named one.
 */
const BUILT_CLOUD_URLS: readonly string[] = String(import.meta.env.VITE_CLOUD_CONFIG_URLS ?? '')
  .split(',')
  .map((url) => url.trim())
  .filter(Boolean);

const list = (key: string): string[] => {
  const value = storage.get<unknown>(key);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/** A host as the host list writes it: "" for this page's own origin. */
export function hostOf(origin: string): string {
  const host = origin.replace(/\/+$/, '');
  return typeof location !== 'undefined' && host === location.origin ? '' : host;
}

export const fallbackStore = {
  learntHosts: (): string[] => list(LEARNT_HOSTS),
  setLearntHosts: (hosts: readonly string[]): void => storage.set(LEARNT_HOSTS, [...hosts]),
  /** The maintenance files named by the servers, after this origin's own. */
  maintainUrls: (): string[] => list(MAINTAIN_URLS),
  setMaintainUrls: (urls: readonly string[]): void => storage.set(MAINTAIN_URLS, [...urls]),
  /** The cloud files the servers named, then the built-in ones. */
  cloudUrls: (): string[] => [...new Set([...list(CLOUD_URLS), ...BUILT_CLOUD_URLS])],
  setCloudUrls: (urls: readonly string[]): void => storage.set(CLOUD_URLS, [...urls]),
};
