import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { MessageValue } from '../../protocol/codec';
import { MSG_TYPE, RED_PACKET_TYPE } from '../../protocol/enums';
import { hashPassword } from '../../server/accounts/secrets';
import { createUser } from '../../server/accounts/users';
import type { ClientKind } from '../../server/delivery/connection';
import { moneyDb } from '../../server/money/tables';
import { ensureWallet } from '../../server/money/wallet';
import type { Database } from '../../server/store';
import { addDeviceSession, ImClient } from '../helpers/imClient';

/** The pay password every fixture user has. */
export const PAY = '135790';
let payHash: Promise<string> | undefined;
let phoneSeq = 0;

/** A fresh phone number unique in this test process. */
export function newPhone(): string {
  phoneSeq += 1;
  return `13${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq).padStart(6, '0')}`;
}

/**
 * Users with a phone, the pay password {@link PAY} (one scrypt hash shared, computed once) and
 * `coins` cents in their coin-type-0 wallet.
 */
export async function payUsers(
  db: Kysely<Database>,
  count: number,
  coins = 100_000,
): Promise<{ uid: number; phone: string }[]> {
  const now = Date.now();
  const users: { uid: number; phone: string }[] = [];
  for (let i = 0; i < count; i++) {
    const phone = newPhone();
    const { uid } = await createUser(db, now, { phone, zone: '86', channel: 8, siteid: 3 });
    await givePayPassword(db, uid, coins);
    users.push({ uid, phone });
  }
  return users;
}

/** Gives an existing user the pay password {@link PAY} and `coins` cents in their coin-type-0 wallet. */
export async function givePayPassword(db: Kysely<Database>, uid: number, coins: number): Promise<void> {
  payHash ??= hashPassword(PAY);
  const hash = await payHash;
  const now = Date.now();
  await moneyDb(db).insertInto('pay_passwords').values({ uid, hash, updated_at: now }).execute();
  await ensureWallet(db, uid, 0, now);
  await moneyDb(db).updateTable('wallets').set({ coin: coins }).where('uid', '=', uid).execute();
}

/** A logged-in socket of `uid` (one per user and client kind: a second of one kind replaces the first). */
export async function socketOf(
  url: string,
  db: Kysely<Database>,
  uid: number,
  kind: ClientKind = 'h5',
): Promise<ImClient> {
  const client = await ImClient.connect(url);
  expect((await client.login({ ...(await addDeviceSession(db, uid)), kind })).result).toBe(1);
  return client;
}

/** A fresh auth code for the socket's user. */
export async function authCode(client: ImClient, password = PAY): Promise<string> {
  // NOTE: each code costs a scrypt check; many queued on one socket take a while.
  const reply = await client.request('msg_pay_authcode_req', { paypasswd: password }, { timeout: 30_000 });
  expect(reply.result).toBe(1);
  return reply.auth_code;
}

/** Coin (cents) of `uid` in `cointype`. */
export async function coinOf(db: Kysely<Database>, uid: number, cointype = 0): Promise<number> {
  const row = await moneyDb(db)
    .selectFrom('wallets')
    .select('coin')
    .where('uid', '=', uid)
    .where('cointype', '=', cointype)
    .executeTakeFirst();
  return row?.coin ?? 0;
}

/** The sum of coin type 0 over `uids`. */
export async function totalOf(db: Kysely<Database>, uids: number[]): Promise<number> {
  const coins = await Promise.all(uids.map((uid) => coinOf(db, uid)));
  return coins.reduce((a, b) => a + b, 0);
}

const utf8 = new TextEncoder();

/** The content of a type-5 send. */
export function redPacket(
  redbagvalue: number,
  redbagnum: number,
  redbagtype: number = RED_PACKET_TYPE.LUCKY,
) {
  return utf8.encode(
    JSON.stringify({ redbagtype, redbagvalue, redbagnum, cointype: 0, greeting: '恭喜发财' }),
  );
}

/** Sends a red packet into a group; returns the stored message. */
export async function sendGroupRedPacket(
  client: ImClient,
  groupkey: number,
  value: number,
  num: number,
  type: number = RED_PACKET_TYPE.LUCKY,
): Promise<MessageValue<'msg_send_group_msg_rep'>> {
  return client.request('msg_send_group_msg_req', {
    groupkey,
    msg_type: MSG_TYPE.RED_BAG,
    content: redPacket(value, num, type),
    clientkey: `rp-${Date.now()}-${Math.random()}`,
    authcode: await authCode(client),
  });
}

/** The redbag_id of a stored type-5 message. */
export function redbagIdOf(msg: { content: Uint8Array }): number {
  return (JSON.parse(new TextDecoder().decode(msg.content)) as { redbag_id: number }).redbag_id;
}

/** Logged-in h5 sockets of `uids` on `urls` in turn, 20 logins at a time (hundreds at once overrun the login timeout). */
export async function socketsOf(urls: string[], db: Kysely<Database>, uids: number[]): Promise<ImClient[]> {
  const clients: ImClient[] = [];
  for (let i = 0; i < uids.length; i += 20) {
    const batch = uids.slice(i, i + 20).map((uid, j) => socketOf(urls[(i + j) % urls.length] ?? '', db, uid));
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

/** Joins `client` to a live room; fails the test unless it is in. */
export async function joinRoom(client: ImClient, roomId: number): Promise<void> {
  const reply = await client.request('msg_join_chat_room_req', { roomkey: roomId }, { timeout: 30_000 });
  expect([1, 35]).toContain(reply.result);
}

/** Sends a red packet into a live room (a room message of type 5 with an auth code). */
export async function sendRoomRedPacket(
  client: ImClient,
  roomId: number,
  value: number,
  num: number,
  options: { type?: number; authcode?: string } = {},
): Promise<MessageValue<'msg_send_chat_room_msg_rep'>> {
  return client.request('msg_send_chat_room_msg_req', {
    roomkey: roomId,
    msg_type: MSG_TYPE.RED_BAG,
    content: redPacket(value, num, options.type ?? RED_PACKET_TYPE.LUCKY),
    authcode: options.authcode ?? (await authCode(client)),
  });
}

/** A live room to test in: the first one, made when the database has none. */
export async function someRoom(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('live_rooms').select('room_id').orderBy('room_id').executeTakeFirst();
  if (!row) throw new Error('no live room in the test database');
  return row.room_id;
}
