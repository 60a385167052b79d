/**
 * The main HTTP API (spec 000 §7): request parameters and response `data` shapes of every
 * `GET /app/<name>` endpoint, shared by the React client (src/api/) and the server
 * (server/http/). Field names are the spec's. No DOM, no Node APIs.
 *
 * Conventions of every answer:
 * - The body is `{code, msg, data}` ({@link MainApiAnswer}), encrypted with protocol/cipher.ts;
 *   `code` 200 is success ({@link MAIN_CODE}).
 * - Every parameter travels as a string (encrypted); the numbers below are what the server parses.
 * - Times named `*_time` / `time` are unix SECONDS (the client treats values below 1e11 as seconds);
 *   `createdDate` is text `YYYY-MM-DD HH:mm:ss` in China Standard Time (UTC+8).
 * - Text meant to be read (news paragraphs, comments, notices) is plain text, never HTML.
 * - Images (covers, crests, avatars, thumbnails) and `live_url` are root-relative paths on the API
 *   host (`/demo-img/…`, `/avatars/…`, `/live/…`); links the client opens (jump_url, download and
 *   alternative addresses) are absolute URLs.
 */

import type { ClientConfigData, ServerConfigData } from './mainApiConfig';

export * from './mainApiConfig';

type ValueOf<T> = T[keyof T];

// ---- Codes, constants, enumerations --------------------------------------------------------

/** `code` of a main-API answer; anything but OK comes with a readable `msg` and no `data`. */
export const MAIN_CODE = {
  OK: 200,
  /** A parameter is missing, not a number, out of range, or too long / empty. */
  BAD_REQUEST: 400,
  /** The call needs a logged-in user (common params uid + token) and none was given or it is dead. */
  UNAUTHORIZED: 401,
  /** Switched off by configuration (e.g. ball_news_comment 0), or not allowed to this user. */
  FORBIDDEN: 403,
  /** The news article, room or match named does not exist. */
  NOT_FOUND: 404,
  /** What the call would take is another account's (a push endpoint another user subscribed). */
  CONFLICT: 409,
  /** Sending too often (comments). */
  TOO_MANY: 429,
} as const;
export type MainCode = ValueOf<typeof MAIN_CODE>;

/** An answer of the main API. `data` is present when `code` is 200. */
export interface MainApiAnswer<T> {
  code: number;
  msg: string;
  data?: T;
}

/** Page size of the live lists (spec 000 §9). */
export const LIVE_PAGE_SIZE = 10;
/** Page size of the news list (spec 000 §9). */
export const NEWS_PAGE_SIZE = 20;
/** Page size of a news article's comments (follows the chat-history page of 20). */
export const COMMENT_PAGE_SIZE = 20;
/** Largest `limit` / `pageSize` the server accepts. */
export const MAX_PAGE_SIZE = 50;
/** `client_channel` the news list is called with (spec 000 §7). */
export const NEWS_CLIENT_CHANNEL = 'bro-news';
/** A news comment is 1..200 characters (code points) after trimming. */
export const COMMENT_MAX_CHARS = 200;
/** One comment per user per this many seconds (answer {@link MAIN_CODE.TOO_MANY} otherwise). */
export const COMMENT_INTERVAL_SECONDS = 10;

/** `type_id` of rooms, matches, banners and news: the sport (spec 000 §3: 1 football, 2 basketball). */
export const SPORT_TYPE = { FOOTBALL: 1, BASKETBALL: 2, ESPORTS: 3 } as const;
export type SportType = ValueOf<typeof SPORT_TYPE>;

/**
 * `type` of a home tab. The server's tabs are the sports; the client adds the recommendations tab
 * first (type 0, also "all" in the live lists), the live-streams tab (type 4) and news last.
 */
export const HOME_TAB_TYPE = { RECOMMEND: 0, ...SPORT_TYPE, LIVE: 4 } as const;
export type HomeTabType = ValueOf<typeof HOME_TAB_TYPE>;

/** `jump_type` of a banner or notice: where a tap goes (ours; follows common CMS link kinds). */
export const JUMP_TYPE = {
  /** Nothing happens. */
  NONE: 0,
  /** Open `jump_url` (the client adds http:// when it lacks it). */
  URL: 1,
  /** Open the live room `jump_room_id` (/player). */
  ROOM: 2,
  /** Open the activity `jump_event_id` (/activityDetail?id=). */
  ACTIVITY: 3,
  /** Open the news article `new_content.id` / `jump_event_id` (/NewsDetail?id=). */
  NEWS: 4,
} as const;
export type JumpType = ValueOf<typeof JUMP_TYPE>;

/** `platform_type` of a banner: which clients show it (ours). */
export const PLATFORM_TYPE = { ALL: 0, H5: 1, APP: 2 } as const;
export type PlatformType = ValueOf<typeof PLATFORM_TYPE>;

/** `notice_open` of the maintenance notice (spec 000 §4): 2 a dialog once per session, 3 open /ann. */
export const NOTICE_OPEN = { HIDDEN: 0, DIALOG: 2, PAGE: 3 } as const;
export type NoticeOpen = ValueOf<typeof NOTICE_OPEN>;

/** Football `status_id` of a Today match (spec 000 §3, home shell): 2..7 are in play. */
export const MATCH_STATUS = {
  ERROR: 0,
  NOT_STARTED: 1,
  FIRST_HALF: 2,
  HALFTIME: 3,
  SECOND_HALF: 4,
  OVERTIME: 5,
  OVERTIME_2: 6,
  PENALTIES: 7,
  FINISHED: 8,
  POSTPONED: 9,
  INTERRUPTED: 10,
  CUT_SHORT: 11,
  CANCELLED: 12,
  TBD: 13,
} as const;
export type MatchStatus = ValueOf<typeof MATCH_STATUS>;

/**
 * Basketball `status_id` of a Today match: its own set (spec 000 §3, the match pages' numbering),
 * quarters 2..9 in play.
 */
export const BASKETBALL_STATUS = {
  ERROR: 0,
  NOT_STARTED: 1,
  Q1: 2,
  Q1_END: 3,
  Q2: 4,
  Q2_END: 5,
  Q3: 6,
  Q3_END: 7,
  Q4: 8,
  OVERTIME: 9,
  FINISHED: 10,
  INTERRUPTED: 11,
  CANCELLED: 12,
  POSTPONED: 13,
  ABANDONED: 14,
  TBD: 15,
} as const;
export type BasketballStatus = ValueOf<typeof BASKETBALL_STATUS>;

/** True when a match of this sport with this status is in play. */
export function isMatchInPlay(typeId: number, statusId: number): boolean {
  return typeId === SPORT_TYPE.BASKETBALL ? statusId >= 2 && statusId <= 9 : statusId >= 2 && statusId <= 7;
}

/**
 * `action_id` values of api/logAction (spec 000 §7). 14 is the default.
 *
 * NOTE: the spec names 1 (a download, or a room opened), 26 (an advert tapped) and 27 (news read or
 * a tab chosen), and lists 23 and 28 without saying what they count. Here 23 is a share (an invite
 * or room link copied or handed to the system's share sheet) and 28 a match's detail page opened:
 * the two things such an app's operators count besides those the spec names.
 */
export const LOG_ACTION = {
  DOWNLOAD_OR_OPEN_ROOM: 1,
  DEFAULT: 14,
  SHARE: 23,
  AD_CLICK: 26,
  NEWS_OR_TAB: 27,
  MATCH_DETAIL: 28,
} as const;
export type LogActionValue = ValueOf<typeof LOG_ACTION>;

/** Events one api/logAction request may carry (a JSON array); one object is one event. */
export const LOG_ACTION_BATCH_MAX = 50;

// ---- Common parameters ---------------------------------------------------------------------

/** Parameters the client adds to every call (spec 000 §7). `uid` + `token` identify a logged-in user. */
export interface MainCommonParams {
  lang: string;
  client_channel: string;
  api_version: string;
  client: string;
  timeNowClient: string | number;
  customer_id?: string;
  uid?: number | string;
  token?: string;
  check_id?: string;
  check_type?: string;
}

/** A paged list. `total` counts every row, so loading ends when the loaded count reaches it. */
export interface Paged<T> {
  list: T[];
  total: number;
}

// ---- Entities (spec 000 §3) ----------------------------------------------------------------

/** The host of a live room as listed in a card's `host[]`. */
export interface RoomHost {
  room_id: number;
  uid: number;
  nickName: string;
  headurl: string;
}

/** A live room card (spec 000 §3). */
export interface LiveRoomCard {
  /** The card's id; equals room_id. */
  id: number;
  room_id: number;
  room_cover: string;
  /** LIVE_TYPE of protocol/enums.ts: 1 anchor talk, 2 current sound, 4 movie playback, other high quality. */
  live_type: number;
  /** The host's nickname. */
  nickName: string;
  /** The host's avatar URL. */
  headurl: string;
  /** The host's uid. */
  uid: number;
  room_title: string;
  /** League / competition short name (or the sport's name when the room is not tied to a match). */
  short_name_zh: string;
  heat: number;
  host: RoomHost[];
  type_id: SportType;
  /** The match the room shows, 0 when none. */
  match_id: number;
  /** The match's sport (type_id of the match), 0 when none. */
  match_type: number;
  /** The current broadcast's id. */
  live_id: number;
  /** HLS playlist path on this server: /live/<room_id>/index.m3u8. */
  live_url: string;
  /** The match's id at the data provider; equals match_id here (0 when none). */
  nami: number;
}

/**
 * A replay (issue 45): a recorded broadcast, as the card of the movie-playback room that shows it
 * (room_title and room_cover are the replay's: the room's title then, a frame of the recording).
 */
export interface LiveRecordCard extends LiveRoomCard {
  /** The replay's id (liveRecordInfo). */
  record_id: number;
  /** The host's own room (where the broadcast was). */
  host_room_id: number;
  /** Seconds of video. */
  duration: number;
  /** Unix seconds the broadcast started. */
  record_time: number;
  /** The MP4, served with byte ranges (seeking). */
  video_url: string;
}

/** A match of today's list (spec 000 §3). */
export interface TodayMatch {
  id: number;
  type_id: SportType;
  short_name_zh: string;
  home_name: string;
  away_name: string;
  /** Team crest image URLs. */
  home_log: string;
  away_log: string;
  /** {@link MATCH_STATUS} for football, {@link BASKETBALL_STATUS} for basketball. */
  status_id: number;
  /** Kick-off, unix seconds. */
  match_time: number;
  /** Per-period scores: football one entry (the score), basketball one per quarter played. */
  home_scores: number[];
  away_scores: number[];
  /** A live room showing this match, 0 when none. */
  room_id: number;
}

/** A banner of the home carousel (spec 000 §3); images are 750x340. */
export interface Banner {
  id: number;
  title: string;
  cover: string;
  /** Background colour behind the image, CSS hex. */
  color: string;
  jump_type: JumpType;
  jump_url: string;
  jump_room_id: number;
  platform_type: PlatformType;
  type_id: number;
  jump_event_id: number;
}

/** A scrolling notice (spec 000 §3). */
export interface Notice {
  id: number;
  title: string;
  jump_type: JumpType;
  jump_url: string;
  jump_room_id: number;
  type_id: number;
  jump_event_id: number;
  /** The news article a NEWS notice opens; id 0 otherwise. */
  new_content: { id: number };
}

/** A news list row (spec 000 §3). */
export interface NewsItem {
  id: number;
  title: string;
  /** `YYYY-MM-DD HH:mm:ss`, UTC+8. */
  createdDate: string;
  /** Thumbnail URL. */
  imgUrl: string;
}

/** A news article (encryptionNewsDetail / ballNewsDetail). */
export interface NewsDetail extends NewsItem {
  type_id: SportType;
  author: string;
  /** Plain-text paragraphs, in order; render each as text (never as HTML). */
  content: string[];
  views: number;
  /** How many users like it. */
  zan: number;
  /** 1 when the calling user likes it (0 for a caller without login). */
  is_zan: 0 | 1;
  comment_count: number;
}

/** A comment under a news article. */
export interface NewsComment {
  id: number;
  uid: number;
  nickname: string;
  headurl: string;
  /** Unix seconds. */
  time: number;
  /** Plain text. */
  content: string;
}

/** A home tab defined by the server (spec 000 §3). */
export interface HomeTab {
  name: string;
  type: HomeTabType;
}

/** A row of the host ranking. */
export interface HostRank {
  rank: number;
  uid: number;
  nickName: string;
  headurl: string;
  heat: number;
  /** The host's room. */
  room_id: number;
  type_id: SportType;
}

/** A hot search word. */
export interface HotWord {
  word: string;
}

/** A host found by search. */
export interface HostSummary {
  uid: number;
  nickName: string;
  headurl: string;
  room_id: number;
  heat: number;
}

/** The maintenance notice (spec 000 §3). */
export interface NoticeConfig {
  notice_open: NoticeOpen;
  notice_pre_content: string;
}

/** POST api/logAction fields (form or JSON); the answer is {code: 200}. */
export interface LogActionParams {
  anchor_id?: number | string;
  room_key?: string;
  action_id?: number | string;
  type_id?: number | string;
  match_id?: number | string;
  check_id?: string;
  check_type?: string;
  client?: string;
  channel?: string | number;
  free_id?: string;
  url?: string;
}

// ---- Endpoints -----------------------------------------------------------------------------

/** Parameters of the paged live lists. */
export interface LiveListParams {
  /** 1-based. */
  page: number;
  /** {@link LIVE_PAGE_SIZE}. */
  limit?: number;
  /** {@link HOME_TAB_TYPE}: 0 every sport, 1..3 one sport, 4 every sport. */
  type?: number;
}

/** Search results of encryptionHomeSearchData. */
export interface HomeSearchData {
  hosts: HostSummary[];
  rooms: LiveRoomCard[];
  news: NewsItem[];
  /** Matches whose teams or league contain the keyword: in play, coming, then just finished. */
  matches: TodayMatch[];
}

/** ballNewsZan's answer: the article's like count and the caller's state after the call. */
export interface ZanData {
  zan: number;
  is_zan: 0 | 1;
}

/**
 * The endpoints whose answers are no caller's own: the logins (they find out who the caller is) and
 * the public configuration. A client keeps what they answered across a change of user; every other
 * endpoint's answer is for the caller its common parameters name.
 */
export const FOR_ANY_CALLER = [
  'encryptionTouristsFree',
  'encryptionCustomerLoginFree',
  'encryptionServerConfig',
] as const satisfies readonly (keyof MainEndpoints)[];

/**
 * Every `GET /app/<name>` endpoint of this API area: its parameters (besides the common ones) and
 * its answer's `data`. A typed client is `call<N extends MainEndpointName>(name: N, params: MainEndpoints[N]['params'])`.
 */
export interface MainEndpoints {
  /** A guest's identifier login (server/http/mainLogins.ts): phone_code is the device id. */
  encryptionTouristsFree: {
    params: { phone_code: string; url?: string; uid?: number; fastkey?: string };
    data: { identifier: string; token: string };
  };
  /** A registered user's customer login (server/http/mainLogins.ts). */
  encryptionCustomerLoginFree: {
    params: { phone?: string; fastkey: string; uid: number };
    data: {
      customer_id: number;
      token: string;
      free_data: { user: { uid: number; usertype: number; nickname: string; headurl: string; fid: string } };
    };
  };
  encryptionServerConfig: { params: { client?: string }; data: ServerConfigData };
  encryptionConfig: { params: Record<string, never>; data: ClientConfigData };
  /** Also the connectivity test. */
  encryptionVersion: { params: { version?: string }; data: { version: string } };
  encryptionBanner: { params: { type_id?: number }; data: Banner[] };
  encryptionHomeOptionType: { params: Record<string, never>; data: HomeTab[] };
  /** Recommended rooms, by heat. */
  encryptionTypeHostRecomm: { params: LiveListParams; data: Paged<LiveRoomCard> };
  /** Newest broadcasts first. */
  encryptionTypeHostRecommNew: { params: LiveListParams; data: Paged<LiveRoomCard> };
  /** Rooms showing a match in play, by heat. */
  encryptionTypeHostRecommHotPlay: { params: LiveListParams; data: Paged<LiveRoomCard> };
  /**
   * The late-night tab (spec's "midnight"): the live rooms staff list in the `night_rooms`
   * setting, by heat; they open in /mnightplayer.
   */
  encryptionNightRooms: { params: LiveListParams; data: Paged<LiveRoomCard> };
  /**
   * Replays, newest first (issue 45): recorded broadcasts staff have not hidden; is_home_page 1 gives
   * the first page only; `host_uid` keeps one host's (`uid` is the caller's common parameter).
   */
  encryptionLiveRecordList: {
    params: { is_home_page?: 0 | 1; page?: number; limit?: number; host_uid?: number };
    data: Paged<LiveRecordCard>;
  };
  /** Today's matches: `type` 0 both sports, 1 football, 2 basketball; top_list holds matches in play. */
  encryptionRecommMatch: {
    params: { type?: number; is_has_video?: 0 | 1 };
    data: { list: TodayMatch[]; top_list: TodayMatch[] };
  };
  encryptionTxtShuff: { params: Record<string, never>; data: Notice[] };
  hostRankingList: { params: { type?: number; limit?: number }; data: HostRank[] };
  encryptionNewsData: {
    params: { pageNum: number; pageSize?: number; type_id?: number };
    data: Paged<NewsItem>;
  };
  encryptionNewsDetail: { params: { id: number }; data: NewsDetail };
  ballNewsDetail: { params: { id: number }; data: NewsDetail };
  ballNewsCommentList: { params: { id: number; page?: number; limit?: number }; data: Paged<NewsComment> };
  /** zan 1 likes, 0 unlikes; idempotent per user. Needs login (uid + token). */
  ballNewsZan: { params: { id: number; zan?: 0 | 1 }; data: ZanData };
  /** Needs login (uid + token); refused when ball_news_comment is 0. */
  ballNewsComment: { params: { id: number; content: string }; data: NewsComment };
  encryptionSearchShow: { params: Record<string, never>; data: HotWord[] };
  encryptionHomeSearchData: { params: { keyword: string }; data: HomeSearchData };
  noticeConfig: { params: Record<string, never>; data: NoticeConfig };
  /** The words masked in chats. */
  encryptionMsgShield: { params: Record<string, never>; data: string[] };
}
export type MainEndpointName = keyof MainEndpoints;
