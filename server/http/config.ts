import { readFileSync } from 'node:fs';
import type { HotWord, NoticeConfig } from '../../protocol/mainApi';
import {
  type ClientConfigData,
  SERVER_CONFIG_FIELDS,
  type ServerConfigData,
} from '../../protocol/mainApiConfig';
import { maintainUrls, readSettings, type Settings } from '../content/settings';
import type { MainApiContext } from './mainApi';
import { endpoints, ok, requestOrigin, textParam } from './mainParams';

/** The server's app version: package.json's, so a client sees a newer deploy (spec 000 §4 Version). */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Channel and site id of the web client (spec 000 §9). */
const CHANNEL = 8;
const SITE_ID = 3;

function settingsOf(ctx: MainApiContext): Promise<Settings> {
  return readSettings(ctx.db, requestOrigin(ctx.req));
}

/** Picks the spec's configuration fields out of the settings. */
export function serverConfig(settings: Settings): ServerConfigData {
  const out: Record<string, unknown> = {};
  for (const field of SERVER_CONFIG_FIELDS) out[field] = settings[field];
  return out as unknown as ServerConfigData;
}

/** Configuration, version, notice, tabs, hot words and shielded words. */
export const CONFIG_ENDPOINTS = endpoints({
  /** query client (ios when installed) → every configuration field of spec 000 §3. */
  encryptionServerConfig: async (ctx) => {
    textParam(ctx, 'client', 20, false);
    return ok(serverConfig(await settingsOf(ctx)));
  },

  encryptionConfig: async (ctx) => {
    const settings = await settingsOf(ctx);
    const data: ClientConfigData = {
      version: APP_VERSION,
      channel: CHANNEL,
      siteid: SITE_ID,
      api_hosts: settings.api_hosts,
      maintain_urls: maintainUrls(settings),
      cloud_urls: settings.cloud_config_urls,
      languages: ['zh', 'th', 'id'],
    };
    return ok(data);
  },

  /** version (the client's) → data.version (the server's); also the connectivity test. */
  encryptionVersion: async (ctx) => {
    textParam(ctx, 'version', 40, false);
    return ok({ version: APP_VERSION });
  },

  noticeConfig: async (ctx) => {
    const settings = await settingsOf(ctx);
    const data: NoticeConfig = {
      notice_open: settings.notice_open,
      notice_pre_content: settings.notice_pre_content,
    };
    return ok(data);
  },

  encryptionMsgShield: async (ctx) => ok((await settingsOf(ctx)).msg_shield),

  encryptionHomeOptionType: async (ctx) => ok((await settingsOf(ctx)).home_tabs),

  encryptionSearchShow: async (ctx) => {
    const words: HotWord[] = (await settingsOf(ctx)).hot_words.map((word) => ({ word }));
    return ok(words);
  },
});
