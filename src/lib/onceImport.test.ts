import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_TIMEOUT_MS,
  ChunkTimeoutError,
  chunkTimeoutMs,
  loadWhenOnline,
  onceImport,
  withTimeout,
} from './onceImport';

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

describe('withTimeout (the chunk timeout, spec 000 §9)', () => {
  it('is 120 s unless a test hook sets a shorter one', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(chunkTimeoutMs()).toBe(120_000);
    (globalThis as { __chunkTimeoutMs?: unknown }).__chunkTimeoutMs = 2000;
    expect(chunkTimeoutMs()).toBe(2000);
    (globalThis as { __chunkTimeoutMs?: unknown }).__chunkTimeoutMs = 'soon';
    expect(chunkTimeoutMs()).toBe(120_000);
    delete (globalThis as { __chunkTimeoutMs?: unknown }).__chunkTimeoutMs;
  });

  it('fails a load still pending after the timeout, and a retry through onceImport loads again', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      let arrive: (m: { ok: true }) => void = () => {};
      const get = onceImport(
        withTimeout(() => {
          calls += 1;
          return calls === 1 ? new Promise<{ ok: true }>(() => {}) : new Promise((r) => (arrive = r));
        }),
      );
      const first = get();
      const failed = expect(first).rejects.toBeInstanceOf(ChunkTimeoutError);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
      let settled = false;
      first.then(
        () => (settled = true),
        () => (settled = true),
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await failed;
      const second = get();
      arrive({ ok: true });
      await expect(second).resolves.toEqual({ ok: true });
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a load that arrives in time through, and its failure as it is', async () => {
    await expect(withTimeout(async () => 7)()).resolves.toBe(7);
    await expect(withTimeout(() => Promise.reject(new Error('404')))()).rejects.toThrow('404');
  });
});
