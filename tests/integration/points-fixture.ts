import type { AccountEndpointName, AccountEndpoints } from '../../protocol/mainApiAccount';
import { earnPoints } from '../../server/points/ledger';
import { callMain, type MainUser, mainGuest } from '../helpers/mainApi';
import { smsLogin, type TestServer } from '../helpers/server';

/** Calls an account endpoint as `user`, typed. */
export async function account<N extends AccountEndpointName>(
  server: TestServer,
  user: MainUser,
  name: N,
  params: Record<string, string | number> = {},
): Promise<{ code: number; msg: string; data?: AccountEndpoints[N]['data'] }> {
  const answer = await callMain(server, name, { ...params, uid: user.uid, token: user.token });
  return answer as { code: number; msg: string; data?: AccountEndpoints[N]['data'] };
}

let devices = 0;
/** A fresh guest on its own device (named, so the guest can verify a phone on it: {@link verifyPhone}). */
export async function guest(server: TestServer, prefix = 'points'): Promise<MainUser & { deviceid: string }> {
  devices += 1;
  const deviceid = `${prefix}-device-${process.pid}-${devices}`;
  return { ...(await mainGuest(server, deviceid)), deviceid };
}

/** The guest of `deviceid` logs in with an SMS code to `phone`: it becomes that phone's account (same uid). */
export async function verifyPhone(server: TestServer, deviceid: string, phone: string): Promise<number> {
  const login = await smsLogin(server.url, phone, deviceid);
  if (login.ret !== 0) throw new Error(`SMS login failed: ${JSON.stringify(login)}`);
  return (login.user as { uid: number }).uid;
}

/** Gives `uid` points through the ledger (as watching or staff would). */
export function grant(server: TestServer, uid: number, points: number, tag: string): Promise<boolean> {
  return server.db
    .transaction()
    .execute((trx) =>
      earnPoints(trx, { uid, kind: 'grant', points, dedupe: `grant:${tag}`, now: Date.now() }),
    );
}

/** A time of day in UTC on 25 November 2026 (ms). */
export function utc(hhmmss: string, day = 25): number {
  return Date.parse(`2026-11-${String(day).padStart(2, '0')}T${hhmmss}Z`);
}

export const DAY_MS = 86_400_000;

/** A user registered with `phone` (SMS login) and logged in to the main API. */
export async function registered(server: TestServer, phone: string): Promise<MainUser> {
  const login = await smsLogin(server.url, phone, `points-${phone}`);
  const uid = (login.user as { uid: number }).uid;
  const answer = await callMain(server, 'encryptionCustomerLoginFree', {
    phone,
    fastkey: login.fastkey as string,
    uid,
  });
  const token = (answer.data as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`customer login failed: ${JSON.stringify(answer)}`);
  return { uid, token };
}
