import type { Kysely } from 'kysely';
import { COIN, MONEY_REMARK, MONEY_TYPE } from '../../protocol/enums';
import {
  ACCOUNT_CODE,
  VIP_LEVELS,
  type VipData,
  type VipRewardResult,
  vipLevelFor,
} from '../../protocol/mainApiAccount';
import { PHONE_REWARD, takePhoneReward, verifiedPhone } from '../accounts/phoneRewards';
import { creditOrRefuse, ensureWallet, logMoney, newOrderId } from '../money/wallet';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { dayOf } from './day';
import { pointsOf } from './ledger';
import { pointsDb } from './tables';

/** VIP levels by points earned and the daily VIP reward, paid into the wallet (money log 17). */

/** getVipData: the caller's VIP level, progress and today's reward. */
export async function vipData(
  db: Kysely<Database>,
  uid: number,
  now: number,
  timeZone: string,
): Promise<VipData> {
  const { earned, level } = await pointsOf(db, uid);
  const viplevel = vipLevelFor(earned);
  const next = VIP_LEVELS.find((v) => v.level === viplevel + 1);
  const claimed = await pointsDb(db)
    .selectFrom('vip_rewards')
    .select('uid')
    .where('uid', '=', uid)
    .where('day', '=', dayOf(now, timeZone))
    .executeTakeFirst();
  return {
    viplevel,
    level,
    earned,
    next_min: next?.min ?? 0,
    levels: VIP_LEVELS.map((v) => ({ ...v })),
    reward: VIP_LEVELS[viplevel]?.reward ?? 0,
    rewarded_today: claimed ? 1 : 0,
  };
}

/**
 * vipReward: today's reward of the caller's VIP level, once a day, credited to the coin-type-0
 * wallet with a money-log row of type 17 in one transaction. Refuses with 42 at VIP 0 and when
 * today's reward was claimed (also by a concurrent claim, or by another account with the same
 * phone), with 4031 for an account without a phone (issue 43: points a script earns for free
 * must not turn into coins).
 */
export async function claimVipReward(
  db: Kysely<Database>,
  uid: number,
  now: number,
  timeZone: string,
): Promise<VipRewardResult> {
  const day = dayOf(now, timeZone);
  return db.transaction().execute(async (trx) => {
    const { earned } = await pointsOf(trx, uid);
    const viplevel = vipLevelFor(earned);
    const amount = VIP_LEVELS[viplevel]?.reward ?? 0;
    if (amount <= 0) throw new Refusal('main', ACCOUNT_CODE.CANNOT_VIP_REWARD, 'VIP 0 has no daily reward');
    if (!(await verifiedPhone(trx, uid)))
      throw new Refusal(
        'main',
        ACCOUNT_CODE.NEEDS_PHONE,
        'the VIP reward is paid to accounts with a phone: bind one',
      );
    const orderid = newOrderId('V', now);
    const made = await pointsDb(trx)
      .insertInto('vip_rewards')
      .values({ uid, day, viplevel, amount, orderid, created_at: now })
      .onConflict((oc) => oc.columns(['uid', 'day']).doNothing())
      .returning('uid')
      .executeTakeFirst();
    if (!made) throw new Refusal('main', ACCOUNT_CODE.CANNOT_VIP_REWARD, "today's VIP reward was claimed");
    if (!(await takePhoneReward(trx, PHONE_REWARD.vip(day), uid, now)))
      throw new Refusal(
        'main',
        ACCOUNT_CODE.CANNOT_VIP_REWARD,
        "today's VIP reward was claimed for this phone",
      );
    await ensureWallet(trx, uid, COIN.CNY, now);
    const balance = await creditOrRefuse(trx, uid, COIN.CNY, amount);
    await logMoney(trx, now, [
      {
        uid,
        otheruid: 0,
        othername: '',
        moneytype: MONEY_TYPE.VIP_REWARD,
        amount,
        remarks: `VIP${viplevel}`,
        remark_kind: MONEY_REMARK.VIP_REWARD,
        orderid,
        cointype: COIN.CNY,
      },
    ]);
    return { amount, cointype: COIN.CNY, balance, orderid };
  });
}
