import type { Kysely } from 'kysely';
import { MSG_TYPE, RED_PACKET_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { PLATFORM_ACCOUNT } from '../accounts/userType';
import type { Bus } from '../bus';
import { readSettings } from '../content/settings';
import { dayOf } from '../points/day';
import { isRefusal } from '../refusal';
import { inRoomOrder } from '../rooms/fanout';
import { insertRoomMessage, type RoomMessage } from '../rooms/messages';
import { roomsDb } from '../rooms/tables';
import type { Database } from '../store';
import { fundRedPacket, linkRedPacket, type RedPacketAsk, redPacketContent } from './redPackets';
import { publishRoomMessage } from './roomRedPackets';

/**
 * The live rooms' red-packet rain (spec 000 §3 settings `chat_hb_price`, `chat_hb_time`): every
 * `chat_hb_time` seconds each room with someone in it gets a lucky red packet of `chat_hb_price`
 * coins (coin type 0) in {@link RAIN_SHARES} shares, from the platform account, greeted with
 * `red_envelope_weclome`. Viewers claim it like any room packet (server/money/claim.ts).
 *
 * Who pays: the platform account's wallet (migration 0100 funds it, with its money-log row), so a
 * drop is a debit of the platform (money log 3), each share a credit of a viewer (3), and the rest
 * goes back to the platform when the packet expires at the next drop (6): coins are only moved.
 * When the platform wallet is short, rooms get no rain (logged) until staff top it up.
 *
 * Issue 43: the settings are the finance role's, within bounds (server/content/settings.ts
 * MONEY_SETTINGS), and `rain_daily_budget` coins at most are dropped in one product day, all rooms
 * together: each drop adds its amount to the day's row of `rain_budget` with a guarded UPDATE in
 * the transaction that pays for it, so once the budget is spent the rain stops until the next day.
 *
 * Several nodes: every node checks every `RAIN_CHECK_MS` (server/config.ts); a drop is the row (roomkey,
 * period) of `red_packet_rain` inserted in the transaction that pays for it, so of two nodes
 * dropping one room's period the second finds the row (on PostgreSQL it waits for the first's
 * insert and then does nothing; SQLite has one writer) and moves nothing.
 */

/** Shares in one drop of the rain. */
export const RAIN_SHARES = 10;
/** A drop stays open at least this long, however short the period (ms). */
export const RAIN_MIN_OPEN_MS = 60_000;

/** The rain as the settings ask for it, or undefined when off (a price or budget of 0). */
export interface RainPlan {
  /** Cents of coin type 0 in one drop. */
  amount: number;
  periodMs: number;
  greeting: string;
  /** Cents the rain may drop in one product day. */
  budget: number;
}

export async function rainPlan(db: Kysely<Database>): Promise<RainPlan | undefined> {
  const s = await readSettings(db, '', [
    'chat_hb_price',
    'chat_hb_time',
    'red_envelope_weclome',
    'rain_daily_budget',
  ]);
  const amount = s.chat_hb_price * 100;
  const budget = s.rain_daily_budget * 100;
  if (amount < RAIN_SHARES || s.chat_hb_time <= 0 || budget < amount) return undefined;
  return {
    amount,
    periodMs: s.chat_hb_time * 1000,
    greeting: s.red_envelope_weclome.slice(0, 40),
    budget,
  };
}

/** Why a room got no drop: the platform wallet is short, or today's budget is spent. */
export type RainShortfall = 'wallet' | 'budget';

/** A row of `rain_budget`: cents the rain dropped on one product day. */
interface RainBudgetTable {
  day: string;
  spent: number;
}

/**
 * Adds `amount` to `day`'s spending inside the drop's transaction, guarded by `budget`; refuses
 * (the drop rolls back) when it would pass it.
 */
async function spendBudget(trx: Kysely<Database>, day: string, amount: number, budget: number) {
  const table = trx.withTables<{ rain_budget: RainBudgetTable }>();
  await table
    .insertInto('rain_budget')
    .values({ day, spent: 0 })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const spent = await table
    .updateTable('rain_budget')
    .set((eb) => ({ spent: eb('spent', '+', amount) }))
    .where('day', '=', day)
    .where('spent', '<=', budget - amount)
    .returning('spent')
    .executeTakeFirst();
  if (!spent) throw new BudgetSpent(`the rain's budget of ${budget} cents for ${day} is spent`);
}

class BudgetSpent extends Error {
  override readonly name = 'BudgetSpent';
}

/** One drop this node made. */
export interface RainDrop {
  roomId: number;
  redbag_id: number;
  message: RoomMessage;
}

/**
 * Drops the current period's packet into every room with a connection in it that has none yet;
 * returns the drops this call made (none for rooms another node dropped into first). A drop the
 * platform cannot pay for is skipped and reported to `onShort`.
 */
export async function dropRain(
  deps: { db: Kysely<Database>; bus: Bus; timeZone: string },
  now: number,
  onShort: (roomId: number, why: RainShortfall) => void = () => {},
): Promise<RainDrop[]> {
  const plan = await rainPlan(deps.db);
  if (!plan) return [];
  const period = Math.floor(now / plan.periodMs);
  const rdb = roomsDb(deps.db).withTables<{ red_packet_rain: RainTable }>();
  const rooms = await rdb.selectFrom('chat_room_members').select('roomkey').distinct().execute();
  if (rooms.length === 0) return [];
  const done = await rdb
    .selectFrom('red_packet_rain')
    .select('roomkey')
    .where('period', '=', period)
    .where(
      'roomkey',
      'in',
      rooms.map((r) => r.roomkey),
    )
    .execute();
  const dropped = new Set(done.map((d) => d.roomkey));
  const drops: RainDrop[] = [];
  for (const { roomkey: roomId } of rooms) {
    if (dropped.has(roomId)) continue;
    try {
      const drop = await dropInto(deps, { roomId, period, plan, now, day: dayOf(now, deps.timeZone) });
      if (drop) drops.push(drop);
    } catch (error) {
      if (error instanceof BudgetSpent) onShort(roomId, 'budget');
      else if (isRefusal(error, 'result') && error.code === RESULT.MONEY_NOT_ENOUGH)
        onShort(roomId, 'wallet');
      else throw error;
    }
  }
  return drops;
}

/** A row of `red_packet_rain`: the drop of one room in one period. */
interface RainTable {
  roomkey: number;
  period: number;
  redbag_id: number;
  dropped_at: number;
}

function dropInto(
  deps: { db: Kysely<Database>; bus: Bus },
  drop: { roomId: number; period: number; plan: RainPlan; now: number; day: string },
): Promise<RainDrop | undefined> {
  const { roomId, period, plan, now, day } = drop;
  const ask: RedPacketAsk = {
    redbagtype: RED_PACKET_TYPE.LUCKY,
    redbagvalue: plan.amount,
    redbagnum: RAIN_SHARES,
    cointype: 0,
    greeting: plan.greeting,
  };
  return inRoomOrder(deps.bus, roomId, async () => {
    const made = await deps.db.transaction().execute(async (trx) => {
      const lease = await trx
        .withTables<{ red_packet_rain: RainTable }>()
        .insertInto('red_packet_rain')
        .values({ roomkey: roomId, period, redbag_id: 0, dropped_at: now })
        .onConflict((oc) => oc.columns(['roomkey', 'period']).doNothing())
        .returning('roomkey')
        .executeTakeFirst();
      if (!lease) return undefined;
      await spendBudget(trx, day, plan.amount, plan.budget);
      const redbag_id = await fundRedPacket(trx, {
        uid: PLATFORM_ACCOUNT.uid,
        ask,
        place: { kind: 'room', roomId },
        now,
        expiresAt: now + Math.max(plan.periodMs, RAIN_MIN_OPEN_MS),
      });
      const message = await insertRoomMessage(trx, {
        roomId,
        uid: PLATFORM_ACCOUNT.uid,
        msgtype: MSG_TYPE.RED_BAG,
        content: redPacketContent(redbag_id, ask, true),
        channel: 0,
        sentAt: now,
        nickname: PLATFORM_ACCOUNT.nickname,
        headurl: '/avatars/service.png',
        viplevel: 0,
        isadmin: 0,
      });
      await linkRedPacket(trx, redbag_id, message.chatmsgno);
      await trx
        .withTables<{ red_packet_rain: RainTable }>()
        .updateTable('red_packet_rain')
        .set({ redbag_id })
        .where('roomkey', '=', roomId)
        .where('period', '=', period)
        .execute();
      return { roomId, redbag_id, message };
    });
    if (made) await publishRoomMessage(deps, made.message);
    return made;
  });
}
