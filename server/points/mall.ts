import type { Kysely, Selectable } from 'kysely';
import { MAIN_CODE } from '../../protocol/mainApi';
import {
  ACCOUNT_CODE,
  type Address,
  type AddressField,
  addressProblem,
  MALL_TRACKING_MAX,
  MAX_ADDRESSES,
  MAX_EXCHANGE_NUM,
  type MallItem,
  type MallOrder,
  ORDER_STATUS,
  type OrderStatus,
  POINTS_KIND,
} from '../../protocol/mainApiAccount';
import { newOrderId } from '../money/wallet';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { pick } from './i18n';
import { refundPoints, spendPoints } from './ledger';
import { type MallItemsTable, type MallOrdersTable, pointsDb } from './tables';

/**
 * The points mall: items with stock, delivery addresses, exchange orders. An exchange takes the
 * stock (guarded `stock >= num`) and the points (guarded `balance >= cost`) and writes the order
 * and its ledger row in one transaction, so stock is never oversold and points never overspent.
 */

function toItem(row: Selectable<MallItemsTable>, lang: string): MallItem {
  return {
    id: row.id,
    name: pick<string>(row.names, lang),
    desc: pick<string>(row.descs, lang),
    image: row.image,
    cost: row.cost,
    stock: row.stock,
    sold: row.sold,
  };
}

/** The items on sale, in shop order. */
export async function mallItems(db: Kysely<Database>, lang: string): Promise<MallItem[]> {
  const rows = await pointsDb(db)
    .selectFrom('mall_items')
    .selectAll()
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => toItem(r, lang));
}

export async function mallItem(db: Kysely<Database>, id: number, lang: string): Promise<MallItem> {
  const row = await pointsDb(db).selectFrom('mall_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (row?.status !== 1) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no such item');
  return toItem(row, lang);
}

function toOrder(
  row: Selectable<MallOrdersTable> & { names: string; image: string },
  lang: string,
): MallOrder {
  return {
    id: row.id,
    orderid: row.orderid,
    item_id: row.item_id,
    item_name: pick<string>(row.names, lang),
    image: row.image,
    num: row.num,
    cost: row.cost,
    status: row.status as OrderStatus,
    ship_name: row.ship_name,
    ship_phone: row.ship_phone,
    ship_address: row.ship_address,
    tracking: row.tracking,
    time: Math.floor(row.created_at / 1000),
  };
}

function orders(db: Kysely<Database>) {
  return pointsDb(db)
    .selectFrom('mall_orders as o')
    .innerJoin('mall_items as i', 'i.id', 'o.item_id')
    .selectAll('o')
    .select(['i.names', 'i.image']);
}

async function orderOf(db: Kysely<Database>, uid: number, id: number, lang: string): Promise<MallOrder> {
  const row = await orders(db).where('o.id', '=', id).where('o.uid', '=', uid).executeTakeFirst();
  if (!row) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no such order');
  return toOrder(row, lang);
}

/** Exchanges `num` of an item for points, shipped to one of the caller's addresses. */
export async function exchange(
  db: Kysely<Database>,
  uid: number,
  request: { itemId: number; addressId: number; num: number },
  now: number,
  lang: string,
): Promise<MallOrder> {
  const { itemId, addressId, num } = request;
  if (!Number.isInteger(num) || num < 1 || num > MAX_EXCHANGE_NUM)
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, `num must be 1..${MAX_EXCHANGE_NUM}`);
  const id = await db.transaction().execute(async (trx) => {
    const p = pointsDb(trx);
    const address = await p
      .selectFrom('mall_addresses')
      .selectAll()
      .where('id', '=', addressId)
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!address) throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'choose a delivery address');
    const item = await p
      .updateTable('mall_items')
      .set((eb) => ({ stock: eb('stock', '-', num), sold: eb('sold', '+', num) }))
      .where('id', '=', itemId)
      .where('status', '=', 1)
      .where('stock', '>=', num)
      .returning(['cost'])
      .executeTakeFirst();
    if (!item) {
      const exists = await p
        .selectFrom('mall_items')
        .select('id')
        .where('id', '=', itemId)
        .executeTakeFirst();
      if (!exists) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no such item');
      throw new Refusal('main', ACCOUNT_CODE.OUT_OF_STOCK, 'out of stock');
    }
    const cost = item.cost * num;
    const orderid = newOrderId('M', now);
    await spendPoints(trx, {
      uid,
      kind: POINTS_KIND.EXCHANGE,
      points: cost,
      dedupe: `exchange:${orderid}`,
      now,
    });
    const order = await p
      .insertInto('mall_orders')
      .values({
        orderid,
        uid,
        item_id: itemId,
        num,
        cost,
        status: ORDER_STATUS.PENDING,
        ship_name: address.name,
        ship_phone: address.phone,
        ship_address: `${address.region} ${address.detail}`,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return order.id;
  });
  return orderOf(db, uid, id, lang);
}

/** The caller's orders, newest first. */
export async function mallOrders(
  db: Kysely<Database>,
  uid: number,
  page: { limit: number; offset: number },
  lang: string,
): Promise<{ list: MallOrder[]; total: number }> {
  const [rows, count] = await Promise.all([
    orders(db)
      .where('o.uid', '=', uid)
      .orderBy('o.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    pointsDb(db)
      .selectFrom('mall_orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((r) => toOrder(r, lang)), total: Number(count.n) };
}

/** Moves one of the caller's orders from `from` to `to` with a guarded UPDATE. */
async function move(
  db: Kysely<Database>,
  uid: number,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  now: number,
) {
  const row = await pointsDb(db)
    .updateTable('mall_orders')
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('uid', '=', uid)
    .where('status', '=', from)
    .returning(['orderid', 'item_id', 'num', 'cost'])
    .executeTakeFirst();
  if (!row) {
    const exists = await pointsDb(db)
      .selectFrom('mall_orders')
      .select('id')
      .where('id', '=', id)
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!exists) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no such order');
    throw new Refusal('main', ACCOUNT_CODE.ALREADY_DONE, 'the order cannot make that move now');
  }
  return row;
}

/** Cancels a pending order: its points and stock go back, in one transaction. */
export async function cancelOrder(db: Kysely<Database>, uid: number, id: number, now: number, lang: string) {
  await db.transaction().execute(async (trx) => {
    const row = await move(trx, uid, id, ORDER_STATUS.PENDING, ORDER_STATUS.CANCELLED, now);
    await pointsDb(trx)
      .updateTable('mall_items')
      .set((eb) => ({ stock: eb('stock', '+', row.num), sold: eb('sold', '-', row.num) }))
      .where('id', '=', row.item_id)
      .execute();
    await refundPoints(trx, {
      uid,
      kind: POINTS_KIND.REFUND,
      points: row.cost,
      dedupe: `refund:${row.orderid}`,
      now,
    });
  });
  return orderOf(db, uid, id, lang);
}

/** Confirms receipt of a shipped order. */
export async function receiveOrder(db: Kysely<Database>, uid: number, id: number, now: number, lang: string) {
  await move(db, uid, id, ORDER_STATUS.SHIPPED, ORDER_STATUS.DONE, now);
  return orderOf(db, uid, id, lang);
}

/** A pending order as the staff console lists it for shipping. */
export interface OrderToShip extends MallOrder {
  uid: number;
  nickname: string;
}

/** Pending orders (waiting to ship), oldest first: what staff ship next. */
export async function ordersToShip(
  db: Kysely<Database>,
  limit: number,
  lang: string,
): Promise<OrderToShip[]> {
  const rows = await orders(db)
    .leftJoin('users as u', 'u.uid', 'o.uid')
    .select('u.nickname')
    .where('o.status', '=', ORDER_STATUS.PENDING)
    .orderBy('o.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...toOrder(r, lang), uid: r.uid, nickname: r.nickname ?? '' }));
}

/**
 * Staff ship a pending order (any user's) with its tracking note (issue 47: carrier and number,
 * 1..{@link MALL_TRACKING_MAX} characters, no control characters; the user reads it in the order)
 * with a guarded UPDATE, so two shipping at once ship it once: the second is refused (the order is
 * no longer pending). Returns the shipped order's owner and order id.
 */
export async function shipOrder(
  db: Kysely<Database>,
  id: number,
  tracking: string,
  now: number,
): Promise<{ uid: number; orderid: string }> {
  const note = tracking.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (note === '' || [...note].length > MALL_TRACKING_MAX || /[\u0000-\u001f\u007f]/.test(note))
    throw new Refusal(
      'main',
      MAIN_CODE.BAD_REQUEST,
      `the tracking note is 1 to ${MALL_TRACKING_MAX} characters on one line`,
    );
  const row = await pointsDb(db)
    .updateTable('mall_orders')
    .set({ status: ORDER_STATUS.SHIPPED, tracking: note, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', ORDER_STATUS.PENDING)
    .returning(['uid', 'orderid'])
    .executeTakeFirst();
  if (row) return row;
  const found = await pointsDb(db)
    .selectFrom('mall_orders')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw new Refusal('main', MAIN_CODE.NOT_FOUND, `no order ${id}`);
  const state = found.status === ORDER_STATUS.CANCELLED ? 'was cancelled' : 'is shipped already';
  throw new Refusal('main', ACCOUNT_CODE.ALREADY_DONE, `order ${id} ${state}`);
}

// ---- Addresses -------------------------------------------------------------------------------

function toAddress(row: {
  id: number;
  name: string;
  phone: string;
  region: string;
  detail: string;
  is_default: number;
}): Address {
  return { ...row, is_default: row.is_default === 1 ? 1 : 0 };
}

/** The caller's addresses, the default first. */
export async function addresses(db: Kysely<Database>, uid: number): Promise<Address[]> {
  const rows = await pointsDb(db)
    .selectFrom('mall_addresses')
    .select(['id', 'name', 'phone', 'region', 'detail', 'is_default'])
    .where('uid', '=', uid)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toAddress);
}

export interface AddressInput {
  id: number;
  name: string;
  phone: string;
  region: string;
  detail: string;
  isDefault: boolean;
}

const ADDRESS_PROBLEM_TEXT: Record<AddressField, string> = {
  name: 'the name must be 1..20 characters',
  phone: 'the phone must be 5..20 digits',
  region: 'the region must be 1..60 characters',
  detail: 'the street address must be 1..120 characters',
};

/**
 * Adds (id 0) or edits an address. The first address is the default; making one the default
 * clears the others' flag in the same transaction.
 */
export async function saveAddress(
  db: Kysely<Database>,
  uid: number,
  a: AddressInput,
  now: number,
): Promise<Address> {
  const problem = addressProblem(a);
  if (problem) throw new Refusal('main', MAIN_CODE.BAD_REQUEST, ADDRESS_PROBLEM_TEXT[problem]);
  const id = await db.transaction().execute(async (trx) => {
    const p = pointsDb(trx);
    const mine = await p
      .selectFrom('mall_addresses')
      .select(['id', 'is_default'])
      .where('uid', '=', uid)
      .execute();
    const values = { name: a.name, phone: a.phone, region: a.region, detail: a.detail, updated_at: now };
    let id = a.id;
    if (id === 0) {
      if (mine.length >= MAX_ADDRESSES)
        throw new Refusal('main', MAIN_CODE.BAD_REQUEST, `at most ${MAX_ADDRESSES} addresses`);
      const isDefault = a.isDefault || mine.length === 0 ? 1 : 0;
      id = (
        await p
          .insertInto('mall_addresses')
          .values({ ...values, uid, is_default: isDefault })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      if (!mine.some((m) => m.id === id)) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no such address');
      await p.updateTable('mall_addresses').set(values).where('id', '=', id).where('uid', '=', uid).execute();
    }
    if (a.isDefault) {
      await p
        .updateTable('mall_addresses')
        .set((eb) => ({ is_default: eb.case().when('id', '=', id).then(1).else(0).end() }))
        .where('uid', '=', uid)
        .execute();
    }
    return id;
  });
  const saved = (await addresses(db, uid)).find((x) => x.id === id);
  if (!saved) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no such address');
  return saved;
}

/** Deletes an address; when it was the default, the oldest other one becomes the default. */
export async function deleteAddress(db: Kysely<Database>, uid: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const p = pointsDb(trx);
    const gone = await p
      .deleteFrom('mall_addresses')
      .where('id', '=', id)
      .where('uid', '=', uid)
      .returning('is_default')
      .executeTakeFirst();
    if (!gone) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no such address');
    if (gone.is_default !== 1) return;
    const next = await p
      .selectFrom('mall_addresses')
      .select('id')
      .where('uid', '=', uid)
      .orderBy('id')
      .executeTakeFirst();
    if (next)
      await p.updateTable('mall_addresses').set({ is_default: 1 }).where('id', '=', next.id).execute();
  });
}
