import { encodeBody, type MessageInit } from '../../protocol/codec';
import { MAX_BODY } from '../../protocol/frame';
import type { MessageName } from '../../protocol/ids';

/**
 * Room left in a page for the message's other fields (isfirst, isend, version…: a few varints);
 * the list itself gets the rest of the 65,535-byte body.
 */
const OTHER_FIELDS_BYTES = 64;

/**
 * Splits `items` into pages whose message `name` (with the items in its repeated field `field`)
 * stays under the frame's body limit. Each item's cost is measured exactly: a repeated element
 * encodes on its own (tag, length, bytes), so a page's size is the sum of its items' sizes.
 * Always returns at least one page (an empty list is one empty page).
 *
 * @throws {RangeError} when a single item alone is too large for a frame.
 */
export function pageBySize<N extends MessageName, T>(
  name: N,
  field: keyof MessageInit<N> & string,
  items: readonly T[],
  budget = MAX_BODY - OTHER_FIELDS_BYTES,
): T[][] {
  const empty = encodeBody(name, {} as MessageInit<N>).length;
  const pages: T[][] = [];
  let page: T[] = [];
  let used = 0;
  for (const item of items) {
    const size = encodeBody(name, { [field]: [item] } as MessageInit<N>).length - empty;
    if (size > budget) throw new RangeError(`one ${name}.${field} item is ${size} bytes, over a frame`);
    if (used + size > budget && page.length > 0) {
      pages.push(page);
      page = [];
      used = 0;
    }
    page.push(item);
    used += size;
  }
  pages.push(page);
  return pages;
}

/** The isfirst / isend flags of page `index` of `count`. */
export function pageFlags(index: number, count: number): { isfirst: number; isend: number } {
  return { isfirst: index === 0 ? 1 : 0, isend: index === count - 1 ? 1 : 0 };
}
