import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { MessageInit, MessageValue } from '../../protocol/codec';
import { ADMIN_PERM, permissionMask } from '../../protocol/enums';
import { messageId } from '../../protocol/ids';
import { createUser } from '../../server/accounts/users';
import type { ClientKind } from '../../server/delivery/connection';
import { groupsDb } from '../../server/groups/tables';
import type { ReplyName, RequestName } from '../../server/im/types';
import type { Database } from '../../server/store';
import { addDeviceSession, ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';

/** Users made straight through the accounts store (fast: no HTTP, no socket), with optional nicknames. */
export async function makeUsers(
  db: Kysely<Database>,
  count: number,
  nickname?: (i: number) => string,
): Promise<number[]> {
  const uids: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = await createUser(db, Date.now(), { phone: null, zone: '86', channel: 8, siteid: 3 });
    if (nickname)
      await db
        .updateTable('users')
        .set({ nickname: nickname(i) })
        .where('uid', '=', row.uid)
        .execute();
    uids.push(row.uid);
  }
  return uids;
}

/**
 * A logged-in socket of `uid` on a new device. One session per user and client kind: a second
 * device of one user needs another kind (h5, app, pc), or it replaces the first.
 */
export async function connectAs(
  url: string,
  db: Kysely<Database>,
  uid: number,
  kind: ClientKind = 'h5',
): Promise<ImClient> {
  const client = await ImClient.connect(url);
  const login = await client.login({ ...(await addDeviceSession(db, uid)), kind });
  expect(login.result).toBe(1);
  return client;
}

/** Everything stored about a group: to check that a refusal changed nothing. */
export async function groupSnapshot(db: Kysely<Database>, groupkey: number) {
  const gdb = groupsDb(db);
  const [group, members, requests, messages] = await Promise.all([
    gdb.selectFrom('im_groups').selectAll().where('groupkey', '=', groupkey).executeTakeFirst(),
    gdb.selectFrom('group_members').selectAll().where('groupkey', '=', groupkey).orderBy('uid').execute(),
    gdb
      .selectFrom('group_join_requests')
      .selectAll()
      .where('groupkey', '=', groupkey)
      .orderBy('uid')
      .execute(),
    db
      .withTables<{ chat_counters: { chatkey: bigint; last_no: number } }>()
      .selectFrom('chat_counters')
      .select('last_no')
      .where('chatkey', '=', BigInt(groupkey))
      .executeTakeFirst(),
  ]);
  return { group, members, requests, lastMessage: messages?.last_no ?? 0 };
}

/**
 * Sends a request that must be refused with `code` and change nothing in the group: for replies
 * with a result field the reply carries it; for the others the msg_oper_result_notify push does.
 */
export async function expectRefused<N extends RequestName>(
  db: Kysely<Database>,
  client: ImClient,
  groupkey: number,
  name: N,
  value: MessageInit<N>,
  code: number,
): Promise<MessageValue<ReplyName<N>>> {
  const before = await groupSnapshot(db, groupkey);
  const operBefore = client.pushes('msg_oper_result_notify').length;
  const reply = await client.request(name, value);
  if ('result' in reply) {
    expect(reply.result, `${name} result`).toBe(code);
  } else {
    let notes = client.pushes('msg_oper_result_notify');
    for (let i = 0; i < 50 && notes.length <= operBefore; i++) {
      await new Promise((r) => setTimeout(r, 10));
      notes = client.pushes('msg_oper_result_notify');
    }
    expect(notes[operBefore], `${name} refusal push`).toMatchObject({
      result: code,
      optype: messageId(name),
    });
  }
  expect(await groupSnapshot(db, groupkey), `${name} changed nothing`).toEqual(before);
  return reply;
}

/** Waits a little for pushes in flight (fan-out runs after the reply). */
export function settle(ms = 50): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Text content as bytes. */
export function text(s: string): Uint8Array {
  return new TextEncoder().encode(s);
}

const P = ADMIN_PERM;
/** The admins of the rules group and the rights each holds (the host holds all). */
export const ADMINS = {
  info: permissionMask(P.CHANGE_INFO, P.ADD_ADMINS),
  mute: permissionMask(P.MUTE_MEMBERS),
  remove: permissionMask(P.REMOVE_MEMBERS),
  invite: permissionMask(P.INVITE_MEMBERS),
  approve: permissionMask(P.APPROVE_JOINS),
  deleter: permissionMask(P.DELETE_MESSAGES),
  slow: permissionMask(P.IGNORE_SLOW_MODE),
} as const;
export type AdminName = keyof typeof ADMINS;

/**
 * A server with 60 users and a 50-member group: the host (uids[0]), one admin per entry of
 * {@link ADMINS} (uids[1..7]), and sockets for the host, each admin, two plain members (uids[20],
 * uids[21]) and a stranger (uids[55]). Every socket opened is added to `sockets`.
 */
export async function openRulesGroup(sockets: ImClient[]) {
  const server: TestServer = await startServer();
  const uids = await makeUsers(server.db, 60);
  const connect = async (uid: number) => {
    const c = await connectAs(server.url, server.db, uid);
    sockets.push(c);
    return c;
  };
  const host = await connect(uids[0] as number);
  const created = await host.request('msg_create_group_req', { uids: uids.slice(1, 50), groupname: 'Rules' });
  const groupkey = created.group_info.groupkey;
  const admin = {} as Record<AdminName, ImClient>;
  const adminUid = {} as Record<AdminName, number>;
  let next = 1;
  for (const [name, permission] of Object.entries(ADMINS) as [AdminName, number][]) {
    const uid = uids[next++] as number;
    adminUid[name] = uid;
    const set = await host.request('msg_set_group_admin_new_req', { groupkey, adminuid: uid, permission });
    expect(set.result).toBe(1);
    admin[name] = await connect(uid);
  }
  const member = await connect(uids[20] as number);
  const other = await connect(uids[21] as number);
  const stranger = await connect(uids[55] as number);
  return { server, uids, groupkey, host, admin, adminUid, member, other, stranger };
}
