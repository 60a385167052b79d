/**
 * The hub's entry (DESIGN §2, §5). Tabs start it as a module SharedWorker named `hub-<build
 * version>`; where SharedWorker is missing, one tab elected with Web Locks starts it as a
 * dedicated Worker and hands it a MessagePort per tab (`{ kind: 'connect', port }`). Either way
 * each port gets the same per-tab API (tabs.ts), so the tabs cannot tell the modes apart.
 */
import { HubCore } from './core';
import { indexedDbSessionStore } from './db/meta';
import { consoleLogger } from './log';
import type { PortLike } from './rpc';
import { browserTransport } from './socket/transport';
import { TabRegistry, webLockWatcher } from './tabs';

/** The channel on which hubs announce themselves, so a hub of an older build steps aside. */
export const VERSION_CHANNEL = 'sportlive-hub-versions';

/** The message a dedicated hub receives from its leader tab for each tab. */
export interface ConnectMessage {
  kind: 'connect';
  port: MessagePort;
}

const scope = globalThis as unknown as (SharedWorkerGlobalScope | DedicatedWorkerGlobalScope) & {
  name: string;
  location: WorkerLocation;
};
// NOTE: the version comes from the worker's name ('hub-' + __BUILD_VERSION__, set by the tab), so a
// hub and the tabs that started it always agree on it.
const version = scope.name.startsWith('hub-') ? scope.name.slice(4) : scope.name;

const core = new HubCore({
  version,
  transport: browserTransport,
  secure: scope.location.protocol === 'https:',
  sessionStore: indexedDbSessionStore(),
  logger: consoleLogger,
});

const versions = new BroadcastChannel(VERSION_CHANNEL);
let replaced = false;
function replacedBy(newer: string): void {
  if (replaced || newer === version) return;
  replaced = true;
  consoleLogger.info(`a hub of build ${newer} started; this one (${version}) steps aside`);
  core.emit({ type: 'reload-required', hubVersion: newer });
  void core.shutdown();
}
versions.onmessage = (event: MessageEvent) => {
  const data = event.data as { kind?: string; version?: string };
  if (data.kind === 'hub-started' && typeof data.version === 'string') replacedBy(data.version);
};
versions.postMessage({ kind: 'hub-started', version });

const tabs = new TabRegistry(core, {
  locks: webLockWatcher(),
  logger: consoleLogger,
  onForeignVersion: replacedBy,
});

if ('onconnect' in scope) {
  (scope as SharedWorkerGlobalScope).onconnect = (event: MessageEvent) => {
    const port = event.ports[0];
    if (port) tabs.attach(port);
  };
} else {
  scope.addEventListener('message', (event: Event) => {
    const data = (event as MessageEvent).data as Partial<ConnectMessage> | undefined;
    if (data?.kind === 'connect' && data.port) tabs.attach(data.port as PortLike);
  });
}

// NOTE: timers of hidden tabs are throttled, but a worker's are not; still, the network coming
// back is worth an immediate check rather than waiting out the 3 s retry.
scope.addEventListener('online', () => void core.calls.nudge('online'));

core.resume().catch((error: unknown) => consoleLogger.warn('could not resume the session', error));
