/**
 * The JSON a server push carries in its `content` besides chat messages: the join request an
 * approver gets (msg_oper_result_notify, result 14), and the message-box notices
 * (msg_server_msgbox_notify) of a followed host going live and of a score alert. Their shapes are
 * the ones of protocol/mainApiLive.ts (WentLive) and protocol/sports.ts (ScoreAlert), which the
 * main API answers share.
 */
import { parseWentLive, type WentLive } from '../mainApiLive';
import { parseScoreAlert, type ScoreAlert } from '../sports';
import { jsonBytes, jsonObject, jsonValue } from './json';

/** A request to join a group waiting for an approver: the group, the uids to add, who asked. */
export interface JoinRequest {
  groupkey: number;
  uids: number[];
  /** 0 when unknown. */
  inviter: number;
}

/** The bytes of a join request push's content. */
export function encodeJoinRequest(request: JoinRequest): Uint8Array {
  const { groupkey, uids, inviter } = request;
  return jsonBytes({ groupkey, uids, inviter });
}

/** A join request, or null without a safe-integer `groupkey` and a `uids` array (bad uids are dropped). */
export function parseJoinRequest(content: string): JoinRequest | null {
  const o = jsonObject(content);
  if (!o || !Number.isSafeInteger(o.groupkey) || !Array.isArray(o.uids)) return null;
  return {
    groupkey: o.groupkey as number,
    uids: o.uids.filter((u): u is number => Number.isSafeInteger(u)),
    inviter: Number.isSafeInteger(o.inviter) ? (o.inviter as number) : 0,
  };
}

/** The bytes of a went-live notice (the bus envelope and the push's content are the same). */
export function encodeWentLive(notice: WentLive): Uint8Array {
  const { room_id, host_uid, nickName, room_title, room_cover } = notice;
  return jsonBytes({ type: 'live', room_id, host_uid, nickName, room_title, room_cover });
}

/** A went-live notice, or null for any other content. */
export function decodeWentLive(content: string): WentLive | null {
  return parseWentLive(jsonValue(content)) ?? null;
}

/** The bytes of a score alert (the bus envelope and the push's content are the same). */
export function encodeScoreAlert(alert: ScoreAlert): Uint8Array {
  return jsonBytes(alert);
}

/** A score alert, or null for any other content. */
export function decodeScoreAlert(content: string): ScoreAlert | null {
  return parseScoreAlert(content) ?? null;
}

export type { ScoreAlert, WentLive };
