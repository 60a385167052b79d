import { expect, test } from 'vitest';
import { emitWhenHeard, on } from './events';

test('a payload nobody hears yet waits for the first listener, once; with a listener it goes at once', () => {
  const heard: number[] = [];
  emitWhenHeard('hometab', { index: 1 });
  emitWhenHeard('hometab', { index: 2 });
  const off = on('hometab', ({ index }) => heard.push(index));
  expect(heard).toEqual([2]);
  emitWhenHeard('hometab', { index: 3 });
  expect(heard).toEqual([2, 3]);
  off();
  const again: number[] = [];
  const offAgain = on('hometab', ({ index }) => again.push(index));
  expect(again).toEqual([]);
  offAgain();
});
