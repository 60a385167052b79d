/** The fields of msg_set_group_nickname_rep (it has no `result`). */
interface NicknameReply {
  groupkey: number;
  uid: number;
  nickname: string;
}

/**
 * Whether the reply to msg_set_group_nickname_req confirms `sent` as `me`'s nickname in `groupkey`.
 * A refusal is an empty reply (plus msg_oper_result_notify), so only the echo tells them apart.
 */
export function nicknameConfirmed(reply: NicknameReply, groupkey: number, me: number, sent: string): boolean {
  return me > 0 && reply.uid === me && reply.groupkey === groupkey && reply.nickname === sent.trim();
}
