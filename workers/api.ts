/**
 * The typed contract between the tabs (`src/hub/`) and the hub: the data the calls a tab makes
 * over Comlink take and answer with, and the pushes it receives ({@link HubEvent}, a tagged union
 * keyed by `type`). The calls themselves are written once, where they are implemented (`coreCalls`
 * in core.ts, the area modules of `domain/`); `hubApi.ts` derives `HubApi` from them with
 * {@link TabSide}. Everything here crosses a structured clone: plain data, bigint, Uint8Array; no
 * functions.
 */
import type { net } from '../protocol';
import type { WentLive } from '../protocol/mainApiLive';
import type { CallSignal } from '../protocol/messaging';
import type { ChatRow, UnreadTotals } from './db';
import type { CallInfo, CoinBalance, ExchangeRate } from './domain/types';
import type { OutboxChange } from './outbox/outbox';
import type { SocketSnapshot } from './socket/socket';
import type { ServerAddress } from './socket/transport';

export type {
  ApplyRow,
  ChatListRow,
  ChatRow,
  FriendRow,
  GroupRow,
  ListRow,
  MemberRow,
  MessageState,
  UnreadTotals,
  UserRow,
} from './db';
export type * from './domain/types';
export type { OutboxChange } from './outbox/outbox';
export type { SocketSnapshot, StopReason } from './socket/socket';
export type { ServerAddress } from './socket/transport';
export { Status } from './socket/types';

/** A session to open: what the IM API's login returned (uid, fastkey, svrlist) and the device id. */
export interface LoginParams {
  uid: number;
  fastkey: string;
  deviceid: string;
  /** The server list, tried in order. */
  servers: ServerAddress[];
}

/**
 * Unread counts pushed to tabs (the `unread` event): messages per kind of chat, `shown` the messages
 * outside muted chats (what the title, the app badge and the Message tab show; recomputed when the
 * counts or the mute list change), and pending friend applications.
 */
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
  roomId: number;
  result: number;
  joined: boolean;
  /** Users in the room when it was joined (0 when the join failed); `room-count` events follow. */
  usercnt: number;
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
  /** The match's status after the event in its sport's set, when the server says (basketball: the period that ended). */
  status_id?: number;
}

/** One person in a group call, with microphone and camera on or off. */
export interface GroupCallMember {
  uid: number;
  mic: boolean;
  camera: boolean;
}

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
  | { type: 'room-message'; roomId: number; message: ChatRow }
  /** A message left the room's list: deleted by a moderator, or a rain drop replaced by the next. */
  | { type: 'room-delete'; roomId: number; chatmsgno: number }
  /** The current room's member count changed (pushed at most every 1.5 s). */
  | { type: 'room-count'; roomId: number; usercnt: number }
  | { type: 'room-status'; roomId: number; status: RoomStatus; result: number }
  | { type: 'score-alert'; alert: ScoreAlert }
  | { type: 'server-notice'; content: string }
  /** A host the user follows went live: data the app words in the reader's language. */
  | { type: 'went-live'; notice: WentLive }
  | { type: 'unread'; unread: Unread }
  | { type: 'profile'; user: net.base_info }
  /** The wallet changed (a transfer, a claim, a red packet sent, a refund, a top-up), here or elsewhere. */
  | { type: 'wallet'; coins: CoinBalance[] }
  /** The platform's exchange rates changed (staff set one), or came with the login's offline data. */
  | { type: 'rates'; rates: ExchangeRate[] }
  /**
   * A private call rang, was answered or ended (on any device of either side). `whileAway`: it
   * did so while the hub's connection was away, and the hub learned it once back.
   */
  | { type: 'call'; call: CallInfo; whileAway?: boolean }
  /** A WebRTC signalling message from `from` for the call in `chatkey` (a group key for group calls). */
  | { type: 'call-signal'; chatkey: string; from: number; signal: CallSignal }
  /** `from` started the group's call and rings this user. */
  | { type: 'group-call'; groupkey: number; from: number; token: string }
  /** Who is in the group's call now (empty: it ended). */
  | { type: 'group-call-state'; groupkey: number; members: GroupCallMember[] }
  /** Someone (`uid`) opened an order on one of this user's market offers. */
  | { type: 'market-order'; orderid: string; uid: number }
  | { type: 'login-elsewhere'; deviceid: string }
  /** The server refused the socket login with `result` (not 1); the socket stopped (spec 000 §8). */
  | { type: 'login-refused'; result: number }
  | { type: 'reload-required'; hubVersion: string };

/** The `type` of a hub event. */
export type HubEventType = HubEvent['type'];

/** Why a tab nudges the hub. */
export type NudgeReason = 'online' | 'visible';

/**
 * A tab's side of calls the hub implements: each without its first parameter (the hub's state the
 * implementation works on), and answering with a promise.
 */
export type TabSide<T> = {
  [K in keyof T]: T[K] extends (hub: never, ...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};
