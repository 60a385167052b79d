import type { Kysely, Selectable } from 'kysely';
import { chatKey } from '../../protocol/chatkey';
import { encodeOrderNote, type OrderEvent, type OrderNoteContent } from '../../protocol/content';
import { MSG_TYPE } from '../../protocol/enums';
import { appendMessage, type StoredMessage } from '../chat/messages';
import { ensureStates } from '../chat/state';
import type { Database } from '../store';
import type { MarketOrdersTable } from './tables';

/**
 * Order messages: each move of an order leaves a type-13 (confirm order) message in the private
 * chat of its two sides, sent as the side who moved (the seller for the timeout and staff moves),
 * so the order and its talk sit in one chat. The content is protocol/content OrderNoteContent.
 */

export type { OrderEvent, OrderNoteContent };

/** The stored message, for delivery after the transaction. */
export interface OrderNote {
  message: StoredMessage;
}

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
    content: encodeOrderNote(content),
    clientkey: '',
    snaptime: 0,
    ...profile,
    sentAt: now,
  });
  await ensureStates(trx, key, [order.buyer, order.seller]);
  return { message };
}
