/**
 * Paged replies (docs/messaging.md "Paging" in Friends, and the group table): the reply to the
 * request is page 1 and the further pages follow at once as pushes of the same message (seq 0),
 * the last one marked. {@link PAGED} says, per request, how to tell the last page and which group
 * a page belongs to; {@link PageLanes} keeps one paged request per (reply, group) on the wire, so
 * the seq-0 pages of two requests never mix.
 */
import type { MessageName } from '../../protocol';
import { type ReplyValue, type RequestInit, type RequestName, replyNameOf } from './messages';

/** How the pages of one request's reply end, and which group they are about. */
export interface PagingRule<N extends RequestName> {
  /** Nothing follows this page: its end flag is set. */
  isLast(page: ReplyValue<N>): boolean;
  /**
   * The reply opens a list. A refusal is an empty reply (no flags, no group) followed by a
   * msg_oper_result_notify, and no page follows it.
   */
  opens(page: ReplyValue<N>): boolean;
  /** Lists of one group: the groupkey of the request and of each page (pages are matched on it). */
  key?: { request(value: RequestInit<N>): number; page(page: ReplyValue<N>): number };
}

type PagingTable = { [N in RequestName]?: PagingRule<N> };

/** Every request answered in pages. Messages with no end flag are kept within one frame by the server. */
export const PAGED = {
  msg_friend_list_req: { isLast: (p) => p.isend === 1, opens: (p) => p.isfirst === 1 },
  msg_friend_inc_list_req: { isLast: (p) => p.isend === 1, opens: (p) => p.isfirst === 1 },
  msg_get_group_info_req: {
    isLast: (p) => p.is_end === 1,
    opens: (p) => p.group_info.groupkey !== 0,
    key: { request: (v) => v.groupkey ?? 0, page: (p) => p.group_info.groupkey },
  },
  msg_group_member_list_req: {
    isLast: (p) => p.isend === 1,
    opens: (p) => p.isfirst === 1,
    key: { request: (v) => v.groupkey ?? 0, page: (p) => p.groupkey },
  },
} satisfies PagingTable;

/** A request answered in pages. */
export type PagedRequest = keyof typeof PAGED;

/** The paging rule of a request, or undefined when its reply is a single frame. */
export function pagingRule<N extends RequestName>(name: N): PagingRule<N> | undefined {
  return (PAGED as PagingTable)[name] as PagingRule<N> | undefined;
}

/** True when `name` is answered in pages. */
export function isPaged(name: string): name is PagedRequest {
  return Object.hasOwn(PAGED, name);
}

type AnyRule = PagingRule<RequestName>;

/** The rules by reply name, for pages arriving as pushes. */
const BY_REPLY: ReadonlyMap<MessageName, AnyRule> = new Map(
  Object.entries(PAGED).map(([name, rule]) => [
    replyNameOf(name as PagedRequest),
    rule as unknown as AnyRule,
  ]),
);

/** The rule of a reply name, or undefined when that message is not paged. */
export function ruleOfReply(reply: MessageName): AnyRule | undefined {
  return BY_REPLY.get(reply);
}

/** Where a request's seq-0 pages come in: its reply name and, for a group's list, the groupkey. */
export function laneOf(reply: MessageName, key: number | undefined): string {
  return key === undefined ? reply : `${reply}#${key}`;
}

/** The lane a seq-0 frame of a paged reply belongs to. */
export function laneOfPage(reply: MessageName, rule: AnyRule, page: unknown): string {
  return laneOf(reply, rule.key?.page(page as never));
}

/**
 * One paged request per lane at a time: a second one waits for the first to end. A request equal
 * to one still waiting its turn (same lane, same bytes) shares that one's answer instead of going
 * out twice; one equal to the request already on the wire waits, since that answer may predate
 * the caller's reason to ask.
 */
export class PageLanes {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly waiting = new Map<string, Promise<unknown[]>>();

  /** Runs `send` once the lane is free, or joins an equal request still waiting. */
  run(lane: string, body: Uint8Array, send: () => Promise<unknown[]>): Promise<unknown[]> {
    const id = `${lane}|${body.join(',')}`;
    const same = this.waiting.get(id);
    if (same) return same;
    const previous = this.tails.get(lane) ?? Promise.resolve();
    const result: Promise<unknown[]> = previous.then(() => {
      if (this.waiting.get(id) === result) this.waiting.delete(id);
      return send();
    });
    const tail = result.then(
      () => {},
      () => {},
    );
    this.waiting.set(id, result);
    this.tails.set(lane, tail);
    void tail.then(() => {
      if (this.tails.get(lane) === tail) this.tails.delete(lane);
    });
    return result;
  }
}
