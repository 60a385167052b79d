import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { COIN, MONEY_REMARK, MONEY_TYPE } from '../../protocol/enums';
import { MAIN_CODE } from '../../protocol/mainApi';
import { ACCOUNT_CODE, INVITE_REWARD, INVITE_REWARDS_PER_DAY } from '../../protocol/mainApiAccount';
import { ROOM_API_CODE } from '../../protocol/mainApiRooms';
import { PHONE_REWARD, takePhoneReward } from '../accounts/phoneRewards';
import { creditOrRefuse, ensureWallet, logMoney, newOrderId } from '../money/wallet';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { dayOf } from './day';
import { pointsDb } from './tables';

/**
 * Invitations: each user's invite code (link `/invitef?code=`); a new user binds to it, and the
 * inviter is paid {@link INVITE_REWARD} (money log 18) when that user has a verified phone (at
 * once, or when it verifies one: {@link payInvitation}). Never for oneself, never twice for one
 * invitee, one phone or one device, and at most {@link INVITE_REWARDS_PER_DAY} a product day per
 * inviter (issue 43: scripted guests cost nothing, a phone costs an SMS code).
 */

/** A new user may bind to an inviter within this long of the account's creation. */
export const INVITE_WINDOW_MS = 7 * 24 * 60 * 60_000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The caller's invite code, made on first use. */
export async function inviteCode(db: Kysely<Database>, uid: number): Promise<string> {
  const p = pointsDb(db);
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await p.selectFrom('invite_codes').select('code').where('uid', '=', uid).executeTakeFirst();
    if (found) return found.code;
    const code = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    await p
      .insertInto('invite_codes')
      .values({ uid, code })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error('could not make an invite code');
}

export async function inviteStats(
  db: Kysely<Database>,
  uid: number,
): Promise<{ invited: number; rewarded: number }> {
  const row = await pointsDb(db)
    .selectFrom('invitations')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>('reward').as('sum'),
    ])
    .where('inviter', '=', uid)
    .executeTakeFirstOrThrow();
  return { invited: Number(row.n), rewarded: Number(row.sum ?? 0) };
}

/** Binds `invitee` to the owner of `code` and pays the inviter, in one transaction. */
export async function bindInvite(
  db: Kysely<Database>,
  invitee: number,
  code: string,
  now: number,
  timeZone: string,
): Promise<{ inviter: number; inviterFid: string; paid: boolean }> {
  const normal = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{8}$/.test(normal))
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'an invite code is 8 letters or digits');
  return db.transaction().execute(async (trx) => {
    const p = pointsDb(trx);
    const owner = await p
      .selectFrom('invite_codes as c')
      .innerJoin('users as u', 'u.uid', 'c.uid')
      .select(['c.uid', 'u.fid'])
      .where('c.code', '=', normal)
      .executeTakeFirst();
    if (!owner) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no such invite code');
    if (owner.uid === invitee) throw new Refusal('main', ROOM_API_CODE.SELF, 'you cannot invite yourself');
    if ((await paidToday(trx, owner.uid, dayOf(now, timeZone))) >= INVITE_REWARDS_PER_DAY)
      throw new Refusal(
        'main',
        ACCOUNT_CODE.LIMIT_REACHED,
        `this inviter has had ${INVITE_REWARDS_PER_DAY} invitation rewards today: try again tomorrow`,
      );
    const user = await p
      .selectFrom('users')
      .select('created_at')
      .where('uid', '=', invitee)
      .executeTakeFirstOrThrow();
    if (now - user.created_at > INVITE_WINDOW_MS)
      throw new Refusal('main', MAIN_CODE.FORBIDDEN, 'only a new account can join through an invitation');
    const devices = await p
      .selectFrom('sessions')
      .select(['deviceid', 'last_used_at'])
      .where('uid', '=', invitee)
      .orderBy('last_used_at', 'desc')
      .execute();
    const ids = [...new Set(devices.map((d) => d.deviceid))];
    const deviceid = ids[0];
    if (!deviceid) throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'log in on this device first');
    const shared = await p
      .selectFrom('sessions')
      .select('uid')
      .where('uid', '=', owner.uid)
      .where('deviceid', 'in', ids)
      .executeTakeFirst();
    if (shared) throw new Refusal('main', ROOM_API_CODE.SELF, 'you cannot invite yourself');
    const used = await p
      .selectFrom('invitations')
      .select('invitee')
      .where('deviceid', 'in', ids)
      .executeTakeFirst();
    if (used)
      throw new Refusal(
        'main',
        ACCOUNT_CODE.ALREADY_DONE,
        'this device already joined through an invitation',
      );
    const orderid = newOrderId('I', now);
    const made = await p
      .insertInto('invitations')
      .values({
        invitee,
        inviter: owner.uid,
        deviceid,
        reward: 0,
        orderid,
        created_at: now,
        paid_at: null,
        paid_day: null,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('invitee')
      .executeTakeFirst();
    if (!made)
      throw new Refusal('main', ACCOUNT_CODE.ALREADY_DONE, 'you already joined through an invitation');
    const paid = await payInvitation(trx, invitee, now, timeZone);
    return { inviter: owner.uid, inviterFid: owner.fid, paid };
  });
}

/** Invitation rewards `inviter` was paid on `day`. */
async function paidToday(db: Kysely<Database>, inviter: number, day: string): Promise<number> {
  const row = await pointsDb(db)
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('inviter', '=', inviter)
    .where('paid_day', '=', day)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Pays the inviter of `invitee` its reward, inside the caller's transaction, when the invitee has
 * a verified phone that no invitation was paid for, the invitation is unpaid and the inviter is
 * under today's cap; true when paid now. Called at binding and when the invitee verifies a phone.
 */
export async function payInvitation(
  db: Kysely<Database>,
  invitee: number,
  now: number,
  timeZone: string,
): Promise<boolean> {
  const p = pointsDb(db);
  const invitation = await p
    .selectFrom('invitations')
    .select(['inviter', 'orderid'])
    .where('invitee', '=', invitee)
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  if (!invitation) return false;
  const day = dayOf(now, timeZone);
  // NOTE: the cap is checked before the phone is taken, so a capped day leaves the phone unrewarded.
  if ((await paidToday(db, invitation.inviter, day)) >= INVITE_REWARDS_PER_DAY) return false;
  if (!(await takePhoneReward(db, PHONE_REWARD.invite, invitee, now))) return false;
  const paid = await p
    .updateTable('invitations')
    .set({ reward: INVITE_REWARD, paid_at: now, paid_day: day })
    .where('invitee', '=', invitee)
    .where('paid_at', 'is', null)
    .returning('invitee')
    .executeTakeFirst();
  if (!paid) return false;
  await ensureWallet(db, invitation.inviter, COIN.CNY, now);
  await creditOrRefuse(db, invitation.inviter, COIN.CNY, INVITE_REWARD);
  await logMoney(db, now, [
    {
      uid: invitation.inviter,
      otheruid: invitee,
      othername: '',
      moneytype: MONEY_TYPE.INVITE_REWARD,
      amount: INVITE_REWARD,
      remarks: '',
      remark_kind: MONEY_REMARK.INVITE_REWARD,
      orderid: invitation.orderid,
      cointype: COIN.CNY,
    },
  ]);
  return true;
}
