/**
 * The host's broadcasting part of the main HTTP API (issue 19, README "Going live"): the RTMP server
 * URL and stream key of the caller's own live room. Conventions are those of protocol/mainApi.ts.
 * No DOM, no Node APIs.
 */

import type { LiveRecordCard } from './mainApi';

/** What a host's stream-key page shows. */
export interface StreamKeyInfo {
  room_id: number;
  /** `rtmp://host:port/live` (OBS "Server"), or '' when this server takes no RTMP. */
  rtmp_url: string;
  /** Unix seconds the current key was made; 0 when the room has no key yet. */
  key_created_at: number;
  /** The key itself: only in the answer of a rotation (the server keeps its hash only). */
  key?: string;
  /** 1 while the room is broadcasting. */
  is_live: 0 | 1;
  /**
   * Viewers of the broadcast now and its highest so far (FLV and HLS players; other nodes' viewers
   * are relayed to the ingest node, so its count is the whole audience); 0 offline.
   */
  viewers: number;
  peak_viewers: number;
  /** Unix seconds the current broadcast started (0 offline): the page shows the duration. */
  started_at: number;
  /** The room's title and cover (issue 45). */
  room_title: string;
  room_cover: string;
  /** Gifts given in the room during this broadcast: how many sends and their worth (cents of `cointype`). */
  gifts: { count: number; cointype: number; cents: number };
  /** Red packets sent in the room during this broadcast: how many, and their worth per coin type. */
  red_packets: { count: number; totals: { cointype: number; cents: number }[] };
}

/** After the host ends a broadcast from /golive, a push with the same key is refused this long (s). */
export const STREAM_END_HOLD_S = 60;

/** Codes of this area besides MAIN_CODE (401 login). */
export const LIVE_API_CODE = {
  /** The caller hosts no live room. */
  NOT_A_HOST: 403,
  /** hostApply: a guest (no phone) cannot apply. */
  NEEDS_PHONE: 4031,
  /** hostApply: the real-name step is not done. */
  NEEDS_REAL_NAME: 4032,
  /** hostApply: the caller is a host already. */
  ALREADY_HOST: 4033,
  /** hostApply: an application of the caller's is waiting for a decision. */
  ALREADY_PENDING: 4091,
} as const;

/** The categories a host's room is in (issue 45), as the room's `type_id` (sports as SPORT_TYPE). */
export const HOST_CATEGORY = { football: 1, basketball: 2, esports: 3, other: 5 } as const;
export type HostCategory = keyof typeof HOST_CATEGORY;
export const HOST_CATEGORIES = Object.keys(HOST_CATEGORY) as HostCategory[];

/** Limits of an application's fields (characters); a host's later title edits keep the same limit. */
export const HOST_APPLY_LIMITS = { title: 30, intro: 100 } as const;

/** What a user's host application looks like to them: `none` before any. */
export interface HostApplicationInfo {
  status: 'none' | 'pending' | 'approved' | 'refused';
  /** The latest application's fields ('' / 'other' when none). */
  room_title: string;
  category: HostCategory;
  room_cover: string;
  intro: string;
  /** Why it was refused ('' otherwise). */
  reason: string;
  /** Unix seconds it was made (0: none). */
  created_at: number;
  /** Whether the caller may apply: a phone (not a guest) and the real-name step. */
  has_phone: 0 | 1;
  has_real_name: 0 | 1;
  /** 1 when the caller hosts a room already. */
  is_host: 0 | 1;
}

export interface MainLiveEndpoints {
  /** The caller's room, server URL and whether a key exists (never the key). */
  liveStreamKey: { params: Record<string, never>; data: StreamKeyInfo };
  /** Makes a new key (the old one stops working) and returns it once. */
  liveStreamKeyRotate: { params: Record<string, never>; data: StreamKeyInfo & { key: string } };
  /**
   * Ends the broadcast: its publisher is cut on whichever node, the room goes offline and the
   * recording becomes a replay; the key stays, refused for {@link STREAM_END_HOLD_S}.
   */
  liveStreamEnd: { params: Record<string, never>; data: StreamKeyInfo };
  /** Sets the room's title (1 to HOST_APPLY_LIMITS.title characters) and cover (an uploaded picture). */
  liveRoomEdit: { params: { room_title: string; room_cover: string }; data: StreamKeyInfo };
  /** The caller's latest host application and whether they may apply (issue 45). */
  hostApplication: { params: Record<string, never>; data: HostApplicationInfo };
  /** One replay (issue 45) by its record_id; 404 when it is hidden or gone. */
  liveRecordInfo: { params: { id: number }; data: LiveRecordCard };
  /** Applies to become a host; approved at once when the operator's host_auto_approve is 1. */
  hostApply: {
    params: { room_title: string; category: HostCategory; room_cover: string; intro: string };
    data: HostApplicationInfo;
  };
}

/**
 * "A host you follow went live": the JSON content of the `msg_server_msgbox_notify` push the server
 * sends the host's followers (server/live/notify.ts). It carries data, no sentence: each app words
 * it in its reader's language.
 */
export interface WentLive {
  type: 'live';
  room_id: number;
  host_uid: number;
  nickName: string;
  room_title: string;
  room_cover: string;
}

/** The went-live notice in a push's content, or undefined when the content is something else. */
export function parseWentLive(value: unknown): WentLive | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Partial<Record<keyof WentLive, unknown>>;
  if (v.type !== 'live' || !Number.isInteger(v.room_id) || !Number.isInteger(v.host_uid)) return undefined;
  return {
    type: 'live',
    room_id: v.room_id as number,
    host_uid: v.host_uid as number,
    nickName: String(v.nickName ?? ''),
    room_title: String(v.room_title ?? ''),
    room_cover: String(v.room_cover ?? ''),
  };
}
