import { describe, expect, test } from 'vitest';
import { brokenOff } from './brokenOff.testing';
import { HostList } from './hosts';
import type { FetchFn } from './http';
import { createImApi, type ImApiError } from './imApi';

const ENVELOPE = { siteid: 1, channel: 8, version: '6.9', deviceid: 'dev', lang: 'th' };

/**
 * An IM API over `hosts`: a host in `down` refuses the connection, one in `gateway` answers 502, one
 * in `breaks` answers but its connection breaks off while the body comes.
 */
function setup(options: { hosts: string[]; down?: string[]; gateway?: string[]; breaks?: string[] }) {
  const asked: string[] = [];
  const failures: { method: string; domain: string; error: ImApiError }[] = [];
  const fetchFn: FetchFn = async (url, init) => {
    const host = url.replace('/api/flashapi.php', '');
    asked.push(host);
    if (options.down?.includes(host)) throw new TypeError('Failed to fetch');
    if (options.gateway?.includes(host)) return new Response('bad gateway', { status: 502 });
    if (options.breaks?.includes(host)) return brokenOff('{"ret":');
    const winParam = JSON.parse(new URLSearchParams(String(init?.body)).get('win_param') ?? '{}');
    return Response.json({ ret: 0, msg: 'ok', method: winParam.method, host });
  };
  const hosts = new HostList({ hosts: options.hosts, fetch: fetchFn });
  const api = createImApi({
    hosts,
    fetch: fetchFn,
    envelope: () => ENVELOPE,
    onFailure: (f) => failures.push(f),
  });
  return { api, hosts, asked, failures };
}

describe('IM API client', () => {
  test('a host refusing the connection or behind a failing gateway is skipped; the next one answers', async () => {
    const { api, hosts, asked } = setup({
      hosts: ['https://a.example', 'https://b.example', 'https://c.example'],
      down: ['https://a.example'],
      gateway: ['https://b.example'],
    });
    await expect(api.call('getFriends')).resolves.toMatchObject({ ret: 0, method: 'getFriends' });
    expect(asked).toEqual(['https://a.example', 'https://b.example', 'https://c.example']);
    expect(hosts.current).toBe('https://c.example');
  });

  test('an answer whose connection breaks off is a host not reached: the next one is tried and kept', async () => {
    const { api, hosts, asked, failures } = setup({
      hosts: ['https://a.example', 'https://b.example'],
      breaks: ['https://a.example'],
    });
    await expect(api.call('getFriends')).resolves.toMatchObject({ ret: 0, host: 'https://b.example' });
    expect(asked).toEqual(['https://a.example', 'https://b.example']);
    expect(hosts.current).toBe('https://b.example');
    expect(failures).toEqual([]);
  });

  test('no host reached: an ImApiError, reported with the last host tried', async () => {
    const { api, failures } = setup({
      hosts: ['https://a.example', 'https://b.example'],
      gateway: ['https://a.example', 'https://b.example'],
    });
    await expect(api.call('getFriends')).rejects.toMatchObject({ name: 'ImApiError', message: 'HTTP 502' });
    expect(failures.map((f) => [f.method, f.domain])).toEqual([['getFriends', 'https://b.example']]);
  });
});
