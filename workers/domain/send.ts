/**
 * What every domain module uses (DESIGN §5): a request whose refusal becomes a typed
 * `HubError('refused')` carrying the server's result code, followed by the hub applying its own
 * reply the way it applies the pushes to other devices (sync/ownReplies.ts).
 */
import { messageId, RESULT } from '../../protocol';
import type { UserRow } from '../db';
import { HubError, isHubError, type RefusalDetail } from '../errors';
import type { ReplyValue, RequestInit, RequestName } from '../socket/messages';
import type { RequestOptions } from '../socket/types';
import { applyOwnReply, type OwnRequest } from '../sync/ownReplies';
import type { PushTarget } from '../sync/target';
import type { UserProfile } from './types';

/** Calls as an area module writes them: each takes the session's sync state first. */
type CallTable = Record<string, (hub: PushTarget, ...args: never[]) => unknown>;

/**
 * An area's calls as they are: it only gives each call's first parameter, `hub`, its type. Each
 * call's other parameters and result are typed where it is written; the tab side (`TabSide` in
 * `workers/api.ts`) is derived from them.
 */
export function defineCalls<T extends CallTable>(calls: T): T {
  return calls;
}

/**
 * Sends `name` and resolves with its reply once the hub has applied it. A reply whose `result` is
 * not 1 rejects with a refusal carrying it.
 */
export async function ask<N extends OwnRequest>(
  hub: PushTarget,
  name: N,
  value: RequestInit<N>,
  options?: RequestOptions,
): Promise<ReplyValue<N>> {
  const reply = await hub.ctx.socket.request(name, value, options);
  const result = (reply as { result?: unknown }).result;
  if (typeof result === 'number' && result !== RESULT.SUCCESS)
    throw HubError.refused(name, result, '', refusalDetail(reply));
  await applyOwnReply(hub, name, reply);
  return reply;
}

/** The pay password's tries left and lock of a refused reply that carries them. */
function refusalDetail(reply: unknown): RefusalDetail | undefined {
  const { tries_left: triesLeft, unlock_at: unlockAt } = reply as {
    tries_left?: unknown;
    unlock_at?: unknown;
  };
  const detail: RefusalDetail = {};
  if (typeof triesLeft === 'number' && triesLeft > 0) detail.triesLeft = triesLeft;
  if (typeof unlockAt === 'number' && unlockAt > 0) detail.unlockAt = unlockAt * 1000;
  return Object.keys(detail).length > 0 ? detail : undefined;
}

/** How often a money request whose reply was lost is sent in all (the first time and two retries). */
export const MONEY_ATTEMPTS = 3;
/** How long a retry waits for the socket to be online again (a reconnect takes 3 s and a login). */
export const MONEY_RETRY_WAIT_MS = 30_000;

/**
 * {@link ask} for a money request carrying its key (a `clientkey` made for this user action, or its
 * one-use auth code; server/money/once.ts). When the connection closes or the reply does not come
 * (the server may have committed the move), the same request — the same key — goes again once the
 * socket is back online, and the server answers with the first outcome without moving the money
 * twice: the caller gets the real outcome rather than a network error.
 * NOTE: a request never sent (`offline`) or refused is not retried; a stopped socket ends it.
 */
export async function askOnce<N extends OwnRequest>(
  hub: PushTarget,
  name: N,
  value: RequestInit<N>,
): Promise<ReplyValue<N>> {
  return lostReplyRetry((options) => ask(hub, name, value, options));
}

/**
 * Runs `send`, and again (waiting for the socket to be online) while its reply is lost, at most
 * {@link MONEY_ATTEMPTS} times in all.
 */
export async function lostReplyRetry<T>(send: (options?: RequestOptions) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send(attempt === 1 ? undefined : { delayMs: MONEY_RETRY_WAIT_MS });
    } catch (error) {
      const lost = isHubError(error, 'disconnected') || isHubError(error, 'timeout');
      if (!lost || attempt >= MONEY_ATTEMPTS) throw error;
    }
  }
}

/**
 * The refusal of `name` whose reply has no `result` (its fields came at their defaults): the
 * code is the one the server pushes right after (`msg_oper_result_notify`), 0 if none comes.
 */
export async function refusalOf(hub: PushTarget, name: RequestName): Promise<HubError> {
  const result = await hub.operResults.next(messageId(name), RESULT.FAIL);
  return HubError.refused(name, result);
}

/** `invalid-argument` unless `value` is a positive 32-bit integer id (uid, groupkey, roomId). */
export function checkId(what: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > 0x7fff_ffff) {
    throw new HubError('invalid-argument', `${what} must be a positive integer id, got ${value}`);
  }
}

/** `invalid-argument` unless every id of `values` is valid and there is at least one. */
export function checkIds(what: string, values: readonly number[]): void {
  if (!Array.isArray(values) || values.length === 0) {
    throw new HubError('invalid-argument', `${what}: at least one id`);
  }
  for (const value of values) checkId(what, value);
}

/** A cached or fetched profile as a call returns it. */
export function profileOf(row: Omit<UserRow, 'touched'>): UserProfile {
  return {
    uid: row.uid,
    fid: row.fid,
    nickname: row.nickname,
    headurl: row.headurl,
    phonenum: row.phonenum,
    sign: row.sign ?? '',
    region: row.region ?? '',
    lastlogouttime: row.lastlogouttime,
  };
}
