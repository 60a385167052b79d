import { networkInterfaces } from 'node:os';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { defaultNodeUrl } from './relay';

describe("a node's address for the other nodes", () => {
  test('NODE_URL is taken as given (no trailing slash); one with a path or no scheme is refused', () => {
    expect(loadConfig({ NODE_URL: 'http://10.0.0.5:8080/' }).live.nodeUrl).toBe('http://10.0.0.5:8080');
    expect(loadConfig({}).live.nodeUrl).toBe('');
    expect(() => loadConfig({ NODE_URL: 'http://10.0.0.5:8080/app' })).toThrow(/NODE_URL/);
    expect(() => loadConfig({ NODE_URL: '10.0.0.5:8080' })).toThrow(/NODE_URL/);
  });

  test('without NODE_URL: the listen address and port; a wildcard listen names a real interface', () => {
    expect(defaultNodeUrl('127.0.0.1', { port: 8081 })).toBe('http://127.0.0.1:8081');
    expect(defaultNodeUrl('localhost', { port: 8081 })).toBe('http://127.0.0.1:8081');
    expect(defaultNodeUrl('fd00::5', { port: 8081 })).toBe('http://[fd00::5]:8081');
    const own = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    expect(defaultNodeUrl('0.0.0.0', { port: 8082 })).toBe(`http://${own?.address ?? '127.0.0.1'}:8082`);
  });
});
