/** The session state the push and own-reply handlers act on (DESIGN.md §5, sync). */

import type { MessageValue, net } from '../../protocol';
import type { ExchangeRate, Unread } from '../api';
import type { ApplyRow } from '../db';
import type { PrivateCalls } from './calls';
import type { SyncContext } from './context';
import type { GroupSync } from './groups';
import type { OperResults } from './operResults';
import type { RoomState } from './rooms';

/**
 * What the push and own-reply handlers act on: the session's sync state and parts. The sync engine
 * implements it; the handlers see only this, so they do not import the engine that dispatches to them.
 */
export interface PushTarget {
  readonly ctx: SyncContext;
  readonly groups: GroupSync;
  readonly rooms: RoomState;
  /** Result codes pushed for refused requests whose reply has no `result`. */
  readonly operResults: OperResults;
  /** Pending friend applications (red dot 3). */
  friendApplies: number;
  /** The user's own profile, once pushed. */
  profile: net.base_info | null;
  /** The user's wallet per coin type, as last pushed (the profile pushes that carry one). */
  wallet: net.coin_info[];
  /** The platform's exchange rates by coin pair, as last pushed (msg_rate_notify). */
  rates: ExchangeRate[];
  /** This user's private calls: the one ringing, and those going on, by token. */
  readonly privateCalls: PrivateCalls;
  offlinePage(page: MessageValue<'msg_get_msg_list_rep'>): Promise<void>;
  /** A private or group message pushed live; a hole below it makes it fetch the missing ones. */
  livePush(message: net.chat_msg): Promise<void>;
  refreshFriendApplies(): Promise<ApplyRow[]>;
  /** Replaces the stored friends with the server's whole list, aliases and online states. */
  syncFriends(): Promise<void>;
  friendRemoved(uid: number): Promise<void>;
  friendAdded(uid: number): void;
  emitUnread(): Promise<Unread>;
}
