import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decryptParams, encryptText, generateParamKey, importParamKey } from '../../protocol/cipher';
import type { SealReply, SealRequest } from './sealMessages';

/** The worker's global scope as the test drives it: what the worker posts is kept. */
interface Scope {
  onmessage: ((event: { data: SealRequest }) => void) | null;
  onmessageerror: ((event: unknown) => void) | null;
  postMessage(reply: SealReply): void;
}

const BASE = 'https://app.example/match?id=7';

describe('the seal worker', () => {
  let scope: Scope;
  let posted: SealReply[];
  let fetched: { url: string; init?: RequestInit }[];
  let text: string;
  let key: CryptoKey;

  beforeEach(async () => {
    vi.resetModules();
    posted = [];
    fetched = [];
    text = generateParamKey();
    key = await importParamKey(text);
    scope = {
      onmessage: null,
      onmessageerror: null,
      postMessage: (reply) => posted.push(reply),
    };
    vi.stubGlobal('self', scope);
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      fetched.push({ url, init });
      const query = new URL(url).searchParams;
      const params = await decryptParams(key, query);
      return new Response(await encryptText(key, JSON.stringify({ code: 200, msg: 'ok', data: params })));
    });
    await import('./sealWorker');
  });
  afterEach(() => vi.unstubAllGlobals());

  const send = (request: SealRequest) => scope.onmessage?.({ data: request });
  const reply = async (id: number) => {
    await vi.waitFor(() => expect(posted.some((p) => 'id' in p && p.id === id)).toBe(true));
    return posted.find((p) => 'id' in p && p.id === id);
  };
  const call = (id: number, host = '') =>
    ({ type: 'exchange', id, base: BASE, host, name: 'encryptionBanner', params: { lang: 'th' } }) as const;

  it('says it is ready, then runs each call with the key it holds, against the page address', async () => {
    expect(posted).toEqual([{ type: 'ready' }]);
    send({ type: 'key', text });
    send(call(1));
    expect(await reply(1)).toEqual({
      type: 'exchanged',
      id: 1,
      result: { type: 'answer', answer: { code: 200, msg: 'ok', data: { lang: 'th' } } },
    });
    expect(fetched[0]?.url).toMatch(/^https:\/\/app\.example\/app\/encryptionBanner\?lang=/);
  });

  it('shows a fallback host the page as the referrer', async () => {
    send({ type: 'key', text });
    send(call(1, 'https://b.example'));
    await reply(1);
    expect(fetched[0]?.url).toMatch(/^https:\/\/b\.example\/app\/encryptionBanner\?/);
    expect(fetched[0]?.init?.referrer).toBe(BASE);
  });

  it('refuses a call while it holds no key, and sends nothing', async () => {
    send(call(1));
    expect(await reply(1)).toEqual({ type: 'refused', id: 1 });
    expect(fetched).toEqual([]);
  });

  it('forgets its key after a message it could not read, and says so', async () => {
    send({ type: 'key', text });
    scope.onmessageerror?.({});
    expect(posted).toContainEqual({ type: 'broken' });
    send(call(2));
    expect(await reply(2)).toEqual({ type: 'refused', id: 2 });
    expect(fetched).toEqual([]);
  });

  it('a key that does not import fails each call sealed with it, with the error and its name', async () => {
    send({ type: 'key', text: 'not a key' });
    send(call(3));
    expect(await reply(3)).toMatchObject({
      type: 'failed',
      id: 3,
      name: 'CipherError',
      message: expect.stringMatching(/parameter key/),
    });
    expect(fetched).toEqual([]);
    // A good key handed over next works again.
    send({ type: 'key', text });
    send(call(4));
    expect(await reply(4)).toMatchObject({ type: 'exchanged', id: 4 });
  });
});
