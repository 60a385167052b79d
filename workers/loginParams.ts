/** Checks of the login parameters a tab passes to the hub. */
import { MAX_UID } from '../protocol';
import type { LoginParams } from './api';
import { HubError } from './errors';

/** True when two logins name the same session (uid, fast key and device). */
export function sameSession(a: LoginParams, b: LoginParams): boolean {
  return a.uid === b.uid && a.fastkey === b.fastkey && a.deviceid === b.deviceid;
}

/** `invalid-argument` unless the login parameters are usable. */
export function checkLogin(params: LoginParams): void {
  const bad = (why: string) => {
    throw new HubError('invalid-argument', `login: ${why}`);
  };
  if (!Number.isInteger(params.uid) || params.uid < 1 || params.uid > MAX_UID) bad(`uid ${params.uid}`);
  if (typeof params.fastkey !== 'string' || params.fastkey === '') bad('empty fast key');
  if (typeof params.deviceid !== 'string' || params.deviceid.length < 3) bad('device id shorter than 3');
  if (!Array.isArray(params.servers) || params.servers.length === 0) bad('empty server list');
  for (const s of params.servers) {
    if (!s || typeof s.svrip !== 'string' || s.svrip === '') bad('server without svrip');
    if (!Number.isInteger(s.websvrport) || s.websvrport < 1 || s.websvrport > 65535)
      bad(`port ${s.websvrport}`);
  }
}
