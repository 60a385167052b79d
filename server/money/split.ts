import { randomInt } from 'node:crypto';
import { RED_PACKET_TYPE } from '../../protocol/enums';

/** Draws a random integer in [lo, hi]. */
export type Draw = (lo: number, hi: number) => number;
const cryptoDraw: Draw = (lo, hi) => randomInt(lo, hi + 1);

/**
 * Splits `total` cents into `count` shares when a red packet is sent (DECISIONS "Red packets").
 * Lucky (double mean): each share but the last is random in [1, min(2 * remaining / left,
 * remaining - (left - 1))], the last takes the rest. Equal: `total / count` each, the remainder
 * spread one cent at a time over the first shares. Every share is at least 1 and they sum to
 * `total`; the caller checks `total >= count`.
 */
export function splitRedPacket(
  type: number,
  total: number,
  count: number,
  draw: Draw = cryptoDraw,
): number[] {
  if (type === RED_PACKET_TYPE.EQUAL) {
    const base = Math.floor(total / count);
    const rest = total - base * count;
    return Array.from({ length: count }, (_, i) => base + (i < rest ? 1 : 0));
  }
  const shares: number[] = [];
  let remaining = total;
  for (let left = count; left > 1; left--) {
    const hi = Math.min(Math.floor((2 * remaining) / left), remaining - (left - 1));
    const share = draw(1, Math.max(1, hi));
    shares.push(share);
    remaining -= share;
  }
  shares.push(remaining);
  return shares;
}
