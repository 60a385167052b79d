/**
 * The hub's own small database: the current session, so a hub that starts again (the SharedWorker
 * was closed with the last tab, or a new leader tab took over in dedicated mode) logs in by itself.
 */
import Dexie, { type Table } from 'dexie';
import type { LoginParams } from '../api';

/** Loads and saves the session. */
export interface SessionStore {
  load(): Promise<LoginParams | null>;
  save(params: LoginParams | null): Promise<void>;
}

interface SessionRow {
  key: 'current';
  params: LoginParams;
}

class MetaDb extends Dexie {
  session!: Table<SessionRow, string>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ session: 'key' });
  }
}

/**
 * A {@link SessionStore} in IndexedDB.
 *
 * NOTE: the fast key is kept next to where the app already keeps it (the same origin's storage);
 * logout removes it.
 */
export function indexedDbSessionStore(name = 'sportlive-hub'): SessionStore {
  const db = new MetaDb(name);
  return {
    async load() {
      return (await db.session.get('current'))?.params ?? null;
    },
    async save(params) {
      if (params) await db.session.put({ key: 'current', params });
      else await db.session.delete('current');
    },
  };
}
