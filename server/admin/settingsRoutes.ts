import {
  isMoneySetting,
  MONEY_SETTINGS,
  readSettings,
  SETTING_CHOICES,
  SETTING_HELP,
  type SettingKey,
  settingBound,
  settingDefaults,
  settingKind,
  writeSetting,
} from '../content/settings';
import { requestOrigin } from '../http/mainParams';
import { Refusal } from '../refusal';
import type { ConsoleRoutes } from './http';
import type { StaffDb } from './tables';

/**
 * The site settings in the one store the app reads (server/content/settings.ts): every
 * configuration field of spec 000 §3 with the kind it is edited as, the maintenance switch and the
 * announcement. A change reaches open apps on their next poll (maintain.json every 10 s while the
 * maintenance screen shows, the announcement every 30 s, the configuration on load).
 */
export function settingsRoutes(routes: ConsoleRoutes, db: StaffDb): void {
  routes.read('/settings', 'settings.write', async (_ctx, req) => {
    const origin = requestOrigin(req);
    const current: Record<string, unknown> = await readSettings(db, origin);
    const defaults: Record<string, unknown> = settingDefaults(origin);
    return {
      fields: (Object.keys(defaults) as SettingKey[]).map((key) => ({
        key,
        kind: settingKind(key),
        value: current[key],
        defaultValue: defaults[key],
        ...(Object.hasOwn(SETTING_CHOICES, key) ? { choices: SETTING_CHOICES[key] } : {}),
        ...(settingBound(key) ? { bound: settingBound(key) } : {}),
        ...(isMoneySetting(key) ? { money: true } : {}),
        ...(SETTING_HELP[key] ? { help: SETTING_HELP[key] } : {}),
      })),
    };
  });

  // Issue 43: the settings that spend platform money, the finance role's alone, within their bounds.
  routes.read('/settings/money', 'settings.money', async (_ctx, req) => {
    const current: Record<string, unknown> = await readSettings(db, requestOrigin(req));
    const defaults: Record<string, unknown> = settingDefaults(requestOrigin(req));
    return {
      fields: Object.entries(MONEY_SETTINGS).map(([key, bound]) => ({
        key,
        kind: 'number',
        value: current[key],
        defaultValue: defaults[key],
        bound,
        money: true,
      })),
    };
  });

  routes.change('PUT', '/settings/money', 'settings.money', async (trx, ctx, body, req) => {
    const { key, value } = body;
    if (typeof key !== 'string' || !isMoneySetting(key))
      throw new Refusal('console', 400, `key must be one of ${Object.keys(MONEY_SETTINGS).join(', ')}`);
    const before = (await readSettings(trx, requestOrigin(req), [key as SettingKey]))[key as SettingKey];
    await writeSetting(trx, key, value, ctx.now);
    return {
      answer: { key, value },
      audit: { action: 'settings.money', target: `setting:${key}`, before, after: value },
    };
  });

  routes.change('PUT', '/settings', 'settings.write', async (trx, ctx, body, req) => {
    const { key, value } = body;
    if (typeof key !== 'string') throw new Refusal('console', 400, 'key is required');
    const defaults: Record<string, unknown> = settingDefaults(requestOrigin(req));
    if (!Object.hasOwn(defaults, key)) throw new Refusal('console', 400, `unknown setting: ${key}`);
    if (isMoneySetting(key))
      throw new Refusal(
        'console',
        403,
        `${key} spends platform money: only the finance role changes it (settings.money)`,
      );
    const before = (await readSettings(trx, requestOrigin(req), [key as SettingKey]))[key as SettingKey];
    await writeSetting(trx, key, value, ctx.now);
    return {
      answer: { key, value },
      audit: { action: 'settings.write', target: `setting:${key}`, before, after: value },
    };
  });
}
