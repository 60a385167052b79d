import type { Kysely } from 'kysely';
import { APPLY_STATE, FRIEND_APPLY_EXPIRY_MS, isServiceUid } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { USER_TYPE } from '../accounts';
import { Refusal } from '../refusal';

import type { Database } from '../store';
import { type ListChange, makeFriendsIn } from './list';
import { areFriends, isBlocked } from './relations';
import { friendsDb, friendsTrx } from './tables';

type Db = Kysely<Database>;

/** `red_info.redtype` values (docs/messaging.md "Red dots"). */
export const RED_TYPE = { PRIVATE_MSG: 1, GROUP_MSG: 2, FRIEND_APPLY: 3, READ: 4, GROUP_NOTICE: 5 } as const;

/** `handletype` of msg_handle_friend_apply_req: 1 accept, 2 refuse (APPLY_STATE, DECISIONS Friends). */
export const HANDLE_TYPE = { ACCEPT: APPLY_STATE.ACCEPTED, REFUSE: APPLY_STATE.REFUSED } as const;

/** A hello message is at most this many characters. */
export const MAX_HELLO_CHARS = 100;
/** The apply list shows at most this many applications, newest first. */
export const APPLY_LIST_LIMIT = 100;

/** What an add did: an application now waits for the target, or (no verification) they are friends. */
export type AddOutcome = { kind: 'applied' } | { kind: 'friends'; changes: ListChange[] };

/** Whether `uid` wants to approve friend applications (msg_set_friend_verify_req; default yes). */
export async function needsVerification(db: Db, uid: number): Promise<boolean> {
  const row = await friendsDb(db)
    .selectFrom('friend_settings')
    .select('need_verify')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row ? row.need_verify !== 0 : true;
}

/** Stores `uid`'s verification setting. */
export async function setNeedsVerification(db: Db, uid: number, need: boolean): Promise<void> {
  const need_verify = need ? 1 : 0;
  await friendsDb(db)
    .insertInto('friend_settings')
    .values({ uid, need_verify })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ need_verify }))
    .execute();
}

/**
 * `from` asks to befriend `to` (already resolved from a phone or fid). Refuses: self or a
 * customer-service account 0, already friends 25, either side blacklisted 28, a hello message
 * over {@link MAX_HELLO_CHARS} 0. When `to` needs no verification both become friends at once;
 * otherwise the application is stored pending (a repeated one is refreshed with the new message).
 */
export async function applyForFriend(
  db: Db,
  now: number,
  from: number,
  to: { uid: number; usertype: number },
  hellomsg: string,
): Promise<AddOutcome> {
  if (to.uid === from) throw new Refusal('result', RESULT.FAIL, 'you cannot add yourself');
  if (isServiceUid(to.uid) || to.usertype === USER_TYPE.service || to.usertype === USER_TYPE.platform) {
    throw new Refusal(
      'result',
      RESULT.FAIL,
      'customer-service and platform accounts are not added as friends',
    );
  }
  if ([...hellomsg].length > MAX_HELLO_CHARS) {
    throw new Refusal('result', RESULT.FAIL, `the hello message is over ${MAX_HELLO_CHARS} characters`);
  }
  if (await areFriends(db, from, to.uid))
    throw new Refusal('result', RESULT.ALREADY_FRIEND, 'already friends');
  if (await isBlocked(db, from, to.uid)) throw new Refusal('result', RESULT.IN_BLACKLIST, 'in blacklist');
  if (!(await needsVerification(db, to.uid))) {
    const changes = await db.transaction().execute(async (trx) => {
      const made = await makeFriendsIn(trx, from, to.uid, now);
      await friendsTrx(trx)
        .updateTable('friend_applies')
        .set({ state: APPLY_STATE.ACCEPTED, handled_at: now })
        .where('state', '=', APPLY_STATE.PENDING)
        .where((eb) =>
          eb.or([
            eb.and([eb('applicant', '=', from), eb('receiver', '=', to.uid)]),
            eb.and([eb('applicant', '=', to.uid), eb('receiver', '=', from)]),
          ]),
        )
        .execute();
      return made;
    });
    return { kind: 'friends', changes };
  }
  const row = { hellomsg, applied_at: now, state: APPLY_STATE.PENDING, handled_at: null };
  await friendsDb(db)
    .insertInto('friend_applies')
    .values({ applicant: from, receiver: to.uid, ...row })
    .onConflict((oc) => oc.columns(['applicant', 'receiver']).doUpdateSet(row))
    .execute();
  return { kind: 'applied' };
}

/**
 * `receiver` accepts (1) or refuses (2) the application of `applicant`. Refuses: another
 * handletype 0; no pending application 0; one older than 7 days 3 (it is marked expired);
 * accepting while either side blacklisted the other 28. Accepting makes both friends in the
 * same transaction that closes the application; returns the list changes.
 */
export async function handleApply(
  db: Db,
  now: number,
  receiver: number,
  applicant: number,
  handletype: number,
): Promise<ListChange[]> {
  if (handletype !== HANDLE_TYPE.ACCEPT && handletype !== HANDLE_TYPE.REFUSE) {
    throw new Refusal('result', RESULT.FAIL, 'handletype must be 1 (accept) or 2 (refuse)');
  }
  const fdb = friendsDb(db);
  const apply = await fdb
    .selectFrom('friend_applies')
    .select(['state', 'applied_at'])
    .where('applicant', '=', applicant)
    .where('receiver', '=', receiver)
    .executeTakeFirst();
  if (!apply || apply.state !== APPLY_STATE.PENDING) {
    throw new Refusal('result', RESULT.FAIL, 'no pending application from this user');
  }
  const pending = (q: ReturnType<typeof fdb.updateTable<'friend_applies'>>) =>
    q
      .where('applicant', '=', applicant)
      .where('receiver', '=', receiver)
      .where('state', '=', APPLY_STATE.PENDING);
  if (apply.applied_at <= now - FRIEND_APPLY_EXPIRY_MS) {
    await pending(
      fdb.updateTable('friend_applies').set({ state: APPLY_STATE.EXPIRED, handled_at: now }),
    ).execute();
    throw new Refusal('result', APPLY_STATE.EXPIRED, 'the application expired (older than 7 days)');
  }
  if (handletype === HANDLE_TYPE.REFUSE) {
    const done = await pending(
      fdb.updateTable('friend_applies').set({ state: APPLY_STATE.REFUSED, handled_at: now }),
    ).executeTakeFirst();
    if (done.numUpdatedRows !== 1n)
      throw new Refusal('result', RESULT.FAIL, 'the application was handled already');
    return [];
  }
  if (await isBlocked(db, receiver, applicant))
    throw new Refusal('result', RESULT.IN_BLACKLIST, 'in blacklist');
  const changes = await db.transaction().execute(async (trx) => {
    // NOTE: the guarded update lets one of two concurrent accepts (two devices) through.
    const done = await pending(
      friendsTrx(trx).updateTable('friend_applies').set({ state: APPLY_STATE.ACCEPTED, handled_at: now }),
    ).executeTakeFirst();
    if (done.numUpdatedRows !== 1n) return undefined;
    return makeFriendsIn(trx, receiver, applicant, now);
  });
  if (!changes) throw new Refusal('result', RESULT.FAIL, 'the application was handled already');
  return changes;
}

/** One received application with its applicant's uid and its state as the user sees it. */
export interface ReceivedApply {
  applicant: number;
  hellomsg: string;
  appliedAt: number;
  state: number;
}

/**
 * The applications `receiver` got, newest first (at most {@link APPLY_LIST_LIMIT}); a pending
 * one older than 7 days shows as expired (3).
 */
export async function receivedApplies(db: Db, now: number, receiver: number): Promise<ReceivedApply[]> {
  const rows = await friendsDb(db)
    .selectFrom('friend_applies')
    .select(['applicant', 'hellomsg', 'applied_at', 'state'])
    .where('receiver', '=', receiver)
    .orderBy('applied_at', 'desc')
    .orderBy('applicant')
    .limit(APPLY_LIST_LIMIT)
    .execute();
  return rows.map((r) => ({
    applicant: r.applicant,
    hellomsg: r.hellomsg,
    appliedAt: r.applied_at,
    state:
      r.state === APPLY_STATE.PENDING && r.applied_at <= now - FRIEND_APPLY_EXPIRY_MS
        ? APPLY_STATE.EXPIRED
        : r.state,
  }));
}

/** How many live (pending, not expired) applications wait for `receiver`: the red dot 3 count. */
export async function waitingApplyCount(db: Db, now: number, receiver: number): Promise<number> {
  const row = await friendsDb(db)
    .selectFrom('friend_applies')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('receiver', '=', receiver)
    .where('state', '=', APPLY_STATE.PENDING)
    .where('applied_at', '>', now - FRIEND_APPLY_EXPIRY_MS)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
