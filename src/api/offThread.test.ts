import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Exchange, Exchanged } from './exchange';
import { offThreadExchange, type SealWorkerLike } from './offThread';
import type { SealReply, SealRequest } from './sealMessages';

const KEY = {} as CryptoKey;
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
      { type: 'key', key: KEY },
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
    // A new key (the page imported it again) is handed over before the next call.
    const other = {} as CryptoKey;
    void exchange(other, '', 'encryptionVersion', {});
    expect(worker.posted.slice(3).map((m) => m.type)).toEqual(['key', 'exchange']);
    await expect(second).resolves.toEqual({ type: 'network', message: 'down' });
    expect(local).not.toHaveBeenCalled();
  });

  it('an error thrown in the worker rejects that call only', async () => {
    const worker = new FakeWorker();
    const exchange = offThreadExchange(local, () => worker);
    const call = exchange(KEY, '', 'encryptionVersion', {});
    worker.reply({ type: 'failed', id: 1, message: 'boom' });
    await expect(call).rejects.toThrow('boom');
  });

  it('a worker that fails hands its waiting calls, and every later one, to the page', async () => {
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

  it('where no worker can start, the calls run on the page', async () => {
    const exchange = offThreadExchange(local, () => {
      throw new ReferenceError('Worker is not defined');
    });
    expect(exchange).toBe(local);
  });

  it('a call the worker cannot be handed (the key does not clone) runs on the page', async () => {
    const worker = new FakeWorker();
    worker.postMessage = () => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    };
    const exchange = offThreadExchange(local, () => worker);
    await expect(exchange(KEY, '', 'encryptionBanner', {})).resolves.toEqual({
      type: 'network',
      message: 'from the page',
    });
  });
});
