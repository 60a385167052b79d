import { describe, expect, it, vi } from 'vitest';
import { loadWhenOnline, onceImport } from './onceImport';

describe('onceImport', () => {
  it('loads once and shares the module between calls', async () => {
    let calls = 0;
    const get = onceImport(async () => {
      calls += 1;
      return { value: calls };
    });
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let calls = 0;
    const get = onceImport(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { ok: true };
    });
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });
});

describe('loadWhenOnline', () => {
  it('tries a failed load again when back online, or after a few seconds, and never fails', async () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    try {
      let calls = 0;
      const load = async () => {
        calls += 1;
        if (calls < 3) throw new Error('offline');
        return { value: calls };
      };
      let settled: unknown;
      void loadWhenOnline(load).then((m) => {
        settled = m;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toBe(1);
      expect(settled).toBeUndefined();
      target.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toBe(2);
      await vi.advanceTimersByTimeAsync(4999);
      expect(calls).toBe(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toBe(3);
      expect(settled).toEqual({ value: 3 });
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
