import type { Kysely } from 'kysely';
import { decodeFrame } from '../../protocol/frame';
import { type MessageName, messageId } from '../../protocol/ids';
import { CLOSE } from '../../server/delivery/connection';
import { moneyDb } from '../../server/money/tables';
import type { Database } from '../../server/store';
import type { TestServer } from '../helpers/server';

/**
 * The seam of the exactly-once tests: the next reply `reply` (seq ≠ 0) to a socket of `uid` is not
 * sent; that socket is closed instead (1001), as when the user's newer login replaced it or its node
 * died. The dispatcher sends a reply only after the handler's transaction committed, so this cuts
 * the socket after the commit and before the reply. Returns a promise of the cut and the undo.
 */
export function cutAfterCommit(
  server: TestServer,
  reply: MessageName,
  uid: number,
): { cut: Promise<void>; restore: () => void } {
  const registry = server.server.im.registry;
  const send = registry.send.bind(registry);
  const id = messageId(reply);
  let done: () => void = () => {};
  const cut = new Promise<void>((resolve) => {
    done = resolve;
  });
  let armed = true;
  registry.send = (conn, frame) => {
    const decoded = decodeFrame(frame);
    if (armed && conn.uid === uid && decoded.ok && decoded.value.id === id && decoded.value.seq !== 0) {
      armed = false;
      conn.close(CLOSE.GOING_AWAY, 'cut after commit (test)');
      done();
      return false;
    }
    return send(conn, frame);
  };
  // NOTE: the patch is an own property over the class's method; deleting it puts the method back.
  return { cut, restore: () => Reflect.deleteProperty(registry, 'send') };
}

/** The money-log rows of `uid` with order id `orderid`. */
export async function logRows(db: Kysely<Database>, uid: number, orderid: string) {
  return moneyDb(db)
    .selectFrom('money_log')
    .select(['amount', 'moneytype'])
    .where('uid', '=', uid)
    .where('orderid', '=', orderid)
    .execute();
}

/** Every money-log row of `uid`. */
export async function logCount(db: Kysely<Database>, uid: number): Promise<number> {
  const rows = await moneyDb(db).selectFrom('money_log').select('id').where('uid', '=', uid).execute();
  return rows.length;
}
