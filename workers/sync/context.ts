/**
 * What the sync engine's parts share: the database, the socket's request calls, the clock, and
 * the way out to the tabs.
 */

import type { HubEvent } from '../api';
import type { ChatDb, ChatRecord, IngestResult } from '../db';
import type { Logger } from '../log';
import type { HubSocket } from '../socket/socket';
import type { Timers } from '../timers';

/** The services a sync part uses. */
export interface SyncContext {
  readonly db: ChatDb;
  /** The logged-in user. */
  readonly me: number;
  readonly socket: Pick<HubSocket, 'request' | 'requestAll'>;
  readonly timers: Timers;
  readonly log: Logger;
  /** Pushes an event to every tab. */
  emit(event: HubEvent): void;
  /** Stores messages (batched with others arriving meanwhile); `unread` gives authoritative counts. */
  ingest(rows: readonly ChatRecord[], unread?: ReadonlyMap<string, number>): Promise<IngestResult>;
}
