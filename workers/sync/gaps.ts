/**
 * Gap fill (DESIGN §5, docs/messaging.md "Offline data"): when the server's newest page of a chat
 * starts above what is stored, the messages in between are fetched page by page (20 each,
 * counting back) until they meet the stored ones.
 */
import type { net } from '../../protocol';

/** At most this many pages (1,000 messages) are fetched to close one gap; older ones load on scroll. */
export const MAX_GAP_PAGES = 50;

export interface GapDeps {
  /** Up to 20 messages of the chat numbered below `below`, ascending. */
  fetchPage(chatkey: bigint, below: number): Promise<net.chat_msg[]>;
  /** Stores fetched messages. */
  store(messages: net.chat_msg[]): Promise<unknown>;
}

/**
 * Fetches the messages of `chatkey` numbered above `newestStored` and below `below`, at most
 * `maxPages` pages. Returns the number of pages fetched (0 when there is no gap).
 */
export async function fillGap(
  deps: GapDeps,
  chatkey: bigint,
  newestStored: number,
  below: number,
  maxPages = MAX_GAP_PAGES,
): Promise<number> {
  let pages = 0;
  while (below > newestStored + 1 && pages < maxPages) {
    const page = await deps.fetchPage(chatkey, below);
    pages++;
    const missing = page.filter((m) => m.chatmsgno > newestStored && m.chatmsgno < below);
    if (missing.length) await deps.store(missing);
    const oldest = page.reduce((min, m) => Math.min(min, m.chatmsgno), below);
    // NOTE: a page that does not go lower (empty, or a server ignoring `chatmsgno`) ends the fill
    // rather than asking for the same page forever.
    if (oldest >= below) break;
    below = oldest;
  }
  return pages;
}
