// How a tab reaches the hub. SharedWorker mode: the worker's port. Dedicated mode (no
// SharedWorker, or forced with ?hub=dedicated / localStorage 'sportlive.hub' = 'dedicated'): the
// tab holding the Web Lock 'sportlive-hub-leader' runs the hub as a dedicated Worker and bridges
// the other tabs to it over a BroadcastChannel; when the leader closes, the next tab in the lock
// queue starts a new hub and the others reconnect to it.
import type { PortLike } from '../../workers/rpc';

export type HubMode = 'shared' | 'dedicated';

const LEADER_LOCK = 'sportlive-hub-leader';
const BRIDGE_CHANNEL = 'sportlive-hub-bridge';

type BridgeMessage =
  | { kind: 'leader'; leaderId: string }
  | { kind: 'hello'; from: string }
  | { kind: 'welcome'; to: string; leaderId: string }
  | { kind: 'to-tab'; to: string; data: unknown }
  | { kind: 'to-hub'; from: string; data: unknown };

/** The mode this tab uses. */
export function chooseMode(): HubMode {
  const forced =
    new URLSearchParams(location.search).get('hub') === 'dedicated' ||
    safeStorage('sportlive.hub') === 'dedicated';
  return !forced && typeof SharedWorker === 'function' ? 'shared' : 'dedicated';
}

function safeStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Gives the tab a port to the hub, and a new one whenever the hub is replaced. */
export interface HubLink {
  readonly mode: HubMode;
  /** Starts; `onPort` is called with the first port and again after every hub change. */
  start(onPort: (port: PortLike) => void): void;
  /** True when this tab runs the hub (dedicated mode leader). */
  readonly isLeader: boolean;
}

/** SharedWorker mode. */
export function sharedLink(): HubLink {
  let worker: SharedWorker | null = null;
  return {
    mode: 'shared',
    isLeader: false,
    start(onPort) {
      // NOTE: written inline so Vite bundles the worker (DESIGN §9); the name carries the build
      // version so tabs of another build never share this hub.
      worker = new SharedWorker(new URL('../../workers/hub.ts', import.meta.url), {
        type: 'module',
        name: `hub-${__BUILD_VERSION__}`,
      });
      onPort(worker.port);
    },
  };
}

/** A port whose messages travel over the bridge channel to the leader tab. */
class BridgePort implements PortLike {
  private readonly listeners = new Set<(event: MessageEvent) => void>();
  constructor(
    private readonly channel: BroadcastChannel,
    private readonly tabId: string,
  ) {}
  postMessage(data: unknown): void {
    this.channel.postMessage({ kind: 'to-hub', from: this.tabId, data } satisfies BridgeMessage);
  }
  deliver(data: unknown): void {
    const event = new MessageEvent('message', { data });
    for (const listener of [...this.listeners]) listener(event);
  }
  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.delete(listener);
  }
}

/** Dedicated-worker mode with leader election. */
export function dedicatedLink(tabId: string): HubLink {
  const channel = new BroadcastChannel(BRIDGE_CHANNEL);
  let leader = false;
  let worker: Worker | null = null;
  let current: BridgePort | null = null;
  let leaderId: string | null = null;
  const bridges = new Map<string, MessagePort>();
  let onPort: (port: PortLike) => void = () => {};

  const send = (message: BridgeMessage) => channel.postMessage(message);

  function connectToWorker(forTab: string): MessagePort {
    const { port1, port2 } = new MessageChannel();
    worker?.postMessage({ kind: 'connect', port: port2, tabId: forTab }, [port2]);
    return port1;
  }

  function becomeLeader(): void {
    leader = true;
    leaderId = tabId;
    current = null;
    worker = new Worker(new URL('../../workers/hub.ts', import.meta.url), {
      type: 'module',
      name: `hub-${__BUILD_VERSION__}`,
    });
    onPort(connectToWorker(tabId));
    send({ kind: 'leader', leaderId: tabId });
  }

  function bridge(from: string): void {
    // A repeated hello (the tab's first hello crossed this leader's announcement) keeps its port.
    if (!bridges.has(from)) {
      const port = connectToWorker(from);
      port.onmessage = (event) => send({ kind: 'to-tab', to: from, data: event.data });
      bridges.set(from, port);
    }
    send({ kind: 'welcome', to: from, leaderId: tabId });
  }

  channel.onmessage = (event: MessageEvent<BridgeMessage>) => {
    const m = event.data;
    switch (m.kind) {
      case 'leader':
        if (!leader && m.leaderId !== leaderId) send({ kind: 'hello', from: tabId });
        return;
      case 'hello':
        if (leader) bridge(m.from);
        return;
      case 'welcome':
        if (!leader && m.to === tabId && m.leaderId !== leaderId) {
          leaderId = m.leaderId;
          current = new BridgePort(channel, tabId);
          onPort(current);
        }
        return;
      case 'to-tab':
        if (!leader && m.to === tabId) current?.deliver(m.data);
        return;
      case 'to-hub':
        if (leader) bridges.get(m.from)?.postMessage(m.data);
        return;
    }
  };

  return {
    mode: 'dedicated',
    get isLeader() {
      return leader;
    },
    start(callback) {
      onPort = callback;
      navigator.locks
        .request(LEADER_LOCK, () => {
          becomeLeader();
          // Held for the life of the tab: the next tab in the queue takes over when it closes.
          return new Promise<never>(() => {});
        })
        .catch(() => {});
      // Ask a leader that already exists for a port (none answers when this tab becomes leader).
      send({ kind: 'hello', from: tabId });
    },
  };
}
