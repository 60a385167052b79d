/**
 * Group sync (spec 000 §4 "Messages", docs/messaging.md "Offline data" step 1): for each group of
 * the pushed group list, refetch its info when `attrversion` or `member_cnt` differ from the stored
 * copy, and fetch its missing messages when the server's `chatmsgno` is ahead, one group every
 * 50 ms so a user in many groups does not flood the socket.
 */
import { type net, TIMING } from '../../protocol';
import { chatRow, deleteGroup, groupRow, newestStored, putGroup, putUsers } from '../db';
import type { Cancel } from '../timers';
import type { SyncContext } from './context';
import { fillGap } from './gaps';

/** What one group needs. */
export interface GroupPlan {
  groupkey: number;
  info: boolean;
  /** The newest stored message number when messages are missing, or null. */
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
      const info = !local || local.attrversion !== group.attrversion || local.member_cnt !== group.member_cnt;
      if (!local) {
        // Store what the list says at once (so the chat list can name the group); the refetch
        // below brings the full info and sets the confirmed attrversion.
        await db.imgroup.put({ ...groupRow(group), attrversion: -1 });
      } else if (local.chatmsgno !== group.chatmsgno) {
        await db.imgroup.update(group.groupkey, { chatmsgno: group.chatmsgno });
      }
      const messagesAfter = group.chatmsgno > newest ? newest : null;
      if (info || messagesAfter !== null) plans.push({ groupkey: group.groupkey, info, messagesAfter });
    }
    this.schedule(plans);
    return plans;
  }

  /** Refetches one group's info (after a group operation push). */
  refetch(groupkey: number): void {
    this.schedule([{ groupkey, info: true, messagesAfter: null }]);
  }

  /** A group the user left or that was dismissed. */
  async forget(groupkey: number): Promise<void> {
    await deleteGroup(this.ctx.db, groupkey);
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
        await putGroup(ctx.db, info);
        await putUsers(
          ctx.db,
          pages.flatMap((p) => p.users),
          ctx.timers.now(),
        );
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
    if (fresh.length) await ctx.ingest(fresh.map(chatRow));
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
