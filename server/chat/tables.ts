import type { Generated, Kysely } from 'kysely';
import type { Database } from '../store';
import type { Int64Column } from '../store/int64';

/** Milliseconds since the epoch (64-bit columns; below 2^53, so numbers). */
type Millis = number;

/**
 * One per chat key (private chat or group): the last `chatmsgno` handed out and when. The counter
 * row is what makes numbering atomic: every append increments it in the transaction that stores
 * the message (server/chat/messages.ts).
 */
export type ChatCountersTable = {
  chatkey: Int64Column;
  last_no: number;
  last_at: Millis;
};

/** A stored chat message; the sender's profile fields are a snapshot taken when it was sent. */
export type ChatMessagesTable = {
  chatkey: Int64Column;
  chatmsgno: number;
  uid: number;
  msgtype: number;
  /** Seconds since the epoch, as on the wire. */
  msgtime: number;
  /** Milliseconds since the epoch (the withdraw window is measured on it). */
  sent_at: Millis;
  content: Uint8Array;
  /** '' when the sender gave none (then no dedupe). */
  clientkey: string;
  /** Self-destruct seconds the chat had when it was sent (0 = none). */
  snaptime: number;
  /** Set when the receiver read a self-destructing message: it is erased at this time. */
  expires_at: Millis | null;
  nickname: string;
  headurl: string;
  viplevel: number;
  isadmin: number;
  firstname: string;
  lastname: string;
  channel: number;
};

/** One user's state in one chat (private or group): read and cleared positions, mute, pin, settings. */
export type ChatUserStateTable = {
  uid: number;
  chatkey: Int64Column;
  /** The highest chatmsgno this user has read. */
  read_upto: Generated<number>;
  /** When `read_upto` last moved (0: never): offline data sends chats read elsewhere since. */
  read_at: Generated<Millis>;
  /** History up to here is deleted for this user (msg_del_chat_msg_req, msg_confirm_del_req). */
  cleared_upto: Generated<number>;
  muted: Generated<number>;
  muted_at: Generated<Millis>;
  pinned: Generated<number>;
  pinned_at: Generated<Millis>;
  /** The chat's self-destruct time in seconds (both sides of a private chat hold the same value). */
  snaptime: Generated<number>;
  snap_at: Generated<Millis>;
  /** The chat's screenshot flag (both sides hold the same value). */
  screenshot: Generated<number>;
};

/** A device's last offline-data sync (docs/messaging.md "Offline data"). */
export type ChatDeviceSyncTable = {
  uid: number;
  deviceid: string;
  synced_at: Millis;
};

/** The tables of migration 0020_chat (type aliases: `withTables` needs index-compatible types). */
export type ChatTables = {
  chat_counters: ChatCountersTable;
  chat_messages: ChatMessagesTable;
  chat_user_state: ChatUserStateTable;
  chat_device_sync: ChatDeviceSyncTable;
};

/** The database as the chat modules see it (the app's schema plus the chat tables). */
export type ChatDb = Kysely<Database & ChatTables>;

/**
 * The chat view of the app's database handle.
 * NOTE: the chat tables are added with `withTables` here rather than in store/types.ts, so the
 * message store is one self-contained folder; a transaction handle keeps being a transaction.
 */
export function chatDb(db: Kysely<Database>): ChatDb {
  return db.withTables<ChatTables>();
}
