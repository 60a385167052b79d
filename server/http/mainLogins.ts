import { RET } from '../accounts';
import { Refusal } from '../refusal';
import type { MainApiContext, MainApiTable } from './mainApi';

function required(ctx: MainApiContext, name: string): string {
  const value = ctx.params[name];
  if (!value) throw new Refusal('ret', RET.badRequest, `parameter ${name} is required`);
  return value;
}

function requiredUid(ctx: MainApiContext): number {
  const uid = ctx.common.uid;
  if (uid === undefined) throw new Refusal('ret', RET.fastKeyError, 'parameter uid is required');
  return uid;
}

/** The two main-API logins: a guest's identifier and a registered user's customer id, each with a token. */
export const MAIN_LOGIN_ENDPOINTS: MainApiTable = {
  /**
   * phone_code (the device id), url, uid and fastkey (the proof: that user's session on that
   * device) → data.identifier, data.token.
   */
  encryptionTouristsFree: async (ctx) => {
    const { identifier, token } = await ctx.accounts.identifierLogin(
      required(ctx, 'phone_code'),
      requiredUid(ctx),
      required(ctx, 'fastkey'),
    );
    return { code: 200, msg: 'ok', data: { identifier, token } };
  },

  /** phone, fastkey, uid → data.customer_id, data.token, data.free_data.user. */
  encryptionCustomerLoginFree: async (ctx) => {
    const { customerId, token, user } = await ctx.accounts.customerLogin(
      requiredUid(ctx),
      required(ctx, 'fastkey'),
      ctx.params.phone || undefined,
    );
    return {
      code: 200,
      msg: 'ok',
      data: {
        customer_id: customerId,
        token,
        free_data: {
          user: {
            uid: user.uid,
            usertype: user.usertype,
            nickname: user.nickname,
            headurl: user.headurl,
            fid: user.fid,
          },
        },
      },
    };
  },
};
