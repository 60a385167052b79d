import type { Kysely } from 'kysely';
import { MONEY_REMARK, MONEY_TYPE, type MoneyRemark } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { spendAuthCode } from './payPassword';
import {
  type Balance,
  checkAmount,
  creditOrRefuse,
  debitOrRefuse,
  ensureWallet,
  logMoney,
  newOrderId,
} from './wallet';

/**
 * Shop-coin operations (msg_shopcoin_oper_req): moving coins between a wallet's `coin` and its
 * `shopcoin` (the balance a shop keeper sells from on the marketplace). `opertype` 1 moves coin →
 * shopcoin, 2 shopcoin → coin; the money log records the change of `coin` as an exchange (type 10).
 */
export const SHOP_OPER = { TO_SHOP: 1, FROM_SHOP: 2 } as const;

const MOVES: Readonly<Record<number, { from: Balance; to: Balance; sign: number; kind: MoneyRemark }>> = {
  [SHOP_OPER.TO_SHOP]: { from: 'coin', to: 'shopcoin', sign: -1, kind: MONEY_REMARK.TO_SHOP },
  [SHOP_OPER.FROM_SHOP]: { from: 'shopcoin', to: 'coin', sign: 1, kind: MONEY_REMARK.FROM_SHOP },
};

/**
 * One shop-coin move in one transaction: the auth code spent (13 / 12), the source debited (10 when
 * short), the target credited and the log row written. 0 for a bad opertype, amount or coin type.
 */
export async function shopCoinOperation(
  db: Kysely<Database>,
  uid: number,
  ask: { opertype: number; amount: number; authcode: string; cointype: number },
  now: number,
): Promise<void> {
  const move = MOVES[ask.opertype];
  if (!move) throw new Refusal('result', RESULT.FAIL, 'opertype must be 1 (to the shop balance) or 2 (back)');
  checkAmount(ask.amount, ask.cointype);
  await db.transaction().execute(async (trx) => {
    await spendAuthCode(trx, uid, ask.authcode, now);
    await ensureWallet(trx, uid, ask.cointype, now);
    await debitOrRefuse(trx, uid, ask.cointype, ask.amount, move.from);
    await creditOrRefuse(trx, uid, ask.cointype, ask.amount, move.to);
    await logMoney(trx, now, [
      {
        uid,
        otheruid: 0,
        othername: '',
        moneytype: MONEY_TYPE.EXCHANGE,
        amount: move.sign * ask.amount,
        remarks: '',
        remark_kind: move.kind,
        orderid: newOrderId('S', now),
        cointype: ask.cointype,
      },
    ]);
  });
}
