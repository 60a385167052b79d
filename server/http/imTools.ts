import { decodeErrorReport } from '../../protocol/errorReport';
import { DEFAULT_AVATARS, RET } from '../accounts';
import { publishToUsers } from '../chat/deliver';
import { privateMessageFrame, sendPrivateMessage } from '../chat/private';
import { Refusal } from '../refusal';
import { refuseWhileChatOff } from '../rooms/limits';
import type { ImContext, ImMethodTable, ImReply } from './imContext';
import { integer, optionalText, text } from './winParam';

/** The caller's uid: the envelope's, or `param.uid`. Methods that act for a user need it with param.fastkey. */
export function callerUid(ctx: ImContext): number {
  const uid = ctx.win.uid ?? Number(optionalText(ctx.param, 'uid') ?? Number.NaN);
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Refusal('ret', RET.fastKeyError, 'fast key error: uid is missing');
  return uid;
}

const utf8 = new TextEncoder();

/**
 * IMTools.sendChatMsg: a private text (or other type) message sent over HTTP, by uid + fastkey,
 * under the same rules as the socket's msg_send_private_msg_req (docs/messaging.md). Both users'
 * sockets get the push. A refusal's `ret` is the protocol's result code (6, 28, 46), or 100 for
 * bad input (result 0 would read as success here).
 */
async function sendChatMsg(ctx: ImContext): Promise<ImReply> {
  const { param } = ctx;
  const uid = callerUid(ctx);
  await ctx.accounts.requireSession(uid, text(param, 'fastkey'));
  await refuseWhileChatOff(ctx.db, Date.now());
  const recvuid = integer(param, 'recvuid');
  const request = {
    recvuid,
    msg_type: integer(param, 'msg_type'),
    content: utf8.encode(text(param, 'content')),
    clientkey: optionalText(param, 'clientkey') ?? '',
  };
  const { message, duplicate } = await sendPrivateMessage(ctx.db, uid, request, Date.now());
  if (!duplicate) await publishToUsers(ctx.bus, [uid, recvuid], privateMessageFrame(message));
  return {
    msg: duplicate ? 'already sent' : 'sent',
    chatkey: message.chatkey.toString(),
    chatmsgno: message.chatmsgno,
    msgtime: message.msgtime,
  };
}

/** IMTools.*: SMS codes, passwords, avatars, client logs and the connectivity test. */
export const IM_TOOLS_METHODS: ImMethodTable = {
  'IMTools.getValid': async ({ accounts, param, req }) => {
    await accounts.sendCode(
      optionalText(param, 'zone') ?? '86',
      text(param, 'uno'),
      integer(param, 'mtype'),
      req.ip,
    );
    return { msg: 'the verification code was sent' };
  },

  'IMTools.getLoginPasswdState': async (ctx) => {
    const isSet = await ctx.accounts.hasPassword(callerUid(ctx), text(ctx.param, 'fastkey'));
    return { state: isSet ? 1 : 0 };
  },

  'IMTools.setLoginPassWD': async (ctx) => {
    const { param } = ctx;
    await ctx.accounts.setPassword(
      callerUid(ctx),
      text(param, 'fastkey'),
      text(param, 'verifycode'),
      text(param, 'loginpasswd'),
    );
    return { msg: 'the password is set' };
  },

  'IMTools.modifyLoginPassWD': async (ctx) => {
    const { param } = ctx;
    await ctx.accounts.modifyPassword(
      callerUid(ctx),
      text(param, 'fastkey'),
      text(param, 'oldpasswd'),
      text(param, 'loginpasswd'),
      ctx.req.ip,
    );
    return { msg: 'the password is changed' };
  },

  'IMTools.forgetLoginPassWD': async ({ accounts, param }) => {
    await accounts.forgetPassword(
      optionalText(param, 'zone') ?? '86',
      text(param, 'uno'),
      text(param, 'verifycode'),
      text(param, 'loginpasswd'),
    );
    return { msg: 'the password is reset: log in with it' };
  },

  'IMTools.getHeadList': async () => ({ headlist: [...DEFAULT_AVATARS] }),

  'IMTools.saveClienterrorlog': async ({ db, win, param }) => {
    const content = typeof param.content === 'string' ? param.content : '';
    if (content === '') throw new Refusal('ret', RET.badRequest, 'param.content is required');
    const read = decodeErrorReport(content);
    if (!read.ok) {
      throw new Refusal(
        'ret',
        RET.badRequest,
        `param.content must be base64 text of the user agent, page URL and failed URL, one a line: ${read.why}`,
      );
    }
    const { userAgent, pageUrl, failedUrl, error } = read.report;
    await db
      .insertInto('client_error_logs')
      .values({
        uid: win.uid ?? null,
        deviceid: win.deviceid,
        content: [`page: ${pageUrl}`, `failed: ${failedUrl}`, ...(error ? [`error: ${error}`] : [])].join(
          '\n',
        ),
        user_agent: userAgent.slice(0, 512),
        created_at: Date.now(),
      })
      .execute();
    return { msg: 'saved' };
  },

  'IMTools.testNet': async () => ({ time: Date.now() }),

  'IMTools.sendChatMsg': sendChatMsg,
};
