/**
 * The content of the money messages (docs/messaging.md "Red packets", "Transfers", "Money
 * notices"): red packet (type 5), claim (8), transfer (10) and money notice (17). The server
 * writes them with the `encode` functions; the hub reads them with the `parse` functions, which
 * give null for a malformed payload (the tab then shows a plain card) and never throw.
 */
import { int, intOrNull, jsonBytes, jsonObject, jsonText, text } from './json';

/** What a sender asks for in a type-5 send request's content (the hub writes it, the server checks it). */
export interface RedPacketAsk {
  /** 1 lucky, 2 equal, 3 private (RED_PACKET_TYPE). */
  redbagtype: number;
  /** Total in cents of `cointype`. */
  redbagvalue: number;
  redbagnum: number;
  cointype: number;
  greeting: string;
}

/** The stored type-5 message (what every member's client sees). */
export interface RedPacketContent extends RedPacketAsk {
  redbag_id: number;
  /** 1 on a drop of the live rooms' red-packet rain (server/money/rain.ts), else absent. */
  rain?: 1;
}

/** A claim (type 8): who took how much of whose packet. */
export interface ClaimContent {
  redbag_id: number;
  /** The packet's sender. */
  uid: number;
  /** The claimer. */
  getuid: number;
  getname: string;
  getvalue: number;
  cointype: number;
  leftnum: number;
}

/** A transfer (type 10) in the two users' private chat. */
export interface TransferContent {
  orderid: string;
  uid: number;
  touid: number;
  /** Cents of `cointype`. */
  amount: number;
  cointype: number;
  remarks: string;
}

/** A money notice (type 17): the money-log row it announces, `ptime` in seconds. */
export interface MoneyNoticeContent {
  moneytype: number;
  /** Signed cents. */
  amount: number;
  cointype: number;
  orderid: string;
  remarks: string;
  otheruid: number;
  othername: string;
  ptime: number;
  /** 1 on the notice of a top-up that was refused (nothing credited; `remarks` says why), else absent. */
  refused?: 1;
}

/** The JSON text of a send request's red packet (the hub sends it as the message content). */
export function encodeRedPacketAsk(ask: RedPacketAsk): string {
  const { redbagtype, redbagvalue, redbagnum, cointype, greeting } = ask;
  return jsonText({ redbagtype, redbagvalue, redbagnum, cointype, greeting });
}

/**
 * A send request's red packet with its fields as sent (no range checks: the server's
 * parseRedPacketAsk and the hub's checks apply the rules), or null when a number is missing.
 */
export function parseRedPacketAsk(content: string): RedPacketAsk | null {
  const o = jsonObject(content);
  if (!o) return null;
  const redbagtype = intOrNull(o.redbagtype);
  const redbagvalue = intOrNull(o.redbagvalue);
  const redbagnum = intOrNull(o.redbagnum);
  const cointype = o.cointype === undefined ? 0 : intOrNull(o.cointype);
  if (redbagtype === null || redbagvalue === null || redbagnum === null || cointype === null) return null;
  return { redbagtype, redbagvalue, redbagnum, cointype, greeting: text(o.greeting) };
}

/** The bytes of a stored type-5 message. */
export function encodeRedPacket(content: RedPacketContent): Uint8Array {
  const { redbag_id, redbagtype, redbagvalue, redbagnum, cointype, greeting } = content;
  return jsonBytes({
    redbag_id,
    redbagtype,
    redbagvalue,
    redbagnum,
    cointype,
    greeting,
    ...(content.rain === 1 ? { rain: 1 } : {}),
  });
}

/** A stored type-5 message, or null without a positive `redbag_id`. */
export function parseRedPacket(content: string): RedPacketContent | null {
  const o = jsonObject(content);
  if (!o || int(o.redbag_id) <= 0) return null;
  return {
    redbag_id: int(o.redbag_id),
    redbagtype: int(o.redbagtype),
    redbagvalue: int(o.redbagvalue),
    redbagnum: int(o.redbagnum),
    cointype: int(o.cointype),
    greeting: text(o.greeting),
    ...(o.rain === 1 ? { rain: 1 as const } : {}),
  };
}

/** The bytes of a type-8 message. */
export function encodeClaim(content: ClaimContent): Uint8Array {
  const { redbag_id, uid, getuid, getname, getvalue, cointype, leftnum } = content;
  return jsonBytes({ redbag_id, uid, getuid, getname, getvalue, cointype, leftnum });
}

/** A type-8 message, or null without a positive `redbag_id`. */
export function parseClaim(content: string): ClaimContent | null {
  const o = jsonObject(content);
  if (!o || int(o.redbag_id) <= 0) return null;
  return {
    redbag_id: int(o.redbag_id),
    uid: int(o.uid),
    getuid: int(o.getuid),
    getname: text(o.getname),
    getvalue: int(o.getvalue),
    cointype: int(o.cointype),
    leftnum: int(o.leftnum),
  };
}

/** The bytes of a type-10 message. */
export function encodeTransfer(content: TransferContent): Uint8Array {
  const { orderid, uid, touid, amount, cointype, remarks } = content;
  return jsonBytes({ orderid, uid, touid, amount, cointype, remarks });
}

/** A type-10 message, or null without a positive `amount`. */
export function parseTransfer(content: string): TransferContent | null {
  const o = jsonObject(content);
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

/** The bytes of a type-17 message. */
export function encodeMoneyNotice(content: MoneyNoticeContent): Uint8Array {
  const { moneytype, amount, cointype, orderid, remarks, otheruid, othername, ptime } = content;
  return jsonBytes({
    moneytype,
    amount,
    cointype,
    orderid,
    remarks,
    otheruid,
    othername,
    ptime,
    ...(content.refused === 1 ? { refused: 1 } : {}),
  });
}

/** A type-17 message, or null without an integer `moneytype` and `amount`. */
export function parseMoneyNotice(content: string): MoneyNoticeContent | null {
  const o = jsonObject(content);
  if (!o) return null;
  const moneytype = intOrNull(o.moneytype);
  const amount = intOrNull(o.amount);
  if (moneytype === null || amount === null) return null;
  return {
    moneytype,
    amount,
    cointype: int(o.cointype),
    orderid: text(o.orderid),
    remarks: text(o.remarks),
    otheruid: int(o.otheruid),
    othername: text(o.othername),
    ptime: int(o.ptime),
    ...(o.refused === 1 ? { refused: 1 as const } : {}),
  };
}
