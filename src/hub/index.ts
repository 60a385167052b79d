// The tab side of the hub: the only module the app imports for chat, connection state and
// unread counts (chat data read from Dexie is in `./chatData`). `connectHub()` starts (or reuses) this tab's link to the hub.
import { createClient, type HubClient } from './client';
import { setConnector } from './hooks';
import { chooseMode, dedicatedLink, sharedLink } from './link';

export type * from '../../workers';
export {
  chatList,
  chatMessages,
  friendApplies,
  friendList,
  friendName,
  groupInfo,
  groupMembers,
  HubError,
  isHubError,
  isRefusal,
  Status,
  searchMessages,
} from '../../workers';
export type { HubClient } from './client';
export { useConnection, useHub, useHubEvent, useHubState, useUnread } from './hooks';
export { resultOf } from './results';

declare global {
  interface Window {
    /** This tab's hub client, for tests and debugging. */
    __hub?: HubClient;
  }
}

let client: HubClient | null = null;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Connects this tab to the hub (once; later calls return the same client). */
export function connectHub(): HubClient {
  if (client) return client;
  const tabId = randomId();
  const link = chooseMode() === 'shared' ? sharedLink() : dedicatedLink(tabId);
  const created = createClient({ tabId, version: __BUILD_VERSION__, link, reload: () => location.reload() });
  client = created;
  window.__hub = created;
  // NOTE: timers in hidden tabs are throttled; a tab coming back is a good moment to check the
  // connection at once instead of waiting for the next heartbeat.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') created.nudge('visible').catch(() => {});
  });
  window.addEventListener('online', () => {
    created.nudge('online').catch(() => {});
  });
  return created;
}

setConnector(connectHub);
