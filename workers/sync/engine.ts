/**
 * The sync engine of one session: the login flow (offline data, room, friends), server pushes
 * (handled one at a time, in arrival order, by the table in pushes.ts), gap fill for private chats,
 * history pages and read marks.
 */
import {
  APPLY_STATE,
  chatKeyFromString,
  type DecodedMessage,
  HISTORY_PAGE_SIZE,
  type MessageValue,
  type net,
} from '../../protocol';
import type { HistoryPage, Unread } from '../api';
import {
  chatRow,
  deleteFriend,
  isGroupChat,
  markReadByMe,
  markReadByPeer,
  newestStored,
  putFriends,
  unreadTotals,
} from '../db';
import { HubError } from '../errors';
import type { SyncContext } from './context';
import { fillGap } from './gaps';
import { GroupSync } from './groups';
import { PUSHES } from './pushes';
import { RoomState } from './rooms';

/** The sync work of one logged-in session. */
export class SyncEngine {
  readonly groups: GroupSync;
  readonly rooms: RoomState;
  /** Pending friend applications (red dot 3). */
  friendApplies = 0;
  /** The user's own profile, once pushed. */
  profile: net.base_info | null = null;
  /** The last unread totals pushed to tabs. */
  unread: Unread = { total: 0, private: 0, group: 0, friendApplies: 0 };

  private queue: Promise<void> = Promise.resolve();
  private readonly background = new Set<Promise<unknown>>();

  constructor(readonly ctx: SyncContext) {
    this.groups = new GroupSync(ctx);
    this.rooms = new RoomState(ctx);
  }

  /** Queues a push; pushes are handled one after another in arrival order. */
  handlePush(message: DecodedMessage): void {
    const handler = PUSHES[message.name] as ((s: SyncEngine, v: unknown) => Promise<void> | void) | undefined;
    if (!handler) {
      this.ctx.log.debug(`push ${message.name} ignored`);
      return;
    }
    this.queue = this.queue
      .then(() => handler(this, message.value))
      .catch((error: unknown) => this.ctx.log.warn(`push ${message.name} failed`, error));
  }

  /**
   * After each login: fetch the offline data (the server pushes it after its reply), join the
   * room again, and refresh the friend list.
   */
  async online(): Promise<void> {
    const { ctx } = this;
    try {
      await ctx.socket.request('msg_offline_data_req', {});
    } catch (error) {
      ctx.log.warn('offline data request failed', error);
    }
    await this.rooms.rejoin();
    this.track(this.syncFriends());
  }

  /**
   * A page of a private chat pushed with the offline data: store it with its unread count, mark
   * what the peer has read, and fill the gap between it and what is stored.
   */
  async offlinePage(page: MessageValue<'msg_get_msg_list_rep'>): Promise<void> {
    const first = page.msg_list[0];
    if (!first) return;
    const key = first.chatkey;
    const chatkey = key.toString();
    const stored = await newestStored(this.ctx.db, chatkey);
    await this.ctx.ingest(page.msg_list.map(chatRow), new Map([[chatkey, page.hasred]]));
    await this.peerReadUpTo(chatkey, page.readversion);
    const oldest = page.msg_list.reduce((min, m) => Math.min(min, m.chatmsgno), first.chatmsgno);
    if (stored > 0 && oldest > stored + 1) this.track(this.fillGap(key, stored, oldest));
  }

  /** Fetches the history page of a chat below `before` (0: the newest page) into imchat. */
  async history(chatkey: string, before = 0): Promise<HistoryPage> {
    const key = parseChatKey(chatkey);
    if (!Number.isInteger(before) || before < 0) {
      throw new HubError('invalid-argument', `before must be a non-negative integer, got ${before}`);
    }
    const page = await this.ctx.socket.request('msg_get_msg_list_req', { chatkey: key, chatmsgno: before });
    const rows = page.msg_list.map(chatRow);
    if (rows.length) await this.ctx.ingest(rows);
    // Each page says how far the peer has read: older pages of one's own messages show it too.
    await this.peerReadUpTo(chatkey, page.readversion);
    const oldest = rows.reduce((min, r) => Math.min(min, r.chatmsgno), Number.MAX_SAFE_INTEGER);
    const count = rows.length;
    return {
      chatkey,
      count,
      oldest: count ? oldest : 0,
      hasMore: count >= HISTORY_PAGE_SIZE || (count > 0 && oldest > 1),
    };
  }

  /** The peer of a private chat has read this user's messages up to `upto`. */
  private async peerReadUpTo(chatkey: string, upto: number): Promise<void> {
    if (upto <= 0 || isGroupChat(chatkey)) return;
    if ((await markReadByPeer(this.ctx.db, chatkey, upto)) > 0) {
      this.ctx.emit({ type: 'read', chatkey, upto, by: 'peer' });
    }
  }

  /** Marks a chat read up to `upto` (default: its newest stored message), here and on the server. */
  async markRead(chatkey: string, upto?: number): Promise<void> {
    const key = parseChatKey(chatkey);
    const position = upto ?? (await newestStored(this.ctx.db, chatkey));
    if (!Number.isInteger(position) || position < 0) {
      throw new HubError('invalid-argument', `upto must be a non-negative integer, got ${upto}`);
    }
    if (position === 0) return;
    if (await markReadByMe(this.ctx.db, chatkey, position)) {
      this.ctx.emit({ type: 'read', chatkey, upto: position, by: 'me' });
      await this.emitUnread();
    }
    await this.ctx.socket.request('msg_confirm_read_req', { chatkey: key, chatmsgno: position });
  }

  /** Counts the pending friend applications on the server again (after one was handled). */
  async refreshFriendApplies(): Promise<void> {
    const reply = await this.ctx.socket.request('msg_friend_apply_list_req', {});
    this.friendApplies = reply.apply_list.filter((a) => a.applyState === APPLY_STATE.PENDING).length;
    await this.emitUnread();
  }

  /**
   * A friend left this user's list (removed on this device or another, or the friend removed this
   * user): drop them from imfriend and tell the tabs.
   */
  async friendRemoved(uid: number): Promise<void> {
    await deleteFriend(this.ctx.db, uid);
    this.ctx.emit({ type: 'friends-changed', uid, change: 'removed' });
  }

  /**
   * A friend joined this user's list by an application accepted here or on another device (which
   * names only the uid): fetch the whole list again in the background, then tell the tabs.
   */
  friendAdded(uid: number): void {
    this.track(
      this.syncFriends().then(() => this.ctx.emit({ type: 'friends-changed', uid, change: 'added' })),
    );
  }

  /** Recomputes the unread totals and pushes them to the tabs. */
  async emitUnread(): Promise<Unread> {
    const totals = await unreadTotals(this.ctx.db);
    this.unread = { ...totals, friendApplies: this.friendApplies };
    this.ctx.emit({ type: 'unread', unread: this.unread });
    return this.unread;
  }

  /** Resolves once queued pushes and the background work they started are done. */
  async settled(): Promise<void> {
    for (let round = 0; round < 10; round++) {
      await this.queue;
      await this.groups.idle;
      if (this.background.size === 0) return;
      await Promise.allSettled([...this.background]);
    }
  }

  /** Cancels scheduled work (logout). */
  stop(): void {
    this.groups.stop();
  }

  private async fillGap(chatkey: bigint, stored: number, below: number): Promise<void> {
    await fillGap(
      {
        fetchPage: async (key, page) =>
          (await this.ctx.socket.request('msg_get_msg_list_req', { chatkey: key, chatmsgno: page })).msg_list,
        store: (messages) => this.ctx.ingest(messages.map(chatRow)),
      },
      chatkey,
      stored,
      below,
    );
  }

  /** Replaces the stored friends with the server's whole list (every page). */
  private async syncFriends(): Promise<void> {
    const pages = await this.ctx.socket.requestAll('msg_friend_list_req', {});
    await putFriends(
      this.ctx.db,
      pages.flatMap((p) => p.flist),
      this.ctx.timers.now(),
      true,
    );
  }

  private track(work: Promise<unknown>): void {
    const tracked = work.catch((error: unknown) => this.ctx.log.warn('background sync failed', error));
    this.background.add(tracked);
    void tracked.finally(() => this.background.delete(tracked));
  }
}

function parseChatKey(chatkey: string): bigint {
  try {
    const key = chatKeyFromString(chatkey);
    if (key === 0n) throw new RangeError('chat key 0');
    return key;
  } catch (e) {
    throw new HubError('invalid-argument', e instanceof Error ? e.message : String(e));
  }
}
