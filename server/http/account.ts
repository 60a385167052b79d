import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MAIN_CODE } from '../../protocol/mainApi';
import { ACCOUNT_CODE, type AccountEndpoints, INVITE_REWARD } from '../../protocol/mainApiAccount';
import { RET } from '../accounts';
import { CODE_PURPOSE } from '../accounts/smsCodes';
import { readSettings } from '../content/settings';
import { checkIn, shareInvite, signInfo } from '../points/checkin';
import { type AccountEnv, accountEnv, linkAccountEnv } from '../points/clock';
import { activities, activity, submitFeedback } from '../points/content';
import { activitySvg, mallItemSvg } from '../points/images';
import { bindInvite, inviteCode, inviteStats } from '../points/invites';
import { pointsHistory } from '../points/ledger';
import {
  addresses,
  cancelOrder,
  deleteAddress,
  exchange,
  mallItem,
  mallItems,
  mallOrders,
  receiveOrder,
  saveAddress,
} from '../points/mall';
import { editRealName, realNameInfo, submitRealName } from '../points/realName';
import { ensureAccountDemo } from '../points/seed';
import { claimVipReward, vipData } from '../points/vip';
import { isRefusal, Refusal } from '../refusal';
import type { Database } from '../store';
import type { MainApiContext, MainApiTable } from './mainApi';
import { endpoints, intParam, ok, pageParams, requestOrigin, requireUser, textParam } from './mainParams';

const ID = { min: 1, max: 2_147_483_647 };
type Data<N extends keyof AccountEndpoints> = AccountEndpoints[N]['data'];

/** The caller's uid, the node's clock and time zone, and the language of content. */
async function caller(ctx: MainApiContext) {
  const uid = await requireUser(ctx);
  const env = accountEnv(ctx.db);
  return { uid, now: env.now(), tz: env.timeZone, lang: ctx.common.lang };
}

function images(ctx: MainApiContext): string[] {
  const text = textParam(ctx, 'images', 2000, false);
  if (text === '') return [];
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'parameter images must be a JSON list of paths');
  }
  if (!Array.isArray(list) || !list.every((x) => typeof x === 'string'))
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'parameter images must be a JSON list of paths');
  return list;
}

/** The account-area endpoints (protocol/mainApiAccount.ts). */
export const ACCOUNT_ENDPOINTS: MainApiTable = endpoints({
  encryptionSignInfo: async (ctx) => {
    const c = await caller(ctx);
    return ok<Data<'encryptionSignInfo'>>(await signInfo(ctx.db, c.uid, c.now, c.tz));
  },
  encryptionSignIn: async (ctx) => {
    const c = await caller(ctx);
    return ok<Data<'encryptionSignIn'>>(await checkIn(ctx.db, c.uid, c.now, c.tz));
  },
  encryptionPointsDetail: async (ctx) => {
    const c = await caller(ctx);
    const page = pageParams(ctx, 'page', 'limit', 20);
    return ok<Data<'encryptionPointsDetail'>>(await pointsHistory(ctx.db, c.uid, page));
  },
  encryptionShareInvite: async (ctx) => {
    const c = await caller(ctx);
    return ok<Data<'encryptionShareInvite'>>(await shareInvite(ctx.db, c.uid, c.now, c.tz));
  },
  getVipData: async (ctx) => {
    const c = await caller(ctx);
    return ok<Data<'getVipData'>>(await vipData(ctx.db, c.uid, c.now, c.tz));
  },
  vipReward: async (ctx) => {
    const c = await caller(ctx);
    return ok<Data<'vipReward'>>(await claimVipReward(ctx.db, c.uid, c.now, c.tz));
  },
  encryptionMallItems: async (ctx) =>
    ok<Data<'encryptionMallItems'>>(await mallItems(ctx.db, ctx.common.lang)),
  encryptionMallItem: async (ctx) =>
    ok<Data<'encryptionMallItem'>>(await mallItem(ctx.db, intParam(ctx, 'id', ID), ctx.common.lang)),
  encryptionExchange: async (ctx) => {
    const c = await caller(ctx);
    // shop_open_status 0 closes the mall: its entry is gone from the app, and a call made anyway is refused.
    if ((await readSettings(ctx.db, requestOrigin(ctx.req))).shop_open_status === 0)
      throw new Refusal('main', MAIN_CODE.FORBIDDEN, 'the points mall is closed');
    const request = {
      itemId: intParam(ctx, 'item_id', ID),
      addressId: intParam(ctx, 'address_id', ID),
      num: intParam(ctx, 'num', { min: 1, max: 99, fallback: 1 }),
    };
    return ok<Data<'encryptionExchange'>>(await exchange(ctx.db, c.uid, request, c.now, c.lang));
  },
  encryptionMallOrders: async (ctx) => {
    const c = await caller(ctx);
    const page = pageParams(ctx, 'page', 'limit', 20);
    return ok<Data<'encryptionMallOrders'>>(await mallOrders(ctx.db, c.uid, page, c.lang));
  },
  encryptionOrderCancel: async (ctx) => {
    const c = await caller(ctx);
    return ok<Data<'encryptionOrderCancel'>>(
      await cancelOrder(ctx.db, c.uid, intParam(ctx, 'id', ID), c.now, c.lang),
    );
  },
  encryptionOrderReceive: async (ctx) => {
    const c = await caller(ctx);
    return ok<Data<'encryptionOrderReceive'>>(
      await receiveOrder(ctx.db, c.uid, intParam(ctx, 'id', ID), c.now, c.lang),
    );
  },
  encryptionAddressList: async (ctx) => {
    const c = await caller(ctx);
    return ok<Data<'encryptionAddressList'>>(await addresses(ctx.db, c.uid));
  },
  encryptionAddressSave: async (ctx) => {
    const c = await caller(ctx);
    const input = {
      id: intParam(ctx, 'id', { min: 0, max: ID.max, fallback: 0 }),
      name: textParam(ctx, 'name', 20),
      phone: textParam(ctx, 'phone', 20).replace(/[\s-]/g, ''),
      region: textParam(ctx, 'region', 60),
      detail: textParam(ctx, 'detail', 120),
      isDefault: intParam(ctx, 'is_default', { min: 0, max: 1, fallback: 0 }) === 1,
    };
    return ok<Data<'encryptionAddressSave'>>(await saveAddress(ctx.db, c.uid, input, c.now));
  },
  encryptionAddressDelete: async (ctx) => {
    const c = await caller(ctx);
    await deleteAddress(ctx.db, c.uid, intParam(ctx, 'id', ID));
    return ok<Data<'encryptionAddressDelete'>>({});
  },
  encryptionRealNameInfo: async (ctx) => {
    const c = await caller(ctx);
    return ok<Data<'encryptionRealNameInfo'>>(await realNameInfo(ctx.db, c.uid));
  },
  encryptionRealName: async (ctx) => {
    const c = await caller(ctx);
    const key = accountEnv(ctx.db).sealKey;
    if (!key) throw new Refusal('main', MAIN_CODE.FORBIDDEN, 'real names are not accepted by this server');
    const input = { name: textParam(ctx, 'real_name', 40), idno: textParam(ctx, 'id_number', 30) };
    return ok<Data<'encryptionRealName'>>(await submitRealName(ctx.db, c.uid, input, key, c.now));
  },
  encryptionSendCode: async (ctx) => {
    const c = await caller(ctx);
    const user = await ctx.db
      .selectFrom('users')
      .select(['zone', 'phone'])
      .where('uid', '=', c.uid)
      .executeTakeFirstOrThrow();
    if (!user.phone) throw new Refusal('main', ACCOUNT_CODE.NEEDS_PHONE, 'bind a phone number first');
    try {
      await ctx.accounts.sendCode(user.zone, user.phone, CODE_PURPOSE.realName, ctx.req.ip);
    } catch (error) {
      if (isRefusal(error, 'ret') && error.code === RET.tooFrequent)
        throw new Refusal('main', MAIN_CODE.TOO_MANY, error.message);
      throw error;
    }
    return ok<Data<'encryptionSendCode'>>({
      phone: `${user.phone.slice(0, 3)}****${user.phone.slice(-4)}`,
    });
  },
  encryptionEditName: async (ctx) => {
    const c = await caller(ctx);
    const key = accountEnv(ctx.db).sealKey;
    if (!key) throw new Refusal('main', MAIN_CODE.FORBIDDEN, 'real names are not accepted by this server');
    const input = {
      name: textParam(ctx, 'real_name', 40),
      idno: textParam(ctx, 'id_number', 30),
      code: textParam(ctx, 'code', 10),
    };
    return ok<Data<'encryptionEditName'>>(await editRealName(ctx.db, c.uid, input, key, c.now));
  },
  encryptionInviteInfo: async (ctx) => {
    const c = await caller(ctx);
    const [code, stats, sign, user] = await Promise.all([
      inviteCode(ctx.db, c.uid),
      inviteStats(ctx.db, c.uid),
      signInfo(ctx.db, c.uid, c.now, c.tz),
      ctx.db.selectFrom('users').select('fid').where('uid', '=', c.uid).executeTakeFirstOrThrow(),
    ]);
    const data: Data<'encryptionInviteInfo'> = {
      code,
      link: `${requestOrigin(ctx.req)}/invitef?code=${code}`,
      ...stats,
      reward: INVITE_REWARD,
      shares_today: sign.tasks.find((t) => t.kind === 'share')?.done ?? 0,
      uid: c.uid,
      fid: user.fid,
    };
    return ok(data);
  },
  encryptionBindInvite: async (ctx) => {
    const c = await caller(ctx);
    const bound = await bindInvite(ctx.db, c.uid, textParam(ctx, 'code', 16), c.now, c.tz);
    return ok<Data<'encryptionBindInvite'>>({ inviter_fid: bound.inviterFid });
  },
  encryptionFeedback: async (ctx) => {
    const c = await caller(ctx);
    const input = {
      content: textParam(ctx, 'content', 500),
      contact: textParam(ctx, 'contact', 60, false),
      images: images(ctx),
    };
    return ok<Data<'encryptionFeedback'>>(await submitFeedback(ctx.db, c.uid, input, c.now));
  },
  encryptionActivityList: async (ctx) =>
    ok<Data<'encryptionActivityList'>>(await activities(ctx.db, accountEnv(ctx.db).now(), ctx.common.lang)),
  encryptionActivityDetail: async (ctx) =>
    ok<Data<'encryptionActivityDetail'>>(await activity(ctx.db, intParam(ctx, 'id', ID), ctx.common.lang)),
});

export interface AccountDeps extends AccountEnv {
  db: Kysely<Database>;
  /** Make the demo mall items and activities on the first start (default true). */
  demo?: boolean;
}

/** Links the node's clock, time zone and sealing key to the store; the demo content; its pictures. */
export async function accountPlugin(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const { db, demo, ...env } = deps;
  linkAccountEnv(db, env);
  if (demo !== false) await ensureAccountDemo(db, env.now());
  for (const [kind, draw] of [
    ['mall', mallItemSvg],
    ['activity', activitySvg],
  ] as const) {
    app.get<{ Params: { name: string } }>(`/demo-img/${kind}/:name`, async (req, reply) => {
      const match = /^(\d{1,9})\.svg$/.exec(req.params.name);
      if (!match) return reply.code(404).send({ code: 404, msg: 'no such image' });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(draw(Number(match[1])));
    });
  }
}
