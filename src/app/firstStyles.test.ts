import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFirstStyles } from './firstStyles';

/** A stand-in for a `<link rel="stylesheet" media="print" data-first>` of the built index.html. */
function link(href: string, sheet: object | null) {
  const listeners = new Map<string, () => void>();
  return {
    href,
    sheet,
    media: 'print',
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    fire: (type: string) => listeners.get(type)?.(),
  };
}
const docOf = (links: ReturnType<typeof link>[]) =>
  ({ querySelectorAll: () => links }) as unknown as Document;
const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => {
    done = true;
  });
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return done;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('applyFirstStyles', () => {
  it('applies a stylesheet already loaded at once', async () => {
    const a = link('http://x/a.css', {});
    expect(await settled(applyFirstStyles(docOf([a])))).toBe(true);
    expect(a.media).toBe('all');
  });

  it('waits for a stylesheet on its way, and applies it when it loads or fails', async () => {
    const a = link('http://x/a.css', null);
    const b = link('http://x/b.css', null);
    const done = applyFirstStyles(docOf([a, b]));
    expect(await settled(done)).toBe(false);
    a.fire('load');
    expect(await settled(done)).toBe(false);
    b.fire('error');
    expect(await settled(done)).toBe(true);
    expect([a.media, b.media]).toEqual(['all', 'all']);
  });

  it('does not wait for one that failed before the app started (no sheet, its fetch over)', async () => {
    const a = link('http://x/a.css', null);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === a.href ? [{ duration: 12 } as PerformanceEntry] : [],
    );
    expect(await settled(applyFirstStyles(docOf([a])))).toBe(true);
    expect(a.media).toBe('all');
  });

  it('renders after 10 s at most when a stylesheet never answers', async () => {
    vi.useFakeTimers();
    const a = link('http://x/a.css', null);
    const done = applyFirstStyles(docOf([a]));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await settled(done)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(done)).toBe(true);
  });
});
