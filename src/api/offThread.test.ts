import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Exchange, Exchanged } from './exchange';
import { REQUEST_TIMEOUT_MS } from './http';
import { offThreadExchange, type SealWorkerLike } from './offThread';
import { paramKeyOf } from './paramKey';
import type { SealReply, SealRequest } from './sealMessages';

const KEY = paramKeyOf('key-one');
const ANSWER: Exchanged = { type: 'answer', answer: { code: 200, msg: 'ok', data: 1 } };

/** A worker the test drives: it keeps what it was posted and answers when told. */
class FakeWorker implements SealWorkerLike {
  onmessage: ((event: MessageEvent<SealReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  posted: SealRequest[] = [];
  terminated = false;
  postMessage(message: SealRequest): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(reply: SealReply): void {
    this.onmessage?.({ data: reply } as MessageEvent<SealReply>);
  }
  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

describe('offThreadExchange', () => {
  let local: ReturnType<typeof vi.fn<Exchange>>;
  beforeEach(() => {
    vi.stubGlobal('location', { href: 'https://app.example/match' });
    local = vi.fn<Exchange>(async () => ({ type: 'network', message: 'from the page' }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts each call to the worker with the page address and hands back its reply', async () => {
    const worker = new FakeWorker();
    const exchange = offThreadExchange(local, () => worker);
    const first = exchange(KEY, '', 'encryptionBanner', { lang: 'th' });
    const second = exchange(KEY, 'https://b.example', 'noticeConfig', {});
    // The key goes once, ahead of the calls.
    expect(worker.posted).toEqual([
      { type: 'key', text: 'key-one' },
      {
        type: 'exchange',
        id: 1,
        base: 'https://app.example/match',
        host: '',
        name: 'encryptionBanner',
        params: { lang: 'th' },
      },
      expect.objectContaining({ id: 2, host: 'https://b.example', name: 'noticeConfig' }),
    ]);
    // Replies may come in any order; each reaches its own call.
    worker.reply({ type: 'exchanged', id: 2, result: { type: 'network', message: 'down' } });
    worker.reply({ type: 'exchanged', id: 1, result: ANSWER });
    await expect(first).resolves.toEqual(ANSWER);
    // A new key (the page read it again) is handed over before the next call; the page never
    // imports it itself.
    let imported = false;
    const other = {
      text: 'key-two',
      crypto: () => {
        imported = true;
        return KEY.crypto();
      },
    };
    void exchange(other, '', 'encryptionVersion', {});
    expect(worker.posted.slice(3)).toEqual([
      { type: 'key', text: 'key-two' },
      expect.objectContaining({ type: 'exchange', id: 3 }),
    ]);
    expect(imported).toBe(false);
    await expect(second).resolves.toEqual({ type: 'network', message: 'down' });
    expect(local).not.toHaveBeenCalled();
  });

  it('an error thrown in the worker rejects that call only, with its name', async () => {
    const worker = new FakeWorker();
    const exchange = offThreadExchange(local, () => worker);
    const failing = exchange(KEY, '', 'encryptionVersion', {});
    const other = exchange(KEY, '', 'noticeConfig', {});
    worker.reply({ type: 'failed', id: 1, name: 'TimeoutError', message: 'boom' });
    worker.reply({ type: 'exchanged', id: 2, result: ANSWER });
    await expect(failing).rejects.toMatchObject({ name: 'TimeoutError', message: 'boom' });
    await expect(other).resolves.toEqual(ANSWER);
  });

  it('a worker that fails before its script ran hands its waiting calls, and every later one, to the page', async () => {
    const worker = new FakeWorker();
    const exchange = offThreadExchange(local, () => worker);
    const waiting = exchange(KEY, '', 'encryptionBanner', {});
    worker.fail();
    await expect(waiting).resolves.toEqual({ type: 'network', message: 'from the page' });
    expect(worker.terminated).toBe(true);
    await exchange(KEY, '', 'noticeConfig', {});
    expect(worker.posted.map((m) => m.type)).toEqual(['key', 'exchange']);
    expect(local.mock.calls.map((c) => c[2])).toEqual(['encryptionBanner', 'noticeConfig']);
  });

  it('a worker that fails after it started may have sent its calls: they count as unanswered, not sent again', async () => {
    const worker = new FakeWorker();
    const exchange = offThreadExchange(local, () => worker);
    worker.reply({ type: 'ready' });
    const inFlight = exchange(KEY, '', 'encryptionSendCode', {});
    worker.fail();
    await expect(inFlight).resolves.toEqual({ type: 'network', message: 'the seal worker stopped' });
    expect(local).not.toHaveBeenCalled();
    await exchange(KEY, '', 'noticeConfig', {});
    expect(local.mock.calls.map((c) => c[2])).toEqual(['noticeConfig']);
  });

  it('a call the worker refuses (it holds no key) runs on the page, as every later one', async () => {
    const worker = new FakeWorker();
    const exchange = offThreadExchange(local, () => worker);
    const refused = exchange(KEY, '', 'encryptionBanner', {});
    worker.reply({ type: 'refused', id: 1 });
    await expect(refused).resolves.toEqual({ type: 'network', message: 'from the page' });
    await exchange(KEY, '', 'noticeConfig', {});
    expect(worker.posted).toHaveLength(2);
  });

  it('a worker that could not read a message takes no new calls; its calls in flight still answer', async () => {
    const worker = new FakeWorker();
    const exchange = offThreadExchange(local, () => worker);
    const inFlight = exchange(KEY, '', 'encryptionBanner', {});
    worker.reply({ type: 'broken' });
    await exchange(KEY, '', 'noticeConfig', {});
    expect(local.mock.calls.map((c) => c[2])).toEqual(['noticeConfig']);
    worker.reply({ type: 'exchanged', id: 1, result: ANSWER });
    await expect(inFlight).resolves.toEqual(ANSWER);
  });

  it('a call that gets no reply counts as a host that did not answer once the fetch limit is past', async () => {
    vi.useFakeTimers();
    try {
      const worker = new FakeWorker();
      const exchange = offThreadExchange(local, () => worker);
      const lost = exchange(KEY, '', 'encryptionBanner', {});
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      worker.reply({ type: 'exchanged', id: 99, result: ANSWER });
      await vi.advanceTimersByTimeAsync(5000);
      await expect(lost).resolves.toEqual({ type: 'network', message: 'the seal worker did not answer' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('where no worker can start, the calls run on the page', async () => {
    const exchange = offThreadExchange(local, () => {
      throw new ReferenceError('Worker is not defined');
    });
    expect(exchange).toBe(local);
  });

  it('a call the worker cannot be handed (a value that does not clone) runs on the page; earlier ones finish in the worker', async () => {
    const worker = new FakeWorker();
    const exchange = offThreadExchange(local, () => worker);
    const first = exchange(KEY, '', 'encryptionVersion', {});
    worker.postMessage = () => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    };
    await expect(exchange(KEY, '', 'encryptionBanner', {})).resolves.toEqual({
      type: 'network',
      message: 'from the page',
    });
    worker.reply({ type: 'exchanged', id: 1, result: ANSWER });
    await expect(first).resolves.toEqual(ANSWER);
    expect(worker.terminated).toBe(false);
  });
});
