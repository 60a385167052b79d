import { describe, expect, test } from 'vitest';
import { HostList, type HostListOptions } from './hosts';
import { answered, type HostOutcome, NetworkError, unreached } from './http';

/** A host list over `hosts` whose memory, cloud list and recoveries are recorded. */
function setup(options: { hosts: string[]; remembered?: string; cloud?: string[] }) {
  const remembered: string[] = [];
  const log = { remembered, recovered: 0, cloudFetches: 0 };
  const list: HostListOptions = {
    hosts: options.hosts,
    memory: { get: () => options.remembered, set: (h) => remembered.push(h) },
    cloudListUrl: '/cloud.json',
    fetch: async () => {
      log.cloudFetches += 1;
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
    expect(log.cloudFetches).toBe(1);
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
});
