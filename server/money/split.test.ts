import { describe, expect, it } from 'vitest';
import { RED_PACKET_TYPE } from '../../protocol/enums';
import { splitRedPacket } from './split';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('splitRedPacket', () => {
  it('lucky: every share at least 1 cent, never past twice the mean of what is left, summing to the total', () => {
    for (let round = 0; round < 500; round++) {
      const count = 1 + (round % 100);
      const total = count + round * 37;
      const shares = splitRedPacket(RED_PACKET_TYPE.LUCKY, total, count);
      expect(shares).toHaveLength(count);
      expect(sum(shares)).toBe(total);
      let remaining = total;
      shares.forEach((share, i) => {
        const left = count - i;
        expect(share).toBeGreaterThanOrEqual(1);
        if (left > 1) expect(share).toBeLessThanOrEqual(Math.floor((2 * remaining) / left));
        remaining -= share;
      });
    }
  });

  it('lucky with the draw always at its top still leaves at least 1 cent for each later share', () => {
    expect(splitRedPacket(RED_PACKET_TYPE.LUCKY, 10, 4, (_lo, hi) => hi)).toEqual([5, 3, 1, 1]);
    expect(splitRedPacket(RED_PACKET_TYPE.LUCKY, 3, 3, (_lo, hi) => hi)).toEqual([1, 1, 1]);
  });

  it('equal: the remainder goes one cent at a time to the first shares', () => {
    expect(splitRedPacket(RED_PACKET_TYPE.EQUAL, 10, 4)).toEqual([3, 3, 2, 2]);
    expect(splitRedPacket(RED_PACKET_TYPE.EQUAL, 100, 100)).toEqual(Array(100).fill(1));
  });
});
