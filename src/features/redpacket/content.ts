// The content of the money messages (docs/messaging.md "Red packets"): JSON the server writes. A
// malformed payload gives null and the bubble falls back to a plain card; nothing here throws.
import { MSG_TYPE } from '../../../protocol/enums';

/** A red packet (type 5): `{redbag_id, redbagtype, redbagvalue, redbagnum, cointype, greeting}`. */
export interface RedPacketContent {
  redbagId: number;
  redbagtype: number;
  redbagvalue: number;
  redbagnum: number;
  cointype: number;
  greeting: string;
  /** A drop of the live room's red-packet rain, from the platform. */
  rain: boolean;
}

/** A claim (type 8): `{redbag_id, uid (sender), getuid, getname, getvalue, cointype, leftnum}`. */
export interface ClaimContent {
  redbagId: number;
  sender: number;
  getuid: number;
  getname: string;
  getvalue: number;
  cointype: number;
  leftnum: number;
}

/** A transfer (type 10): `{orderid, uid, touid, amount, cointype, remarks}`. */
export interface TransferContent {
  orderid: string;
  uid: number;
  touid: number;
  amount: number;
  cointype: number;
  remarks: string;
}

function object(content: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(content);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : 0);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function parseRedPacket(content: string): RedPacketContent | null {
  const o = object(content);
  if (!o || int(o.redbag_id) <= 0) return null;
  return {
    redbagId: int(o.redbag_id),
    redbagtype: int(o.redbagtype),
    redbagvalue: int(o.redbagvalue),
    redbagnum: int(o.redbagnum),
    cointype: int(o.cointype),
    greeting: text(o.greeting),
    rain: o.rain === 1,
  };
}

/** True for a drop of the live room's red-packet rain (a type-5 message the server marks `rain`). */
export function isRainDrop(row: { msgtype: number; content: string }): boolean {
  return row.msgtype === MSG_TYPE.RED_BAG && parseRedPacket(row.content)?.rain === true;
}

/**
 * A room's lines with one card of the red-packet rain, the newest drop's (issue 49): every period
 * brings a drop from the platform with the same greeting, and the one before expires with it
 * (server/money/rain.ts), so the earlier cards are left out instead of piling up. Other lines,
 * and everyone's own packets, stay. `rows` are oldest first.
 */
export function collapseRain<T extends { msgtype: number; content: string }>(rows: readonly T[]): T[] {
  let newest = -1;
  rows.forEach((row, i) => {
    if (isRainDrop(row)) newest = i;
  });
  if (newest < 0) return [...rows];
  return rows.filter((row, i) => i === newest || !isRainDrop(row));
}

export function parseClaim(content: string): ClaimContent | null {
  const o = object(content);
  if (!o || int(o.redbag_id) <= 0) return null;
  return {
    redbagId: int(o.redbag_id),
    sender: int(o.uid),
    getuid: int(o.getuid),
    getname: text(o.getname),
    getvalue: int(o.getvalue),
    cointype: int(o.cointype),
    leftnum: int(o.leftnum),
  };
}

export function parseTransfer(content: string): TransferContent | null {
  const o = object(content);
  if (!o || int(o.amount) <= 0) return null;
  return {
    orderid: text(o.orderid),
    uid: int(o.uid),
    touid: int(o.touid),
    amount: int(o.amount),
    cointype: int(o.cointype),
    remarks: text(o.remarks),
  };
}
