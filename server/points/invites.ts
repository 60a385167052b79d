import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { COIN, MONEY_TYPE } from '../../protocol/enums';
import { MAIN_CODE } from '../../protocol/mainApi';
import { ACCOUNT_CODE, INVITE_REWARD } from '../../protocol/mainApiAccount';
import { ROOM_API_CODE } from '../../protocol/mainApiRooms';
import { creditOrRefuse, ensureWallet, logMoney, newOrderId } from '../money/wallet';
import type { Database } from '../store';
import { AccountRefusal } from './refusal';
import { pointsDb } from './tables';

/**
 * Invitations: each user's invite code (link `/invitef?code=`); a new user binding to it pays the
 * inviter {@link INVITE_REWARD} (money log 18) once: never for oneself, never twice for one
 * invitee, and never for a device that already joined through an invitation.
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
): Promise<{ inviter: number; inviterFid: string }> {
  const normal = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{8}$/.test(normal))
    throw new AccountRefusal(MAIN_CODE.BAD_REQUEST, 'an invite code is 8 letters or digits');
  return db.transaction().execute(async (trx) => {
    const p = pointsDb(trx);
    const owner = await p
      .selectFrom('invite_codes as c')
      .innerJoin('users as u', 'u.uid', 'c.uid')
      .select(['c.uid', 'u.fid'])
      .where('c.code', '=', normal)
      .executeTakeFirst();
    if (!owner) throw new AccountRefusal(MAIN_CODE.NOT_FOUND, 'no such invite code');
    if (owner.uid === invitee) throw new AccountRefusal(ROOM_API_CODE.SELF, 'you cannot invite yourself');
    const user = await p
      .selectFrom('users')
      .select('created_at')
      .where('uid', '=', invitee)
      .executeTakeFirstOrThrow();
    if (now - user.created_at > INVITE_WINDOW_MS)
      throw new AccountRefusal(MAIN_CODE.FORBIDDEN, 'only a new account can join through an invitation');
    const devices = await p
      .selectFrom('sessions')
      .select(['deviceid', 'last_used_at'])
      .where('uid', '=', invitee)
      .orderBy('last_used_at', 'desc')
      .execute();
    const ids = [...new Set(devices.map((d) => d.deviceid))];
    const deviceid = ids[0];
    if (!deviceid) throw new AccountRefusal(MAIN_CODE.BAD_REQUEST, 'log in on this device first');
    const shared = await p
      .selectFrom('sessions')
      .select('uid')
      .where('uid', '=', owner.uid)
      .where('deviceid', 'in', ids)
      .executeTakeFirst();
    if (shared) throw new AccountRefusal(ROOM_API_CODE.SELF, 'you cannot invite yourself');
    const used = await p
      .selectFrom('invitations')
      .select('invitee')
      .where('deviceid', 'in', ids)
      .executeTakeFirst();
    if (used)
      throw new AccountRefusal(ACCOUNT_CODE.ALREADY_DONE, 'this device already joined through an invitation');
    const orderid = newOrderId('I', now);
    const made = await p
      .insertInto('invitations')
      .values({ invitee, inviter: owner.uid, deviceid, reward: INVITE_REWARD, orderid, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning('invitee')
      .executeTakeFirst();
    if (!made)
      throw new AccountRefusal(ACCOUNT_CODE.ALREADY_DONE, 'you already joined through an invitation');
    await ensureWallet(trx, owner.uid, COIN.CNY, now);
    await creditOrRefuse(trx, owner.uid, COIN.CNY, INVITE_REWARD);
    await logMoney(trx, now, [
      {
        uid: owner.uid,
        otheruid: invitee,
        othername: '',
        moneytype: MONEY_TYPE.INVITE_REWARD,
        amount: INVITE_REWARD,
        remarks: 'invitation reward',
        orderid,
        cointype: COIN.CNY,
      },
    ]);
    return { inviter: owner.uid, inviterFid: owner.fid };
  });
}
