import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { friendsDb, friendsTrx } from './tables';

type Db = Kysely<Database>;

/**
 * Presence across nodes: a user is online while any node holds a logged-in socket of theirs.
 * Each socket is a row of `presence` (connection id, uid, node); opening and closing one happen
 * in a transaction that first writes the user's `presence_users` row, so the writes of one user
 * are serialized on both SQLite and PostgreSQL and "first socket" / "last socket" are exact.
 *
 * A clean shutdown closes every socket first (server/im/index.ts), which removes its rows. A node
 * that dies leaves them behind: every node says it is alive in `im_nodes` now and then, and the
 * others treat the rows of a node that went quiet as closed sockets (server/im/nodes.ts).
 */

async function change(
  db: Db,
  uid: number,
  now: number,
  write: (trx: ReturnType<typeof friendsTrx>) => Promise<boolean>,
) {
  return db.transaction().execute(async (trx) => {
    const ftx = friendsTrx(trx);
    await ftx
      .insertInto('presence_users')
      .values({ uid, changed_at: now })
      .onConflict((oc) => oc.column('uid').doUpdateSet({ changed_at: now }))
      .execute();
    const changed = await write(ftx);
    const { n } = await ftx
      .selectFrom('presence')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    return { changed, count: Number(n) };
  });
}

/** Records a logged-in socket; true when it is the user's first one on any node (the user came online). */
export async function socketOpened(
  db: Db,
  socket: { connection: string; uid: number; nodeId: string },
  now: number,
): Promise<boolean> {
  const { changed, count } = await change(db, socket.uid, now, async (trx) => {
    const row = await trx
      .insertInto('presence')
      .values({ connection: socket.connection, uid: socket.uid, node_id: socket.nodeId, opened_at: now })
      .onConflict((oc) => oc.column('connection').doNothing())
      .returning('uid')
      .executeTakeFirst();
    return row !== undefined;
  });
  return changed && count === 1;
}

/** Forgets a closed socket; true when it was the user's last one on any node (the user went offline). */
export async function socketClosed(
  db: Db,
  socket: { connection: string; uid: number },
  now: number,
): Promise<boolean> {
  const { changed, count } = await change(db, socket.uid, now, async (trx) => {
    const row = await trx
      .deleteFrom('presence')
      .where('connection', '=', socket.connection)
      .returning('uid')
      .executeTakeFirst();
    return row !== undefined;
  });
  return changed && count === 0;
}

/** The users among `uids` with a logged-in socket on some node. */
export async function onlineAmong(db: Db, uids: readonly number[]): Promise<Set<number>> {
  const online = new Set<number>();
  // NOTE: chunked so a long list stays under either database's bound-parameter limit.
  for (let i = 0; i < uids.length; i += 500) {
    const chunk = uids.slice(i, i + 500);
    const rows = await friendsDb(db)
      .selectFrom('presence')
      .select('uid')
      .distinct()
      .where('uid', 'in', chunk)
      .execute();
    for (const row of rows) online.add(row.uid);
  }
  return online;
}

/** Whether `uid` has a logged-in socket on some node. */
export async function isOnline(db: Db, uid: number): Promise<boolean> {
  return (await onlineAmong(db, [uid])).has(uid);
}

/** Says node `nodeId` is alive at `now`. */
export async function nodeAlive(db: Db, nodeId: string, now: number): Promise<void> {
  await friendsDb(db)
    .insertInto('im_nodes')
    .values({ node_id: nodeId, seen_at: now })
    .onConflict((oc) => oc.column('node_id').doUpdateSet({ seen_at: now }))
    .execute();
}

/** Forgets node `nodeId` (it stopped, or the others cleared up after it). */
export async function nodeGone(db: Db, nodeId: string): Promise<void> {
  await friendsDb(db).deleteFrom('im_nodes').where('node_id', '=', nodeId).execute();
}

/**
 * The nodes other than `me` that are dead at `now`: quiet since `before`, or never heard of and
 * holding only sockets opened before `before` (a node that died before it first said it was alive).
 */
export async function deadNodes(db: Db, me: string, before: number): Promise<string[]> {
  const fdb = friendsDb(db);
  const quiet = await fdb
    .selectFrom('im_nodes')
    .select('node_id')
    .where('seen_at', '<', before)
    .where('node_id', '<>', me)
    .execute();
  const unknown = await fdb
    .selectFrom('presence')
    .select('node_id')
    .distinct()
    .where('node_id', '<>', me)
    .where('opened_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('im_nodes')
            .select('im_nodes.node_id')
            .whereRef('im_nodes.node_id', '=', 'presence.node_id'),
        ),
      ),
    )
    .execute();
  return [...new Set([...quiet, ...unknown].map((r) => r.node_id))];
}

/** The logged-in sockets a node holds, as presence rows list them. */
export async function socketsOf(db: Db, nodeId: string): Promise<{ connection: string; uid: number }[]> {
  return friendsDb(db)
    .selectFrom('presence')
    .select(['connection', 'uid'])
    .where('node_id', '=', nodeId)
    .execute();
}
