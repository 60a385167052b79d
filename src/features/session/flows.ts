import { type ImAnswer, imApi, loadServerConfig, MainApiError, mainApi, queryClient } from '../../api';
import { storage } from '../../lib/storage';
import { entry } from '../../state/entry';
import { emit } from '../../state/events';
import { isGuestPhone, session } from '../../state/session';
import { ensureDeviceId, KEPT_ON_LOGOUT } from './deviceId';
import { hubLogin, hubLogout } from './hubBridge';
import { readServerList, readUser } from './user';

/** A login step failed; `message` is what the user is shown. */
export class SessionError extends Error {
  override readonly name = 'SessionError';
  constructor(
    message: string,
    /** The IM API's ret, or the main API's code. */
    readonly code?: number,
  ) {
    super(message);
  }
}

/** Flags set again after a logout (spec 000 §4): the guide was seen, the agreement accepted. */
const FLAGS_KEPT_AFTER_LOGOUT = ['guide', 'agreement'] as const;

function applyLogin(answer: ImAnswer): void {
  const user = readUser(answer.user);
  const fastkey = typeof answer.fastkey === 'string' ? answer.fastkey : '';
  if (!user || !fastkey) throw new SessionError(answer.msg || 'err', answer.ret);
  storage.set('uid', user.uid);
  storage.set('fastkey', fastkey);
  storage.set('user', user);
  session.uid = user.uid;
  session.fastkey = fastkey;
  session.user = user;
  session.phone = user.phonenum;
  session.zone = user.zone;
  session.isYk = isGuestPhone(user.phonenum);
  session.svrlist = readServerList(answer.svrlist);
  if (session.isYk) storage.remove('phone');
  else storage.set('phone', user.phonenum);
}

/** A guest gets an identifier; its token is the guest's main-API token. */
async function identifierLogin(): Promise<void> {
  storage.remove('customerId');
  storage.remove('token');
  session.customerId = '';
  const data = await mainApi.call('encryptionTouristsFree', {
    phone_code: session.deviceId,
    url: location.href,
    fastkey: session.fastkey,
  });
  session.identifier = data.identifier;
  session.token = data.token;
  storage.set('identifier', data.identifier);
  storage.set('token', data.token);
}

/** A registered user gets a customer id and token (spec 000 §4, web client). */
async function customerLogin(): Promise<void> {
  try {
    const data = await mainApi.call('encryptionCustomerLoginFree', {
      phone: session.phone,
      fastkey: session.fastkey,
      uid: session.uid,
    });
    session.customerId = String(data.customer_id);
    session.token = data.token;
    storage.set('customerId', session.customerId);
    storage.set('token', data.token);
    if (session.user) session.user.usertype = data.free_data.user.usertype;
  } catch (error) {
    if (error instanceof MainApiError && error.kind === 'code') {
      console.warn('login failed:', error.message);
      throw new SessionError(error.message, error.code);
    }
    throw error;
  }
}

async function established(answer: ImAnswer): Promise<void> {
  applyLogin(answer);
  if (session.isYk) await identifierLogin();
  else if (entry.customerId && entry.token && !session.customerId) {
    session.customerId = entry.customerId;
    session.token = entry.token;
    storage.set('customerId', entry.customerId);
    storage.set('token', entry.token);
  } else await customerLogin();
  session.status = 'ready';
  session.error = '';
  hubLogin(session);
  await queryClient.invalidateQueries();
  emit('sessionChanged', {});
}

/** Guest login (spec 000 §4); failure shows "err". */
export async function guestLogin(): Promise<void> {
  const answer = await imApi.call('IMUser.guestLogin', {});
  if (answer.ret !== 0) throw new SessionError(answer.msg || 'err', answer.ret);
  await established(answer);
}

function restoreStored(): void {
  session.customerId = storage.get<string>('customerId') ?? '';
  session.token = storage.get<string>('token') ?? '';
  session.identifier = storage.get<string>('identifier') ?? '';
}

/**
 * Start-up: device id; a native shell's uid/fastkey/customerId/token; fast login with the stored
 * uid + fastkey; on failure the stored phone and fastkey are removed and a guest logs in.
 */
export async function startSession(): Promise<void> {
  session.status = 'starting';
  session.deviceId = ensureDeviceId(storage);
  if (entry.uid && entry.fastkey) {
    storage.set('uid', Number(entry.uid));
    storage.set('fastkey', entry.fastkey);
  }
  restoreStored();
  try {
    const uid = storage.get<number>('uid');
    const fastkey = storage.get<string>('fastkey');
    if (uid && fastkey) {
      const phone = storage.get<string>('phone');
      session.uid = uid;
      session.fastkey = fastkey;
      const answer = await imApi.call('IMUser.fastLogin', { uno: phone || String(uid), fastkey });
      if (answer.ret === 0) {
        await established(answer);
        return;
      }
      storage.remove('phone');
      storage.remove('fastkey');
    }
    await guestLogin();
  } catch (error) {
    session.status = 'failed';
    session.error = error instanceof Error ? error.message : String(error);
    throw error;
  }
}

/** SMS-code login (IMUser.verifyLogin); a refusal is "login failed". */
export async function loginWithCode(
  zone: string,
  phone: string,
  code: string,
  failed: string,
): Promise<void> {
  const answer = await imApi.call('IMUser.verifyLogin', { zone, uno: phone, verifycode: code });
  if (answer.ret !== 0) throw new SessionError(failed, answer.ret);
  storage.set('zone', zone);
  await established(answer);
  await loadServerConfig();
}

/** Base64 of the password's UTF-8 bytes, as IMUser.passwdLogin expects. */
export function encodePassword(password: string): string {
  const bytes = new TextEncoder().encode(password);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Password login (IMUser.passwdLogin); a refusal shows the server's message. */
export async function loginWithPassword(zone: string, phone: string, password: string): Promise<void> {
  const answer = await imApi.call('IMUser.passwdLogin', {
    zone,
    uno: phone,
    loginpasswd: encodePassword(password),
  });
  if (answer.ret !== 0) throw new SessionError(answer.msg, answer.ret);
  await established(answer);
  await loadServerConfig();
}

/** Asks for a login SMS code (IMTools.getValid, mtype 1). */
export async function sendLoginCode(zone: string, phone: string): Promise<void> {
  const answer = await imApi.call('IMTools.getValid', { zone, uno: phone, mtype: 1 });
  if (answer.ret !== 0) throw new SessionError(answer.msg, answer.ret);
}

/** Logout: clears storage but the device id, re-sets the guide/agreement flags, logs in as a guest. */
export async function logout(): Promise<void> {
  hubLogout();
  storage.clearExcept(KEPT_ON_LOGOUT);
  for (const flag of FLAGS_KEPT_AFTER_LOGOUT) storage.set(flag, 1);
  Object.assign(session, {
    uid: 0,
    fastkey: '',
    phone: '',
    user: null,
    isYk: true,
    customerId: '',
    token: '',
    identifier: '',
    svrlist: [],
  });
  queryClient.clear();
  await guestLogin();
  await loadServerConfig();
}

/** Updates the stored profile after an edit (nickname, signature, avatar). */
export function updateUser(patch: Partial<NonNullable<typeof session.user>>): void {
  if (!session.user) return;
  Object.assign(session.user, patch);
  storage.set('user', { ...session.user });
}
