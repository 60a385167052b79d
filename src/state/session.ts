import { proxy } from 'valtio';

/** The logged-in user's profile as the IM API returns it (spec 000 §3 "User session"). */
export interface SessionUser {
  uid: number;
  fid: string;
  nickname: string;
  phonenum: string;
  zone: string;
  headurl: string;
  usertype: number;
  sign: string;
  viplevel: number;
}

/** A socket address from a login answer's svrlist. */
export interface SocketAddress {
  svrip: string;
  websvrport: number;
}

export type SessionStatus = 'starting' | 'ready' | 'failed';

export interface SessionState {
  status: SessionStatus;
  /** The last failure's message (shown as a toast by the login flows). */
  error: string;
  deviceId: string;
  uid: number;
  fastkey: string;
  phone: string;
  zone: string;
  user: SessionUser | null;
  /** Guest (spec 000 §4 isYk): no phone, or one shorter than 4 characters. */
  isYk: boolean;
  /** Registered users: from encryptionCustomerLoginFree. */
  customerId: string;
  /** The main-API token (a registered user's or a guest identifier's). */
  token: string;
  /** Guests: from encryptionTouristsFree. */
  identifier: string;
  svrlist: SocketAddress[];
}

/** The session, written only by src/features/session; read anywhere (useSnapshot). */
export const session = proxy<SessionState>({
  status: 'starting',
  error: '',
  deviceId: '',
  uid: 0,
  fastkey: '',
  phone: '',
  zone: '86',
  user: null,
  isYk: true,
  customerId: '',
  token: '',
  identifier: '',
  svrlist: [],
});

/** isYk (spec 000 §4). */
export function isGuestPhone(phone: string | undefined | null): boolean {
  return !phone || phone.length < 4;
}
