import type { Kysely, Selectable } from 'kysely';
import { chatKey } from '../../protocol/chatkey';
import { MSG_TYPE } from '../../protocol/enums';
import { appendMessage, type StoredMessage } from '../chat/messages';
import { ensureStates } from '../chat/state';
import type { Database } from '../store';
import type { MarketOrdersTable } from './tables';

/**
 * Order messages: each move of an order leaves a type-13 (confirm order) message in the private
 * chat of its two sides, sent as the side who moved (the seller for the timeout and staff moves),
 * so the order and its talk sit in one chat.
 */

/** What happened, as the message's content says. */
export type OrderEvent = 'created' | 'paid' | 'completed' | 'cancelled' | 'expired' | 'appeal';

/** The JSON content of a type-13 message. */
export interface OrderNoteContent {
  event: OrderEvent;
  orderid: string;
  goodsid: number;
  buyer: number;
  seller: number;
  status: number;
  ordervalue: number;
  cointype: number;
}

/** The stored message, for delivery after the transaction. */
export interface OrderNote {
  message: StoredMessage;
}

const utf8 = new TextEncoder();

export async function orderNote(
  trx: Kysely<Database>,
  order: Selectable<MarketOrdersTable>,
  sender: number,
  event: OrderEvent,
  now: number,
): Promise<OrderNote> {
  const profile = await trx
    .selectFrom('users')
    .select(['nickname', 'headurl', 'viplevel', 'isadmin', 'firstname', 'lastname', 'channel'])
    .where('uid', '=', sender)
    .executeTakeFirstOrThrow();
  const content: OrderNoteContent = {
    event,
    orderid: order.orderid,
    goodsid: order.goodsid,
    buyer: order.buyer,
    seller: order.seller,
    status: order.status,
    ordervalue: order.ordervalue,
    cointype: order.cointype,
  };
  const key = chatKey(order.buyer, order.seller);
  const { message } = await appendMessage(trx, {
    chatkey: key,
    uid: sender,
    msgtype: MSG_TYPE.CONFIRM_ORDER,
    content: utf8.encode(JSON.stringify(content)),
    clientkey: '',
    snaptime: 0,
    ...profile,
    sentAt: now,
  });
  await ensureStates(trx, key, [order.buyer, order.seller]);
  return { message };
}
