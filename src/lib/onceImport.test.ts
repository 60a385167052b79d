import { describe, expect, it } from 'vitest';
import { onceImport } from './onceImport';

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
