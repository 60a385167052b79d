import { RESULT } from '../../protocol/result';
import { type ChatParty, chatUids, resolveChat } from '../chat/access';
import { Refusal } from '../refusal';

import type { ImContext } from './types';

/**
 * What the chat handlers (chat.ts, chatManage.ts) share: the chat-key check, the refusal mapping
 * and the fan-out of a change to the chat's devices.
 */

/** The largest chatmsgno a request may name (the wire's int32). */
export const MAX_NO = 0x7fff_ffff;

/** The chat `chatkey` names, checked for the asker (see {@link resolveChat}). */
export function partyOf(ctx: ImContext, chatkey: bigint): Promise<ChatParty> {
  return resolveChat(ctx.db, chatkey, ctx.conn.uid, ctx.now());
}

/** Refuses (0) a request that applies to private chats only. */
export function privateOnly(party: ChatParty, what: string): Extract<ChatParty, { kind: 'private' }> {
  if (party.kind !== 'private')
    throw new Refusal('result', RESULT.FAIL, `${what} applies to private chats only`);
  return party;
}

/** Refuses (0) a value outside `min..max` or not an integer. */
export function checkRange(value: number, min: number, max: number, name: string): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Refusal('result', RESULT.FAIL, `${name} must be ${min}..${max}, got ${value}`);
  }
}

/** Sends a push frame to the asker's other devices (every connection but the asking one). */
export function toMyOtherDevices(ctx: ImContext, frame: Uint8Array): Promise<void> {
  return ctx.registry.deliverToUser(ctx.conn.uid, frame, { exceptConnection: ctx.conn });
}

/** Sends a push frame to everyone in the chat: the asker's other devices and every other party's devices. */
export async function toEveryoneInChat(ctx: ImContext, party: ChatParty, frame: Uint8Array): Promise<void> {
  const uids = await chatUids(ctx.db, party, ctx.conn.uid);
  const others = uids.filter((uid) => uid !== ctx.conn.uid);
  await Promise.all([ctx.registry.deliverToUsers(others, frame), toMyOtherDevices(ctx, frame)]);
}

/** Sends a push frame to the peer of a private chat and the asker's other devices. */
export async function toPeerAndMe(ctx: ImContext, peer: number, frame: Uint8Array): Promise<void> {
  await Promise.all([ctx.registry.deliverToUser(peer, frame), toMyOtherDevices(ctx, frame)]);
}
