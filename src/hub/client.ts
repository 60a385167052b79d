// The tab's handle on the hub: every call of HUB_CALLS (queued until the hub has welcomed this
// tab), the hub's pushes, and a state snapshot kept current from them for useSyncExternalStore.
import type { Remote } from 'comlink';
import {
  HUB_CALLS,
  type HubApi,
  type HubCallName,
  HubError,
  type HubEvent,
  type HubState,
  onEvents,
  type PortLike,
  Status,
  tabLockName,
  wrapApi,
} from '../../workers';
import type { HubLink, HubMode } from './link';

/** The calls and pushes of the hub, the same in every mode. */
export interface HubClient extends Omit<HubApi, 'hello' | 'state'> {
  readonly tabId: string;
  /** Diagnostics only: the UI must not depend on it. */
  readonly mode: HubMode;
  /** Resolves once the hub has welcomed this tab. */
  readonly ready: Promise<HubState>;
  /** The last known hub state. */
  getState(): HubState;
  /** Asks the hub for its state now (and updates the snapshot). */
  refresh(): Promise<HubState>;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribeState(listener: () => void): () => void;
  /** Calls `listener` with every hub push; returns the unsubscribe function. */
  subscribe(listener: (event: HubEvent) => void): () => void;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export interface ClientOptions {
  tabId: string;
  version: string;
  link: HubLink;
  /** Reloads the page (a hub of another build took over). */
  reload: () => void;
}

/** Builds the client and starts the link. */
export function createClient(options: ClientOptions): HubClient {
  const { tabId, version, link } = options;
  let remote: Remote<HubApi> | null = null;
  /** The current hub's methods, read once from `remote` (see {@link call}). */
  let methods: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  let welcome = deferred<HubState>();
  let welcomed = false;
  let dropEvents: () => void = () => {};
  let state: HubState = {
    version,
    uid: null,
    dbName: null,
    connection: { status: Status.Idle },
    unread: { total: 0, private: 0, group: 0, shown: 0, friendApplies: 0 },
    room: null,
    tabs: 0,
  };
  const stateListeners = new Set<() => void>();
  const listeners = new Set<(event: HubEvent) => void>();
  /** The rejects of the calls sent to the current hub and not answered yet. */
  const inFlight = new Set<(error: HubError) => void>();

  const setState = (next: Partial<HubState>) => {
    state = { ...state, ...next };
    for (const l of [...stateListeners]) l();
  };

  const onEvent = (event: HubEvent) => {
    switch (event.type) {
      case 'connection':
        setState({ connection: event.state });
        break;
      case 'session':
        setState({ uid: event.uid, dbName: event.dbName });
        break;
      case 'unread':
        setState({ unread: event.unread });
        break;
      case 'room-status':
        if (event.status === 'joined') setState({ room: event.roomId });
        else if (event.status !== 'join-failed' && state.room === event.roomId) setState({ room: null });
        break;
      case 'reload-required':
        options.reload();
        break;
    }
    for (const l of [...listeners]) l(event);
  };

  // NOTE: the tab holds its lock for as long as it lives; the hub asks for the same lock and is
  // granted it only when this tab is gone (DESIGN §2). It must be held before the hello.
  const lockHeld = new Promise<void>((held) => {
    const locks = globalThis.navigator?.locks;
    if (!locks) {
      held();
      return;
    }
    locks
      .request(tabLockName(tabId), () => {
        held();
        return new Promise<never>(() => {});
      })
      .catch(() => held());
  });

  async function attach(port: PortLike): Promise<void> {
    // A new port means a new hub (dedicated mode: the leader changed): calls in flight on the
    // old one will never be answered.
    if (welcomed) {
      welcomed = false;
      welcome = deferred<HubState>();
      const error = new HubError('hub-gone', 'the hub was replaced before answering');
      const rejects = [...inFlight];
      inFlight.clear();
      for (const reject of rejects) reject(error);
    }
    dropEvents();
    dropEvents = onEvents(port, onEvent);
    // Keep the proxy referenced here for the tab's life (DESIGN §9).
    const api = wrapApi<HubApi>(port);
    remote = api;
    methods = {};
    for (const name of [...HUB_CALLS, 'state'] as const) {
      methods[name] = api[name] as (...args: unknown[]) => Promise<unknown>;
    }
    await lockHeld;
    const answer = await api.hello({ tabId, version });
    if (remote !== api) return;
    // A hub of another build: it tells its own tabs to reload; this tab waits for the next hub.
    if (!answer.accepted) return;
    welcomed = true;
    setState(answer.state);
    welcome.resolve(answer.state);
  }

  /**
   * Calls `name` on the hub, once the hub has welcomed this tab; the call is rejected with
   * `hub-gone` when the hub is replaced before answering.
   */
  function call<T>(name: HubCallName | 'state', args: unknown[]): Promise<T> {
    // NOTE: every call of the tab passes here: once welcomed, it goes out at once (no wait on the
    // settled welcome), through the method read when the hub was attached (no property read on
    // the remote, a Proxy, per call), and its answer comes back through one promise.
    const method = methods[name];
    if (!welcomed || !method) return welcome.promise.then(() => call<T>(name, args));
    const answer = method(...args) as Promise<T>;
    return new Promise<T>((resolve, reject) => {
      inFlight.add(reject);
      answer.then(
        (value) => {
          inFlight.delete(reject);
          resolve(value);
        },
        (error: unknown) => {
          inFlight.delete(reject);
          reject(error);
        },
      );
    });
  }

  link.start((port) => {
    attach(port).catch((error: unknown) => console.warn('[hub] attach failed', error));
  });

  // One forwarding function per hub call; login also takes the state it answers with.
  const calls = {} as Record<HubCallName, (...args: unknown[]) => Promise<unknown>>;
  for (const name of HUB_CALLS) calls[name] = (...args) => call(name, args);
  /** Takes a state the hub answered with into the snapshot. */
  const took = (next: HubState) => {
    setState(next);
    return next;
  };
  calls.login = (...args) => call<HubState>('login', args).then(took);

  const client: HubClient = {
    ...(calls as unknown as Omit<HubApi, 'hello'>),
    tabId,
    mode: link.mode,
    get ready() {
      return welcome.promise;
    },
    getState: () => state,
    refresh: () => call<HubState>('state', []).then(took),
    subscribeState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return client;
}
