import { isInstalledApp } from '../lib/platform';
import { config } from '../state/config';
import { entry } from '../state/entry';
import { mainApi } from './client';

/** Loads the server configuration into the config state (at start-up and after a login). */
export async function loadServerConfig(): Promise<void> {
  const client = isInstalledApp(entry.os) ? 'ios' : entry.os || 'h5';
  const answer = await mainApi.request('encryptionServerConfig', { client });
  if (answer.code === 200 && answer.data) config.server = answer.data;
  config.loaded = true;
}
