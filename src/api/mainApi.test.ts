import { describe, expect, test } from 'vitest';
import { decryptParams, encryptText, generateParamKey, importParamKey } from '../../protocol/cipher';
import type { MainCommonParams } from '../../protocol/mainApi';
import { brokenOff } from './brokenOff.testing';
import { sealedExchange } from './exchange';
import { HostList } from './hosts';
import type { FetchFn } from './http';
import { createMainApi, type FailedCall, MainApiError, type MainApiOptions } from './mainApi';
import { paramKeyOf } from './paramKey';

const COMMON: MainCommonParams = {
  lang: 'th',
  client_channel: '8',
  api_version: '6.9',
  client: 'h5',
  timeNowClient: 1_700_000_000_000,
  uid: 42,
  token: 'tok',
};

interface Seen {
  host: string;
  path: string;
  raw: URLSearchParams;
  params: Record<string, string>;
}

/** A server that opens the parameters with the real cipher and seals its answer with it. */
async function setup(options: {
  answer?: (params: Record<string, string>) => unknown;
  tamper?: boolean;
  down?: string[];
  /** Hosts whose answer's body breaks off (the connection reset) while it is read. */
  breaks?: string[];
  hosts?: string[];
  cloud?: string[];
  common?: MainApiOptions['common'];
}) {
  const text = generateParamKey();
  const key = await importParamKey(text);
  const seen: Seen[] = [];
  const failures: FailedCall[] = [];
  const remembered: string[] = [];
  const fetchFn: FetchFn = async (url) => {
    if (url === '/cloud.json') return Response.json(options.cloud ?? []);
    const m = /^(https?:\/\/[^/]+)?(\/app\/\w+)\?(.*)$/.exec(url);
    if (!m) throw new Error(`unexpected url ${url}`);
    const host = m[1] ?? '';
    if (options.down?.includes(host)) throw new TypeError('Failed to fetch');
    const raw = new URLSearchParams(m[3]);
    const params = await decryptParams(key, raw);
    seen.push({ host, path: m[2] ?? '', raw, params });
    if (options.breaks?.includes(host)) return brokenOff('sealed');
    const body = options.answer?.(params) ?? { code: 200, msg: 'ok', data: { version: '1.2.3' } };
    let sealed = await encryptText(key, JSON.stringify(body));
    if (options.tamper) sealed = sealed.slice(0, 20) + (sealed[20] === 'A' ? 'B' : 'A') + sealed.slice(21);
    return new Response(sealed, { status: 200 });
  };
  const hosts = new HostList({
    hosts: options.hosts ?? [''],
    fetch: fetchFn,
    cloudUrls: () => ['/cloud.json'],
    memory: { get: () => undefined, set: (h) => remembered.push(h) },
  });
  const api = createMainApi({
    key: async () => paramKeyOf(text),
    hosts,
    exchange: sealedExchange(fetchFn),
    common: options.common ?? (() => COMMON),
    onFailure: (f) => failures.push(f),
  });
  return { api, seen, failures, remembered, hosts };
}

describe('main-API client', () => {
  test('every parameter value travels sealed and carries the common parameters', async () => {
    const { api, seen } = await setup({});
    const data = await api.call('encryptionVersion', { version: '0.1.0' });
    expect(data).toEqual({ version: '1.2.3' });
    const [call] = seen;
    expect(call?.path).toBe('/app/encryptionVersion');
    expect(call?.params).toMatchObject({
      version: '0.1.0',
      lang: 'th',
      client_channel: '8',
      api_version: '6.9',
      client: 'h5',
      uid: '42',
      token: 'tok',
    });
    for (const [name, value] of call?.raw ?? []) {
      expect(value).not.toBe(call?.params[name]);
      expect(value).toMatch(/^[A-Za-z0-9_-]{37,}$/);
    }
    expect(call?.raw.has('customer_id')).toBe(false);
  });

  test('the common parameters are read at each call, which names its endpoint', async () => {
    let token = 'none';
    const asked: string[] = [];
    const { api, seen } = await setup({
      common: (endpoint) => {
        asked.push(endpoint);
        return { ...COMMON, token };
      },
    });
    await api.call('encryptionVersion', {});
    token = 'guest';
    await api.call('encryptionVersion', {});
    expect(seen.map((c) => c.params.token)).toEqual(['none', 'guest']);
    expect(asked).toEqual(['encryptionVersion', 'encryptionVersion']);
  });

  test('a parameter given by the call overrides a common one', async () => {
    const { api, seen } = await setup({
      answer: () => ({ code: 200, msg: 'ok', data: { list: [], total: 0 } }),
    });
    await api.call('encryptionNewsData', { pageNum: 2, pageSize: 20, client_channel: 'bro-news' });
    expect(seen[0]?.params).toMatchObject({ pageNum: '2', pageSize: '20', client_channel: 'bro-news' });
  });

  test('a tampered answer is refused and reported, never used', async () => {
    const { api, failures } = await setup({ tamper: true });
    const error = await api.call('encryptionVersion', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MainApiError);
    expect((error as MainApiError).kind).toBe('tampered');
    expect(failures.map((f) => [f.method, f.error.kind])).toEqual([['encryptionVersion', 'tampered']]);
  });

  test('code other than 200: call throws with the message, list gives the empty value silently', async () => {
    const { api, failures } = await setup({ answer: () => ({ code: 403, msg: 'comments are off' }) });
    const error = await api.call('ballNewsComment', { id: 1, content: 'hi' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'code', code: 403, message: 'comments are off' });
    await expect(api.list('encryptionBanner', {}, [])).resolves.toEqual([]);
    expect(failures).toEqual([]);
  });

  test('an answer that is not {code, msg} is malformed', async () => {
    const { api } = await setup({ answer: () => [1, 2] });
    await expect(api.call('encryptionVersion', {})).rejects.toMatchObject({ kind: 'malformed' });
  });

  test('a plain JSON refusal (a parameter the server could not open) is an http error', async () => {
    const text = generateParamKey();
    const fetchFn: FetchFn = async () => Response.json({ code: 400, msg: 'bad param' }, { status: 400 });
    const api = createMainApi({
      key: async () => paramKeyOf(text),
      hosts: new HostList({ hosts: [''], fetch: fetchFn }),
      exchange: sealedExchange(fetchFn),
      common: () => COMMON,
    });
    await expect(api.call('encryptionVersion', {})).rejects.toMatchObject({ kind: 'http', code: 400 });
  });

  test('a host that cannot be reached is skipped; the working one is remembered', async () => {
    const { api, seen, remembered, hosts } = await setup({
      hosts: ['', 'https://b.example'],
      down: [''],
    });
    await api.call('encryptionVersion', {});
    expect(seen.map((s) => s.host)).toEqual(['https://b.example']);
    expect(remembered).toEqual(['https://b.example']);
    expect(hosts.current).toBe('https://b.example');
    await api.call('encryptionVersion', {});
    expect(seen.map((s) => s.host)).toEqual(['https://b.example', 'https://b.example']);
  });

  test('when every known host is down the cloud list is tried', async () => {
    const { api, seen } = await setup({ down: [''], cloud: ['https://cloud.example/'] });
    await api.call('encryptionVersion', {});
    expect(seen.map((s) => s.host)).toEqual(['https://cloud.example']);
  });

  test('an answer whose body breaks off counts as a host that did not answer: the next is tried', async () => {
    const { api, seen, hosts } = await setup({ hosts: ['', 'https://b.example'], breaks: [''] });
    await expect(api.call('encryptionVersion', {})).resolves.toEqual({ version: '1.2.3' });
    expect(seen.map((s) => s.host)).toEqual(['', 'https://b.example']);
    expect(hosts.current).toBe('https://b.example');
  });

  test("a fault of the exchange itself is not taken as a host's answer (no recovery, no host change)", async () => {
    const text = generateParamKey();
    let recovered = 0;
    const remembered: string[] = [];
    let mode: 'down' | 'fault' | 'up' = 'down';
    const hosts = new HostList({
      hosts: ['', 'https://b.example'],
      fetch: async () => Response.json([]),
      memory: { get: () => undefined, set: (h) => remembered.push(h) },
      onRecovered: () => {
        recovered += 1;
      },
    });
    const api = createMainApi({
      key: async () => paramKeyOf(text),
      hosts,
      exchange: async (_key, host) => {
        // NOTE: in 'fault' this origin stays down, so a fault taken as an answer would switch to b.
        if (mode === 'down' || host === '')
          return { type: 'network', message: `${host || 'own'} unreachable` };
        if (mode === 'fault') throw new Error('the seal worker failed');
        return { type: 'answer', answer: { code: 200, msg: 'ok', data: { version: '1' } } };
      },
      common: () => COMMON,
    });
    await expect(api.call('encryptionVersion', {})).rejects.toMatchObject({ kind: 'network' });
    mode = 'fault';
    await expect(api.call('encryptionVersion', {})).rejects.toThrow('the seal worker failed');
    expect(recovered).toBe(0);
    expect(hosts.current).toBe('');
    expect(remembered).toEqual([]);
    mode = 'up';
    await expect(api.call('encryptionVersion', {})).resolves.toEqual({ version: '1' });
    expect(recovered).toBe(1);
    expect(remembered).toEqual(['https://b.example']);
  });

  test('no host at all: a network error, reported to the error log', async () => {
    const { api, failures } = await setup({ down: [''] });
    await expect(api.call('encryptionVersion', {})).rejects.toMatchObject({ kind: 'network' });
    expect(failures[0]?.error.kind).toBe('network');
  });
});
