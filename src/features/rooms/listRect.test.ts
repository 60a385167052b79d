import { afterEach, expect, test, vi } from 'vitest';
import { observeListRect } from './listRect';

// A stand-in for the browser's ResizeObserver: records what it observes; `fire` is the browser
// calling it after a layout.
const observers: { observed: unknown[]; disconnected: boolean; fire: () => void }[] = [];
class FakeResizeObserver {
  observed: unknown[] = [];
  disconnected = false;
  constructor(private readonly callback: () => void) {
    observers.push(this);
  }
  fire() {
    this.callback();
  }
  observe(element: unknown) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

test('the list’s size is read only when the observer calls, never at once on mounting', () => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  let reads = 0;
  const element = {
    get clientWidth() {
      reads += 1;
      return 360;
    },
    get clientHeight() {
      reads += 1;
      return 240;
    },
  } as unknown as Element;
  const rects: unknown[] = [];
  const stop = observeListRect({ scrollElement: element }, (rect) => rects.push(rect));
  expect(reads).toBe(0);
  expect(rects).toEqual([]);
  expect(observers[0]?.observed).toEqual([element]);
  observers[0]?.fire();
  expect(rects).toEqual([{ width: 360, height: 240 }]);
  stop?.();
  expect(observers[0]?.disconnected).toBe(true);
});

test('no list element, nothing observed', () => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  expect(observeListRect({ scrollElement: null }, () => {})).toBeUndefined();
  expect(observers).toEqual([]);
});
