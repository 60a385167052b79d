import type { Kysely } from 'kysely';
import type { Init, RecordValue } from '../../protocol/codec';
import { SERVICE_TYPE } from '../../protocol/enums';
import type { Database } from '../store';
import { USER_TYPE, type UserProfile } from './index';
import { toProfile } from './profile';

type Db = Kysely<Database>;
type BaseInfo = RecordValue<'base_info'>;
type CustomerInfo = RecordValue<'customer_info'>;

/**
 * The wire's `fid` is an int32 (net.proto); accounts store it as text of digits (newFid). This is
 * the one place that converts, in both directions; a malformed stored fid is sent as 0.
 */
export function wireFid(fid: string): number {
  if (!/^[1-9]\d{0,9}$/.test(fid)) return 0;
  const n = Number(fid);
  return n <= 2147483647 ? n : 0;
}

/** The stored fid a wire fid stands for (see {@link wireFid}). */
export function storedFid(fid: number): string {
  return String(fid);
}

/** A user's third-party binding (msg_bind_openid_req): the first one made. */
export interface Binding {
  channel: number;
  thirduid: number;
}

/** Each user's first third-party binding, in one query per 500 users. */
export async function bindingsOf(db: Db, uids: readonly number[]): Promise<Map<number, Binding>> {
  const found = new Map<number, Binding>();
  for (let i = 0; i < uids.length; i += 500) {
    const chunk = uids.slice(i, i + 500);
    if (chunk.length === 0) continue;
    const rows = await db
      .selectFrom('openid_bindings')
      .select(['uid', 'channel', 'thirduid'])
      .where('uid', 'in', chunk)
      .orderBy('created_at', 'desc')
      .execute();
    // NOTE: newest first, so the last write per uid is its oldest binding, the one shown.
    for (const r of rows) found.set(r.uid, { channel: r.channel, thirduid: Number(r.thirduid) });
  }
  return found;
}

/**
 * A profile as the wire's base_info, given its binding. `self` is the user's own view; another
 * user's view leaves out the phone number unless the viewer looked the user up by it. Wallet
 * fields stay 0 until the wallet exists.
 */
export function baseInfoOf(
  user: UserProfile,
  bound: Binding | undefined,
  view: { self: boolean; showPhone?: boolean },
): Init<BaseInfo> {
  return {
    uid: user.uid,
    nickname: user.nickname,
    phonenum: view.self || view.showPhone ? user.phonenum : '',
    headurl: user.headurl,
    lastlogouttime: user.lastlogouttime,
    sign: user.sign,
    region: user.region,
    usertype: user.usertype,
    zone: user.zone,
    fid: wireFid(user.fid),
    channel: bound?.channel ?? 0,
    thirduid: bound?.thirduid ?? 0,
    viplevel: user.viplevel,
    isadmin: user.isadmin,
    firstname: user.firstname,
    lastname: user.lastname,
    // NOTE: the wire's privacy is an int64: the unsigned bitfield goes as its two's complement (bit 63 = sign).
    privacy: BigInt.asIntN(64, user.privacy),
    siteid: user.siteid,
  };
}

/**
 * The base_info of each known user among `uids` (the viewer's own with its phone), read 500 users
 * at a time with their bindings: a few queries for a list of thousands.
 */
export async function baseInfosOf(
  db: Db,
  uids: readonly number[],
  viewer: number,
): Promise<Map<number, Init<BaseInfo>>> {
  const out = new Map<number, Init<BaseInfo>>();
  for (let i = 0; i < uids.length; i += 500) {
    const chunk = uids.slice(i, i + 500);
    if (chunk.length === 0) continue;
    const [rows, bindings] = await Promise.all([
      db.selectFrom('users').selectAll().where('uid', 'in', chunk).execute(),
      bindingsOf(db, chunk),
    ]);
    for (const row of rows) {
      out.set(row.uid, baseInfoOf(toProfile(row), bindings.get(row.uid), { self: row.uid === viewer }));
    }
  }
  return out;
}

/** One profile as the wire's base_info (see {@link baseInfoOf}), reading its binding. */
export async function toBaseInfo(
  db: Db,
  user: UserProfile,
  view: { self: boolean; showPhone?: boolean },
): Promise<Init<BaseInfo>> {
  return baseInfoOf(user, (await bindingsOf(db, [user.uid])).get(user.uid), view);
}

/**
 * The customer-service accounts every login reply lists: every account of user type "service".
 * NOTE: 10001 is the seeded recharge desk (充值客服), so it is the pay service (customer_type 2);
 * the others answer general questions (customer_type 1).
 */
const PAY_SERVICE_UIDS: ReadonlySet<number> = new Set([10001]);

export async function customerList(db: Db): Promise<CustomerInfo[]> {
  const rows = await db
    .selectFrom('users')
    .select('uid')
    .where('usertype', '=', USER_TYPE.service)
    .orderBy('uid')
    .execute();
  return rows.map(({ uid }) => ({
    uid,
    customer_type: PAY_SERVICE_UIDS.has(uid) ? SERVICE_TYPE.PAY : SERVICE_TYPE.CUSTOMER,
  }));
}

/** The uid of a user by fid, phone or third-party binding, or undefined. */
export async function findUid(
  db: Db,
  by: { fid: number } | { zone: string; phone: string } | { channel: number; thirduid: number },
): Promise<number | undefined> {
  if ('fid' in by) {
    const row = await db
      .selectFrom('users')
      .select('uid')
      .where('fid', '=', storedFid(by.fid))
      .executeTakeFirst();
    return row?.uid;
  }
  if ('phone' in by) {
    const row = await db
      .selectFrom('users')
      .select('uid')
      .where('zone', '=', by.zone)
      .where('phone', '=', by.phone)
      .executeTakeFirst();
    return row?.uid;
  }
  const row = await db
    .selectFrom('openid_bindings')
    .select('uid')
    .where('channel', '=', by.channel)
    .where('thirduid', '=', by.thirduid)
    .executeTakeFirst();
  return row?.uid;
}
