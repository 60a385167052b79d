import { MAIN_CODE } from '../../protocol/mainApi';
import type { MainApiContext } from '../http/mainApi';
import { endpoints, ok, requireUser, textParam } from '../http/mainParams';
import { Refusal } from '../refusal';
import { MAX_ENDPOINT, type WebPush, webPushOf } from './index';

/** A P-256 public key (65 bytes) or an auth secret (16 bytes) in URL-safe base64. */
const P256DH = /^[A-Za-z0-9_-]{86,88}={0,2}$/;
const AUTH = /^[A-Za-z0-9_-]{21,24}={0,2}$/;

function service(ctx: MainApiContext): WebPush {
  const push = webPushOf(ctx.db);
  if (!push) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'this server sends no Web Push');
  return push;
}

function endpointParam(ctx: MainApiContext): string {
  const endpoint = textParam(ctx, 'endpoint', MAX_ENDPOINT);
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'parameter endpoint must be a URL');
  }
  if (url.protocol !== 'https:')
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'parameter endpoint must be https');
  return endpoint;
}

function keyParam(ctx: MainApiContext, name: string, shape: RegExp): string {
  const value = textParam(ctx, name, 100);
  if (!shape.test(value))
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, `parameter ${name} is not a valid key`);
  return value;
}

/** The Web Push endpoints (protocol/mainApiPush.ts). */
export const PUSH_ENDPOINTS = endpoints({
  webPushKey: async (ctx) => ok({ key: service(ctx).publicKey }),
  webPushSubscribe: async (ctx) => {
    const uid = await requireUser(ctx);
    const push = service(ctx);
    const sub = {
      endpoint: endpointParam(ctx),
      p256dh: keyParam(ctx, 'p256dh', P256DH),
      auth: keyParam(ctx, 'auth', AUTH),
    };
    await push.subscribe(uid, sub, ctx.common.lang);
    return ok({});
  },
  webPushUnsubscribe: async (ctx) => {
    const uid = await requireUser(ctx);
    await service(ctx).unsubscribe(uid, endpointParam(ctx));
    return ok({});
  },
});
