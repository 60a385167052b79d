import type { Kysely } from 'kysely';
import { COIN, GOODS_STATUS, GOODS_TYPE, MONEY_REMARK, MONEY_TYPE, PAY_TYPE } from '../../protocol/enums';
import { createUser } from '../accounts/users';
import { creditOrRefuse, ensureWallet, logMoney, STARTING_COINS } from '../money/wallet';
import type { Database } from '../store';
import { publishOffer } from './offers';
import { addPayAccount } from './payAccounts';

/** The settings row marking the demo market as made. */
const MARKET_DEMO_MARK = 'demo:market';

/** Demo traders and their offers: what a new user of `npm start` finds on /market. Amounts in coins. */
const TRADERS = [
  {
    nickname: '老陈换币',
    accounts: [
      { paytype: PAY_TYPE.BANK, name: '陈建国', accountname: '招商银行', phoneno: '6225 8801 2345 6789' },
      { paytype: PAY_TYPE.ALIPAY, name: '陈建国', accountname: 'chen.jg@example.com', phoneno: '' },
    ],
    offers: [{ goodstype: GOODS_TYPE.SELL, coins: 600, min: 10, max: 300, rate: 100 }],
  },
  {
    nickname: 'Somchai P2P',
    accounts: [{ paytype: PAY_TYPE.PROMPTPAY, name: 'Somchai K.', accountname: '', phoneno: '081-234-5678' }],
    offers: [{ goodstype: GOODS_TYPE.SELL, coins: 400, min: 20, max: 200, rate: 101 }],
  },
  {
    nickname: 'Budi Koin',
    accounts: [
      { paytype: PAY_TYPE.EWALLET, name: 'Budi Santoso', accountname: 'OVO', phoneno: '0812-3456-7890' },
    ],
    offers: [{ goodstype: GOODS_TYPE.BUY, coins: 800, min: 10, max: 400, rate: 99 }],
  },
  {
    nickname: '球迷小王',
    accounts: [{ paytype: PAY_TYPE.WECHAT, name: '王小明', accountname: 'wxm_fan', phoneno: '' }],
    offers: [
      { goodstype: GOODS_TYPE.BUY, coins: 300, min: 5, max: 100, rate: 98 },
      { goodstype: GOODS_TYPE.SELL, coins: 200, min: 5, max: 50, rate: 102 },
    ],
  },
] as const;

/**
 * Makes the demo traders, their pay accounts and offers on the first start of a server that is not
 * under test, once (a settings row marks it; a second node finds the row and makes nothing). Sell
 * offers freeze the traders' own coins: a seller is granted {@link STARTING_COINS} with its
 * money-log row (the traders have no phone, so no welcome coins of their own).
 */
export async function ensureMarketDemo(db: Kysely<Database>, now: number): Promise<{ created: boolean }> {
  const marked = await db
    .insertInto('settings')
    .values({ key: MARKET_DEMO_MARK, value: JSON.stringify({ at: now }), updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!marked) return { created: false };
  for (const trader of TRADERS) {
    const user = await createUser(db, now, { phone: null, zone: '86', channel: 8, siteid: 3 });
    await db.updateTable('users').set({ nickname: trader.nickname }).where('uid', '=', user.uid).execute();
    for (const account of trader.accounts)
      await addPayAccount(
        db,
        user.uid,
        { id: 0, uid: user.uid, addfriendtype: 0, bankcode: '', ...account },
        now,
      );
    if (trader.offers.some((o) => o.goodstype === GOODS_TYPE.SELL)) await fundTrader(db, user.uid, now);
    for (const offer of trader.offers) {
      await publishOffer(
        db,
        user.uid,
        {
          goodstype: offer.goodstype,
          goodsvalue: offer.coins * 100,
          minlimit: offer.min * 100,
          maxlimit: offer.max * 100,
          paylist: trader.accounts.map((a) => a.paytype),
          cointype: 0,
          outcointype: 0,
          rate: offer.rate,
          status: GOODS_STATUS.ONLINE,
        },
        now,
      );
    }
  }
  return { created: true };
}

/** A demo seller's coins: a platform grant (money log 12) in one transaction with its row. */
async function fundTrader(db: Kysely<Database>, uid: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ensureWallet(trx, uid, COIN.CNY, now);
    await creditOrRefuse(trx, uid, COIN.CNY, STARTING_COINS);
    await logMoney(trx, now, [
      {
        uid,
        otheruid: 0,
        othername: '',
        moneytype: MONEY_TYPE.BACK_SITE_OPERATION,
        amount: STARTING_COINS,
        remarks: '',
        remark_kind: MONEY_REMARK.DEMO_TRADER,
        orderid: `W${uid}-${COIN.CNY}`,
        cointype: COIN.CNY,
      },
    ]);
  });
}
