// The content of a money notice (message type 17, docs/messaging.md "Money notices"): JSON the
// server writes. A malformed payload gives null and the bubble shows a plain label.

/** `{moneytype, amount (signed cents), cointype, orderid, remarks, otheruid, othername, ptime (s)}`. */
export interface MoneyNotice {
  moneytype: number;
  amount: number;
  cointype: number;
  orderid: string;
  remarks: string;
  othername: string;
  /** Milliseconds. */
  time: number;
  /** A top-up refused (nothing credited; `remarks` says why). */
  refused: boolean;
}

export function parseMoneyNotice(content: string): MoneyNotice | null {
  let o: unknown;
  try {
    o = JSON.parse(content);
  } catch {
    return null;
  }
  if (o === null || typeof o !== 'object' || Array.isArray(o)) return null;
  const r = o as Record<string, unknown>;
  const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);
  const moneytype = int(r.moneytype);
  const amount = int(r.amount);
  if (moneytype === null || amount === null) return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    moneytype,
    amount,
    cointype: int(r.cointype) ?? 0,
    orderid: text(r.orderid),
    remarks: text(r.remarks),
    othername: text(r.othername),
    time: (int(r.ptime) ?? 0) * 1000,
    refused: r.refused === 1,
  };
}
