import { type ImMethodTable, loginReply } from './imContext';
import { optionalText, text } from './winParam';

/** IMUser.*: the four ways to log in. Each answers {ret, msg, user, fastkey, svrlist}. */
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
    const result = await ctx.accounts.passwordLogin(
      optionalText(param, 'zone') ?? '86',
      text(param, 'uno'),
      text(param, 'loginpasswd'),
      win.deviceid,
    );
    return loginReply(ctx, result);
  },

  'IMUser.fastLogin': async (ctx) => {
    const { param, win } = ctx;
    return loginReply(
      ctx,
      await ctx.accounts.fastLogin(text(param, 'uno'), text(param, 'fastkey'), win.deviceid),
    );
  },
};
