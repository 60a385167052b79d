import type { Kysely } from 'kysely';
import { DEFAULT_RED_PACKET_GREETING, isServiceUid, SERVICE_UIDS } from '../../protocol/enums';
import type { HomeTab, NoticeOpen } from '../../protocol/mainApi';
import type { ServerConfigData } from '../../protocol/mainApiConfig';
import { USER_TYPE } from '../accounts/userType';
import { Refusal } from '../refusal';
import { isStorableUrl } from '../safeUrl';
import type { Database } from '../store';

/**
 * The server configuration fields (spec 000 §3) with their defaults. Links the client opens are
 * absolute on `origin` (the host the client called); images are root-relative demo images.
 */
export function serverConfigDefaults(origin: string): ServerConfigData {
  const download = `${origin}/download.html`;
  return {
    h5_play_url_list: [origin],
    log_api_url: origin,
    all_chat: 1,
    ball_news_comment: 1,
    shop_open_status: 1,
    app_68: 0,
    chat_interval_time: 3,
    chat_characters_num: 100,
    pmd_content: '欢迎来到体育直播！文明观赛，理性发言，禁止发布广告及违法违规信息。',
    pmd_url: '',
    chat_show_url: '',
    top_title: '体育直播 - 高清足球、篮球、电竞直播',
    h5_foot_str: '体育直播 · 仅供体育爱好者交流，请勿用于任何商业用途',
    home_red_url_type: 1,
    home_red_url: '',
    home_red_img: '/demo-img/ad/redpacket.webp',
    chat_ad_interval: 300,
    live_load_img: '/demo-img/ad/liveload.webp',
    chat_hb_price: 18,
    chat_hb_time: 100,
    chat_hb_url: '',
    red_envelope_weclome: DEFAULT_RED_PACKET_GREETING,
    new_ac_ad_img: '/demo-img/ad/newac.webp',
    new_ac_ad_url: '',
    night_url: '',
    service_uid: 10000,
    service_uid_night: 10001,
    host_id_copy: '主播ID已复制',
    match_ad_img: '/demo-img/ad/match.webp',
    match_ad_url: '',
    is_has_intelligence: 1,
    is_has_history: 1,
    is_show_up68_copy_share: 0,
    is_show_host: 1,
    openad_img: '/demo-img/ad/openad.webp',
    openad_time: 3,
    openad_url: '',
    is_lb: 1,
    live_jump_time: 60,
    live_jump_interval: 600,
    live_jump_info: '添加到主屏幕，观看更流畅',
    live_jump_url: download,
    is_home_down_tab: 1,
    forever_url: [origin],
    web_fullscreen_tips: '点击右下角按钮可全屏观看',
    web_pm_tips: '横屏观看效果更佳',
    download_url_ios: `${download}?platform=ios`,
    download_url_android: `${download}?platform=android`,
    download_url_webclip: `${download}?platform=webclip`,
    download_mobileprovision: '',
    download_url: download,
    downUrlIos: `${download}?platform=ios`,
    downUrlWebclip: `${download}?platform=webclip`,
    downUrlAndroid: `${download}?platform=android`,
    alertToActivityId: 0,
  };
}

/** Every staff-settable value: the server configuration plus the home, notice and maintenance settings. */
export function settingDefaults(origin: string) {
  return {
    ...serverConfigDefaults(origin),
    /** 1 shows the maintenance screen (maintain.json). */
    maintain: 0 as 0 | 1,
    /** 1 shows the outage notice (maintenance.json). */
    withdrawal: 0 as 0 | 1,
    maintain_img: '/demo-img/ad/maintain.webp',
    maintain_content: '系统升级维护中，请稍后再来',
    notice_open: 0 as NoticeOpen,
    notice_pre_content: '',
    home_tabs: [
      { name: '足球', type: 1 },
      { name: '篮球', type: 2 },
      { name: '电竞', type: 3 },
    ] as HomeTab[],
    hot_words: ['曼城', '皇家马德里', '湖人', '勇士', '上海海港', 'LPL', '欧冠', 'CBA'],
    msg_shield: ['赌博', '博彩', '代充', '刷单', '色情', '微信号', '加群', '私聊领福利'],
    /** Main-API hosts handed out as fallbacks (encryptionConfig, /hosts.json). */
    api_hosts: [origin],
    /**
     * Cloud configuration files, read when every API host is down: URLs on other hosts (a bucket),
     * `{appid}` standing for the app's id; each answers {app_id, api_hosts, maintain_urls}
     * (GET /cloud/<appid>.json on a server of this app).
     */
    cloud_config_urls: [] as string[],
    /** Coins the red-packet rain may drop in one product day, all rooms together (server/money/rain.ts). */
    rain_daily_budget: 100_000,
    /** Megabytes the whole site may take in uploads in one product day (server/http/uploadBudget.ts). */
    upload_daily_mb: 10_240,
    /** Megabytes one phone-verified account may upload in one product day (pictures and files). */
    upload_user_daily_mb: 200,
    /** Megabytes of pictures one guest may upload in one product day (guests send no files). */
    upload_guest_daily_mb: 5,
    /** 1 approves host applications at once, without a moderator (server/live/hostApplications.ts). */
    host_auto_approve: 0 as 0 | 1,
    /** Room ids of the home's late-night tab (encryptionNightRooms), as text; empty: the tab lists none. */
    night_rooms: [] as string[],
  };
}

export type Settings = ReturnType<typeof settingDefaults>;

/** The maintenance files the app checks: each API host's /maintain.json, in the hosts' order. */
export function maintainUrls(settings: Pick<Settings, 'api_hosts'>): string[] {
  return settings.api_hosts.map((host) => `${host.replace(/\/+$/, '')}/maintain.json`);
}
export type SettingKey = keyof Settings;

/** The range a number setting must stay in, and what its unit is (said in the refusal). */
export interface SettingBound {
  min: number;
  max: number;
  unit: string;
}

/**
 * Issue 43: the settings that spend platform money (the red-packet rain is paid from the platform
 * wallet), with their bounds. Only the finance role changes them (`settings.money`); a value outside
 * its bound is refused with the bound, and a stored one outside it is not used.
 * NOTE: 1,000 coins a drop and a drop every 10 s at most; the daily budget caps the total whatever
 * the rooms (with the defaults one busy room costs about 15,600 coins a day).
 */
export const MONEY_SETTINGS: Readonly<Record<string, SettingBound>> = {
  chat_hb_price: { min: 0, max: 1_000, unit: 'coins a drop (0: no rain)' },
  chat_hb_time: { min: 10, max: 86_400, unit: 'seconds between drops' },
  rain_daily_budget: { min: 0, max: 10_000_000, unit: 'coins a product day' },
};

export function isMoneySetting(key: string): boolean {
  return Object.hasOwn(MONEY_SETTINGS, key);
}

/**
 * Issue 43: the upload allowances, with their bounds (what the disk can hold in a day, not what
 * one person needs); the settings role changes them.
 */
export const UPLOAD_SETTINGS: Readonly<Record<string, SettingBound>> = {
  upload_daily_mb: { min: 0, max: 1_000_000, unit: 'MB a product day, the whole site' },
  upload_user_daily_mb: { min: 0, max: 10_000, unit: 'MB a product day for each account' },
  upload_guest_daily_mb: { min: 0, max: 100, unit: 'MB of pictures a product day for each guest' },
};

/** The range a number setting must stay in, if it has one. */
export function settingBound(key: string): SettingBound | undefined {
  return Object.hasOwn(MONEY_SETTINGS, key)
    ? MONEY_SETTINGS[key]
    : Object.hasOwn(UPLOAD_SETTINGS, key)
      ? UPLOAD_SETTINGS[key]
      : undefined;
}

/** A setting refused by {@link writeSetting}: unknown key or a value of the wrong kind (a console 400). */
const badSetting = (message: string) => new Refusal('console', 400, message);

const FLAG_KEYS: ReadonlySet<string> = new Set([
  'all_chat',
  'ball_news_comment',
  'shop_open_status',
  'app_68',
  'is_has_intelligence',
  'is_has_history',
  'is_show_up68_copy_share',
  'is_show_host',
  'is_lb',
  'is_home_down_tab',
  'maintain',
  'withdrawal',
  'host_auto_approve',
]);

function isHomeTab(value: unknown): value is HomeTab {
  if (typeof value !== 'object' || value === null) return false;
  const { name, type } = value as Record<string, unknown>;
  return typeof name === 'string' && name.length > 0 && Number.isInteger(type);
}

/** Settings holding links or images: an http(s) URL or a path of this site, never `javascript:` (issue 14). */
const URL_KEY = /(_url|_img|_url_list)$|^download_url_|^downUrl|^api_hosts$|^cloud_config_urls$/;

function badUrl(key: string, value: string): boolean {
  return URL_KEY.test(key) && value !== '' && !isStorableUrl(value);
}

/** Why `value` cannot be the setting `key` (whose default is `fallback`), or undefined when it can. */
function problem(key: string, fallback: unknown, value: unknown): string | undefined {
  if (typeof fallback === 'number') {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
      return `${key} must be a non-negative integer`;
    if (FLAG_KEYS.has(key) && value !== 0 && value !== 1) return `${key} must be 0 or 1`;
    const bound = settingBound(key);
    if (bound && (value < bound.min || value > bound.max))
      return `${key} must be ${bound.min}..${bound.max} ${bound.unit}, got ${value}`;
    return undefined;
  }
  if (typeof fallback === 'string') {
    if (typeof value !== 'string') return `${key} must be text`;
    return badUrl(key, value) ? `${key} must be an http(s) URL or a /path` : undefined;
  }
  if (key === 'home_tabs')
    return Array.isArray(value) && value.every(isHomeTab)
      ? undefined
      : `${key} must be a list of {name, type}`;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    return `${key} must be a list of text`;
  if (key === 'night_rooms' && !value.every((v) => /^[1-9]\d{0,9}$/.test(v)))
    return `${key} must list room ids (whole numbers above 0)`;
  return value.some((v) => badUrl(key, v)) ? `${key} must list http(s) URLs or /paths` : undefined;
}

/**
 * The settings in force: the defaults with the stored values over them. A stored value of the
 * wrong kind (edited by hand) is skipped, so a bad row never breaks the configuration. With
 * `only`, just those rows are read (the rest stay at their defaults).
 */
export async function readSettings(
  db: Kysely<Database>,
  origin: string,
  only?: readonly (keyof Settings)[],
): Promise<Settings> {
  const settings = settingDefaults(origin);
  let query = db.selectFrom('settings').select(['key', 'value']);
  if (only) query = query.where('key', 'in', [...only]);
  const rows = await query.execute();
  const out: Record<string, unknown> = settings;
  for (const row of rows) {
    if (!Object.hasOwn(settings, row.key)) continue;
    let value: unknown;
    try {
      value = JSON.parse(row.value);
    } catch {
      continue;
    }
    if (problem(row.key, out[row.key], value) === undefined) out[row.key] = value;
  }
  return settings;
}

/**
 * Stores one setting (staff tools, the dev endpoint). Takes effect on the next read.
 *
 * @throws {Refusal} console 400 for an unknown key or a value of the wrong kind; nothing is stored then.
 */
export async function writeSetting(db: Kysely<Database>, key: string, value: unknown, now: number) {
  const defaults: Record<string, unknown> = settingDefaults('');
  if (!Object.hasOwn(defaults, key)) throw badSetting(`unknown setting: ${key}`);
  const why = problem(key, defaults[key], value);
  if (why) throw badSetting(why);
  if ((key === 'service_uid' || key === 'service_uid_night') && !(await isServiceAccount(db, Number(value))))
    throw badSetting(
      `${key} must be a customer-service account (${SERVICE_UIDS.join(', ')} or a service user)`,
    );
  const text = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: text, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: text, updated_at: now }))
    .execute();
}

/**
 * Whether `uid` is a customer-service account: a fixed service uid or a user of the service type.
 * NOTE: the service accounts' chats are read and answered from the staff console's seat, so a
 * setting naming any other user would open that user's private chats to it.
 */
export async function isServiceAccount(db: Kysely<Database>, uid: number): Promise<boolean> {
  if (isServiceUid(uid)) return true;
  if (!Number.isSafeInteger(uid) || uid < 1) return false;
  const row = await db.selectFrom('users').select('usertype').where('uid', '=', uid).executeTakeFirst();
  return row?.usertype === USER_TYPE.service;
}

/**
 * What a setting does, shown beside it in the staff console, where its name does not say it
 * (issue 45: the late-night ones, whose use the spec leaves open).
 */
export const SETTING_HELP: Readonly<Partial<Record<SettingKey, string>>> = {
  api_hosts:
    'The API hosts the app falls back to, in order (absolute origins, this server among them). The app keeps the list and tries the next host when one cannot be reached; every host must share PARAM_KEY.',
  openad_img:
    'The opening advert: a picture over the whole screen when the app starts on home, once per browser session, not on the start that shows the daily red-packet advert, not inside the native shells. Empty: none.',
  openad_time:
    'Seconds the opening advert stays (1 to 5; a skip button counts them down). 0: no opening advert.',
  openad_url:
    'Where a tap on the opening advert goes: an app path (/match) in the app, another link in the system browser. Empty: the picture opens nothing.',
  download_url_webclip:
    "The iOS web clip's profile (.mobileconfig): on an iPhone in Safari the home's add-to-home button downloads it and says where in Settings to install it. The clip's URL should carry webclip=1: the app then starts as the installed app (no download bar, the news tab).",
  download_mobileprovision:
    'The provisioning profile of an enterprise-signed iOS app: after the download on an iPhone the app offers it, with how to trust the developer. Empty: no such step.',
  home_red_url_type:
    "How the daily red-packet advert's link (home_red_url) opens when it is no app path: 1, in the system browser; 2, inside the app (a native shell's in-app web view, a browser's new tab). App paths always open in the app.",
  chat_hb_url:
    "The red-packet rain's rules page: a link on the cover of every rain drop in a live room (an app path opens in the app, another page in the in-app web view). Empty: no link.",
  cloud_config_urls:
    'Cloud configuration files on other hosts (a bucket), read when every API host is down; {appid} stands for the app id. Each file is {app_id, api_hosts, maintain_urls}, as GET /cloud/<appid>.json of a server gives.',
  night_url:
    'A page of the late-night programme (http(s) or /path). When set, the home late-night tab shows an "enter" button at its top that opens it in a new page.',
  night_rooms:
    'Room ids of the home late-night tab, hottest first while they are live. Those rooms open in /mnightplayer; a room not live is left out.',
  service_uid_night:
    'The night desk: customer service from 22:00 to 08:00 on the viewer’s clock, and at any hour from the late-night tab. Must be a service account.',
  service_uid:
    'The day desk: customer service from 08:00 to 22:00 (and at night when service_uid_night is 0).',
  top_title:
    'The window title of the app (and of an installed app in the task switcher), before any unread count.',
  h5_foot_str: 'A line at the foot of the Me page (a licence number, a notice). Empty shows nothing.',
  shop_open_status:
    'The points mall: 0 closes it (its entry leaves the Me page and exchanges are refused); points are still earned.',
  pmd_content: 'The line that scrolls above every live room’s chat. Empty shows none.',
  pmd_url: 'Where a tap on that line goes (http(s) or /path); empty: the line opens nothing.',
  host_id_copy:
    'The toast after a viewer copies a host’s id on the room’s host tab (Chinese app); the Thai and Indonesian app says it in its own words.',
  is_show_host: '0 leaves live rooms without their host tab (the host’s name stays in the room’s header).',
  web_fullscreen_tips:
    'A tip over a live room’s video pointing at its fullscreen button (bottom right), shown for 5 s once a visit (Chinese app; the Thai and Indonesian app says it in its own words). Empty shows none.',
  web_pm_tips:
    'The toast when a viewer goes fullscreen with the phone upright and the browser may not turn the screen itself (Chinese app; Thai and Indonesian in the app’s words). Empty shows none.',
  match_ad_img:
    'An advert picture (750 × 160) under the scoreboard of every match page, marked as an advert. Empty shows none.',
  match_ad_url:
    'Where a tap on the match page’s advert goes (http(s) in a new tab, or /path in the app); empty: the picture opens nothing. Counted as an advert click.',
  is_has_intelligence: '0 takes the analysis tab (head-to-head and recent form) off every match page.',
  new_ac_ad_img:
    'The newcomer advert (750 × 200) on the Me page, shown to visitors not registered with a phone. Empty shows none.',
  new_ac_ad_url:
    'Where a tap on the newcomer advert goes (http(s) in a new tab, or /path in the app); empty: the login sheet, to register. Counted as an advert click.',
  is_lb:
    'Replays (录播, recorded broadcasts): 0 lists none — no replay tab on home, no replays on a host’s tab or in an offline room; a replay’s own link still plays.',
  log_api_url:
    'The log host the app sends its statistics to (api/logAction, in batches). Empty: this server. Another host must accept text/plain JSON from any origin.',
};

/** How the staff console edits a setting: a switch (0/1), a number, text, a link, an image, or a list. */
export type SettingKind = 'switch' | 'number' | 'choice' | 'text' | 'url' | 'image' | 'list' | 'tabs';

/** The values a `choice` setting takes, with what each means (spec 000 §4 "Announcement"). */
export const SETTING_CHOICES: Readonly<Record<string, readonly { value: number; label: string }[]>> = {
  notice_open: [
    { value: 0, label: 'off' },
    { value: 2, label: 'dialog once per session' },
    { value: 3, label: 'open /ann' },
  ],
};

export function settingKind(key: SettingKey): SettingKind {
  const fallback: unknown = settingDefaults('')[key];
  if (FLAG_KEYS.has(key)) return 'switch';
  if (Object.hasOwn(SETTING_CHOICES, key)) return 'choice';
  if (typeof fallback === 'number') return 'number';
  if (key === 'home_tabs') return 'tabs';
  if (Array.isArray(fallback)) return 'list';
  if (/_img$/.test(key)) return 'image';
  return URL_KEY.test(key) ? 'url' : 'text';
}

/** Removes a stored setting so its default applies again. */
export async function resetSetting(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', key).execute();
}
