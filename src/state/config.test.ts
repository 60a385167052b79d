import { afterEach, expect, test } from 'vitest';
import type { ServerConfigData } from '../../protocol/mainApi';
import { config, whenConfigured } from './config';

const server = { live_load_img: '/a.webp' } as unknown as ServerConfigData;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  config.server = null;
});

test('whenConfigured waits for the configuration, then calls once', async () => {
  const seen: unknown[] = [];
  whenConfigured((s) => seen.push(s.live_load_img));
  config.loaded = true;
  await settle();
  expect(seen).toEqual([]);
  config.server = server;
  await settle();
  config.server = { ...server, live_load_img: '/b.webp' };
  await settle();
  expect(seen).toEqual(['/a.webp']);
});

test('whenConfigured calls at once when the configuration is there; a stopped wait never calls', async () => {
  const seen: unknown[] = [];
  const stop = whenConfigured((s) => seen.push(s));
  stop();
  config.server = server;
  await settle();
  expect(seen).toEqual([]);
  whenConfigured((s) => seen.push(s.live_load_img));
  expect(seen).toEqual(['/a.webp']);
});
