/**
 * App-wide events of spec 000 (showLogin, jumpIndex, hometab, maintenance) as a typed emitter:
 * any code may emit, the owning feature listens.
 */
export interface AppEvents {
  /** Open the login sheet; `onSuccess` runs after a login. */
  showLogin: { onSuccess?: () => void };
  /** Select a home tab: 0 the first, 99 the last when installed, otherwise a tab type. */
  jumpIndex: { index: number };
  /** Select a home tab by its index among the visible tabs. */
  hometab: { index: number };
  /** Show (true) or hide the maintenance screen. */
  maintenance: { show: boolean };
  /** A login or logout finished: data tied to the user must be reloaded. */
  sessionChanged: Record<string, never>;
}

type Handler<T> = (payload: T) => void;
const handlers = new Map<keyof AppEvents, Set<Handler<never>>>();

export function emit<K extends keyof AppEvents>(name: K, payload: AppEvents[K]): void {
  for (const h of handlers.get(name) ?? []) (h as Handler<AppEvents[K]>)(payload);
}

/** Payloads that found no listener yet, kept for the first one (see {@link emitWhenHeard}). */
const waiting = new Map<keyof AppEvents, unknown>();

/**
 * Emits now when someone listens, else keeps the payload (the latest one) for the first listener.
 * NOTE: for a call from outside the app (a native shell selecting a home tab) that may come before
 * the page that listens has mounted: the home page is lazy to mount when the app starts elsewhere.
 */
export function emitWhenHeard<K extends keyof AppEvents>(name: K, payload: AppEvents[K]): void {
  if (handlers.get(name)?.size) emit(name, payload);
  else waiting.set(name, payload);
}

export function on<K extends keyof AppEvents>(name: K, handler: Handler<AppEvents[K]>): () => void {
  let set = handlers.get(name);
  if (!set) {
    set = new Set();
    handlers.set(name, set);
  }
  set.add(handler as Handler<never>);
  if (waiting.has(name)) {
    const payload = waiting.get(name) as AppEvents[K];
    waiting.delete(name);
    handler(payload);
  }
  return () => set.delete(handler as Handler<never>);
}
