import type { Kysely } from 'kysely';
import type { Init, RecordValue } from '../../protocol/codec';
import { baseInfosOf } from '../accounts/baseInfo';
import type { Database } from '../store';
import { onlineAmong } from './presence';

type Db = Kysely<Database>;
export type BaseInfoInit = Init<RecordValue<'base_info'>>;

/** Rows are read this many at a time (bound-parameter limits of both databases). */
const CHUNK = 500;

/**
 * Other users' profiles as `viewer` sees them (base_info of server/accounts/baseInfo.ts, no phone
 * number), in the order of `uids`; unknown uids are left out. `lastlogouttime` is 0 for users
 * online on any node, as in the friend-state pushes.
 */
export async function baseInfosFor(db: Db, uids: readonly number[]): Promise<BaseInfoInit[]> {
  const [infos, online] = await Promise.all([baseInfosOf(db, uids, 0), onlineAmong(db, uids)]);
  const out: BaseInfoInit[] = [];
  for (const uid of uids) {
    const info = infos.get(uid);
    if (info) out.push(online.has(uid) ? { ...info, lastlogouttime: 0 } : info);
  }
  return out;
}

/** One user's profile as another user sees it, or undefined for an unknown uid. */
export async function baseInfoFor(db: Db, uid: number): Promise<BaseInfoInit | undefined> {
  return (await baseInfosFor(db, [uid]))[0];
}

/** `friend_state_info` of each of `uids`: its last logout time in seconds, 0 while online. */
export async function friendStates(
  db: Db,
  uids: readonly number[],
): Promise<{ fuid: number; lastlogouttime: number }[]> {
  const out: { fuid: number; lastlogouttime: number }[] = [];
  for (let i = 0; i < uids.length; i += CHUNK) {
    const chunk = uids.slice(i, i + CHUNK);
    if (chunk.length === 0) continue;
    const [rows, online] = await Promise.all([
      db
        .selectFrom('users')
        .select(['uid', 'lastlogout_at'])
        .where('uid', 'in', chunk)
        .orderBy('uid')
        .execute(),
      onlineAmong(db, chunk),
    ]);
    for (const row of rows) {
      out.push({
        fuid: row.uid,
        lastlogouttime: online.has(row.uid) ? 0 : Math.floor(row.lastlogout_at / 1000),
      });
    }
  }
  return out;
}
