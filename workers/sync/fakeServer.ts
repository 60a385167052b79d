/**
 * A small in-memory stand-in for the IM server, for unit tests of the sync engine over the fake
 * transport: it numbers messages per chat, pages history 20 at a time counting back, and pushes
 * the offline data a test prepares. Integration tests use the real server instead.
 */
import {
  type DecodedMessage,
  HISTORY_PAGE_SIZE,
  type MessageInit,
  type MessageName,
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
    { info: Partial<net.group_base_info>; users: Partial<net.base_info>[] }
  >();
  friends: Partial<net.base_info>[] = [];
  /** Pushed after the offline data reply. */
  offline: Push[] = [];
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
      case 'msg_get_msg_list_req':
        c.send(m.seq, 'msg_get_msg_list_rep', { msg_list: this.page(m.value.chatkey, m.value.chatmsgno) });
        return;
      case 'msg_get_group_info_req': {
        const group = this.groups.get(m.value.groupkey);
        c.send(m.seq, 'msg_get_group_info_rep', {
          group_info: group?.info ?? {},
          users: group?.users ?? [],
          is_end: 1,
        });
        return;
      }
      case 'msg_confirm_group_info_req':
        c.send(m.seq, 'msg_confirm_group_info_rep', { result: 1 });
        return;
      case 'msg_friend_list_req':
        c.send(m.seq, 'msg_friend_list_rep', { flist: this.friends, isfirst: 1, isend: 1 });
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
