import type { Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../store';

/** Milliseconds since the epoch, in 64-bit columns (below 2^53, so numbers). */
type Millis = number;

/** One side of a friendship: `uid` has `fuid` in its list. A friendship is always two rows. */
export interface FriendshipsTable {
  uid: number;
  fuid: number;
  created_at: Millis;
}

/**
 * Each user's friend-list version (`msg_friend_list_rep.version`): bumped by one for every
 * change of the list, with a guarded `UPDATE … SET version = version + 1 … RETURNING`.
 */
export interface FriendListVersionsTable {
  uid: number;
  version: number;
}

/** The change log behind `msg_friend_inc_list_req`: what entered (added 1) or left (0) `uid`'s list at `version`. */
export interface FriendChangesTable {
  id: Generated<number>;
  uid: number;
  fuid: number;
  version: number;
  added: number;
}

/** A friend application from `applicant` to `receiver` (one row per pair; a new apply reopens it). */
export interface FriendAppliesTable {
  applicant: number;
  receiver: number;
  hellomsg: string;
  applied_at: Millis;
  /** APPLY_STATE of server/friends/applies.ts. */
  state: number;
  handled_at: Millis | null;
}

/** A user's alias for another user (`msg_set_alias_req`). */
export interface FriendAliasesTable {
  uid: number;
  fuid: number;
  alias: string;
}

/** `uid` blacklisted `buid`. */
export interface BlacklistTable {
  uid: number;
  buid: number;
  created_at: Millis;
}

/** A phrase a user does not want to receive (`msg_modify_forbid_words_req`). */
export interface ForbiddenPhrasesTable {
  uid: number;
  phrase: string;
  created_at: Millis;
}

/** Phrases refused for everyone (set by staff). */
export interface GlobalForbiddenPhrasesTable {
  phrase: string;
  created_at: Millis;
}

/** Per-user friend settings: whether an application needs the user's approval (`msg_set_friend_verify_req`). */
export interface FriendSettingsTable {
  uid: number;
  need_verify: number;
}

/** The last complete address-book upload of a user. */
export interface AddressBooksTable {
  uid: number;
  content: Uint8Array;
  updated_at: Millis;
}

/** Chunks of an address-book upload still in progress (`is_end` 0); moved to address_books on the last one. */
export interface AddressBookChunksTable {
  uid: number;
  seq: number;
  content: Uint8Array;
  created_at: Millis;
}

/** The uid a user set for bty register / bty top-up (`msg_set_bty_register_req`, `msg_set_bty_topup_req`). */
export interface BtySettingsTable {
  uid: number;
  /** 'register' or 'topup'. */
  kind: string;
  setuid: number;
  updated_at: Millis;
}

/** A logged-in socket, on any node: presence across nodes. */
export interface PresenceTable {
  connection: string;
  uid: number;
  node_id: string;
  opened_at: Millis;
}

/** The per-user row every presence change writes first (it serializes a user's opens and closes). */
export interface PresenceUsersTable {
  uid: number;
  changed_at: Millis;
}

/** A server node and when it last said it was alive (migration 0060_nodes). */
export interface ImNodesTable {
  node_id: string;
  seen_at: Millis;
}

/** The tables of migration 0010_friends, and 0060_nodes for the nodes presence rows belong to. */
export type FriendsTables = {
  friendships: FriendshipsTable;
  friend_list_versions: FriendListVersionsTable;
  friend_changes: FriendChangesTable;
  friend_applies: FriendAppliesTable;
  friend_aliases: FriendAliasesTable;
  blacklist: BlacklistTable;
  forbidden_phrases: ForbiddenPhrasesTable;
  global_forbidden_phrases: GlobalForbiddenPhrasesTable;
  friend_settings: FriendSettingsTable;
  address_books: AddressBooksTable;
  address_book_chunks: AddressBookChunksTable;
  bty_settings: BtySettingsTable;
  presence: PresenceTable;
  presence_users: PresenceUsersTable;
  im_nodes: ImNodesTable;
};

/** The database seen with the friends tables. */
export type FriendsDatabase = Database & FriendsTables;

/**
 * The store handle with the friends tables typed.
 * NOTE: server/store/types.ts lists the tables of the first issues; this area's tables are added
 * here with Kysely's `withTables` so the shared schema file needs no edit per area.
 */
export function friendsDb(db: Kysely<Database>): Kysely<FriendsDatabase> {
  return db.withTables<FriendsTables>();
}

/** {@link friendsDb} for a transaction. */
export function friendsTrx(trx: Transaction<Database>): Transaction<FriendsDatabase> {
  return trx.withTables<FriendsTables>();
}
