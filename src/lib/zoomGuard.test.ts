import { expect, test } from 'vitest';
import { installZoomGuard } from './zoomGuard';

function touch(type: string, touches: number): Event {
  const event = new Event(type, { cancelable: true });
  Object.defineProperty(event, 'touches', { value: { length: touches } });
  return event;
}

test('a second tap within 300 ms and multi-touch gestures are blocked', async () => {
  const target = new EventTarget();
  const remove = installZoomGuard(target as unknown as Document);
  const first = touch('touchend', 0);
  target.dispatchEvent(first);
  expect(first.defaultPrevented).toBe(false);
  const second = touch('touchend', 0);
  target.dispatchEvent(second);
  expect(second.defaultPrevented).toBe(true);
  await new Promise((r) => setTimeout(r, 320));
  const later = touch('touchend', 0);
  target.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);

  const pinch = touch('touchstart', 2);
  target.dispatchEvent(pinch);
  expect(pinch.defaultPrevented).toBe(true);
  const single = touch('touchstart', 1);
  target.dispatchEvent(single);
  expect(single.defaultPrevented).toBe(false);

  remove();
  const afterRemove = touch('touchstart', 2);
  target.dispatchEvent(afterRemove);
  expect(afterRemove.defaultPrevented).toBe(false);
});
