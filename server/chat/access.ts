import type { Kysely } from 'kysely';
import { isGroupKey, uidsOf } from '../../protocol/chatkey';
import { RESULT } from '../../protocol/result';
import { groupAccess, isMember, type MemberAccess } from '../groups/access';
import { groupsDb } from '../groups/tables';
import { Refusal } from '../refusal';
import type { Database } from '../store';

/** A chat the asker is in: a private chat (with its peer) or a group (with the asker's access). */
export type ChatParty =
  | { kind: 'private'; chatkey: bigint; peer: number }
  | { kind: 'group'; chatkey: bigint; groupkey: number; access: MemberAccess };

/**
 * The chat `chatkey` names, checked for `uid`: every handler naming a chat key starts here. Refused
 * with 43 for a group the user is not in (or that does not exist), 6 for a private chat key the user
 * is not a party to (it is someone else's conversation), 0 for a value that is no chat key at all.
 *
 * @throws {Refusal} as above.
 */
export async function resolveChat(
  db: Kysely<Database>,
  chatkey: bigint,
  uid: number,
  now: number,
): Promise<ChatParty> {
  if (isGroupKey(chatkey)) {
    const groupkey = Number(chatkey);
    const access = await groupAccess(db, groupkey, uid, now);
    if (!isMember(access))
      throw new Refusal('result', RESULT.NOT_GROUP_MEMBER, `not a member of group ${groupkey}`);
    return { kind: 'group', chatkey, groupkey, access };
  }
  let pair: [number, number];
  try {
    pair = uidsOf(chatkey);
  } catch (error) {
    throw new Refusal('result', RESULT.FAIL, error instanceof Error ? error.message : String(error));
  }
  const [small, large] = pair;
  if (uid !== small && uid !== large) {
    throw new Refusal('result', RESULT.NOT_FRIEND, `uid ${uid} is not a party to chat ${chatkey}`);
  }
  if (small === large) throw new Refusal('result', RESULT.FAIL, 'a chat with oneself is not a chat');
  const peer = uid === small ? large : small;
  return { kind: 'private', chatkey, peer };
}

/** Every uid in the chat: both sides of a private chat, or the group's members. */
export async function chatUids(db: Kysely<Database>, party: ChatParty, uid: number): Promise<number[]> {
  if (party.kind === 'private') return [uid, party.peer];
  const rows = await groupsDb(db)
    .selectFrom('group_members')
    .select('uid')
    .where('groupkey', '=', party.groupkey)
    .execute();
  return rows.map((r) => r.uid);
}
