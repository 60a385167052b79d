/**
 * The typed contract between the tabs (`src/hub/`) and the hub: the calls a tab makes over Comlink
 * ({@link HubApi}) and the pushes it receives ({@link HubEvent}, a tagged union keyed by `type`).
 * Everything here crosses a structured clone: plain data, bigint, Uint8Array; no functions.
 */
import type { net } from '../protocol';
import type { ChatRow, UnreadTotals } from './db';
import type { OutboxChange } from './outbox/outbox';
import type { ReplyValue, RequestInit, RequestName } from './socket/messages';
import type { PagedRequest } from './socket/paging';
import type { SocketSnapshot } from './socket/socket';
import type { ServerAddress } from './socket/transport';

export type { ChatRow, FriendRow, GroupRow, ListRow, MessageState, UnreadTotals } from './db';
export type { OutboxChange } from './outbox/outbox';
export type { ReplyValue, RequestInit, RequestName } from './socket/messages';
export type { PagedRequest } from './socket/paging';
export type { SocketSnapshot, StopReason } from './socket/socket';
export { Status } from './socket/socket';
export type { ServerAddress } from './socket/transport';

/** A session to open: what the IM API's login returned (uid, fastkey, svrlist) and the device id. */
export interface LoginParams {
  uid: number;
  fastkey: string;
  deviceid: string;
  /** The server list, tried in order. */
  servers: ServerAddress[];
}

/** Unread counts pushed to tabs: messages per kind of chat and pending friend applications. */
export interface Unread extends UnreadTotals {
  friendApplies: number;
}

/** The hub's state as a tab needs it to start. */
export interface HubState {
  /** The hub's build version. */
  version: string;
  /** The logged-in user, or null. */
  uid: number | null;
  /** The chat database the tabs open read-only (null until logged in). */
  dbName: string | null;
  connection: SocketSnapshot;
  unread: Unread;
  /** The live room the hub is in, or null. */
  room: number | null;
  /** Tabs attached to the hub and alive (diagnostics; 0 outside a worker). */
  tabs: number;
}

/** What a tab says first. */
export interface TabHello {
  /** Random per tab; also names the tab's liveness lock. */
  tabId: string;
  /** The tab's build version. */
  version: string;
}

/** The hub's answer to a hello. `accepted` is false when the versions differ: the tab must reload. */
export interface HubWelcome {
  accepted: boolean;
  state: HubState;
}

/** A page of chat history (the messages themselves are written to imchat). */
export interface HistoryPage {
  chatkey: string;
  /** Messages the page held. */
  count: number;
  /** The lowest number in the page (0 when empty): pass it as `before` for the next page. */
  oldest: number;
  /** False once the first message of the chat has been reached. */
  hasMore: boolean;
}

/** The outcome of sending a live-room message. */
export interface RoomSendResult {
  result: number;
  message: ChatRow | null;
}

/** The outcome of joining a live room: 1 or 35 is success (spec 001 §7). */
export interface RoomJoinResult {
  roomkey: number;
  result: number;
  joined: boolean;
}

/** What a room status event reports. */
export type RoomStatus = 'joined' | 'join-failed' | 'kicked' | 'muted' | 'not-exist' | 'left';

/** A popup score alert (spec 000 §3), pushed in the server message box as JSON. */
export interface ScoreAlert {
  home_name: string;
  away_name: string;
  home_score: number;
  away_score: number;
  /** 1 or 2 highlights the scoring side. */
  position: number;
  title: string;
  /** The match clock as the server sends it (`67'`, `Q3`), or a unix time. */
  time: string | number;
  /** The match, so a tap on the popup can open it (0 when unknown). */
  match_id: number;
  /** 1 football, 2 basketball, 3 esports (0 when unknown). */
  type_id: number;
}

/** Requests the hub does itself; tabs use the named calls for them instead of `request`. */
export type HubOwnedRequest =
  | 'msg_heart_test'
  | 'msg_login_req'
  | 'msg_h5_login_req'
  | 'msg_pc_login_req'
  | 'msg_offline_data_req'
  | 'msg_send_private_msg_req'
  | 'msg_send_group_msg_req'
  | 'msg_join_chat_room_req'
  | 'msg_quit_chat_room_req';

/**
 * Requests a tab may send through the generic {@link HubApi.request}. Lists answered in pages go
 * through {@link HubApi.requestAll} instead: a single reply would be their first page only.
 */
export type TabRequestName = Exclude<RequestName, HubOwnedRequest | PagedRequest>;

/** Every push a tab receives, keyed by `type`. */
export type HubEvent =
  | { type: 'connection'; state: SocketSnapshot }
  | { type: 'session'; uid: number | null; dbName: string | null }
  | { type: 'message'; chatkey: string; message: ChatRow; notify: boolean }
  | { type: 'message-state'; change: OutboxChange }
  | { type: 'read'; chatkey: string; upto: number; by: 'me' | 'peer' }
  | { type: 'withdraw'; chatkey: string; chatmsgno: number }
  | { type: 'chat-cleared'; chatkey: string; upto: number }
  | { type: 'input-status'; chatkey: string; typing: boolean }
  /**
   * A chat was pinned or muted (or not) here or on another device. `pinned` is the pin time in
   * seconds, 0 when unpinned; each field is present only when it changed.
   */
  | { type: 'chat-pref'; chatkey: string; pinned?: number; muted?: boolean }
  /**
   * A private chat's self-destruct time (seconds, 0 off) or screenshot notice changed; `own` when
   * this device asked, `by` the user who changed the screenshot notice (0 when not told).
   */
  | {
      type: 'chat-setting';
      chatkey: string;
      snaptime?: number;
      screenshot?: boolean;
      by: number;
      own: boolean;
    }
  | { type: 'friend-apply'; uid: number; pending: number }
  /** A friend joined or left the list (this device, another, or the other side); imfriend shows it. */
  | { type: 'friends-changed'; uid: number; change: 'added' | 'removed' }
  | { type: 'friend-state'; states: net.friend_state_info[] }
  | { type: 'group-change'; groupkey: number; opertype: number }
  | { type: 'group-notice'; groupkey: number }
  | { type: 'group-join-request'; groupkey: number; uids: number[]; inviter: number }
  | { type: 'room-message'; roomkey: number; message: ChatRow }
  | { type: 'room-delete'; roomkey: number; chatmsgno: number }
  | { type: 'room-status'; roomkey: number; status: RoomStatus; result: number }
  | { type: 'score-alert'; alert: ScoreAlert }
  | { type: 'server-notice'; content: string }
  | { type: 'unread'; unread: Unread }
  | { type: 'profile'; user: net.base_info }
  | { type: 'login-elsewhere'; deviceid: string }
  | { type: 'reload-required'; hubVersion: string };

/** The `type` of a hub event. */
export type HubEventType = HubEvent['type'];

/** Why a tab nudges the hub. */
export type NudgeReason = 'online' | 'visible';

/**
 * The calls a tab makes. Every call returns a promise; failures reject with a `HubError`
 * (`workers/errors.ts`) whose `code` says why.
 */
export interface HubApi {
  /** First call of a tab: registers it (and its liveness lock) and checks the build version. */
  hello(tab: TabHello): Promise<HubWelcome>;
  /** Opens the session (idempotent for the same uid and fast key) and resolves with the state. */
  login(params: LoginParams): Promise<HubState>;
  /** Closes the socket, forgets the session; the database stays. */
  logout(): Promise<void>;
  state(): Promise<HubState>;
  /** Stores a private message as pending and sends it; resolves at once with the pending row. */
  sendPrivate(recvuid: number, content: string, msgtype?: number): Promise<ChatRow>;
  /** Stores a group message as pending and sends it; resolves at once with the pending row. */
  sendGroup(groupkey: number, content: string, msgtype?: number): Promise<ChatRow>;
  /** Sends a failed message again. */
  retry(clientkey: string): Promise<ChatRow>;
  /** Sends a message to the live room (not stored; 36 kicked, 38 muted, 39 no such room). */
  sendRoom(roomkey: number, content: string, msgtype?: number): Promise<RoomSendResult>;
  /** Fetches 20 messages of a chat below `before` (default: the newest) into imchat. */
  history(chatkey: string, before?: number): Promise<HistoryPage>;
  /** Marks a chat read up to `upto` (default: its newest message) here and on the server. */
  markRead(chatkey: string, upto?: number): Promise<void>;
  /** Any other request of the protocol, answered with its reply. */
  request<N extends TabRequestName>(name: N, value: RequestInit<N>): Promise<ReplyValue<N>>;
  /**
   * A list the server answers in pages (the friend list, a group's info or members), resolved with
   * every page in order; a refused one with its single empty reply.
   */
  requestAll<N extends PagedRequest>(name: N, value: RequestInit<N>): Promise<ReplyValue<N>[]>;
  /** Joins a live room (leaving the current one); it is joined again after every reconnect. */
  joinRoom(roomkey: number): Promise<RoomJoinResult>;
  /** Leaves the current live room. */
  leaveRoom(): Promise<void>;
  /** The current room's recent messages, oldest first. */
  roomMessages(): Promise<ChatRow[]>;
  /** The network may be back, or the tab became visible: check the connection now. */
  nudge(reason: NudgeReason): Promise<void>;
}
