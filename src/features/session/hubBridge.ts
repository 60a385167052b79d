import { resultText } from '../../../protocol/result';
import { showToast } from '../../components/overlays';
import { connectHub, isHubError, isRefusal } from '../../hub';
import { currentLang } from '../../i18n';
import { commonTexts } from '../../i18n/common';
import { type SessionState, type SocketAddress, session } from '../../state/session';

/** What the hub needs to open the socket for this session. */
export interface HubCredentials {
  uid: number;
  fastkey: string;
  deviceid: string;
  svrlist: SocketAddress[];
}

let wanted: HubCredentials | null = null;
let guestSocketRequested = false;
let elsewhere: (() => void) | null = null;
let watching = false;

/** Calls `handler` when the hub hears that this user logged in on another device (every tab hears it). */
export function onLoginElsewhere(handler: () => void): void {
  elsewhere = handler;
}

function connect(credentials: HubCredentials): void {
  const hub = connectHub();
  if (!watching) {
    watching = true;
    hub.subscribe((event) => {
      // NOTE: a notice naming this device is this device's own login or logout (a guest's socket,
      // open on /me for its wallet, hears the phone login that makes the guest a registered user):
      // nothing happened elsewhere.
      if (event.type === 'login-elsewhere' && event.deviceid !== session.deviceId) elsewhere?.();
      // Spec 000 §8: a refused socket login toasts; the hub has stopped and does not retry.
      if (event.type === 'login-refused') {
        showToast({ content: commonTexts.t('socketRefused', { code: event.result }), duration: 4000 });
      }
    });
  }
  hub
    .login({
      uid: credentials.uid,
      fastkey: credentials.fastkey,
      deviceid: credentials.deviceid,
      servers: credentials.svrlist,
    })
    .catch((error: unknown) => console.warn('hub login failed:', error));
}

/**
 * The one place the session talks to the hub (src/hub/index.ts). A registered user's socket opens
 * as soon as the session is established; a guest's only once a page needs it (spec 000 §4: the
 * socket of a phone-less user starts on the player pages), see {@link requireSocket}.
 */
export function hubLogin(s: Readonly<SessionState>): void {
  wanted = {
    uid: s.uid,
    fastkey: s.fastkey,
    deviceid: s.deviceId,
    svrlist: s.svrlist.map((a) => ({ svrip: a.svrip, websvrport: a.websvrport })),
  };
  if (!s.isYk || guestSocketRequested) connect(wanted);
}

export function hubLogout(): void {
  wanted = null;
  guestSocketRequested = false;
  connectHub()
    .logout()
    .catch((error: unknown) => console.warn('hub logout failed:', error));
}

/** Pages that need the socket for guests too (the player) call this when they open. */
export function requireSocket(): void {
  guestSocketRequested = true;
  if (wanted) connect(wanted);
}

/** The credentials the hub was last asked to log in with (null after a logout). */
export function hubCredentials(): HubCredentials | null {
  return wanted;
}

/** A profile change that was not applied; the message is for the user. */
export class ProfileUpdateError extends Error {
  override readonly name = 'ProfileUpdateError';
  constructor(
    message: string,
    /** The protocol result code when the server answered. */
    readonly result?: number,
  ) {
    super(message);
  }
}

export type ProfileField = 'nickname' | 'sign' | 'headurl';

function send(field: ProfileField, value: string): Promise<string> {
  const hub = connectHub();
  if (field === 'nickname') return hub.setNickname(value);
  if (field === 'sign') return hub.setSignature(value);
  return hub.setAvatar(value);
}

/**
 * Sets the nickname, signature or avatar through the hub. A guest's socket is opened for it.
 *
 * @throws {ProfileUpdateError} when it was not applied.
 */
export async function setProfileField(field: ProfileField, value: string): Promise<void> {
  if (wanted && !guestSocketRequested) requireSocket();
  try {
    await send(field, value);
  } catch (error) {
    if (isRefusal(error)) throw new ProfileUpdateError(resultText(error.result, currentLang()), error.result);
    throw new ProfileUpdateError(isHubError(error) ? error.message : String(error));
  }
}
