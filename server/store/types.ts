import type { ColumnType, Generated } from 'kysely';
import type { MainContentTables } from '../content/tables';
import type { Int64ColumnWithDefault } from './int64';

/** All times are milliseconds since the epoch, in 64-bit columns (always below 2^53, so numbers). */
type Millis = number;

export interface UsersTable {
  uid: Generated<number>;
  /** null for a guest; a guest becomes registered when a phone is set on its row. */
  phone: string | null;
  zone: Generated<string>;
  nickname: Generated<string>;
  headurl: Generated<string>;
  sign: Generated<string>;
  region: Generated<string>;
  /** USER_TYPE in server/accounts/userType.ts. */
  usertype: Generated<number>;
  viplevel: Generated<number>;
  /** 64-bit privacy bitfield, stored with storeUint64 / read with readUint64. */
  privacy: Int64ColumnWithDefault;
  isadmin: Generated<number>;
  /** Public friend id: short, unique, shown to other users instead of the uid. */
  fid: string;
  password_hash: string | null;
  pay_password_hash: string | null;
  created_at: Millis;
  lastlogout_at: Generated<Millis>;
  nickname_changed_at: Millis | null;
  firstname: Generated<string>;
  lastname: Generated<string>;
  channel: Generated<number>;
  thirduid: Generated<number>;
  siteid: Generated<number>;
}

export interface DevicesTable {
  deviceid: string;
  /** The guest account of this device while it is still a guest; cleared when it registers. */
  guest_uid: number | null;
  last_uid: number | null;
  /** Stable guest identifier for the main API (issued on first identifier login). */
  identifier: string | null;
  created_at: Millis;
  last_seen_at: Millis;
}

export interface SessionsTable {
  id: Generated<number>;
  uid: number;
  deviceid: string;
  /** SHA-256 (hex) of the fastkey; the fastkey itself is never stored. */
  fastkey_hash: string;
  /** How the session was made: `phone` (SMS code, password, guest) or `pc` (a QR login the app approved). */
  client: ColumnType<string, string | undefined, string>;
  created_at: Millis;
  last_used_at: Millis;
}

export interface ApiTokensTable {
  id: Generated<number>;
  /** 'customer' (registered user) or 'identifier' (guest). */
  kind: string;
  /** SHA-256 (hex) of the token. */
  token_hash: string;
  uid: number;
  /** The customer id or the guest identifier the token was issued for. */
  subject: string;
  deviceid: string;
  created_at: Millis;
  last_used_at: Millis;
}

export interface SmsCodesTable {
  id: Generated<number>;
  zone: string;
  phone: string;
  /** What the code is for: CODE_PURPOSE in server/accounts/smsCodes.ts. */
  purpose: number;
  /** SHA-256 (hex) of zone, phone and code. */
  code_hash: string;
  created_at: Millis;
  expires_at: Millis;
  wrong_tries: Generated<number>;
  /** Set when the code is used or voided (too many wrong tries, replaced). */
  closed_at: Millis | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  zone: string;
  phone: string;
  failed_at: Millis;
  /** The client address the failure came from: the lock is per phone and address. */
  client_addr: ColumnType<string, string | undefined, string>;
}

export interface ClientErrorLogsTable {
  id: Generated<number>;
  uid: number | null;
  deviceid: string;
  content: string;
  user_agent: string;
  created_at: Millis;
}

/** A device's push id (msg_upload_pushid_req); one per device, owned by the user last logged in there. */
export interface PushIdsTable {
  deviceid: string;
  uid: number;
  pushid: string;
  /** PUSH_CHANNEL in protocol/enums.ts. */
  pushchannel: number;
  updated_at: Millis;
}

/** A third-party account bound to a user (msg_bind_openid_req); one per channel and user. */
export interface OpenidBindingsTable {
  id: Generated<number>;
  uid: number;
  channel: number;
  /** uint32 on the wire; a 64-bit column so it fits on PostgreSQL. */
  thirduid: number;
  created_at: Millis;
}

/** A PC's QR-login flow waiting for an app to approve it (server/im/pcLogin.ts). */
export interface PcLoginFlowsTable {
  /** SHA-256 (hex) of the flow id shown in the QR code. */
  flow_hash: string;
  /** SHA-256 (hex) of the PC's secret, which becomes its session's fastkey once approved. */
  key_hash: string;
  deviceid: string;
  /** The node and connection holding the PC's socket. */
  node_id: string;
  connection: string;
  created_at: Millis;
  expires_at: Millis;
  approved_uid: number | null;
}

/** The whole schema as Kysely sees it; migrations in ./migrations keep it in step. */
/** A user banned by staff (issue 22): no login opens a session for them until the row is removed. */
export interface UserBansTable {
  uid: number;
  reason: string;
  staff_id: number;
  created_at: Millis;
}

export interface Database extends MainContentTables {
  users: UsersTable;
  devices: DevicesTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  sms_codes: SmsCodesTable;
  login_failures: LoginFailuresTable;
  client_error_logs: ClientErrorLogsTable;
  push_ids: PushIdsTable;
  openid_bindings: OpenidBindingsTable;
  pc_login_flows: PcLoginFlowsTable;
  user_bans: UserBansTable;
}
