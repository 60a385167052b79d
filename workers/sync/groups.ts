/**
 * Group sync (spec 000 §4 "Messages", docs/messaging.md "Offline data" step 1): for each group of
 * the pushed group list, refetch its info when `attrversion` or `member_cnt` differ from the stored
 * copy, and fetch its missing messages when the server's `chatmsgno` is ahead, one group every
 * 50 ms so a user in many groups does not flood the socket. A group this device still counts unread
 * messages in is fetched too: the newest page's `hasred` is the server's count, so a read on
 * another device while this one was away (its red dot 4 missed) is taken over at the next login.
 */
import { type net, TIMING } from '../../protocol';
import {
  chatRow,
  deleteAllMembers,
  deleteGroup,
  groupRow,
  newestStored,
  putGroup,
  putMembers,
  putUsers,
} from '../db';
import type { Cancel } from '../timers';
import type { SyncContext } from './context';
import { fillGap } from './gaps';

/** What one group needs. */
export interface GroupPlan {
  groupkey: number;
  info: boolean;
  /**
   * The newest stored message number when messages are missing or the unread count may be stale,
   * or null.
   */
  messagesAfter: number | null;
}

/** Keeps the stored groups in step with the server's group list. */
export class GroupSync {
  private cancels: Cancel[] = [];
  /** Resolves when the last scheduled group task has run (tests and the bench wait on it). */
  idle: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: SyncContext) {}

  /** Compares a pushed group list with the stored groups and schedules what is needed. */
  async onGroupList(groups: readonly net.group_base_info[]): Promise<GroupPlan[]> {
    const { db } = this.ctx;
    const stored = await db.imgroup.bulkGet(groups.map((g) => g.groupkey));
    const plans: GroupPlan[] = [];
    for (const [i, group] of groups.entries()) {
      const local = stored[i];
      const newest = await newestStored(db, String(group.groupkey));
      const unread = ((await db.imlist.get(String(group.groupkey)))?.red ?? 0) > 0;
      const info = !local || local.attrversion !== group.attrversion || local.member_cnt !== group.member_cnt;
      if (!local) {
        // Store what the list says at once (so the chat list can name the group); the refetch
        // below brings the full info and sets the confirmed attrversion.
        await db.imgroup.put({ ...groupRow(group), attrversion: -1 });
      } else if (local.chatmsgno !== group.chatmsgno) {
        await db.imgroup.update(group.groupkey, { chatmsgno: group.chatmsgno });
      }
      // NOTE: red dot 4 (read elsewhere) is only pushed to devices online at the time; the login's
      // group list carries no read position, so a stored unread count is checked against the server.
      const messagesAfter = group.chatmsgno > newest || unread ? newest : null;
      if (info || messagesAfter !== null) plans.push({ groupkey: group.groupkey, info, messagesAfter });
    }
    this.schedule(plans);
    return plans;
  }

  /** Refetches one group's info (after a group operation push). */
  refetch(groupkey: number): void {
    this.schedule([{ groupkey, info: true, messagesAfter: null }]);
  }

  /** A group the user left or that was dismissed: its attributes and members go. */
  async forget(groupkey: number): Promise<void> {
    await deleteGroup(this.ctx.db, groupkey);
    await deleteAllMembers(this.ctx.db, groupkey);
  }

  /** Cancels scheduled tasks (logout). */
  stop(): void {
    for (const cancel of this.cancels) cancel();
    this.cancels = [];
  }

  private schedule(plans: readonly GroupPlan[]): void {
    const tasks = plans.map(
      (plan, i) =>
        new Promise<void>((resolve) => {
          const cancel = this.ctx.timers.setTimeout(() => {
            this.run(plan).then(resolve, (error: unknown) => {
              this.ctx.log.warn(`group ${plan.groupkey} sync failed`, error);
              resolve();
            });
          }, i * TIMING.GROUP_SYNC_STAGGER_MS);
          this.cancels.push(() => {
            cancel();
            resolve();
          });
        }),
    );
    const previous = this.idle;
    this.idle = Promise.all([previous, ...tasks]).then(() => {});
  }

  private async run(plan: GroupPlan): Promise<void> {
    const { ctx } = this;
    if (plan.info) {
      const pages = await ctx.socket.requestAll('msg_get_group_info_req', {
        groupkey: plan.groupkey,
        is_stranger: 0,
        is_end: 0,
      });
      const info = pages[0]?.group_info;
      if (info && info.groupkey === plan.groupkey) {
        const users = pages.flatMap((p) => p.users);
        await putGroup(ctx.db, info);
        await putUsers(ctx.db, users, ctx.timers.now());
        await putMembers(ctx.db, plan.groupkey, users);
        await ctx.socket.request('msg_confirm_group_info_req', {
          groupkey: plan.groupkey,
          attrversion: info.attrversion,
        });
      }
    }
    if (plan.messagesAfter !== null) await this.fetchMessages(plan.groupkey, plan.messagesAfter);
  }

  private async fetchMessages(groupkey: number, newest: number): Promise<void> {
    const { ctx } = this;
    const chatkey = BigInt(groupkey);
    const page = await ctx.socket.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    const fresh = page.msg_list.filter((m) => m.chatmsgno > newest);
    // The server's unread count, not the fresh messages counted here: some may be read elsewhere.
    if (page.msg_list.length)
      await ctx.ingest(fresh.map(chatRow), new Map([[String(groupkey), page.hasred]]));
    const oldest = page.msg_list.reduce((min, m) => Math.min(min, m.chatmsgno), Number.MAX_SAFE_INTEGER);
    // A device that never saw the group keeps just the newest page; older ones load on scroll.
    if (newest > 0 && oldest !== Number.MAX_SAFE_INTEGER) {
      await fillGap(
        {
          fetchPage: async (key, below) =>
            (await ctx.socket.request('msg_get_msg_list_req', { chatkey: key, chatmsgno: below })).msg_list,
          store: (messages) => ctx.ingest(messages.map(chatRow)),
        },
        chatkey,
        newest,
        oldest,
      );
    }
  }
}
