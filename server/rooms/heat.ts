import { type Kysely, sql } from 'kysely';
import type { Database } from '../store';
import { memberCount } from './store';
import { roomsDb } from './tables';

/**
 * A live room's heat (live_rooms.heat, the order of the home's lists and the ranking; issue 45):
 * the audience it draws now plus the heat of this stream's gifts.
 * NOTE: after Douyu's and Huya's 热度, which rise with viewers and with gifts: one heat per viewer
 * and one per coin given (100 cents; a gift worth less still gives 1), so a room's place in the Hot
 * list moves the moment people come, leave or give.
 */
export function giftHeat(totalCents: number): number {
  return Math.max(1, Math.floor(totalCents / 100));
}

/** SQL sum of {@link giftHeat} over gift_records rows (integer division on SQLite and PostgreSQL). */
const giftHeatSum = sql<number>`coalesce(sum(case when total >= 200 then total / 100 else 1 end), 0)`;

/**
 * The heat of a broadcast now: its viewers (the room's chat members or its stream's players,
 * whichever is more: a viewer of /player is in both, a bare FLV player only in the second) plus
 * the heat of the gifts given since it started.
 */
export async function broadcastHeat(
  db: Kysely<Database>,
  roomId: number,
  streamViewers: number,
): Promise<number> {
  const rdb = roomsDb(db);
  const room = await rdb
    .selectFrom('live_rooms')
    .select('started_at')
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  const [members, gifts] = await Promise.all([
    memberCount(db, roomId),
    rdb
      .selectFrom('gift_records')
      .select(giftHeatSum.as('n'))
      .where('room_id', '=', roomId)
      .where('created_at', '>=', Number(room?.started_at ?? 0))
      .executeTakeFirst(),
  ]);
  return Math.max(members, streamViewers) + Number(gifts?.n ?? 0);
}
