/**
 * The tabs attached to the hub: one {@link HubApi} per tab port, events fanned out to every tab
 * that said hello, and dead tabs found with Web Locks (DESIGN §2, §9): each tab holds a lock named
 * for it, the hub asks for the same lock and is granted it only when the tab is gone; then the
 * tab's pending calls are rejected and its port dropped. Comlink finalizers never fire in a
 * SharedWorker and ports have no close event, so nothing else would tell.
 */
import type { HubEvent, HubState, HubWelcome, LoginParams, TabHello } from './api';
import type { HubCore } from './core';
import { HubError } from './errors';
import type { HubApi, HubCallName } from './hubApi';
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

function isThenable<T>(value: unknown): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

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
    const helloFirst = () => Promise.reject(new HubError('invalid-argument', 'a tab must say hello first'));
    // Every call goes to the core's; login and state add the number of live tabs.
    const api = {} as Record<HubCallName | 'hello', (...args: never[]) => unknown>;
    for (const name of Object.keys(core.calls) as HubCallName[]) {
      const run = core.calls[name] as (...args: unknown[]) => unknown;
      api[name] = (...args: unknown[]) => (tab ? this.track(tab, run(...args)) : helloFirst());
    }
    const login = async (params: LoginParams) => ({ ...(await core.login(params)), tabs: this.size });
    api.login = (params: LoginParams) => (tab ? this.track(tab, login(params)) : helloFirst());
    api.state = () => (tab ? this.state() : helloFirst());
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

  /**
   * Keeps a call's answer pending in `tab` until it settles, so the tab's death rejects it. A value
   * (a call that answered at once) goes back to Comlink as it is; so does a throw, which never gets
   * here: Comlink answers a value, a promise and a throw alike.
   */
  private track<T>(tab: Tab, answer: T): T | Promise<Awaited<T>> {
    if (!isThenable<Awaited<T>>(answer)) return answer;
    // NOTE: every asynchronous tab call passes here: one promise, settled in one step.
    return new Promise<Awaited<T>>((resolve, reject) => {
      tab.pending.add(reject);
      answer.then(
        (value) => {
          tab.pending.delete(reject);
          resolve(value);
        },
        (error: unknown) => {
          tab.pending.delete(reject);
          reject(error);
        },
      );
    });
  }
}
