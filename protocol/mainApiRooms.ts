/**
 * The live-room part of the main HTTP API (spec 000 §7): parameters and `data` of the room,
 * host, gift, follow and watch endpoints. Conventions are those of protocol/mainApi.ts (encrypted
 * `{code, msg, data}`, 200 success, times in unix seconds). No DOM, no Node APIs.
 *
 * Money: every amount (`price`, `total`, `coin`) is an integer in cents of coin type 0, like every
 * wallet amount (DECISIONS "Wallet and money"); show `amount / 100` coins.
 */

import type { LiveRoomCard, TodayMatch } from './mainApi';

type ValueOf<T> = T[keyof T];

/** Codes of this area besides protocol/mainApi.ts MAIN_CODE (400 bad parameter, 401 login, 404 not found). */
export const ROOM_API_CODE = {
  /** UserBuyGift: the wallet holds less than the gifts cost; nothing was spent. */
  INSUFFICIENT_COINS: 402,
  /** UserBuyGift to one's own room, or following oneself. */
  SELF: 409,
} as const;
export type RoomApiCode = ValueOf<typeof ROOM_API_CODE>;

/** encryptionFocusHost `type`: 1 follow, 0 unfollow. */
export const FOCUS = { UNFOLLOW: 0, FOLLOW: 1 } as const;

/** userLookOrSend `type`: 1 a watch-time report ("look"), 2 a question about today's chat points ("send"). */
export const LOOK_OR_SEND = { LOOK: 1, SEND: 2 } as const;

/** A host as the room pages show it. */
export interface HostProfile {
  uid: number;
  nickName: string;
  headurl: string;
  sign: string;
  /** Followers. */
  fans: number;
  /** 1 when the caller follows this host (0 without login). */
  is_focus: 0 | 1;
}

/** encryptionHostInfo: the room, its host and how to play it. */
export interface HostInfo {
  room: LiveRoomCard;
  host: HostProfile;
  /** The stream: /live/<room_id>/index.m3u8 on this server, or an external HLS or FLV URL. */
  live_url: string;
  heat: number;
  is_focus: 0 | 1;
  /** Users in the room's chat now. */
  online: number;
  /** The chat room's key (equals room_id). */
  roomkey: number;
}

/** encryptionLiveInfo: what the player refreshes. */
export interface LiveInfo {
  room_id: number;
  live_url: string;
  is_live: 0 | 1;
  live_id: number;
  room_title: string;
  heat: number;
  online: number;
  /** Unix seconds the broadcast started. */
  started_at: number;
}

/** encryptionDetailLive: the room with its host and the match it shows. */
export interface DetailLive {
  room: LiveRoomCard;
  host: HostProfile;
  /** The match shown, null when none. */
  match: TodayMatch | null;
  roomkey: number;
  online: number;
}

/** encryptionHostLive: a host and their room (null when they have none). */
export interface HostLive {
  host: HostProfile;
  room: LiveRoomCard | null;
}

/** getCustomVideoUrl: the stream URLs of a room, best first. */
export interface CustomVideoUrl {
  room_id: number;
  live_url: string;
  list: { name: string; url: string }[];
}

/** A gift on sale. */
export interface Gift {
  id: number;
  name: string;
  /** In cents of coin type 0. */
  price: number;
  /** SVG icon path on this server (/gift-img/<id>.svg). */
  icon: string;
}

/** GiftList: the gifts, and the caller's balance (null without login). */
export interface GiftListData {
  list: Gift[];
  coin: number | null;
  cointype: number;
}

/** UserBuyGift's answer. */
export interface BuyGiftData {
  record_id: number;
  gift_id: number;
  num: number;
  total: number;
  /** The caller's balance after the purchase. */
  coin: number;
  /** The room's heat after the purchase. */
  heat: number;
}

/** A followed host (encryptionShowFocusHost). */
export interface FocusHost {
  uid: number;
  nickName: string;
  headurl: string;
  fans: number;
  /** The host's room, 0 when none. */
  room_id: number;
  room_title: string;
  room_cover: string;
  heat: number;
  is_live: 0 | 1;
  live_url: string;
}

/** userLookOrSend's answer. */
export interface LookOrSendData {
  /** `YYYY-MM-DD` (UTC+8). */
  day: string;
  /** Seconds watched today. */
  seconds: number;
  /** Seconds this report added. */
  credited: number;
  /** Seconds of watching a day that earn the watch points. */
  goal_seconds: number;
  /** Points earned by this call. */
  points_earned: number;
  /** 1 when today's chat-interaction points were earned. */
  chat_points: 0 | 1;
}

/** A watched room (encryptionGetHistory), most recent first. */
export interface WatchHistoryItem extends LiveRoomCard {
  /** Unix seconds of the last watch. */
  watched_at: number;
  /** Seconds watched in that room in total. */
  watch_seconds: number;
  is_live: 0 | 1;
}

/** Every endpoint of this area: its parameters (besides the common ones) and its `data`. */
export interface MainRoomEndpoints {
  encryptionHostInfo: { params: { room_id: number }; data: HostInfo };
  encryptionLiveInfo: { params: { room_id: number }; data: LiveInfo };
  encryptionDetailLive: { params: { room_id: number }; data: DetailLive };
  /** By host uid (`anchor_id`). */
  encryptionHostLive: { params: { anchor_id: number }; data: HostLive };
  /** The hottest live room showing the match, or 0. */
  encryptionMatchCheckHost: { params: { match_type: number; match_id: number }; data: number };
  /** The hottest live room showing the match other than `room_id` (another host's view), or 0. */
  encryptionMatchCheckHostOther: {
    params: { match_type: number; match_id: number; room_id?: number };
    data: number;
  };
  getCustomVideoUrl: { params: { room_id: number }; data: CustomVideoUrl };
  /** Needs login. */
  encryptionShowFocusHost: { params: Record<string, never>; data: FocusHost[] };
  /** Needs login. By `anchor_id` (host uid) or `room_id`; `type` {@link FOCUS} (default follow). */
  encryptionFocusHost: {
    params: { anchor_id?: number; room_id?: number; type?: 0 | 1 };
    data: { is_focus: 0 | 1; fans: number };
  };
  GiftList: { params: Record<string, never>; data: GiftListData };
  /** Needs login. `num` 1..999 (default 1). */
  UserBuyGift: { params: { room_id: number; gift_id: number; num?: number }; data: BuyGiftData };
  /** Needs login. `type` {@link LOOK_OR_SEND}; a look carries `room_id` and `seconds` watched since the last report. */
  userLookOrSend: {
    params: { type?: 1 | 2; room_id?: number; seconds?: number };
    data: LookOrSendData;
  };
  /** Needs login. */
  encryptionGetHistory: {
    params: { page?: number; limit?: number };
    data: { list: WatchHistoryItem[]; total: number };
  };
}
export type MainRoomEndpointName = keyof MainRoomEndpoints;
