/**
 * The per-uid chat database (spec 000 §3 "Local chat database", DESIGN §5): Dexie, tables imlist,
 * imchat, imuser, imfriend, imgroup as the spec names them (schema version 6), plus the outbox of
 * chat sends not yet confirmed and, since version 7, what the hub keeps for the friend and group
 * pages (DESIGN §5 "the hub owns all messaging data"): friends' aliases and online state in
 * imfriend, the received friend applications (imapply) and group members (immember), and since
 * version 8 the muted chats (immute), which the unread figure the tabs show leaves out. Chat keys
 * are stored as decimal strings (`chatKeyToString`), never as numbers, so no bit of a 64-bit key is
 * lost. Only the hub opens it for writing; tabs read it.
 */
import Dexie, { type Table } from 'dexie';
import type { MessageBody } from '../../protocol/content';

/** The schema version: spec 000 §3's 6, plus applications and members (7), muted chats (8). */
export const DB_VERSION = 8;

/** Where a message of one's own stands. Messages from others are always `sent`. */
export type MessageState = 'pending' | 'sent' | 'failed';

/** imchat: one chat message as stored (the raw content; tabs get {@link ChatRow}). */
export interface ChatRecord {
  /** Auto-increment id. */
  id?: number;
  /** Decimal string of the 64-bit chat key. */
  chatkey: string;
  /** The server's number for the message in its chat; 0 while pending. */
  chatmsgno: number;
  /** The sender. */
  uid: number;
  /** UTF-8 text (JSON for cards, red packets, files…). */
  content: string;
  headurl: string;
  nickname: string;
  phonenum: string;
  /** Sent at, ms since the epoch. */
  time: number;
  msgtype: number;
  clientkey: string;
  /** 1 once read by its receiver (the peer for one's own messages, oneself for others'). */
  read: 0 | 1;
  state: MessageState;
  /** The server's result code when `state` is `failed`. */
  result?: number;
  /**
   * Self-destruct: the message is erased this many seconds after its receiver read it (0 or
   * absent: it stays). An erased one becomes type 12 like a withdrawn one and keeps this value.
   */
  snaptime?: number;
}

/**
 * A chat message as the tabs get it (chat pages, room chat, events): the stored record with its
 * content read once by the hub into `body` (protocol/content parseBody). Tabs render from `body`;
 * `content` stays for the text itself (text messages, copy).
 */
export interface ChatRow extends ChatRecord {
  body: MessageBody;
}

/** A chat-list row as the tabs get it: the newest message's content read once into `body`. */
export type ChatListRow = ListRow & { body: MessageBody };

/** imlist: one row per chat, for the chat list. */
export interface ListRow {
  chatkey: string;
  /** The newest message's number. */
  chatmsgno: number;
  isGroup: 0 | 1;
  /** The peer (private chat) or the last sender (group). */
  uid: number;
  /** The newest message's sender (absent in rows written before it was kept). */
  sender?: number;
  /** The newest message's content. */
  content: string;
  fid: number;
  headurl: string;
  /** The peer's or the group's name. */
  nickname: string;
  /** The newest message's time, ms. */
  time: number;
  /** Unread messages. */
  red: number;
  msgtype: number;
  /** This user's read position (highest chatmsgno read). */
  readno: number;
}

/** imuser: a cached profile (at most 2,000, oldest `touched` evicted). */
export interface UserRow {
  uid: number;
  fid: number;
  headurl: string;
  nickname: string;
  phonenum: string;
  lastlogouttime: number;
  /** The signature (absent in rows written before version 7). */
  sign?: string;
  /** The region (absent in rows written before version 7). */
  region?: string;
  /** When this row was last written, ms (eviction order). */
  touched: number;
}

/**
 * imfriend: a friend. The hub keeps the whole list (every page of the server's), with the alias
 * this user gave each friend and whether the friend is online.
 */
export interface FriendRow {
  uid: number;
  fid: number;
  /** 0 while online (the server's convention), else the last logout time. */
  lastlogouttime: number;
  headurl: string;
  phonenum: string;
  nickname: string;
  /** The friend's user type. */
  type: number;
  /** The alias this user gave the friend ('' when none). */
  alias: string;
  /** 1 while the friend is online (from the online list and the friend-state pushes). */
  online: 0 | 1;
  sign: string;
  region: string;
  touched: number;
}

/** imapply: a friend application this user received (at most 100, newest first on the server). */
export interface ApplyRow {
  /** The applicant. */
  uid: number;
  fid: number;
  nickname: string;
  headurl: string;
  phonenum: string;
  hellomsg: string;
  /** When the application was made, ms. */
  applytime: number;
  /** `APPLY_STATE`: 0 pending, 1 accepted, 2 refused, 3 expired. */
  applyState: number;
}

/** immember: one member of a group, in the server's order. */
export interface MemberRow {
  groupkey: number;
  uid: number;
  fid: number;
  nickname: string;
  headurl: string;
  /** The nickname the member set in this group ('' when none). */
  groupnick: string;
  /** 0 while online, else the last logout time. */
  lastlogouttime: number;
  /** The member's place in the server's list. */
  position: number;
}

/** An admin of a group and its permission mask. */
export interface GroupAdminRow {
  adminuid: number;
  permission: number;
}

/** imgroup: a group's attributes. */
export interface GroupRow {
  groupkey: number;
  chatkey: string;
  headurl: string;
  /** The group's name. */
  nickname: string;
  groupnotify: string;
  isforbid: number;
  /** The server's newest message number in the group (from the group list). */
  chatmsgno: number;
  attrversion: number;
  grouphost: number;
  groupadmins: number[];
  admins: GroupAdminRow[];
  info_limits: number;
  add_limits: number;
  look_limits: number;
  member_cnt: number;
  send_msg_limits: number;
  notifyversion: number;
  forbidbegintm: number;
  forbidendtm: number;
  online_cnt: number;
  forbid_uids: number[];
  white_uids: number[];
}

/** immute: a chat this user muted (on any device), as the server's mute list and pushes say. */
export interface MuteRow {
  chatkey: string;
  /** When it was muted, seconds (0 when not told). */
  time: number;
}

/** Kind of an outgoing chat message. */
export type OutboxKind = 'private' | 'group';

/** outbox: a chat send stored before it goes out, removed when the server confirms it. */
export interface OutboxRow {
  /** Auto-increment: the replay order. */
  seq?: number;
  /** Random and unique; the server dedupes a replay by it. */
  clientkey: string;
  kind: OutboxKind;
  /** recvuid (private) or groupkey (group). */
  target: number;
  chatkey: string;
  msgtype: number;
  content: string;
  createdAt: number;
  /** `queued` is replayed on every reconnect; `failed` waits for a retry. */
  state: 'queued' | 'failed';
  result?: number;
  attempts: number;
}

/** The name of the chat database of `uid`. */
export function chatDbName(uid: number): string {
  return `sportlive-im-${uid}`;
}

/** The chat database of one user. */
export class ChatDb extends Dexie {
  imlist!: Table<ListRow, string>;
  imchat!: Table<ChatRecord, number>;
  imuser!: Table<UserRow, number>;
  imfriend!: Table<FriendRow, number>;
  imgroup!: Table<GroupRow, number>;
  imapply!: Table<ApplyRow, number>;
  immember!: Table<MemberRow, [number, number]>;
  immute!: Table<MuteRow, string>;
  outbox!: Table<OutboxRow, number>;

  /**
   * @param uid the owner; its messages are "one's own".
   * @param name the database name (default {@link chatDbName}; tests give each case its own).
   */
  constructor(
    readonly uid: number,
    name: string = chatDbName(uid),
  ) {
    super(name);
    this.version(6).stores({
      imlist: 'chatkey, time',
      imchat: '++id, [chatkey+chatmsgno], clientkey, [chatkey+time]',
      imuser: 'uid, touched, fid',
      imfriend: 'uid, touched',
      imgroup: 'groupkey, chatkey',
      outbox: '++seq, &clientkey',
    });
    // NOTE: version 7 adds two tables and fills the new friend fields of stored rows; every stored
    // message, chat, profile, friend and group stays.
    this.version(7)
      .stores({ imapply: 'uid, applytime', immember: '[groupkey+uid], groupkey' })
      .upgrade(async (tx) => {
        await tx
          .table('imfriend')
          .toCollection()
          .modify((row: Partial<FriendRow> & { lastlogouttime: number }) => {
            row.alias ??= '';
            row.online ??= row.lastlogouttime === 0 ? 1 : 0;
            row.sign ??= '';
            row.region ??= '';
          });
        // Every group's info (and so its members) is fetched once more at the next group list.
        await tx.table('imgroup').toCollection().modify({ attrversion: -1 });
      });
    // NOTE: version 8 adds the muted chats; the table starts empty and the mute list fetched at
    // the next login fills it (until then the shown unread figure counts every chat, as before).
    this.version(DB_VERSION).stores({ immute: 'chatkey' });
  }
}
