/**
 * The app's one door to localStorage. Entries expire after 7 days by default (spec 000 §9,
 * 604800 s); a `ttlSeconds` of `null` keeps an entry until it is removed (the device id).
 */

export const DEFAULT_TTL_SECONDS = 604_800;

interface Entry {
  v: unknown;
  /** Expiry in ms since the epoch; 0 = never. */
  e: number;
}

/** The Web Storage calls this module needs, so tests can hand in an in-memory one. */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'sl:';

export class ExpiringStore {
  constructor(
    private readonly area: StorageArea,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string): T | undefined {
    const raw = this.area.getItem(PREFIX + key);
    if (raw === null) return undefined;
    let entry: Entry;
    try {
      entry = JSON.parse(raw) as Entry;
    } catch {
      this.area.removeItem(PREFIX + key);
      return undefined;
    }
    if (typeof entry !== 'object' || entry === null || !('v' in entry)) {
      this.area.removeItem(PREFIX + key);
      return undefined;
    }
    if (entry.e !== 0 && entry.e <= this.now()) {
      this.area.removeItem(PREFIX + key);
      return undefined;
    }
    return entry.v as T;
  }

  set(key: string, value: unknown, ttlSeconds: number | null = DEFAULT_TTL_SECONDS): void {
    const entry: Entry = { v: value, e: ttlSeconds === null ? 0 : this.now() + ttlSeconds * 1000 };
    try {
      this.area.setItem(PREFIX + key, JSON.stringify(entry));
    } catch {
      // NOTE: a full or disabled storage (private mode) must not break the app; the value lives for this page only.
      memoryFallback.set(PREFIX + key, entry);
    }
  }

  remove(key: string): void {
    this.area.removeItem(PREFIX + key);
    memoryFallback.delete(PREFIX + key);
  }

  /**
   * Calls `listener` when another tab of this origin sets (`present`) or removes one of `keys`
   * (the browser's `storage` event; a tab never hears its own writes). Returns how to stop.
   */
  watchOtherTabs(keys: readonly string[], listener: (key: string, present: boolean) => void): () => void {
    if (typeof window === 'undefined') return () => undefined;
    const wanted = new Set(keys.map((k) => PREFIX + k));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || !wanted.has(event.key)) return;
      listener(event.key.slice(PREFIX.length), event.newValue !== null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }

  /** Removes every entry of this app except the named keys. */
  clearExcept(keep: readonly string[]): void {
    const kept = new Set(keep.map((k) => PREFIX + k));
    const doomed: string[] = [];
    for (let i = 0; i < this.area.length; i++) {
      const key = this.area.key(i);
      if (key?.startsWith(PREFIX) && !kept.has(key)) doomed.push(key);
    }
    for (const key of doomed) this.area.removeItem(key);
    for (const key of [...memoryFallback.keys()]) if (!kept.has(key)) memoryFallback.delete(key);
  }
}

const memoryFallback = new Map<string, Entry>();

/** An in-memory StorageArea (tests; browsers with storage disabled). */
export function memoryArea(): StorageArea {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      map.set(k, String(v));
    },
    removeItem: (k) => {
      map.delete(k);
    },
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

function browserArea(): StorageArea {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // NOTE: reading localStorage throws when the browser blocks site data.
  }
  return memoryArea();
}

/** The app's storage. */
export const storage = new ExpiringStore(browserArea());
