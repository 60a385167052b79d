import { passwordLoginMsg } from '../../protocol/apiCodes';
import { isRefusal, Refusal } from '../refusal';
import { type ImMethodTable, loginReply } from './imContext';
import { callerUid } from './imTools';
import { optionalText, text } from './winParam';

/** IMUser.*: the four ways to log in, each answering {ret, msg, user, fastkey, svrlist}; and logout. */
export const IM_USER_METHODS: ImMethodTable = {
  'IMUser.guestLogin': async (ctx) =>
    loginReply(
      ctx,
      await ctx.accounts.guestLogin(ctx.win.deviceid, { channel: ctx.win.channel, siteid: ctx.win.siteid }),
    ),

  'IMUser.verifyLogin': async (ctx) => {
    const { param, win } = ctx;
    const result = await ctx.accounts.codeLogin(
      optionalText(param, 'zone') ?? '86',
      text(param, 'uno'),
      text(param, 'verifycode'),
      win.deviceid,
      { channel: win.channel, siteid: win.siteid },
    );
    return loginReply(ctx, result);
  },

  'IMUser.passwdLogin': async (ctx) => {
    const { param, win } = ctx;
    try {
      const result = await ctx.accounts.passwordLogin(
        optionalText(param, 'zone') ?? '86',
        text(param, 'uno'),
        text(param, 'loginpasswd'),
        win.deviceid,
        ctx.req.ip,
      );
      return loginReply(ctx, result);
    } catch (error) {
      // NOTE: the app shows a refused password login's msg as it is (spec 000 §8), so it is written
      // in the caller's language here, with what only the server knows (the lock's minutes left).
      if (!isRefusal(error, 'ret')) throw error;
      throw new Refusal('ret', error.code, passwordLoginMsg(error.code, win.lang, error.fields.minutes));
    }
  },

  'IMUser.fastLogin': async (ctx) => {
    const { param, win } = ctx;
    return loginReply(
      ctx,
      await ctx.accounts.fastLogin(text(param, 'uno'), text(param, 'fastkey'), win.deviceid),
    );
  },

  /**
   * win_param uid and param fastkey: ends that session. The fastkey and the device's main-API
   * tokens stop working, and sockets still logged in with it are closed.
   */
  'IMUser.logout': async (ctx) => {
    await ctx.accounts.logout(callerUid(ctx), text(ctx.param, 'fastkey'));
    return { msg: 'logged out' };
  },
};
