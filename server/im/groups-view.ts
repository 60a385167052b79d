import {
  encodeBody,
  encodeMessage,
  type Init,
  type MessageInit,
  type RecordValue,
} from '../../protocol/codec';
import { GROUP_ROLE, LOOK_LIMITS } from '../../protocol/enums';
import { MAX_BODY } from '../../protocol/frame';
import type { MessageName } from '../../protocol/ids';
import { GROUP_OPER } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { baseInfosOf } from '../accounts/baseInfo';
import { latestChatmsgno } from '../chat/messages';
import { pageBySize } from '../friends/paging';
import { onlineAmong } from '../friends/presence';
import { groupAccess, isMember, type MemberAccess } from '../groups/access';
import { memberUids, toGroupBaseInfo } from '../groups/info';
import type { GroupChange } from '../groups/mutate';
import type { GroupRow } from '../groups/tables';
import { Refusal } from '../refusal';
import type { ImContext, ImServices } from './types';

type BaseInfo = Init<RecordValue<'base_info'>>;
type GroupBaseInfo = Init<RecordValue<'group_base_info'>>;

/** Room kept in a page for the message's scalar fields (groupkey, isfirst, isend, …). */
const SCALAR_ROOM = 64;

/** The asker's access to `groupkey`, refused with 43 for a stranger (or a group that does not exist). */
export async function memberAccess(ctx: ImContext, groupkey: number): Promise<MemberAccess> {
  const access = await groupAccess(ctx.db, groupkey, ctx.conn.uid, ctx.now());
  if (!isMember(access))
    throw new Refusal('result', RESULT.NOT_GROUP_MEMBER, `not a member of group ${groupkey}`);
  return access;
}

/** How many members of a group have a logged-in socket on any node. */
export async function onlineCount(services: ImServices, groupkey: number): Promise<number> {
  return (await onlineAmong(services.db, await memberUids(services.db, groupkey))).size;
}

/** A group's group_base_info as members see it now (chatmsgno from the message store, online count). */
export async function groupInfo(services: ImServices, group: GroupRow): Promise<GroupBaseInfo> {
  const [chatmsgno, online_cnt] = await Promise.all([
    latestChatmsgno(services.db, BigInt(group.groupkey)),
    onlineCount(services, group.groupkey),
  ]);
  return toGroupBaseInfo(services.db, group, { chatmsgno, online_cnt });
}

/**
 * Profiles of `uids` as `access`'s member sees them: with look_limits 1 a plain member sees only
 * the uid, nickname and avatar of others (the host and admins see the public profile). Unknown
 * uids are left out; order follows `uids`.
 *
 * NOTE: a list of up to 2,000 members is read in a few queries (one per 500 users and table).
 */
export async function memberProfiles(
  services: ImServices,
  access: MemberAccess,
  uids: readonly number[],
): Promise<BaseInfo[]> {
  const limited = access.group.look_limits === LOOK_LIMITS.HIDDEN && access.role === GROUP_ROLE.MEMBER;
  const viewer = access.member.uid;
  const infos = await baseInfosOf(services.db, uids, viewer);
  const out: BaseInfo[] = [];
  for (const uid of uids) {
    const info = infos.get(uid);
    if (!info) continue;
    out.push(limited && uid !== viewer ? { uid, nickname: info.nickname, headurl: info.headurl } : info);
  }
  return out;
}

/**
 * Splits `items` into pages of message `name`'s repeated `field`, leaving room for `fixed` (the
 * page's other fields, e.g. a group_base_info repeated on every page).
 */
export function pages<N extends MessageName, T>(
  name: N,
  field: keyof MessageInit<N> & string,
  items: readonly T[],
  fixed: MessageInit<N> = {} as MessageInit<N>,
): T[][] {
  const fixedBytes = encodeBody(name, fixed).length;
  return pageBySize(name, field, items, MAX_BODY - SCALAR_ROOM - fixedBytes);
}

/** True when message `name` with `value` fits in one frame. */
export function fitsOneFrame<N extends MessageName>(name: N, value: MessageInit<N>): boolean {
  return encodeBody(name, value).length <= MAX_BODY;
}

/**
 * The value of a list reply that has no end flag and so must be one frame (docs/messaging.md
 * "Groups"): the first of `forms`, fullest first, whose message fits. The last form must fit any
 * list a group can hold.
 */
export function oneFrame<N extends MessageName>(
  name: N,
  forms: readonly (() => MessageInit<N>)[],
): MessageInit<N> {
  for (const form of forms) {
    const value = form();
    if (fitsOneFrame(name, value)) return value;
  }
  throw new RangeError(`${name} does not fit in one frame in any form`);
}

/** `text` cut to at most `bytes` bytes of UTF-8, on a character boundary. */
export function cutUtf8(text: string, bytes: number): string {
  let used = 0;
  let end = 0;
  for (const char of text) {
    const size = utf8.encode(char).length;
    if (used + size > bytes) break;
    used += size;
    end += char.length;
  }
  return text.slice(0, end);
}

const utf8 = new TextEncoder();

/**
 * Answers a paged read: the first page is the reply; the others follow at once as pushes of the
 * same message (seq 0) to the asking connection only, in order.
 */
export function replyInPages<N extends MessageName>(
  ctx: ImContext,
  name: N,
  values: MessageInit<N>[],
): MessageInit<N> {
  const [first, ...rest] = values;
  if (rest.length > 0) {
    ctx.afterReply(() => {
      for (const value of rest) ctx.registry.push(ctx.conn, name, value);
    });
  }
  return first ?? ({} as MessageInit<N>);
}

/**
 * The pushes after a committed change (docs/messaging.md "Groups"): every member gets
 * msg_group_list_notify with the new group_base_info, then msg_group_oper_notify naming what
 * happened (added members: "you were added"); removed members get only "you were removed", and
 * on a dismissal everyone gets "dismissed". Every device of each user, on every node.
 */
export async function announce(services: ImServices, change: GroupChange): Promise<void> {
  const { registry } = services;
  const { groupkey } = change.group;
  const oper = (opertype: number) => encodeMessage(0, 'msg_group_oper_notify', { groupkey, opertype });
  if (change.oper === GROUP_OPER.DISMISSED) {
    await registry.deliverToUsers(change.removed, oper(GROUP_OPER.DISMISSED));
    return;
  }
  const list = encodeMessage(0, 'msg_group_list_notify', {
    grouplist: [await groupInfo(services, change.group)],
  });
  const added = new Set(change.added);
  const stayed = change.members.filter((uid) => !added.has(uid));
  await registry.deliverToUsers(change.members, list);
  await Promise.all([
    registry.deliverToUsers(stayed, oper(change.oper)),
    registry.deliverToUsers(change.added, oper(GROUP_OPER.YOU_WERE_ADDED)),
    registry.deliverToUsers(change.removed, oper(GROUP_OPER.YOU_WERE_REMOVED)),
  ]);
}

/** Schedules {@link announce} after the reply (a change of nothing announces nothing). */
export function announceAfterReply(ctx: ImContext, change: GroupChange | undefined): void {
  if (change) ctx.afterReply(() => announce(ctx, change));
}
