import type { Kysely } from 'kysely';
import type { Limits } from '../limits';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { isBanned } from './bans';
import {
  type ClientOrigin,
  codeLogin,
  fastLogin,
  guestLogin,
  type LoginResult,
  passwordLogin,
  sessionUser,
} from './login';
import { forgetPassword, modifyPassword, setPassword } from './passwords';
import { isGuest, toProfile, type UserProfile, type UserRow } from './profile';
import { RET } from './results';
import { decodeClientPassword } from './secrets';
import {
  findSession,
  type Revocation,
  type RevokeWhich,
  revokeSessions,
  type SessionClient,
  startSession,
} from './sessions';
import type { SmsProvider } from './sms';
import { isCodePurpose, sendCode } from './smsCodes';
import { type ApiCredential, deviceIdentifier, issueToken, TOKEN_KIND, verifyToken } from './tokens';
import { findUser } from './users';
import { checkCode, checkDeviceId, checkFastkey, checkPhone, checkZone } from './validate';

export type { ClientOrigin, LoginResult } from './login';
export { DEFAULT_AVATARS, isGuest, type UserProfile } from './profile';
export { loginLocked, RET, type Ret } from './results';
export { sha256Hex as fastkeyHash } from './secrets';
export { type Revocation, SESSION_TTL_MS } from './sessions';
export {
  ConsoleSmsProvider,
  createSmsProvider,
  HttpSmsProvider,
  type SentSms,
  type SmsProvider,
  SmsSendError,
} from './sms';
export { CODE_PURPOSE, type CodePurpose, SMS_RULES } from './smsCodes';
export type { ApiCredential, TokenKind } from './tokens';
export { USER_TYPE, type UserType } from './userType';

export interface AccountsOptions {
  sms: SmsProvider;
  /** The clock (ms); tests move it to check expiry rules. */
  now?: () => number;
  /** Per-client and site-wide SMS limits (server/limits.ts); without them only the per-phone rules hold. */
  limits?: Limits;
  /** Told after an account verified a phone (issue 43: its welcome coins, its inviter's reward). */
  onPhoneVerified?: (uid: number) => Promise<void>;
}

/** Told about every revocation, to close the sockets still holding those fastkeys. */
export type RevocationListener = (revocation: Revocation) => void;

/**
 * Accounts: guests, SMS and password logins, sessions (fastkeys), passwords and main-API tokens.
 * Every method validates its raw input and refuses with an {@link Refusal} (a `ret` code and a
 * message) without changing anything; other errors are server faults.
 */
export class Accounts {
  readonly #now: () => number;
  readonly #sms: SmsProvider;
  readonly #limits: Limits | undefined;
  readonly #onPhoneVerified: ((uid: number) => Promise<void>) | undefined;
  readonly #listeners = new Set<RevocationListener>();

  constructor(
    private readonly db: Kysely<Database>,
    options: AccountsOptions,
  ) {
    this.#now = options.now ?? Date.now;
    this.#sms = options.sms;
    this.#limits = options.limits;
    this.#onPhoneVerified = options.onPhoneVerified;
  }

  /** After `uid` proved a phone with an SMS code (a login, a bind): what that is owed is given, once. */
  async phoneVerified(uid: number): Promise<void> {
    await this.#onPhoneVerified?.(uid);
  }

  /** Calls `listener` after every revocation; returns how to stop. */
  onRevoked(listener: RevocationListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #announce(uid: number, fastkeyHashes: string[], byDevice: string): void {
    if (fastkeyHashes.length === 0) return;
    for (const listener of this.#listeners) listener({ uid, fastkeyHashes, byDevice });
  }

  /** Closes the sockets of sessions ended elsewhere (staff ending a banned user's sessions). */
  sessionsEnded(uid: number, fastkeyHashes: string[]): void {
    this.#announce(uid, fastkeyHashes, '');
  }

  async #revoke(uid: number, which: RevokeWhich, byDevice = ''): Promise<void> {
    this.#announce(uid, await revokeSessions(this.db, uid, which), byDevice);
  }

  /**
   * Opens the session of a login. A replacing login (SMS code, password) ends the user's phone
   * sessions on other devices: their fastkeys stop working and their sockets get the login-elsewhere
   * notice.
   */
  async #open(user: UserRow, deviceid: string, replacing: boolean): Promise<LoginResult> {
    if (await isBanned(this.db, user.uid))
      throw new Refusal('ret', RET.banned, 'this account is banned: contact customer service');
    const { fastkey, revoked } = await startSession(this.db, this.#now(), user.uid, deviceid, 'phone');
    this.#announce(user.uid, revoked, deviceid);
    if (replacing) await this.#revoke(user.uid, { exceptDevice: deviceid, client: 'phone' }, deviceid);
    return { user: toProfile(user), fastkey };
  }

  /** IMUser.guestLogin: the device's own guest (the same one on every call from that device). */
  async guestLogin(deviceid: string, origin: ClientOrigin): Promise<LoginResult> {
    const id = checkDeviceId(deviceid);
    return this.#open(await guestLogin(this.db, this.#now(), id, origin), id, false);
  }

  /**
   * IMTools.getValid: texts a 6-digit code to a phone for one purpose (mtype). Limited per phone
   * (normalised), per client address and site-wide.
   */
  async sendCode(zone: string, phone: string, mtype: number, client: string): Promise<void> {
    if (!isCodePurpose(mtype))
      throw new Refusal(
        'ret',
        RET.badRequest,
        'mtype must be 1 login, 2 set password, 3 forget password or 4 bind phone',
      );
    const z = checkZone(zone);
    const p = checkPhone(phone, z);
    if (mtype === 3 && !(await this.#userByPhone(z, p)))
      throw new Refusal('ret', RET.invalidPhone, 'no account uses this phone number');
    if (mtype === 4 && (await this.#userByPhone(z, p)))
      throw new Refusal('ret', RET.alreadyBound, 'this phone number is already bound to an account');
    await sendCode(this.db, this.#sms, this.#now(), z, p, mtype, async () => {
      if (!this.#limits) return;
      const perClient = await this.#limits.get('smsPerClient').take(client);
      if (perClient > 0)
        throw new Refusal(
          'ret',
          RET.tooFrequent,
          `too many codes from this network: try again in ${Math.ceil(perClient / 60)} min`,
        );
      const global = await this.#limits.get('smsGlobal').take('all');
      if (global > 0)
        throw new Refusal('ret', RET.tooFrequent, 'SMS sending is busy: please try again in a few minutes');
    });
  }

  /** IMUser.verifyLogin: log in (or register) with an SMS code; a guest on the same device is kept. */
  async codeLogin(
    zone: string,
    phone: string,
    code: string,
    deviceid: string,
    origin: ClientOrigin,
  ): Promise<LoginResult> {
    const id = checkDeviceId(deviceid);
    const z = checkZone(zone);
    const user = await codeLogin(this.db, this.#now(), z, checkPhone(phone, z), checkCode(code), id, origin);
    const opened = await this.#open(user, id, true);
    await this.phoneVerified(user.uid);
    return opened;
  }

  /** IMUser.passwdLogin with the client-encoded password (base64 of UTF-8); failures count per `client`. */
  async passwordLogin(
    zone: string,
    phone: string,
    encodedPassword: string,
    deviceid: string,
    client: string,
  ): Promise<LoginResult> {
    const z = checkZone(zone);
    const p = checkPhone(phone, z);
    const password = decodeClientPassword(encodedPassword);
    const id = checkDeviceId(deviceid);
    return this.#open(await passwordLogin(this.db, this.#now(), z, p, password, client), id, true);
  }

  /** Ends the session of a fastkey (IMUser.logout): it, and its device's main-API tokens, stop working. */
  async logout(uid: number, fastkey: string): Promise<void> {
    const session = await findSession(this.db, this.#now(), checkFastkey(fastkey));
    if (!session || session.uid !== uid)
      throw new Refusal('ret', RET.fastKeyError, 'fast key error: log in again');
    // NOTE: the notice the session's sockets get names this device, so its own tabs know the
    // logout was theirs and not a login on another device.
    await this.#revoke(uid, { deviceid: session.deviceid }, session.deviceid);
  }

  /** A PC session whose fastkey is the PC's own secret (a QR login the app approved). */
  async startPcSession(uid: number, deviceid: string, keyHash: string): Promise<void> {
    const { revoked } = await startSession(
      this.db,
      this.#now(),
      uid,
      deviceid,
      'pc' satisfies SessionClient,
      keyHash,
    );
    this.#announce(uid, revoked, deviceid);
  }

  /** IMUser.fastLogin: `uno` is the phone, or the uid for a guest. */
  fastLogin(uno: string, fastkey: string, deviceid?: string): Promise<LoginResult> {
    return fastLogin(this.db, this.#now(), uno, checkFastkey(fastkey), deviceid || undefined);
  }

  /**
   * For the WebSocket login: the profile of `uid` when `fastkey` is its live session (and on
   * `deviceid`, when given); undefined otherwise.
   */
  async verifySession(uid: number, fastkey: string, deviceid?: string): Promise<UserProfile | undefined> {
    if (!fastkey) return undefined;
    const user = await sessionUser(this.db, this.#now(), fastkey, { uid, ...(deviceid ? { deviceid } : {}) });
    return user && toProfile(user);
  }

  /** A user's profile row, or undefined. */
  async getProfile(uid: number): Promise<UserProfile | undefined> {
    const user = await findUser(this.db, uid);
    return user && toProfile(user);
  }

  /** Records the time a user went offline (profile `lastlogouttime`). */
  async markLogout(uid: number, at: number = this.#now()): Promise<void> {
    await this.db.updateTable('users').set({ lastlogout_at: at }).where('uid', '=', uid).execute();
  }

  /** The user of a uid + fastkey pair; refuses with result 9. */
  async requireSession(uid: number, fastkey: string, deviceid?: string): Promise<UserRow> {
    const user = await sessionUser(this.db, this.#now(), checkFastkey(fastkey), {
      uid,
      ...(deviceid ? { deviceid } : {}),
    });
    if (!user) throw new Refusal('ret', RET.fastKeyError, 'fast key error: log in again');
    return user;
  }

  /** IMTools.getLoginPasswdState: whether the user has a login password. */
  async hasPassword(uid: number, fastkey: string): Promise<boolean> {
    return (await this.requireSession(uid, fastkey)).password_hash !== null;
  }

  /** IMTools.setLoginPassWD. */
  async setPassword(uid: number, fastkey: string, code: string, encodedPassword: string): Promise<void> {
    const user = await this.requireSession(uid, fastkey);
    const password = decodeClientPassword(encodedPassword);
    await setPassword(this.db, this.#now(), user, checkCode(code), password);
  }

  /** IMTools.modifyLoginPassWD: every other session of the account ends; this one stays. */
  async modifyPassword(
    uid: number,
    fastkey: string,
    encodedOld: string,
    encodedNew: string,
    client: string,
  ): Promise<void> {
    const user = await this.requireSession(uid, fastkey);
    const oldPassword = decodeClientPassword(encodedOld, 'oldpasswd');
    const newPassword = decodeClientPassword(encodedNew, 'loginpasswd');
    await modifyPassword(this.db, this.#now(), user, oldPassword, newPassword, client);
    const session = await findSession(this.db, this.#now(), fastkey);
    await this.#revoke(uid, session ? { exceptDevice: session.deviceid } : {});
  }

  /** IMTools.forgetLoginPassWD: ends every session of the account. */
  async forgetPassword(zone: string, phone: string, code: string, encodedPassword: string): Promise<void> {
    const z = checkZone(zone);
    const p = checkPhone(phone, z);
    const password = decodeClientPassword(encodedPassword);
    const uid = await forgetPassword(this.db, this.#now(), z, p, checkCode(code), password);
    await this.#revoke(uid, {});
  }

  /**
   * Main-API guest login (encryptionTouristsFree): the device's stable identifier and a new token
   * acting as `uid`. The caller proves it holds that user's session on this device with its
   * fastkey; a device id alone proves nothing (it is not a secret).
   */
  async identifierLogin(
    deviceid: string,
    uid: number,
    fastkey: string,
  ): Promise<{ identifier: string; token: string }> {
    const id = checkDeviceId(deviceid);
    await this.requireSession(uid, fastkey, id);
    const identifier = await deviceIdentifier(this.db, id);
    return {
      identifier,
      token: await issueToken(this.db, this.#now(), TOKEN_KIND.identifier, uid, identifier, id),
    };
  }

  /** Main-API user login (encryptionCustomerLoginFree): a registered user's customer id and a new token. */
  async customerLogin(
    uid: number,
    fastkey: string,
    phone?: string,
  ): Promise<{ customerId: number; token: string; user: UserProfile }> {
    const user = await this.requireSession(uid, fastkey);
    const profile = toProfile(user);
    if (isGuest(profile))
      throw new Refusal(
        'ret',
        RET.invalidPhone,
        'guests use encryptionTouristsFree: log in with a phone first',
      );
    if (phone && phone !== profile.phonenum)
      throw new Refusal('ret', RET.invalidPhone, "the phone is not this account's");
    const session = await findSession(this.db, this.#now(), checkFastkey(fastkey));
    if (!session) throw new Refusal('ret', RET.fastKeyError, 'fast key error: log in again');
    const token = await issueToken(
      this.db,
      this.#now(),
      TOKEN_KIND.customer,
      uid,
      String(uid),
      session.deviceid,
    );
    return { customerId: uid, token, user: profile };
  }

  /** What a main-API token stands for (guest identifier or customer), if it is live. */
  verifyApiToken(token: string): Promise<ApiCredential | undefined> {
    return token ? verifyToken(this.db, this.#now(), token) : Promise.resolve(undefined);
  }

  #userByPhone(zone: string, phone: string) {
    return this.db
      .selectFrom('users')
      .select('uid')
      .where('zone', '=', zone)
      .where('phone', '=', phone)
      .executeTakeFirst();
  }
}
