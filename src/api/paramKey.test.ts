import { describe, expect, it } from 'vitest';
import { generateParamKey } from '../../protocol/cipher';
import { HostList } from './hosts';
import type { FetchFn } from './http';
import { paramKeySource } from './paramKey';

describe('paramKeySource', () => {
  it('a key script whose key is not a key fails the call; the next call reads it again', async () => {
    const good = generateParamKey();
    const scripts = [
      'window.__SPORTLIVE_PARAM_KEY__ = "c2hvcnQ";',
      `window.__SPORTLIVE_PARAM_KEY__ = "${good}";`,
    ];
    const asked: string[] = [];
    const fetchFn: FetchFn = async (url) => {
      asked.push(url);
      return new Response(scripts.shift() ?? '');
    };
    const key = paramKeySource(fetchFn, new HostList({ hosts: ['https://api.example'], fetch: fetchFn }));
    await expect(key()).rejects.toMatchObject({ name: 'CipherError', code: 'bad-key' });
    const read = await key();
    expect(read.text).toBe(good);
    await expect(read.crypto()).resolves.toBeDefined();
    // Read once it worked: the same key, no third fetch.
    expect(await key()).toBe(read);
    expect(asked).toEqual(['https://api.example/app/key.js', 'https://api.example/app/key.js']);
  });

  it('the key comes from the next host when the first cannot be reached', async () => {
    const good = generateParamKey();
    const asked: string[] = [];
    const fetchFn: FetchFn = async (url) => {
      asked.push(url);
      if (url.startsWith('https://down.example')) throw new TypeError('Failed to fetch');
      return new Response(`globalThis.__SPORTLIVE_PARAM_KEY__ = "${good}";`);
    };
    const hosts = new HostList({ hosts: ['https://down.example', 'https://up.example'], fetch: fetchFn });
    expect((await paramKeySource(fetchFn, hosts)()).text).toBe(good);
    expect(asked).toEqual(['https://down.example/app/key.js', 'https://up.example/app/key.js']);
    expect(hosts.current).toBe('https://up.example');
  });
});
