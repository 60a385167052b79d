// The tab's read-only view of the chat database the hub writes (DESIGN §2: only the hub writes
// or migrates). A tab opens it only once the hub reports its name, so the hub has created it.
import type { DBCore, DBCoreMutateRequest } from 'dexie';
import { ChatDb } from '../../workers/database';

const open = new Map<string, ChatDb>();

/** The chat database `name` of `uid`, opened read-only (writes are refused), one per tab. */
export function readOnlyChatDb(uid: number, name: string): ChatDb {
  const known = open.get(name);
  if (known) return known;
  const db = new ChatDb(uid, name);
  db.use({
    stack: 'dbcore',
    name: 'tabs-read-only',
    create: (down: DBCore): DBCore => ({
      ...down,
      table(tableName) {
        const table = down.table(tableName);
        return {
          ...table,
          mutate: (request: DBCoreMutateRequest) =>
            Promise.reject(
              new Error(
                `the chat database is read-only in tabs (${request.type} on ${tableName}); ask the hub`,
              ),
            ),
        };
      },
    }),
  });
  open.set(name, db);
  return db;
}

/** The chat database of the hub's logged-in user (read-only), or null before the hub names it. */
export function chatDbOf(state: { uid: number | null; dbName: string | null }): ChatDb | null {
  return state.uid !== null && state.dbName ? readOnlyChatDb(state.uid, state.dbName) : null;
}
