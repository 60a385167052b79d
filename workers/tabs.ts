/**
 * The tabs attached to the hub: one {@link HubApi} per tab port, events fanned out to every tab
 * that said hello, and dead tabs found with Web Locks (DESIGN §2, §9): each tab holds a lock named
 * for it, the hub asks for the same lock and is granted it only when the tab is gone; then the
 * tab's pending calls are rejected and its port dropped. Comlink finalizers never fire in a
 * SharedWorker and ports have no close event, so nothing else would tell.
 */
import {
  HUB_CALLS,
  type HubApi,
  type HubCallName,
  type HubEvent,
  type HubState,
  type HubWelcome,
  type LoginParams,
  type TabHello,
} from './api';
import type { HubCore } from './core';
import { HubError } from './errors';
import { consoleLogger, type Logger } from './log';
import { exposeApi, type PortLike, postEvent } from './rpc';

/** The lock a tab holds for as long as it lives. */
export function tabLockName(tabId: string): string {
  return `sportlive-tab-${tabId}`;
}

/** Tells the hub when a tab is gone. */
export interface LockWatcher {
  /** Calls `onGone` once the tab's lock is free (the tab closed or crashed). */
  watch(tabId: string, onGone: () => void): void;
}

/** A {@link LockWatcher} over `navigator.locks`, or null where Web Locks are missing. */
export function webLockWatcher(): LockWatcher | null {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return null;
  return {
    watch(tabId, onGone) {
      locks
        .request(tabLockName(tabId), () => {
          onGone();
        })
        .catch(() => {});
    },
  };
}

interface Tab {
  id: string;
  port: PortLike;
  pending: Set<(error: HubError) => void>;
}

export interface TabRegistryOptions {
  locks: LockWatcher | null;
  logger?: Logger;
  /** A tab of another build version said hello: this hub is the stale one. */
  onForeignVersion?: (version: string) => void;
}

/** Marks a call that ended without an error (an error may be any value, undefined too). */
const NO_ERROR: unique symbol = Symbol('no error');

/** The tabs of one hub. */
export class TabRegistry {
  private readonly tabs = new Map<string, Tab>();
  private readonly log: Logger;

  constructor(
    private readonly core: HubCore,
    private readonly options: TabRegistryOptions,
  ) {
    this.log = options.logger ?? consoleLogger;
    core.on((event) => this.broadcast(event));
  }

  /** Tabs that said hello and are alive. */
  get size(): number {
    return this.tabs.size;
  }

  /** Serves the API on a new tab port (SharedWorker `connect`, or a port from the leader tab). */
  attach(port: PortLike): void {
    let tab: Tab | null = null;
    const core = this.core;
    const call = <T>(work: () => Promise<T> | T): Promise<T> => {
      if (!tab) return Promise.reject(new HubError('invalid-argument', 'a tab must say hello first'));
      return this.track(tab, work);
    };
    // Every call of HUB_CALLS goes to the core's; login and state add the number of live tabs.
    const api = {} as Record<HubCallName | 'hello', (...args: never[]) => Promise<unknown>>;
    for (const name of HUB_CALLS) {
      const run = core.calls[name] as (...args: unknown[]) => Promise<unknown>;
      api[name] = (...args: unknown[]) => call(() => run(...args));
    }
    api.login = (params: LoginParams) =>
      call(async () => ({ ...(await core.login(params)), tabs: this.size }));
    api.state = () => call(() => this.state());
    api.hello = async (hello: TabHello): Promise<HubWelcome> => {
      if (hello.version !== core.version) {
        this.log.warn(`tab ${hello.tabId} runs build ${hello.version}, this hub ${core.version}`);
        this.options.onForeignVersion?.(hello.version);
        return { accepted: false, state: this.state() };
      }
      tab = this.register(hello.tabId, port);
      return { accepted: true, state: this.state() };
    };
    exposeApi(api satisfies Record<keyof HubApi, unknown>, port);
  }

  /** The core's state with the number of live tabs. */
  state(): HubState {
    return { ...this.core.state(), tabs: this.size };
  }

  /** Sends an event to every live tab. */
  broadcast(event: HubEvent): void {
    for (const tab of this.tabs.values()) {
      try {
        postEvent(tab.port, event);
      } catch (error) {
        this.log.warn(`event to tab ${tab.id} failed`, error);
      }
    }
  }

  private register(tabId: string, port: PortLike): Tab {
    const existing = this.tabs.get(tabId);
    if (existing && existing.port === port) return existing;
    const tab: Tab = { id: tabId, port, pending: new Set() };
    this.tabs.set(tabId, tab);
    // A tab that reconnects (a new port for the same id) replaces its old entry; the lock watch
    // of the first hello covers both.
    if (!existing) this.options.locks?.watch(tabId, () => this.gone(tabId));
    return tab;
  }

  private gone(tabId: string): void {
    const tab = this.tabs.get(tabId);
    if (!tab) return;
    this.tabs.delete(tabId);
    const error = new HubError('tab-gone', `tab ${tabId} closed`);
    for (const reject of tab.pending) reject(error);
    tab.pending.clear();
    // NOTE: closed after the rejections above are posted (Comlink posts them a few microtasks on).
    setTimeout(() => (tab.port as PortLike & { close?: () => void }).close?.(), 0);
    this.log.info(`tab ${tabId} gone; ${this.tabs.size} left`);
  }

  private track<T>(tab: Tab, work: () => Promise<T> | T): Promise<T> {
    // NOTE: the work starts at once and settles in one step (every tab call passes here).
    return new Promise<T>((resolve, reject) => {
      tab.pending.add(reject);
      const done = (error: unknown, value?: T) => {
        tab.pending.delete(reject);
        if (error === NO_ERROR) resolve(value as T);
        else reject(error);
      };
      let result: Promise<T> | T;
      try {
        result = work();
      } catch (error) {
        done(error);
        return;
      }
      Promise.resolve(result).then((value) => done(NO_ERROR, value), done);
    });
  }
}
