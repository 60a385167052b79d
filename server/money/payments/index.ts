import type { Kysely } from 'kysely';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../store';
import { payThirdPartyOrder } from '../thirdPay';
import { payUrl } from './gateway';
import {
  createOrder,
  creditTopUp,
  PAY_ORDER_KIND,
  type PayOrder,
  type TopUpInfo,
  toTopUpInfo,
} from './orders';

export { PAY_ORDER_KIND, type PayOrder, type TopUpInfo, toTopUpInfo };

/**
 * Payments (issue 43; DESIGN §7, DECISIONS "Wallet and money": coins come in only through a payment
 * provider's confirmation). Every top-up and third-party order goes through one {@link PayProvider}:
 * - `manual` (the default, for `npm start` and production): the order waits until a finance staff
 *   member confirms it in the console against the payment received, with the payer's reference
 *   (server/admin/topUpsRoutes.ts), or refuses it with a reason;
 * - `gateway`: the payer pays on the gateway's page (a signed pay URL) and the gateway's signed
 *   notification confirms the order (./notify.ts);
 * - `instant` (tests and local development only): confirms as the order is made. It answers only
 *   with DEV_ENDPOINTS=1 and only a client on this machine (loopback); anyone else's top-up goes to
 *   the configured provider.
 */

/** A pay provider: how an order is paid and who confirms it. */
export interface PayProvider {
  readonly name: 'manual' | 'gateway' | 'instant';
  /** Where the payer pays the order ('' when it is paid elsewhere and staff confirm it). */
  payUrl(order: { orderid: string; amount: number; cointype: number }, now: number): string;
  /** True for a provider that confirms the payment as the order is made. */
  readonly confirmsAtOnce: boolean;
}

export const MANUAL_PROVIDER: PayProvider = { name: 'manual', payUrl: () => '', confirmsAtOnce: false };
export const INSTANT_PROVIDER: PayProvider = { name: 'instant', payUrl: () => '', confirmsAtOnce: true };

export function gatewayProvider(gatewayUrl: string, secret: string): PayProvider {
  return {
    name: 'gateway',
    payUrl: (order, now) => payUrl(gatewayUrl, secret, order, now),
    confirmsAtOnce: false,
  };
}

export function providerOf(config: PaymentsConfig): PayProvider {
  return config.provider === 'gateway'
    ? gatewayProvider(config.gatewayUrl, config.gatewaySecret)
    : MANUAL_PROVIDER;
}

/** A top-up as asked by a client. */
export interface TopUpAsk {
  uid: number;
  cointype: number;
  amount: number;
  /** The client's key: a retry with it gets the first order ('' for none). */
  clientkey: string;
  /** Whether the client is on this machine (the socket's own address). */
  loopback: boolean;
}

export class Payments {
  constructor(
    private readonly db: Kysely<Database>,
    /** The provider every top-up goes to. */
    readonly provider: PayProvider,
    /** DEV_ENDPOINTS=1: loopback clients' top-ups go to the instant provider. */
    private readonly instantForLoopback: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  /** The provider of a top-up from this client. */
  providerFor(loopback: boolean): PayProvider {
    return this.instantForLoopback && loopback ? INSTANT_PROVIDER : this.provider;
  }

  /**
   * Makes the top-up order (or finds the one of the same client key) and, with a provider that
   * confirms at once, credits it. `made` is false for a retry.
   */
  async topUp(ask: TopUpAsk): Promise<{ order: TopUpInfo; made: boolean }> {
    const provider = this.providerFor(ask.loopback);
    const now = this.now();
    const { order, made } = await createOrder(
      this.db,
      {
        uid: ask.uid,
        kind: PAY_ORDER_KIND.TOP_UP,
        provider: provider.name,
        cointype: ask.cointype,
        amount: ask.amount,
        remarks: 'top-up',
        clientkey: ask.clientkey,
        payurl: (orderid) => provider.payUrl({ orderid, amount: ask.amount, cointype: ask.cointype }, now),
      },
      now,
    );
    if (!made || !provider.confirmsAtOnce) return { order: toTopUpInfo(order), made };
    const credited = await this.db
      .transaction()
      .execute((trx) => creditTopUp(trx, order.orderid, { by: provider.name }, this.now()));
    return { order: toTopUpInfo(credited ?? order), made };
  }

  /** A merchant's order of `amount` cents for `uid` to pay with coins (msg_third_pay_req); its order id. */
  async charge(uid: number, cointype: number, amount: number, remarks: string): Promise<string> {
    const { order } = await createOrder(
      this.db,
      { uid, kind: PAY_ORDER_KIND.THIRD_PARTY, provider: this.provider.name, cointype, amount, remarks },
      this.now(),
    );
    return order.orderid;
  }

  /** msg_third_pay_req: pays `uid`'s order with coins and an auth code (server/money/thirdPay.ts). */
  payThirdParty(uid: number, ask: { orderid: string; authcode: string }): Promise<void> {
    return payThirdPartyOrder(this.db, uid, ask, this.now());
  }
}
