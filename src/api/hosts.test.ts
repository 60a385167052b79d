import { describe, expect, test } from 'vitest';
import { HostList, type HostListOptions } from './hosts';
import { answered, type HostOutcome, NetworkError, unreached } from './http';

/** A host list over `hosts` whose memory, cloud list and recoveries are recorded. */
function setup(options: {
  hosts: string[];
  remembered?: string;
  cloud?: string[];
  /** Cloud files by URL (else the one file /cloud.json answers `cloud`). */
  files?: Record<string, unknown>;
  learnt?: string[];
}) {
  const remembered: string[] = [];
  const log = { remembered, recovered: 0, cloudFetches: [] as string[], learnt: [] as string[][] };
  const list: HostListOptions = {
    hosts: options.hosts,
    memory: {
      get: () => options.remembered,
      set: (h) => remembered.push(h),
      getLearnt: () => options.learnt ?? [],
      setLearnt: (hosts) => log.learnt.push([...hosts]),
    },
    cloudUrls: () => (options.files ? Object.keys(options.files) : ['/cloud.json']),
    appId: 'app1',
    fetch: async (url) => {
      log.cloudFetches.push(url);
      if (options.files) {
        const file = Object.keys(options.files).find(
          (template) => template.replace('{appid}', 'app1') === url,
        );
        return file && options.files[file] !== undefined
          ? Response.json(options.files[file])
          : new Response('', { status: 404 });
      }
      return Response.json(options.cloud ?? []);
    },
    onRecovered: () => {
      log.recovered += 1;
    },
  };
  return { hosts: new HostList(list), log };
}

/** An attempt that reaches only the hosts in `up` (answering with the host's name), recording each try. */
function attemptReaching(up: Set<string>, asked: string[] = []) {
  return async (host: string): Promise<HostOutcome<string>> => {
    asked.push(host);
    return up.has(host) ? answered(host) : unreached(host, `${host} is down`);
  };
}

describe('HostList.run', () => {
  test('the remembered host is tried first; an unreached one is skipped and the next reached is remembered', async () => {
    const { hosts, log } = setup({ hosts: ['a', 'b', 'c'], remembered: 'b' });
    const asked: string[] = [];
    await expect(hosts.run(attemptReaching(new Set(['c']), asked))).resolves.toBe('c');
    expect(asked).toEqual(['b', 'a', 'c']);
    expect(hosts.current).toBe('c');
    expect(log.remembered).toEqual(['c']);
  });

  test('when no known host is reached the cloud list is read, once, and its hosts tried', async () => {
    const { hosts, log } = setup({ hosts: ['a'], cloud: ['https://cloud.example/'] });
    const asked: string[] = [];
    await expect(hosts.run(attemptReaching(new Set(['https://cloud.example']), asked))).resolves.toBe(
      'https://cloud.example',
    );
    expect(asked).toEqual(['a', 'https://cloud.example']);
    await expect(hosts.run(attemptReaching(new Set()))).rejects.toBeInstanceOf(NetworkError);
    expect(log.cloudFetches).toHaveLength(1);
    expect(log.learnt).toEqual([['https://cloud.example']]);
  });

  test('no host reached: the last NetworkError is thrown; the next host reached is a recovery', async () => {
    const { hosts, log } = setup({ hosts: ['a', 'b'] });
    const error = await hosts.run(attemptReaching(new Set())).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NetworkError', host: 'b', message: 'b is down' });
    expect(log.recovered).toBe(0);
    await expect(hosts.run(attemptReaching(new Set(['a'])))).resolves.toBe('a');
    await expect(hosts.run(attemptReaching(new Set(['a'])))).resolves.toBe('a');
    expect(log.recovered).toBe(1);
  });

  test('a fault the attempt throws passes through: no recovery, the host neither switched to nor remembered', async () => {
    const { hosts, log } = setup({ hosts: ['a', 'b'] });
    await expect(hosts.run(attemptReaching(new Set()))).rejects.toBeInstanceOf(NetworkError);
    const fault = new Error('the seal worker failed');
    const asked: string[] = [];
    const faultAtB = async (host: string): Promise<HostOutcome<string>> => {
      asked.push(host);
      if (host === 'b') throw fault;
      return unreached(host, `${host} is down`);
    };
    await expect(hosts.run(faultAtB)).rejects.toBe(fault);
    expect(asked).toEqual(['a', 'b']);
    expect(log.recovered).toBe(0);
    expect(hosts.current).toBe('a');
    expect(log.remembered).toEqual([]);
  });

  test('cloud files are keyed by app id: one for another app, or unreadable, is passed over for the next', async () => {
    const { hosts, log } = setup({
      hosts: ['a'],
      files: {
        'https://b1.example/{appid}.json': { app_id: 'other', api_hosts: ['https://wrong.example'] },
        'https://b2.example/missing.json': undefined,
        'https://b3.example/{appid}.json': {
          app_id: 'app1',
          api_hosts: ['javascript:alert(1)', 'https://right.example/'],
          maintain_urls: ['https://right.example/maintain.json'],
        },
      },
    });
    await expect(hosts.run(attemptReaching(new Set(['https://right.example'])))).resolves.toBe(
      'https://right.example',
    );
    expect(hosts.all).toEqual(['a', 'https://right.example']);
    expect(log.cloudFetches).toEqual([
      'https://b1.example/app1.json',
      'https://b2.example/missing.json',
      'https://b3.example/app1.json',
    ]);
  });

  test('hosts learnt on an earlier visit are tried after the given ones; the cloud is read once a minute at most', async () => {
    const { hosts, log } = setup({ hosts: ['a'], learnt: ['https://b.example'], cloud: [] });
    const asked: string[] = [];
    await expect(hosts.run(attemptReaching(new Set(['https://b.example']), asked))).resolves.toBe(
      'https://b.example',
    );
    expect(asked).toEqual(['a', 'https://b.example']);
    expect(log.cloudFetches).toEqual([]);
    await expect(hosts.run(attemptReaching(new Set()))).rejects.toBeInstanceOf(NetworkError);
    await expect(hosts.run(attemptReaching(new Set()))).rejects.toBeInstanceOf(NetworkError);
    expect(log.cloudFetches).toHaveLength(1);
  });

  test('hosts named by configuration or a cloud file are written as the list writes them: the own origin is ""', async () => {
    const hosts = new HostList({
      hosts: [''],
      hostOf: (origin) => (origin === 'https://own.example' ? '' : origin),
      cloudUrls: () => ['/cloud.json'],
      fetch: async () => Response.json(['https://own.example/', 'https://b.example']),
    });
    hosts.add(['https://own.example']);
    expect(hosts.all).toEqual(['']);
    await expect(hosts.run(attemptReaching(new Set(['https://b.example'])))).resolves.toBe(
      'https://b.example',
    );
    expect(hosts.all).toEqual(['', 'https://b.example']);
  });
});
