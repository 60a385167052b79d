/**
 * The calls a tab makes over Comlink ({@link HubApi}), derived from the objects that implement them
 * (`coreCalls` in core.ts, the area modules of `domain/`): a new call is written there, with its
 * doc comment, parameter and result types, and named in {@link HUB_CALLS}, nothing else. The data
 * they carry is in `api.ts`.
 */
import type { HubWelcome, TabHello } from './api';
import type { CoreCalls } from './core';

/**
 * The calls a tab makes: the core's own (`coreCalls`: session and chat) and the domain calls
 * (`domain/`), as `TabSide` (api.ts) derives them. Every call returns a promise; failures reject with
 * a `HubError` (`workers/errors.ts`) whose `code` says why, `refused` with the server's `result`.
 */
export interface HubApi extends CoreCalls {
  /** First call of a tab: registers it (and its liveness lock) and checks the build version. */
  hello(tab: TabHello): Promise<HubWelcome>;
}

/** The name of a hub call. */
export type HubCallName = Exclude<keyof HubApi, 'hello'>;

/**
 * Every hub call but `hello` (which a tab's client makes by itself), by area: the names the tab's
 * client (`src/hub/client.ts`) builds its calls from. The hub builds its side from the implementation
 * objects themselves; the check below keeps this list equal to {@link HubApi}, which derives from them.
 * NOTE: names only, not derived from the objects at run time: those bring the codec, the protocol
 * tables and Dexie with them, which the tab bundle must not load (DESIGN §5, tests/e2e/bundle.test.ts).
 */
export const HUB_CALLS = [
  // session and chat (core.ts coreCalls)
  'login',
  'logout',
  'state',
  'sendPrivate',
  'sendGroup',
  'retry',
  'history',
  'markRead',
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
  // live rooms and their moderation (domain/rooms.ts)
  'joinRoom',
  'sendRoom',
  'leaveRoom',
  'roomAdmins',
  'deleteRoomMessage',
  'muteRoomUser',
  'kickRoomUser',
  'setRoomAdmin',
  // money and red packets (domain/money.ts)
  'wallet',
  'exchangeRates',
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
