import { proxy } from 'valtio';
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
