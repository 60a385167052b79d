import type { Kysely } from 'kysely';
import type { Database } from '../store';
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
import { AccountError, RET } from './results';
import { decodeClientPassword } from './secrets';
import type { SmsProvider } from './sms';
import { isCodePurpose, sendCode } from './smsCodes';
import { type ApiCredential, deviceIdentifier, issueToken, TOKEN_KIND, verifyToken } from './tokens';
import { findUser } from './users';
import { checkCode, checkDeviceId, checkFastkey, checkPhone, checkZone } from './validate';

export type { ClientOrigin, LoginResult } from './login';
export { DEFAULT_AVATARS, isGuest, type UserProfile } from './profile';
export { AccountError, RET, type Ret } from './results';
export { DevSmsProvider, type SentSms, type SmsProvider } from './sms';
export { CODE_PURPOSE, type CodePurpose, SMS_RULES } from './smsCodes';
export type { ApiCredential, TokenKind } from './tokens';
export { USER_TYPE, type UserType } from './userType';

export interface AccountsOptions {
  sms: SmsProvider;
  /** The clock (ms); tests move it to check expiry rules. */
  now?: () => number;
}

/**
 * Accounts: guests, SMS and password logins, sessions (fastkeys), passwords and main-API tokens.
 * Every method validates its raw input and refuses with an {@link AccountError} (a `ret` code and a
 * message) without changing anything; other errors are server faults.
 */
export class Accounts {
  readonly #now: () => number;
  readonly #sms: SmsProvider;

  constructor(
    private readonly db: Kysely<Database>,
    options: AccountsOptions,
  ) {
    this.#now = options.now ?? Date.now;
    this.#sms = options.sms;
  }

  /** IMUser.guestLogin: the device's own guest (the same one on every call from that device). */
  guestLogin(deviceid: string, origin: ClientOrigin): Promise<LoginResult> {
    return guestLogin(this.db, this.#now(), checkDeviceId(deviceid), origin);
  }

  /** IMTools.getValid: texts a 6-digit code to a phone for one purpose (mtype). */
  async sendCode(zone: string, phone: string, mtype: number): Promise<void> {
    if (!isCodePurpose(mtype))
      throw new AccountError(
        RET.badRequest,
        'mtype must be 1 login, 2 set password, 3 forget password or 4 bind phone',
      );
    const z = checkZone(zone);
    const p = checkPhone(phone);
    if (mtype === 3 && !(await this.#userByPhone(z, p)))
      throw new AccountError(RET.invalidPhone, 'no account uses this phone number');
    if (mtype === 4 && (await this.#userByPhone(z, p)))
      throw new AccountError(RET.alreadyBound, 'this phone number is already bound to an account');
    await sendCode(this.db, this.#sms, this.#now(), z, p, mtype);
  }

  /** IMUser.verifyLogin: log in (or register) with an SMS code; a guest on the same device is kept. */
  codeLogin(
    zone: string,
    phone: string,
    code: string,
    deviceid: string,
    origin: ClientOrigin,
  ): Promise<LoginResult> {
    return codeLogin(
      this.db,
      this.#now(),
      checkZone(zone),
      checkPhone(phone),
      checkCode(code),
      checkDeviceId(deviceid),
      origin,
    );
  }

  /** IMUser.passwdLogin with the client-encoded password (base64 of UTF-8). */
  passwordLogin(
    zone: string,
    phone: string,
    encodedPassword: string,
    deviceid: string,
  ): Promise<LoginResult> {
    const z = checkZone(zone);
    const p = checkPhone(phone);
    const password = decodeClientPassword(encodedPassword);
    return passwordLogin(this.db, this.#now(), z, p, password, checkDeviceId(deviceid));
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
    if (!user) throw new AccountError(RET.fastKeyError, 'fast key error: log in again');
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

  /** IMTools.modifyLoginPassWD. */
  async modifyPassword(uid: number, fastkey: string, encodedOld: string, encodedNew: string): Promise<void> {
    const user = await this.requireSession(uid, fastkey);
    const oldPassword = decodeClientPassword(encodedOld, 'oldpasswd');
    const newPassword = decodeClientPassword(encodedNew, 'loginpasswd');
    await modifyPassword(this.db, this.#now(), user, oldPassword, newPassword);
  }

  /** IMTools.forgetLoginPassWD: ends every session of the account. */
  async forgetPassword(zone: string, phone: string, code: string, encodedPassword: string): Promise<void> {
    const z = checkZone(zone);
    const p = checkPhone(phone);
    const password = decodeClientPassword(encodedPassword);
    await forgetPassword(this.db, this.#now(), z, p, checkCode(code), password);
  }

  /**
   * Main-API guest login (encryptionTouristsFree): the device's stable identifier and a new token.
   * The device must have logged in before; a uid, when given, must be the device's.
   */
  async identifierLogin(deviceid: string, uid?: number): Promise<{ identifier: string; token: string }> {
    const id = checkDeviceId(deviceid);
    const device = await this.db
      .selectFrom('devices')
      .selectAll()
      .where('deviceid', '=', id)
      .executeTakeFirst();
    const owner = device && (uid === undefined ? (device.guest_uid ?? device.last_uid) : uid);
    if (
      !device ||
      owner === null ||
      owner === undefined ||
      (owner !== device.guest_uid && owner !== device.last_uid)
    ) {
      throw new AccountError(RET.fastKeyError, 'unknown device or uid: log in as a guest first');
    }
    const identifier = await deviceIdentifier(this.db, id);
    return {
      identifier,
      token: await issueToken(this.db, this.#now(), TOKEN_KIND.identifier, owner, identifier, id),
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
      throw new AccountError(
        RET.invalidPhone,
        'guests use encryptionTouristsFree: log in with a phone first',
      );
    if (phone && phone !== profile.phonenum)
      throw new AccountError(RET.invalidPhone, "the phone is not this account's");
    const session = await this.db
      .selectFrom('sessions')
      .select('deviceid')
      .where('uid', '=', uid)
      .orderBy('last_used_at', 'desc')
      .executeTakeFirstOrThrow();
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
