/**
 * A small in-memory stand-in for the IM server, for unit tests of the sync engine over the fake
 * transport: it numbers messages per chat, pages history 20 at a time counting back, answers long
 * lists as the real server does (the reply is page 1, the other pages follow at once as seq-0
 * pushes of the same message, the last marked), and pushes the offline data a test prepares.
 * Integration tests use the real server instead.
 */
import {
  type DecodedMessage,
  HISTORY_PAGE_SIZE,
  type MessageInit,
  type MessageName,
  messageId,
  type net,
} from '../../protocol';
import type { FakeConnection, FakeNetwork } from '../socket/testing';

/** A queued push: message name and value. */
export type Push = { [N in MessageName]: { name: N; value: MessageInit<N> } }[MessageName];

export class FakeImServer {
  /** Messages per chat key (decimal), ascending by number. */
  readonly chats = new Map<string, net.chat_msg[]>();
  readonly groups = new Map<
    number,
    {
      info: Partial<net.group_base_info>;
      users: Partial<net.base_info>[];
      nicknames?: { uid: number; nickname: string }[];
    }
  >();
  friends: Partial<net.base_info>[] = [];
  /** The aliases this user gave friends, by uid. */
  readonly aliases = new Map<number, string>();
  /** Users online. */
  readonly online = new Set<number>();
  /** The received friend applications. */
  applies: Partial<net.friend_apply>[] = [];
  /** Requests answered with this result instead of 1 (where handled here). */
  readonly refuse = new Map<MessageName, number>();
  /** Items per page of a paged list (the real server fills 64 KB frames instead). */
  pageSize = 50;
  /** The friend list's last page never comes (a server that breaks off). */
  friendListEnds = true;
  /** How far the peer of each private chat (decimal key) has read: history pages say so. */
  readonly peerRead = new Map<string, number>();
  /** This user's muted chats: chat key → when muted (s); mute requests change it, the mute list reads it. */
  readonly muted = new Map<bigint, number>();
  /** Pushed after the offline data reply. */
  offline: Push[] = [];
  /** Private calls by token, as the call-state request reads them; another token is refused with 33. */
  readonly calls = new Map<string, Omit<MessageInit<'msg_voice_call_state_rep'>, 'result'>>();
  roomJoinResult = 1;
  roomHistory: Partial<net.chat_msg>[] = [];
  /** Every request received, with the time it came (Date.now()). */
  readonly log: { name: MessageName; at: number; value: unknown }[] = [];

  constructor(
    net: FakeNetwork,
    private readonly me: number,
  ) {
    net.server = (connection, message) => this.handle(connection, message);
  }

  /** Adds messages 1..n (or from..to) from `uid` to a chat. */
  fill(chatkey: bigint, from: number, to: number, uid: number): void {
    const list = this.chats.get(chatkey.toString()) ?? [];
    for (let n = from; n <= to; n++) list.push(message(chatkey, n, uid, `m${n}`));
    this.chats.set(chatkey.toString(), list);
  }

  /** Messages of a chat numbered below `below` (0: the newest page). */
  page(chatkey: bigint, below: number): net.chat_msg[] {
    const all = this.chats.get(chatkey.toString()) ?? [];
    const older = below > 0 ? all.filter((m) => m.chatmsgno < below) : all;
    return older.slice(-HISTORY_PAGE_SIZE);
  }

  /** Sends a list as the real server does: page 1 as the reply to `seq`, the others as pushes. */
  private paged<N extends MessageName>(
    c: FakeConnection,
    seq: number,
    name: N,
    pages: MessageInit<N>[],
  ): void {
    for (const [i, page] of pages.entries()) c.send(i === 0 ? seq : 0, name, page);
  }

  /** A withdraw: only one's own messages; a refusal is the empty reply and its result pushed. */
  private withdraw(c: FakeConnection, seq: number, value: net.msg_withdraw_msg_req): void {
    const { chatkey, chatmsgno } = value;
    const found = this.chats.get(chatkey.toString())?.find((x) => x.chatmsgno === chatmsgno);
    if (!found || found.uid !== this.me) {
      c.send(seq, 'msg_withdraw_msg_rep', {});
      const result = this.refuse.get('msg_withdraw_msg_req') ?? 0;
      c.send(0, 'msg_oper_result_notify', { result, optype: messageId('msg_withdraw_msg_req') });
      return;
    }
    Object.assign(found, { msgtype: 12, content: new Uint8Array() });
    c.send(seq, 'msg_withdraw_msg_rep', { chatkey, chatmsgno });
  }

  private handle(c: FakeConnection, m: DecodedMessage): void {
    this.log.push({ name: m.name, at: Date.now(), value: m.value });
    switch (m.name) {
      case 'msg_h5_login_req':
        c.send(m.seq, 'msg_h5_login_rep', { result: m.value.uid === this.me ? 1 : 9 });
        return;
      case 'msg_heart_test':
        c.send(m.seq, 'msg_heart_test', {
          svr_time: Math.floor(Date.now() / 1000),
          ms_time: BigInt(Date.now()),
        });
        return;
      case 'msg_offline_data_req':
        c.send(m.seq, 'msg_offline_data_rep', {});
        for (const push of this.offline) c.send(0, push.name, push.value as never);
        return;
      case 'msg_voice_call_state_req': {
        const call = this.calls.get(m.value.token);
        const refused = this.refuse.get(m.name);
        if (refused !== undefined) c.send(m.seq, 'msg_voice_call_state_rep', { result: refused });
        else c.send(m.seq, 'msg_voice_call_state_rep', call ? { ...call, result: 1 } : { result: 33 });
        return;
      }
      case 'msg_get_msg_list_req':
        c.send(m.seq, 'msg_get_msg_list_rep', {
          msg_list: this.page(m.value.chatkey, m.value.chatmsgno),
          readversion: this.peerRead.get(m.value.chatkey.toString()) ?? 0,
        });
        return;
      case 'msg_mute_chat_req':
        if (m.value.opertype === 1) this.muted.set(m.value.chatkey, 1_700_000_456);
        else this.muted.delete(m.value.chatkey);
        c.send(m.seq, 'msg_mute_chat_rep', { ...m.value, result: 1 });
        return;
      case 'msg_mute_list_req':
        c.send(m.seq, 'msg_mute_list_rep', {
          chatkeys: [...this.muted].map(([chatkey, opertime]) => ({ chatkey, opertime })),
        });
        return;
      case 'msg_pin_chat_req':
        c.send(m.seq, 'msg_pin_chat_rep', { ...m.value, result: 1, opertime: 1_700_000_123 });
        return;
      case 'msg_del_chat_msg_req': {
        // Deletes up to the chat's newest message for this user, which the reply names.
        const list = this.chats.get(m.value.chatkey.toString()) ?? [];
        const chatmsgno = list.reduce((n, x) => Math.max(n, x.chatmsgno), 0);
        this.chats.set(m.value.chatkey.toString(), []);
        c.send(m.seq, 'msg_del_chat_msg_rep', { result: 1, chatkey: m.value.chatkey, chatmsgno });
        return;
      }
      case 'msg_set_snapchat_req':
        c.send(m.seq, 'msg_set_snapchat_rep', { ...m.value, result: 1 });
        return;
      case 'msg_get_group_info_req': {
        const group = this.groups.get(m.value.groupkey);
        if (!group) {
          // As the real server refuses a stranger: an empty reply, then the result (43).
          c.send(m.seq, 'msg_get_group_info_rep', {});
          c.send(0, 'msg_oper_result_notify', { result: 43, optype: messageId(m.name) });
          return;
        }
        const pages = chunks(group.users, this.pageSize);
        this.paged(
          c,
          m.seq,
          'msg_get_group_info_rep',
          pages.map((users, i) => ({
            group_info: group.info,
            users,
            is_end: i === pages.length - 1 ? 1 : 0,
          })),
        );
        return;
      }
      case 'msg_confirm_group_info_req':
        c.send(m.seq, 'msg_confirm_group_info_rep', { result: 1 });
        return;
      case 'msg_friend_list_req': {
        const pages = chunks(this.friends, this.pageSize);
        const last = this.friendListEnds ? pages.length - 1 : -1;
        this.paged(
          c,
          m.seq,
          'msg_friend_list_rep',
          pages.map((flist, i) => ({ flist, isfirst: i === 0 ? 1 : 0, isend: i === last ? 1 : 0 })),
        );
        return;
      }
      case 'msg_del_friend_req':
        this.friends = this.friends.filter((f) => f.uid !== m.value.frienduid);
        c.send(m.seq, 'msg_del_friend_rep', { result: 1, frienduid: m.value.frienduid });
        return;
      case 'msg_handle_friend_apply_req': {
        const { otheruid, handletype } = m.value;
        if (handletype === 1) this.friends = [...this.friends, { uid: otheruid, nickname: `u${otheruid}` }];
        c.send(m.seq, 'msg_handle_friend_apply_rep', { result: 1, otheruid, handletype });
        return;
      }
      case 'msg_friend_apply_list_req':
        c.send(m.seq, 'msg_friend_apply_list_rep', { apply_list: this.applies });
        return;
      case 'msg_alias_list_req':
        c.send(m.seq, 'msg_alias_list_rep', {
          alias_list: [...this.aliases].map(([fuid, aliasname]) => ({ fuid, aliasname })),
        });
        return;
      case 'msg_set_alias_req':
        this.aliases.set(m.value.fuid, m.value.alias);
        c.send(m.seq, 'msg_set_alias_rep', { result: this.refuse.get(m.name) ?? 1 });
        return;
      case 'msg_set_sign_req':
        c.send(m.seq, 'msg_set_sign_rep', { result: 1, sign: m.value.sign });
        return;
      case 'msg_online_list_req':
        c.send(m.seq, 'msg_online_list_rep', {
          onlinelist: (m.value.uidlist ?? []).filter((uid) => this.online.has(uid)),
        });
        return;
      case 'msg_group_nickname_list_req':
        c.send(m.seq, 'msg_group_nickname_list_rep', {
          groupkey: m.value.groupkey,
          name_list: this.groups.get(m.value.groupkey)?.nicknames ?? [],
        });
        return;
      case 'msg_withdraw_msg_req':
        this.withdraw(c, m.seq, m.value);
        return;
      case 'msg_confirm_read_req':
        c.send(m.seq, 'msg_confirm_read_rep', { result: 1 });
        return;
      case 'msg_join_chat_room_req':
        c.send(m.seq, 'msg_join_chat_room_rep', { result: this.roomJoinResult });
        return;
      case 'msg_chat_room_history_req':
        c.send(m.seq, 'msg_chat_room_history_rep', { roomkey: m.value.roomkey, msg_list: this.roomHistory });
        return;
      case 'msg_quit_chat_room_req':
        c.send(m.seq, 'msg_quit_chat_room_rep', { result: 1 });
        return;
      default:
        return;
    }
  }
}

/** `items` in pages of `size`; an empty list is one empty page. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length ? pages : [[]];
}

/** A text message of a chat. */
export function message(chatkey: bigint, chatmsgno: number, uid: number, text: string): net.chat_msg {
  return {
    chatkey,
    chatmsgno,
    uid,
    msgtype: 1,
    msgtime: 1_700_000_000 + chatmsgno,
    content: new TextEncoder().encode(text),
    nickname: `u${uid}`,
    headurl: '',
    clientkey: '',
    snaptime: 0,
    viplevel: 0,
    isadmin: 0,
    firstname: '',
    lastname: '',
    channel: 0,
  };
}
