/**
 * The order note (message type 13, confirm order): each move of a market order leaves one in the
 * private chat of its two sides (server/market/orderChat.ts).
 */
import { int, intOrNull, jsonBytes, jsonObject } from './json';

/** What happened to the order. */
export type OrderEvent = 'created' | 'paid' | 'completed' | 'cancelled' | 'expired' | 'appeal';

const ORDER_EVENTS: readonly string[] = ['created', 'paid', 'completed', 'cancelled', 'expired', 'appeal'];

/** A type-13 message: the order after the move. */
export interface OrderNoteContent {
  event: OrderEvent;
  orderid: string;
  goodsid: number;
  buyer: number;
  seller: number;
  /** The order's status after the move (MARKET_ORDER_STATUS). */
  status: number;
  /** Cents of `cointype`. */
  ordervalue: number;
  cointype: number;
}

/** The bytes of a type-13 message. */
export function encodeOrderNote(note: OrderNoteContent): Uint8Array {
  const { event, orderid, goodsid, buyer, seller, status, ordervalue, cointype } = note;
  return jsonBytes({ event, orderid, goodsid, buyer, seller, status, ordervalue, cointype });
}

/** A type-13 message, or null without a string `orderid` and an integer `status`. */
export function parseOrderNote(content: string): OrderNoteContent | null {
  const o = jsonObject(content);
  const status = o ? intOrNull(o.status) : null;
  if (!o || typeof o.orderid !== 'string' || status === null) return null;
  const event = typeof o.event === 'string' && ORDER_EVENTS.includes(o.event) ? o.event : 'created';
  return {
    event: event as OrderEvent,
    orderid: o.orderid,
    goodsid: int(o.goodsid),
    buyer: int(o.buyer),
    seller: int(o.seller),
    status,
    ordervalue: int(o.ordervalue),
    cointype: int(o.cointype),
  };
}
