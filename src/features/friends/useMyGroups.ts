import { useLiveQuery } from 'dexie-react-hooks';
import type { GroupRow } from '../../hub';
import { useChatDb } from '../../hub/chatData';

/** The groups of the logged-in user from the hub's imgroup table (live), by name. */
export function useMyGroups(): GroupRow[] | undefined {
  const db = useChatDb();
  return useLiveQuery(
    async () => (db ? (await db.imgroup.toArray()).sort((a, b) => a.nickname.localeCompare(b.nickname)) : []),
    [db],
  );
}
