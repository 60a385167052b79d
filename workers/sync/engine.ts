/**
 * The sync engine of one session: the login flow (offline data, room, friends), server pushes
 * (handled one at a time, in arrival order, by the table in pushes.ts), gap fill (private chats'
 * offline pages, and any chat whose live push skips a number),
 * history pages and read marks.
 */
import {
  APPLY_STATE,
  type DecodedMessage,
  HISTORY_PAGE_SIZE,
  type MessageValue,
  type net,
} from '../../protocol';
import type { CallInfo, ExchangeRate, HistoryPage, Unread } from '../api';
import {
  type ApplyRow,
  chatRow,
  deleteFriend,
  isGroupChat,
  markReadByMe,
  markReadByPeer,
  newestStored,
  putApplies,
  putFriends,
  storedBelow,
  unreadTotals,
} from '../db';
import { HubError } from '../errors';
import { PrivateCalls } from './calls';
import type { SyncContext } from './context';
import { fillGap, MAX_GAP_PAGES } from './gaps';
import { GroupSync } from './groups';
import { parseChatKey } from './keys';
import { OperResults } from './operResults';
import { mutedList, PUSHES } from './pushes';
import { RoomState } from './rooms';
import type { PushTarget } from './target';

/** msg_online_list_req takes at most this many uids (docs/messaging.md "Friends"). */
export const ONLINE_LIST_MAX = 2000;

/** The sync work of one logged-in session. */
export class SyncEngine implements PushTarget {
  readonly groups: GroupSync;
  readonly rooms: RoomState;
  readonly operResults: OperResults;
  readonly privateCalls: PrivateCalls;
  /** Pending friend applications (red dot 3). */
  friendApplies = 0;
  /** The user's own profile, once pushed. */
  profile: net.base_info | null = null;
  /** The user's wallet per coin type, as last pushed. */
  wallet: net.coin_info[] = [];
  /** The platform's exchange rates by coin pair, as last pushed ([] before the login's offline data). */
  rates: ExchangeRate[] = [];
  /** The last unread totals pushed to tabs. */
  unread: Unread = { total: 0, private: 0, group: 0, shown: 0, friendApplies: 0 };

  private queue: Promise<void> = Promise.resolve();
  private readonly background = new Set<Promise<unknown>>();
  /** Gaps being filled, by chat key; one left here after a failure is filled again when online. */
  private readonly unfilled = new Map<
    string,
    { chatkey: bigint; stored: number; below: number; maxPages: number }
  >();

  constructor(readonly ctx: SyncContext) {
    this.groups = new GroupSync(ctx);
    this.rooms = new RoomState(ctx);
    this.operResults = new OperResults(ctx.timers);
    this.privateCalls = new PrivateCalls(ctx);
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
   * After each login: fetch the offline data (the server pushes it after its reply), ask where the
   * calls known before it are now, join the room again, and refresh the friend list, the friend
   * applications and the muted chats.
   */
  async online(): Promise<void> {
    const { ctx } = this;
    // NOTE: known before the offline data, which rings again a call that still rings.
    const calls = this.privateCalls.known();
    try {
      await ctx.socket.request('msg_offline_data_req', {});
      if (calls.length > 0) this.track(this.checkCalls(calls));
    } catch (error) {
      ctx.log.warn('offline data request failed', error);
    }
    await this.rooms.rejoin();
    this.track(this.syncFriends());
    this.track(this.refreshFriendApplies());
    this.track(this.syncMutedChats());
    for (const gap of this.unfilled.values()) {
      this.track(this.fillGap(gap.chatkey, gap.stored, gap.below, gap.maxPages));
    }
  }

  /**
   * After a login's offline data: the calls this hub knew going on may have been answered or ended
   * while the socket was away, their pushes sent to no socket of this hub. The server says where
   * each is now; the tabs hear what moved.
   */
  private async checkCalls(calls: readonly CallInfo[]): Promise<void> {
    // NOTE: the offline pushes follow their reply and come before the replies to the connection's
    // next requests, so once these are answered the pushes are all queued; the answers are applied
    // after them, and before any later push.
    const answers = await this.privateCalls.whereNow(calls);
    this.queue = this.queue.then(() => this.privateCalls.apply(answers));
    // A failed step must not stop the pushes queued after it.
    this.queue = this.queue.catch((error: unknown) => this.ctx.log.warn('call check failed', error));
    await this.queue;
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

  /**
   * A private or group message pushed live: store it, then fetch what is missing below it.
   */
  async livePush(message: net.chat_msg): Promise<void> {
    if (message.chatmsgno <= 0) return;
    await this.ctx.ingest([chatRow(message)]);
    await this.fillBelow(message.chatkey, message.chatmsgno);
  }

  /**
   * A message numbered `chatmsgno` is stored (pushed, or one's own confirmed): when the one stored
   * next below it is not its predecessor, fetch those in between. A push missed while the socket
   * was being replaced, or while the server nodes' bus was down, would otherwise stay a hole below
   * newer messages (one's own reply after a reconnect jumps over it too).
   */
  async fillBelow(chatkey: bigint, chatmsgno: number): Promise<void> {
    const previous = await storedBelow(this.ctx.db, chatkey.toString(), chatmsgno);
    // NOTE: with nothing stored below, the device never saw the chat: one page, as history would load.
    if (chatmsgno > previous + 1) {
      this.track(this.fillGap(chatkey, previous, chatmsgno, previous > 0 ? MAX_GAP_PAGES : 1));
    }
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

  /**
   * Fetches the received friend applications into imapply and counts the pending ones again
   * (after one came or was handled, and at login).
   */
  async refreshFriendApplies(): Promise<ApplyRow[]> {
    const reply = await this.ctx.socket.request('msg_friend_apply_list_req', {});
    const rows = await putApplies(this.ctx.db, reply.apply_list);
    this.friendApplies = rows.filter((a) => a.applyState === APPLY_STATE.PENDING).length;
    await this.emitUnread();
    return rows;
  }

  /**
   * Replaces the stored muted chats with the server's list: a mute or unmute made on another device
   * while this one was away reaches the shown unread figure.
   */
  async syncMutedChats(): Promise<void> {
    await mutedList(this, await this.ctx.socket.request('msg_mute_list_req', {}));
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

  /** Recomputes the unread totals (the shown one without the muted chats) and pushes them to the tabs. */
  async emitUnread(): Promise<Unread> {
    const totals = await unreadTotals(this.ctx.db);
    this.unread = { ...totals, friendApplies: this.friendApplies };
    this.ctx.emit({ type: 'unread', unread: this.unread });
    return this.unread;
  }

  /** Recomputes the unread totals in the background (after a write); {@link settled} waits for it. */
  recountUnread(): void {
    this.track(this.emitUnread());
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

  /**
   * Fills a gap; one the socket cut short is kept and filled again after the next login (a live
   * push beyond it would otherwise leave the offline data nothing newer to fetch).
   */
  private async fillGap(
    chatkey: bigint,
    stored: number,
    below: number,
    maxPages = MAX_GAP_PAGES,
  ): Promise<void> {
    const key = chatkey.toString();
    const kept = this.unfilled.get(key);
    const gap = {
      chatkey,
      stored: Math.min(stored, kept?.stored ?? stored),
      below: Math.max(below, kept?.below ?? below),
      maxPages: Math.max(maxPages, kept?.maxPages ?? maxPages),
    };
    this.unfilled.set(key, gap);
    await fillGap(
      {
        fetchPage: async (key, page) =>
          (await this.ctx.socket.request('msg_get_msg_list_req', { chatkey: key, chatmsgno: page })).msg_list,
        store: (messages) => this.ctx.ingest(messages.map(chatRow)),
      },
      chatkey,
      gap.stored,
      gap.below,
      gap.maxPages,
    );
    if (this.unfilled.get(key) === gap) this.unfilled.delete(key);
  }

  /**
   * Replaces the stored friends with the server's whole list (every page), with the aliases this
   * user gave them and who of them is online.
   */
  async syncFriends(): Promise<void> {
    const { socket } = this.ctx;
    const [pages, aliases] = await Promise.all([
      socket.requestAll('msg_friend_list_req', {}),
      socket.request('msg_alias_list_req', {}),
    ]);
    const friends = pages.flatMap((p) => p.flist);
    const online = new Set<number>();
    for (let i = 0; i < friends.length; i += ONLINE_LIST_MAX) {
      const uidlist = friends.slice(i, i + ONLINE_LIST_MAX).map((f) => f.uid);
      for (const uid of (await socket.request('msg_online_list_req', { uidlist })).onlinelist)
        online.add(uid);
    }
    await putFriends(this.ctx.db, friends, this.ctx.timers.now(), {
      aliases: new Map(aliases.alias_list.map((a) => [a.fuid, a.aliasname])),
      online,
    });
  }

  private track(work: Promise<unknown>): void {
    const tracked = work.catch((error: unknown) => this.ctx.log.warn('background sync failed', error));
    this.background.add(tracked);
    void tracked.finally(() => this.background.delete(tracked));
  }
}
