import { afterEach, expect, test, vi } from 'vitest';
import { afterFirstPaint, onIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('without idle callbacks the task runs after a third of the longest wait, unless cancelled', () => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  const task = vi.fn();
  onIdle(task, 3000);
  vi.advanceTimersByTime(999);
  expect(task).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);

  const cancelled = vi.fn();
  onIdle(cancelled, 3000)();
  vi.advanceTimersByTime(5000);
  expect(cancelled).not.toHaveBeenCalled();
});

test('with idle callbacks the task waits for one, with the longest wait as its timeout', () => {
  const pending: (() => void)[] = [];
  const request = vi.fn((callback: () => void, _options: { timeout: number }) => pending.push(callback));
  const cancel = vi.fn();
  vi.stubGlobal('requestIdleCallback', request);
  vi.stubGlobal('cancelIdleCallback', cancel);
  const task = vi.fn();
  const stop = onIdle(task, 4000);
  expect(request.mock.calls[0]?.[1]).toEqual({ timeout: 4000 });
  expect(task).not.toHaveBeenCalled();
  pending[0]?.();
  expect(task).toHaveBeenCalledTimes(1);
  stop();
  expect(cancel).toHaveBeenCalledWith(1);
});

test('afterFirstPaint resolves after a frame, a task and an idle moment, in that order', async () => {
  const steps: string[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    steps.push('frame');
    setTimeout(callback, 0);
    return 1;
  });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    steps.push('idle');
    setTimeout(callback, 0);
    return 2;
  });
  await afterFirstPaint(100);
  expect(steps).toEqual(['frame', 'idle']);
});
