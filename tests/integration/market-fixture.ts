import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { GOODS_STATUS, GOODS_TYPE, ORDER_TIMEOUT_MS, PAY_TYPE } from '../../protocol/enums';
import { marketDb } from '../../server/market/tables';
import type { Database } from '../../server/store';
import type { ImClient } from '../helpers/imClient';

/** Coins (cents) of coin type 0 held by `uids`, available and frozen together: what a trade conserves. */
export async function heldBy(db: Kysely<Database>, uids: number[]): Promise<number> {
  const rows = await marketDb(db)
    .selectFrom('wallets')
    .select(['coin', 'freezecoin'])
    .where('uid', 'in', uids)
    .where('cointype', '=', 0)
    .execute();
  return rows.reduce((sum, r) => sum + r.coin + r.freezecoin, 0);
}

/** The coin type 0 wallet of `uid`. */
export async function walletOf(
  db: Kysely<Database>,
  uid: number,
): Promise<{ coin: number; freezecoin: number }> {
  const row = await marketDb(db)
    .selectFrom('wallets')
    .select(['coin', 'freezecoin'])
    .where('uid', '=', uid)
    .where('cointype', '=', 0)
    .executeTakeFirst();
  return row ?? { coin: 0, freezecoin: 0 };
}

/** Adds a pay account of `paytype` for the socket's user; returns its id. */
export async function addAccount(client: ImClient, paytype: number = PAY_TYPE.BANK): Promise<number> {
  const reply = await client.request('msg_set_pay_account_req', {
    info: { paytype, accountname: 'ICBC 6222 0000 1234', name: 'Li Lei', phoneno: '', bankcode: 'ICBC' },
  });
  expect(reply.result).toBe(1);
  return reply.id;
}

/** What a test offer is unless told otherwise: sells 1,000.00 coins, 10.00..500.00 an order, by bank card. */
export const OFFER: {
  goodsvalue: number;
  minlimit: number;
  maxlimit: number;
  paylist: number[];
  cointype: number;
  rate: number;
  status: number;
  goodstype: number;
  outcointype: number;
} = {
  goodsvalue: 100_000,
  minlimit: 1_000,
  maxlimit: 50_000,
  paylist: [PAY_TYPE.BANK],
  cointype: 0,
  rate: 100,
  status: GOODS_STATUS.ONLINE,
  goodstype: GOODS_TYPE.SELL,
  outcointype: 0,
};

/** Publishes an offer through the socket (result 1 expected) and returns its goodsid. */
export async function publish(
  client: ImClient,
  db: Kysely<Database>,
  uid: number,
  offer: Partial<typeof OFFER> = {},
): Promise<number> {
  const reply = await client.request('msg_create_goods_req', { ...OFFER, ...offer });
  expect(reply.result).toBe(1);
  const row = await marketDb(db)
    .selectFrom('goods')
    .select('goodsid')
    .where('uid', '=', uid)
    .orderBy('goodsid', 'desc')
    .executeTakeFirstOrThrow();
  return row.goodsid;
}

/** An offer's row. */
export async function offerRow(db: Kysely<Database>, goodsid: number) {
  return marketDb(db)
    .selectFrom('goods')
    .selectAll()
    .where('goodsid', '=', goodsid)
    .executeTakeFirstOrThrow();
}

/** An order's status. */
export async function statusOf(db: Kysely<Database>, orderid: string): Promise<number> {
  const row = await marketDb(db)
    .selectFrom('market_orders')
    .select('status')
    .where('orderid', '=', orderid)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** Moves an order's last move back past its 15 minutes, as if they had passed. */
export async function backdate(
  db: Kysely<Database>,
  orderid: string,
  ms = ORDER_TIMEOUT_MS + 1_000,
): Promise<void> {
  const row = await marketDb(db)
    .selectFrom('market_orders')
    .select('moved_at')
    .where('orderid', '=', orderid)
    .executeTakeFirstOrThrow();
  await marketDb(db)
    .updateTable('market_orders')
    .set({ moved_at: row.moved_at - ms })
    .where('orderid', '=', orderid)
    .execute();
}
