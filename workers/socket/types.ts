/**
 * The socket's public types: its Status enum, snapshot union, options and counters.
 */
import type { DecodedMessage } from '../../protocol';
import type { Logger } from '../log';
import type { Timers } from '../timers';
import type { TransportFactory } from './transport';

/** Where the socket is in its life. */
export enum Status {
  /** Not started (no session). */
  Idle = 'idle',
  /** Opening a connection to `url`. */
  Connecting = 'connecting',
  /** Open; the h5 login is on its way. */
  Authenticating = 'authenticating',
  /** Logged in: requests flow. */
  Online = 'online',
  /** Between attempts: the next one starts at `retryAt` (or at once on a nudge). */
  Waiting = 'waiting',
  /** Stopped for good until started again (logout, login elsewhere, a refused login). */
  Stopped = 'stopped',
}

/** Why a socket stopped. */
export type StopReason = 'logged-out' | 'login-elsewhere' | 'auth-failed';

/** The socket's state, as tabs see it. */
export type SocketSnapshot =
  | { status: Status.Idle }
  | { status: Status.Connecting | Status.Authenticating; url: string; attempt: number }
  | { status: Status.Online; url: string; since: number; serverOffsetMs: number }
  | { status: Status.Waiting; nextUrl: string; retryAt: number; reason: string; attempt: number }
  | { status: Status.Stopped; reason: StopReason; detail: string };

/** Who logs in on the socket. */
export interface Credentials {
  uid: number;
  fastkey: string;
  deviceid: string;
}

/** Counters for diagnostics and tests. */
export interface SocketStats {
  framesIn: number;
  framesOut: number;
  badFrames: number;
  lateReplies: number;
  connects: number;
}

export interface SocketOptions {
  /** Socket URLs in the order to try (see `socketUrls`). */
  urls: readonly string[];
  credentials: Credentials;
  transport: TransportFactory;
  timers?: Timers;
  logger?: Logger;
  /** A server push (sequence 0). The login-elsewhere notice is reported here too, after the stop. */
  onPush?: (message: DecodedMessage) => void;
  /** The server refused the socket login (any result but 1), after the stop. */
  onLoginRefused?: (result: number) => void;
  /** After each successful login (result 1), once the status is Online. */
  onOnline?: () => void;
  /** Reply timeout of a request, ms (default 10 s). */
  requestTimeoutMs?: number;
}

/** Per-request options. */
export interface RequestOptions {
  /** Reply timeout, ms. */
  timeoutMs?: number;
  /** How long a request made while not online waits for the socket (default: the spec's 4 s). */
  delayMs?: number;
}
