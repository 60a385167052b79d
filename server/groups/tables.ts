import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../store';

/** Unix milliseconds, in 64-bit columns (below 2^53, so numbers). */
type Millis = number;

/** A group (spec 001 §3 group_base_info); its groupkey is also its chat key. */
export interface ImGroupsTable {
  /**
   * From a sequence starting at 1,000,000 (migration 0030_groups), always below 2147483647: private
   * chat keys are all at or above 2^32, groups stay below 2^31-1.
   */
  groupkey: Generated<number>;
  host_uid: number;
  name: string;
  /** `groupnotify` on the wire. */
  notice: string;
  headurl: string;
  /** Grows by one with every change of attributes or members (one transaction each). */
  attrversion: number;
  /** Grows by one with every change of the notice. */
  notifyversion: number;
  /** INFO_LIMITS, ADD_LIMITS, LOOK_LIMITS, send_msg_limits of protocol/enums.ts. */
  info_limits: number;
  add_limits: number;
  look_limits: number;
  send_msg_limits: number;
  /** Forbid window: on when 1; begin/end are seconds of the day, server local time. */
  isforbid: number;
  forbidbegintm: number;
  forbidendtm: number;
  /** Kept equal to the number of group_members rows, updated in the same transaction. */
  member_cnt: number;
  created_at: Millis;
  /** Set when the host dismissed the group; its members rows are gone then. */
  dismissed_at: Millis | null;
}

/** One member of a group. */
export interface GroupMembersTable {
  groupkey: number;
  uid: number;
  /** GROUP_ROLE of protocol/enums.ts. */
  role: Generated<number>;
  /** Admin permission mask (ADMIN_PERM bits); 0 for members, ignored for the host (who holds all). */
  permission: Generated<number>;
  /** 1 when on the forbid list (muted at any time). */
  forbidden: Generated<number>;
  /** 1 when on the forbid-window white list. */
  white: Generated<number>;
  /** The member's nickname inside this group ('' = none). */
  nickname: Generated<string>;
  /** The notifyversion the member has read. */
  notice_read: Generated<number>;
  /** When the member last sent a message (slow mode), 0 = never. */
  last_sent_at: Generated<Millis>;
  joined_at: Millis;
}

/** A request to join a group waiting for an admin with the approve-joins bit (add_limits 2). */
export interface GroupJoinRequestsTable {
  groupkey: number;
  uid: number;
  /** Who invited or whose QR code was used (0 = none). */
  inviter: number;
  created_at: Millis;
}

/** Server secrets of the groups area (the QR-code signing key), one row per name. */
export interface GroupSecretsTable {
  name: string;
  /** base64 of the key bytes. */
  secret: string;
}

/** The tables of the groups area, added to the store's schema with `withTables`. */
// NOTE: a type alias, not an interface: withTables needs a type with an implicit index signature.
export type GroupTables = {
  im_groups: ImGroupsTable;
  group_members: GroupMembersTable;
  group_join_requests: GroupJoinRequestsTable;
  group_secrets: GroupSecretsTable;
};

/** The database as the groups area sees it. */
export type GroupsDb = Kysely<Database & GroupTables>;

/** The store's handle with the groups tables typed in (the same connection and transactions). */
export function groupsDb(db: Kysely<Database>): GroupsDb {
  return db.withTables<GroupTables>();
}

/** A stored group row as read. */
export type GroupRow = Selectable<ImGroupsTable>;
/** A stored member row as read. */
export type MemberRow = Selectable<GroupMembersTable>;
