import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed messages between this server and a payment gateway (issue 43; follows Stripe's webhook
 * signatures: HMAC-SHA256 of the raw body with a shared secret, a timestamp inside a tolerance, the
 * order looked up and its amount compared, idempotent by order id):
 * - the pay URL the payer opens: the gateway's pay page with `orderid`, `amount` (cents), `cointype`
 *   and `ts` (seconds), and `sig`, the hex HMAC of that query string without `sig`;
 * - the gateway's notification, `POST /pay/notify/gateway` with a JSON body
 *   `{orderid, amount, cointype, status: "paid" | "failed", reference, ts}` and the header
 *   {@link SIGNATURE_HEADER}: `sha256=` and the hex HMAC of the body's bytes as sent.
 */

/** The header a notification's signature comes in. */
export const SIGNATURE_HEADER = 'x-pay-signature';
/** A notification older or newer than this is refused (a captured one cannot be replayed later). */
export const REPLAY_WINDOW_MS = 5 * 60_000;
/** The shortest shared secret accepted (PAY_GATEWAY_SECRET). */
export const MIN_SECRET_LENGTH = 32;

export function sign(secret: string, data: string | Uint8Array): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** The signature header of a notification body. */
export function signatureHeader(secret: string, body: string | Uint8Array): string {
  return `sha256=${sign(secret, body)}`;
}

/** Whether `header` is the signature of `body` (compared in constant time). */
export function verifySignature(secret: string, body: Uint8Array, header: string | undefined): boolean {
  const given = /^sha256=([0-9a-f]{64})$/.exec(header ?? '')?.[1];
  if (!given) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(sign(secret, body), 'hex'));
}

/** The order's signed pay URL on the gateway's pay page `base`. */
export function payUrl(
  base: string,
  secret: string,
  order: { orderid: string; amount: number; cointype: number },
  now: number,
): string {
  const query = new URLSearchParams({
    orderid: order.orderid,
    amount: String(order.amount),
    cointype: String(order.cointype),
    ts: String(Math.floor(now / 1000)),
  }).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}&sig=${sign(secret, query)}`;
}

/** A notification's fields, checked for shape. */
export interface Notification {
  orderid: string;
  amount: number;
  cointype: number;
  status: 'paid' | 'failed';
  reference: string;
  /** Seconds. */
  ts: number;
}

/** The notification in `body`, or a message saying what is wrong with it. */
export function parseNotification(body: Uint8Array): Notification | string {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    return 'the body must be JSON';
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return 'the body must be a JSON object';
  const n = value as Record<string, unknown>;
  if (typeof n.orderid !== 'string' || n.orderid === '') return 'orderid must be a string';
  for (const field of ['amount', 'cointype', 'ts'] as const)
    if (!Number.isSafeInteger(n[field])) return `${field} must be an integer`;
  if (n.status !== 'paid' && n.status !== 'failed') return 'status must be paid or failed';
  if (typeof n.reference !== 'string' || n.reference.length > 200) return 'reference must be a string';
  return {
    orderid: n.orderid,
    amount: n.amount as number,
    cointype: n.cointype as number,
    status: n.status,
    reference: n.reference,
    ts: n.ts as number,
  };
}
