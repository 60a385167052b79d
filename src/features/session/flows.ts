import { CODE_PURPOSE } from '../../../protocol/accountRules';
import { imRetText } from '../../../protocol/apiCodes';
import { RESULT } from '../../../protocol/result';
import {
  answersOfOtherCallers,
  errorText,
  forgetCallers,
  type ImAnswer,
  imApi,
  loadServerConfig,
  MainApiError,
  mainApi,
  queryClient,
  refetchFailed,
} from '../../api';
import { currentLang } from '../../i18n';
import { commonTexts } from '../../i18n/common';
import { storage } from '../../lib/storage';
import { entry } from '../../state/entry';
import { emit } from '../../state/events';
import { isGuestPhone, session } from '../../state/session';
import { forgetWebPushOnLogout, refreshWebPushIfRegistered } from '../pwa';
import { ensureDeviceId, hasDeviceId, KEPT_ON_LOGOUT } from './deviceId';
import { showLoginElsewhere } from './elsewhere';
import { hubCredentials, hubLogin, hubLogout, onLoginElsewhere } from './hubBridge';
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

/** A refusal by the IM API as the error the user is shown: the text of its `ret` (the server's `msg` is for developers, but for the password login's). */
export function refusal(answer: ImAnswer): SessionError {
  return new SessionError(imRetText(answer.ret, currentLang()), answer.ret);
}

/** Flags set again after a logout (spec 000 §4): the guide was seen, the agreement accepted. */
const FLAGS_KEPT_AFTER_LOGOUT = ['guide', 'agreement'] as const;

function applyLogin(answer: ImAnswer): void {
  const user = readUser(answer.user);
  const fastkey = typeof answer.fastkey === 'string' ? answer.fastkey : '';
  if (!user || !fastkey) throw refusal(answer);
  storage.set('uid', user.uid);
  storage.set('user', user);
  storage.set('svrlist', answer.svrlist);
  // NOTE: written last of the login's own entries: other tabs follow a session by this key.
  storage.set('fastkey', fastkey);
  applyUser(user, fastkey, answer.svrlist);
}

function applyUser(user: NonNullable<ReturnType<typeof readUser>>, fastkey: string, svrlist: unknown): void {
  session.uid = user.uid;
  session.fastkey = fastkey;
  session.user = user;
  session.phone = user.phonenum;
  session.zone = user.zone;
  session.isYk = isGuestPhone(user.phonenum);
  session.svrlist = readServerList(svrlist);
  if (session.isYk) storage.remove('phone');
  else storage.set('phone', user.phonenum);
}

/**
 * Whether this page load is the device's first (no device id was kept; a start tried again after a
 * network failure still is), until its guest has logged in: only then is the guest new, with nothing
 * of its own (after a logout the device's guest may come back with what it had).
 */
let firstStart: boolean | undefined;

/**
 * A guest gets an identifier; its token is the guest's main-API token. Says whether the guest is new
 * (the device's first start, no identifier kept).
 */
async function identifierLogin(): Promise<boolean> {
  const fresh = firstStart === true && session.identifier === '';
  firstStart = false;
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
  return fresh;
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
      throw new SessionError(errorText(error), error.code);
    }
    throw error;
  }
}

async function established(answer: ImAnswer): Promise<void> {
  applyLogin(answer);
  let newGuest = false;
  if (session.isYk) newGuest = await identifierLogin();
  else if (entry.customerId && entry.token && !session.customerId) {
    session.customerId = entry.customerId;
    session.token = entry.token;
    storage.set('customerId', entry.customerId);
    storage.set('token', entry.token);
  } else await customerLogin();
  session.status = 'ready';
  session.error = '';
  hubLogin(session);
  // NOTE: only answers asked for as someone else are asked for again; on a first visit, the first
  // screen's answers (asked for nobody) are the new guest's too, so each is asked once.
  if (answersOfOtherCallers(newGuest)) await queryClient.invalidateQueries();
  // A call that needs a user and went out between the guest's IM login and its token was refused;
  // it is asked again now that the guest can be named.
  else if (newGuest) refetchFailed();
  emit('sessionChanged', {});
  void refreshWebPushIfRegistered();
}

/** Guest login (spec 000 §4); a refusal shows "err" (§8). */
export async function guestLogin(): Promise<void> {
  const answer = await imApi.call('IMUser.guestLogin', {});
  if (answer.ret !== 0) throw new SessionError(commonTexts.t('err'), answer.ret);
  await established(answer);
}

function restoreStored(): void {
  session.customerId = storage.get<string>('customerId') ?? '';
  session.token = storage.get<string>('token') ?? '';
  session.identifier = storage.get<string>('identifier') ?? '';
}

/** The session another tab just established (its entries are all stored by now), taken over here. */
function adoptOtherTabSession(): void {
  const user = readUser(storage.get('user'));
  const fastkey = storage.get<string>('fastkey');
  const token = storage.get<string>('token');
  if (!user || !fastkey || !token) return;
  if (user.uid === session.uid && fastkey === session.fastkey && token === session.token) return;
  applyUser(user, fastkey, storage.get('svrlist'));
  restoreStored();
  session.status = 'ready';
  session.error = '';
  hubLogin(session);
  queryClient.clear();
  forgetCallers();
  emit('sessionChanged', {});
}

/** Another tab logged out: this tab no longer acts as that user, and waits for the next session. */
function endOtherTabSession(): void {
  if (!session.fastkey) return;
  Object.assign(session, { ...loggedOut(), status: 'starting' });
  queryClient.clear();
  forgetCallers();
  emit('sessionChanged', {});
}

let followingOtherTabs = false;

/**
 * Tabs share one session: a logout or login in one tab is followed by every other tab (its
 * fastkey removed: the user is gone; its main-API token written: the new session is complete).
 */
function followOtherTabs(): void {
  if (followingOtherTabs) return;
  followingOtherTabs = true;
  storage.watchOtherTabs(['fastkey', 'token'], (key, present) => {
    if (key === 'fastkey' && !present) endOtherTabSession();
    if (key === 'token' && present) adoptOtherTabSession();
  });
}

/**
 * A login on another device ended this session (the hub heard it): the user is told, and this tab
 * goes on as the device's guest.
 */
function endedElsewhere(): void {
  showLoginElsewhere();
  // NOTE: another tab may have logged out first; its fastkey removal already ended this tab's session.
  if (session.isYk || !session.fastkey) return;
  logout().catch((error: unknown) => console.warn('logout after a login elsewhere failed:', error));
}

/**
 * Start-up: device id; a native shell's uid/fastkey/customerId/token; fast login with the stored
 * uid + fastkey; on failure the stored phone and fastkey are removed and a guest logs in.
 */
export async function startSession(): Promise<void> {
  followOtherTabs();
  onLoginElsewhere(endedElsewhere);
  session.status = 'starting';
  firstStart ??= !hasDeviceId(storage);
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
      // NOTE: a registered user's hub opens their database at once with the stored session, so a
      // reload shows the friends and the chats before the network answers, or while it is down
      // (DESIGN §5); the fast login below confirms the session or ends it.
      const user = readUser(storage.get('user'));
      if (phone && user?.uid === uid) {
        applyUser(user, fastkey, storage.get('svrlist'));
        hubLogin(session);
      }
      const answer = await imApi.call('IMUser.fastLogin', { uno: phone || String(uid), fastkey });
      if (answer.ret === 0) {
        await established(answer);
        return;
      }
      storage.remove('phone');
      storage.remove('fastkey');
      if (hubCredentials()) hubLogout();
      // NOTE: a registered user's fastkey stops working when the account logs in on another
      // device (or its session ends there); while no tab was open nobody heard the notice.
      if (phone && answer.ret === RESULT.FAST_KEY_ERROR) {
        await guestLogin();
        showLoginElsewhere();
        return;
      }
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

/** Password login (IMUser.passwdLogin); a refusal shows the server's `msg` (spec 000 §8), else its `ret`'s text. */
export async function loginWithPassword(zone: string, phone: string, password: string): Promise<void> {
  const answer = await imApi.call('IMUser.passwdLogin', {
    zone,
    uno: phone,
    loginpasswd: encodePassword(password),
  });
  if (answer.ret !== 0) {
    throw answer.msg.trim() ? new SessionError(answer.msg, answer.ret) : refusal(answer);
  }
  await established(answer);
  await loadServerConfig();
}

/** Asks for a login SMS code (IMTools.getValid, mtype 1). */
export async function sendLoginCode(zone: string, phone: string): Promise<void> {
  const answer = await imApi.call('IMTools.getValid', { zone, uno: phone, mtype: CODE_PURPOSE.login });
  if (answer.ret !== 0) throw refusal(answer);
}

/** The session fields of nobody (after a logout), fresh each time (valtio proxies what it is given). */
function loggedOut() {
  return {
    uid: 0,
    fastkey: '',
    phone: '',
    user: null,
    isYk: true,
    customerId: '',
    token: '',
    identifier: '',
    svrlist: [],
  };
}

/**
 * Logout: the server ends the session (its fastkey, its main-API token and its sockets, in every
 * tab), then storage is cleared but the device id, the guide/agreement flags are set again and a
 * guest logs in. Other tabs follow (see {@link followOtherTabs}).
 */
export async function logout(): Promise<void> {
  const { fastkey } = session;
  // NOTE: the stored key goes before the server ends it: a start in between (the app reloads when
  // a host comes back, spec 000 §8; or the user reloads) then opens as the device's guest, rather
  // than taking the key the server refused for a login on another device and saying so.
  storage.remove('fastkey');
  storage.remove('phone');
  // NOTE: first, while the token still names the account: this browser's pushes stop with it.
  await forgetWebPushOnLogout();
  if (fastkey) {
    const answer = await imApi.call('IMUser.logout', { fastkey }).catch((error: unknown) => {
      // NOTE: a session the server already ended (or cannot reach) is still ended here.
      console.warn('server logout failed:', error);
      return undefined;
    });
    if (answer && answer.ret !== 0) console.warn('server logout refused:', answer.msg);
  }
  hubLogout();
  storage.clearExcept(KEPT_ON_LOGOUT);
  for (const flag of FLAGS_KEPT_AFTER_LOGOUT) storage.set(flag, 1);
  Object.assign(session, loggedOut());
  queryClient.clear();
  forgetCallers();
  await guestLogin();
  await loadServerConfig();
}

/** Updates the stored profile after an edit (nickname, signature, avatar). */
export function updateUser(patch: Partial<NonNullable<typeof session.user>>): void {
  if (!session.user) return;
  Object.assign(session.user, patch);
  storage.set('user', { ...session.user });
}

/**
 * Reads the user's profile again from the server, after someone else changed it (a native shell's
 * own profile editor). NOTE: through the fast login, which answers with the user and keeps the
 * session's fastkey (server/accounts/login.ts): the IM API has no call that returns one's own
 * profile alone.
 */
export async function reloadUser(): Promise<void> {
  if (!session.uid || !session.fastkey) return;
  // As the start-up's fast login names the account: by phone, a guest by uid.
  const answer = await imApi.call('IMUser.fastLogin', {
    uno: session.phone || String(session.uid),
    fastkey: session.fastkey,
  });
  const user = answer.ret === 0 ? readUser(answer.user) : undefined;
  if (!user) throw refusal(answer);
  updateUser(user);
}
