/**
 * Configuration shapes of the main API (spec 000 §3, §7): the server configuration fields, the
 * client bootstrap config and the maintenance file. Re-exported by protocol/mainApi.ts.
 * No DOM, no Node APIs.
 */

/**
 * The server configuration (spec 000 §3 "Server configuration fields read"): every field,
 * staff-settable. Flags are 0/1.
 */
export interface ServerConfigData {
  /** Player domains probed in order (spec 000 §4 "Player domain"). */
  h5_play_url_list: string[];
  /** Host of api/logAction. */
  log_api_url: string;
  /** 0 switches every chat off (chat-off mode). */
  all_chat: 0 | 1;
  /** 0 switches news comments off. */
  ball_news_comment: 0 | 1;
  shop_open_status: 0 | 1;
  app_68: 0 | 1;
  /** Seconds between two chat messages. */
  chat_interval_time: number;
  /** Most characters in one chat message. */
  chat_characters_num: number;
  /** Marquee text and its link. */
  pmd_content: string;
  pmd_url: string;
  chat_show_url: string;
  top_title: string;
  h5_foot_str: string;
  home_red_url_type: number;
  home_red_url: string;
  home_red_img: string;
  /** Seconds between chat adverts. */
  chat_ad_interval: number;
  live_load_img: string;
  /** Red-packet price and time in the play store (spec 000 §9: 18 and 100). */
  chat_hb_price: number;
  chat_hb_time: number;
  chat_hb_url: string;
  red_envelope_weclome: string;
  new_ac_ad_img: string;
  new_ac_ad_url: string;
  night_url: string;
  service_uid: number;
  service_uid_night: number;
  host_id_copy: string;
  match_ad_img: string;
  match_ad_url: string;
  is_has_intelligence: 0 | 1;
  is_has_history: 0 | 1;
  is_show_up68_copy_share: 0 | 1;
  is_show_host: 0 | 1;
  /** Opening advert image, seconds shown, link. */
  openad_img: string;
  openad_time: number;
  openad_url: string;
  is_lb: 0 | 1;
  /** In-room jump prompt: first after live_jump_time s, then every live_jump_interval s. */
  live_jump_time: number;
  live_jump_interval: number;
  live_jump_info: string;
  live_jump_url: string;
  is_home_down_tab: 0 | 1;
  /** Alternative site addresses (the "permanent addresses" dialog). */
  forever_url: string[];
  web_fullscreen_tips: string;
  web_pm_tips: string;
  download_url_ios: string;
  download_url_android: string;
  download_url_webclip: string;
  download_mobileprovision: string;
  download_url: string;
  downUrlIos: string;
  downUrlWebclip: string;
  downUrlAndroid: string;
  alertToActivityId: number;
}

/** Every field name of {@link ServerConfigData}, in the spec's order (for checks and editors). */
export const SERVER_CONFIG_FIELDS = [
  'h5_play_url_list',
  'log_api_url',
  'all_chat',
  'ball_news_comment',
  'shop_open_status',
  'app_68',
  'chat_interval_time',
  'chat_characters_num',
  'pmd_content',
  'pmd_url',
  'chat_show_url',
  'top_title',
  'h5_foot_str',
  'home_red_url_type',
  'home_red_url',
  'home_red_img',
  'chat_ad_interval',
  'live_load_img',
  'chat_hb_price',
  'chat_hb_time',
  'chat_hb_url',
  'red_envelope_weclome',
  'new_ac_ad_img',
  'new_ac_ad_url',
  'night_url',
  'service_uid',
  'service_uid_night',
  'host_id_copy',
  'match_ad_img',
  'match_ad_url',
  'is_has_intelligence',
  'is_has_history',
  'is_show_up68_copy_share',
  'is_show_host',
  'openad_img',
  'openad_time',
  'openad_url',
  'is_lb',
  'live_jump_time',
  'live_jump_interval',
  'live_jump_info',
  'live_jump_url',
  'is_home_down_tab',
  'forever_url',
  'web_fullscreen_tips',
  'web_pm_tips',
  'download_url_ios',
  'download_url_android',
  'download_url_webclip',
  'download_mobileprovision',
  'download_url',
  'downUrlIos',
  'downUrlWebclip',
  'downUrlAndroid',
  'alertToActivityId',
] as const satisfies readonly (keyof ServerConfigData)[];

/** encryptionConfig: what the client needs before anything else. */
export interface ClientConfigData {
  /** The server's app version (as encryptionVersion). */
  version: string;
  /** Channel 8, site id 3 (spec 000 §9). */
  channel: number;
  siteid: number;
  /** Fallback hosts of the main API (absolute origins), tried in order; also served as GET /hosts.json. */
  api_hosts: string[];
  /** maintain.json URLs checked in order. */
  maintain_urls: string[];
  /** Cloud configuration files ({@link CloudConfig}) read when every API host is down; `{appid}` is the app id. */
  cloud_urls: string[];
  /** Interface languages offered; the first is the default. */
  languages: string[];
}

/**
 * A cloud configuration file (spec 000 §7-§8: "cloud-bucket configuration files keyed by app id"):
 * the fallback hosts of one app, kept on another host than the app's own. GET /cloud/<appid>.json
 * of a server of this app answers one.
 */
export interface CloudConfig {
  app_id: string;
  api_hosts: string[];
  maintain_urls: string[];
}

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** The absolute http(s) URLs of a list, without trailing slashes; anything else left out. */
export function httpUrls(list: unknown): string[] {
  return Array.isArray(list) ? list.filter(isHttpUrl).map((url) => url.replace(/\/+$/, '')) : [];
}

/**
 * Reads a cloud configuration file for the app `appId`: its absolute http(s) hosts and maintenance
 * URLs, anything else left out; undefined when the file is for another app or is no such file. A
 * plain list of hosts (the older /hosts.json form) is read as hosts alone.
 */
export function parseCloudConfig(raw: unknown, appId: string): CloudConfig | undefined {
  if (Array.isArray(raw)) return { app_id: appId, api_hosts: httpUrls(raw), maintain_urls: [] };
  if (typeof raw !== 'object' || raw === null) return undefined;
  const file = raw as Record<string, unknown>;
  if (file.app_id !== appId) return undefined;
  return { app_id: appId, api_hosts: httpUrls(file.api_hosts), maintain_urls: httpUrls(file.maintain_urls) };
}

/** A cloud configuration URL with the app id in place of `{appid}`. */
export function cloudConfigUrl(template: string, appId: string): string {
  return template.replaceAll('{appid}', encodeURIComponent(appId));
}

/** GET /maintain.json and /maintenance.json (plain JSON, not encrypted). */
export interface MaintainStatus {
  /** 1 while the maintenance screen must be shown. */
  maintain: 0 | 1;
  /** 1 shows the outage notice (spec 000 §4). */
  withdrawal: 0 | 1;
  /** Image shown over the whole app while in maintenance. */
  img: string;
  /** Plain text shown with it. */
  content: string;
}
