// Helpers of the red-packet rain and money-notice tests (SQLite and PostgreSQL).
import type { Kysely } from 'kysely';
import { MSG_TYPE } from '../../protocol/enums';
import { PLATFORM_ACCOUNT } from '../../server/accounts/userType';
import { moneyDb } from '../../server/money/tables';
import type { Database } from '../../server/store';
import type { ImClient } from '../helpers/imClient';
import { redbagIdOf, totalOf } from './money-fixture';

const PLATFORM = PLATFORM_ACCOUNT.uid;
const decode = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as Record<string, number>;

/** Every coin of type 0 in the test: the wallets of `uids` and the platform, and what open packets hold. */
export async function coinsInPlay(db: Kysely<Database>, uids: number[]): Promise<number> {
  const open = await moneyDb(db)
    .selectFrom('red_packets')
    .select((eb) => eb.fn.sum<number>('leftvalue').as('s'))
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  return (await totalOf(db, [...uids, PLATFORM])) + Number(open.s ?? 0);
}

/** The rain's drops stored for `roomId`. */
export async function dropsIn(db: Kysely<Database>, roomId: number) {
  return db
    .withTables<{ red_packet_rain: { roomkey: number; period: number; redbag_id: number } }>()
    .selectFrom('red_packet_rain')
    .select(['period', 'redbag_id'])
    .where('roomkey', '=', roomId)
    .execute();
}

/** The next type-5 room message of the platform pushed to `client` (a drop of the rain). */
export async function nextDrop(client: ImClient, timeout = 10_000): Promise<number> {
  for (;;) {
    const push = await client.nextPush('msg_chat_room_msg_notify', { timeout });
    if (push.msg_info.uid === PLATFORM && push.msg_info.msgtype === MSG_TYPE.RED_BAG)
      return redbagIdOf(push.msg_info);
  }
}

/** The next money notice (type 17 from the platform) pushed to `client`, its content parsed. */
export async function nextNotice(client: ImClient): Promise<Record<string, number>> {
  for (;;) {
    const push = await client.nextPush('msg_send_private_msg_rep', { timeout: 10_000 });
    if (push.msg_info.uid === PLATFORM && push.msg_info.msgtype === MSG_TYPE.MONEY_LOG)
      return decode(push.msg_info.content);
  }
}
