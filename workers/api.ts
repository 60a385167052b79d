/**
 * The typed contract between the tabs (`src/hub/`) and the hub: the calls a tab makes over Comlink
 * ({@link HubApi}, named once in {@link HUB_CALLS}) and the pushes it receives ({@link HubEvent}, a
 * tagged union keyed by `type`). The hub's side (`tabs.ts`) and the tab's client
 * (`src/hub/client.ts`) are both built from {@link HUB_CALLS}: a new call is declared here (or in
 * its area's interface in `domain/types.ts`), listed in {@link HUB_CALLS} and implemented in the
 * core or its area's module, nothing else. Everything here crosses a structured clone: plain data,
 * bigint, Uint8Array; no functions.
 */
import type { net } from '../protocol';
import type { WentLive } from '../protocol/mainApiLive';
import type { CallSignal } from '../protocol/messaging';
import type { ChatRow, UnreadTotals } from './db';
import type { CallInfo, CoinBalance, DomainCalls } from './domain/types';
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
export type {
  CallAnswer,
  CallCalls,
  CallInfo,
  ChatCalls,
  ChatFlag,
  CoinBalance,
  DealTotals,
  DomainCalls,
  FriendCalls,
  GroupAdminCalls,
  GroupCalls,
  MarketCalls,
  MarketFilter,
  MarketOffer,
  MarketOrder,
  MoneyCalls,
  MoneyLogEntry,
  MoneyLogPage,
  MuteWindow,
  OfferDraft,
  PayAccount,
  PayPasswordChange,
  ProfileCalls,
  RedPacketClaim,
  RedPacketDraft,
  RedPacketHistoryEntry,
  RedPacketInfo,
  RedPacketTarget,
  RoomCalls,
  SnapSetting,
  TopUpOrder,
  TransferDraft,
  UserProfile,
  UserQuery,
} from './domain/types';
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
  | { type: 'room-message'; roomkey: number; message: ChatRow }
  /** A message left the room's list: deleted by a moderator, or a rain drop replaced by the next. */
  | { type: 'room-delete'; roomkey: number; chatmsgno: number }
  /** The current room's member count changed (pushed at most every 1.5 s). */
  | { type: 'room-count'; roomkey: number; usercnt: number }
  | { type: 'room-status'; roomkey: number; status: RoomStatus; result: number }
  | { type: 'score-alert'; alert: ScoreAlert }
  | { type: 'server-notice'; content: string }
  /** A host the user follows went live: data the app words in the reader's language. */
  | { type: 'went-live'; notice: WentLive }
  | { type: 'unread'; unread: Unread }
  | { type: 'profile'; user: net.base_info }
  /** The wallet changed (a transfer, a claim, a red packet sent, a refund, a top-up), here or elsewhere. */
  | { type: 'wallet'; coins: CoinBalance[] }
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
 * The calls a tab makes: the session and chat calls below and the domain calls of
 * `domain/types.ts`. Every call returns a promise; failures reject with a `HubError`
 * (`workers/errors.ts`) whose `code` says why, `refused` with the server's `result`.
 */
export interface HubApi extends DomainCalls {
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
  /** Joins a live room (leaving the current one); it is joined again after every reconnect. */
  joinRoom(roomkey: number): Promise<RoomJoinResult>;
  /** Leaves the current live room. */
  leaveRoom(): Promise<void>;
  /** The current room's recent messages, oldest first. */
  roomMessages(): Promise<ChatRow[]>;
  /** The network may be back, or the tab became visible: check the connection now. */
  nudge(reason: NudgeReason): Promise<void>;
}

/** The name of a hub call. */
export type HubCallName = Exclude<keyof HubApi, 'hello'>;

/**
 * Every hub call but `hello` (which a tab's client makes by itself), by area. The tab's client and
 * the hub's per-tab API are built from this list; the check below keeps it equal to {@link HubApi}.
 */
export const HUB_CALLS = [
  // session, chat and room (core.ts)
  'login',
  'logout',
  'state',
  'sendPrivate',
  'sendGroup',
  'retry',
  'sendRoom',
  'history',
  'markRead',
  'joinRoom',
  'leaveRoom',
  'roomMessages',
  'nudge',
  // friends (domain/friends.ts)
  'refreshFriends',
  'addFriend',
  'refreshFriendApplies',
  'handleFriendApply',
  'removeFriend',
  'setFriendAlias',
  'blacklist',
  'setBlacklisted',
  // profiles (domain/profile.ts)
  'findUser',
  'setNickname',
  'setAvatar',
  'setSignature',
  // chat actions (domain/chat.ts)
  'pinChat',
  'pinnedChats',
  'muteChat',
  'mutedChats',
  'clearChat',
  'withdraw',
  'setTyping',
  'setSnapTime',
  'snapTimes',
  'setScreenshotNotice',
  'screenshotNotice',
  // groups (domain/groups.ts)
  'createGroup',
  'refreshGroupMembers',
  'addGroupMembers',
  'removeGroupMembers',
  'dismissGroup',
  'renameGroup',
  'setGroupNotice',
  'groupNoticeUnread',
  'readGroupNotice',
  'setMyGroupNickname',
  'joinGroupByQrCode',
  // group administration (domain/groupAdmin.ts)
  'setGroupAdmin',
  'removeGroupAdmins',
  'muteGroupMembers',
  'setGroupWhitelist',
  'setGroupMuteWindow',
  'setGroupAvatar',
  'transferGroup',
  'setGroupLimit',
  // live-room moderation (domain/rooms.ts)
  'roomAdmins',
  'deleteRoomMessage',
  'muteRoomUser',
  'kickRoomUser',
  'setRoomAdmin',
  // money and red packets (domain/money.ts)
  'wallet',
  'moneyLog',
  'setPayPassword',
  'payAuthCode',
  'transfer',
  'topUp',
  'topUps',
  'sendRedPacket',
  'claimRedPacket',
  'redPacketInfo',
  'redPacketHistory',
  // calls (domain/calls.ts)
  'startCall',
  'ringingCall',
  'answerCall',
  'sendCallSignal',
  'startGroupCall',
  'joinGroupCall',
  'setGroupCallMedia',
  // the coin marketplace (domain/market.ts)
  'marketOffers',
  'myOffers',
  'publishOffer',
  'setOfferStatus',
  'payAccounts',
  'addPayAccount',
  'removePayAccount',
  'openOrder',
  'order',
  'myOrders',
  'setOrderPayType',
  'markPaid',
  'releaseOrder',
  'cancelOrder',
  'appealOrder',
  'dealTotals',
] as const satisfies readonly HubCallName[];

// NOTE: a compile error here names a call of HubApi missing from HUB_CALLS.
const everyCallListed: Exclude<HubCallName, (typeof HUB_CALLS)[number]> extends never ? true : never = true;
void everyCallListed;

/** The domain calls, each implemented by its area's module under `domain/`. */
export type DomainCallName = keyof DomainCalls;
