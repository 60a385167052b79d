// Attack 1 (issue 14): `npm start` served GET /dev/sms (anyone's login code) and the site toggles
// POST /dev/maintain and /dev/settings to anyone. And /metrics was public (attack 8).
import { expect, test } from 'vitest';
import type { ConsoleSmsProvider } from '../../../server/accounts';
import { loadConfig } from '../../../server/config';
import { readSettings } from '../../../server/content/settings';
import { imCall, setSetting } from '../../helpers/server';
import { onEachStore } from './stores';

test('DEV_ENDPOINTS is off unless set to 1, and refused with NODE_ENV=production', () => {
  expect(loadConfig({}).devEndpoints).toBe(false);
  expect(loadConfig({ DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
  expect(() => loadConfig({ DEV_ENDPOINTS: '1', NODE_ENV: 'production' })).toThrow(/DEV_ENDPOINTS/);
  expect(() => loadConfig({ DEV_ENDPOINTS: 'yes' })).toThrow(/DEV_ENDPOINTS must be 1 or 0/);
});

onEachStore('dev endpoints and site toggles', (start) => {
  test('as `npm start` runs it, GET /dev/sms does not exist: a victim’s code is not handed out', async () => {
    const server = await start({ devEndpoints: false });
    const phone = '13810000001';
    expect((await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: phone, mtype: 1 })).ret).toBe(0);
    const sent = (server.sms as ConsoleSmsProvider).last('86', phone);
    const code = /\b(\d{6})\b/.exec(sent?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const response = await fetch(`${server.url}/dev/sms?zone=86&phone=${phone}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(code);
  });

  test('switched on, /dev/sms answers loopback only: another machine gets 403', async () => {
    const server = await start();
    const phone = '13810000002';
    await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: phone, mtype: 1 });
    const remote = await server.app.inject({
      url: `/dev/sms?zone=86&phone=${phone}`,
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).toBe('{"code":403,"msg":"dev endpoints answer this machine only"}');
    expect((await fetch(`${server.url}/dev/sms?zone=86&phone=${phone}`)).status).toBe(200);
  });

  test('maintenance and settings cannot be changed over HTTP at all; a javascript: link is refused even to staff', async () => {
    const server = await start();
    for (const [path, body] of [
      ['/dev/maintain', { maintain: 1 }],
      ['/dev/settings', { key: 'pmd_url', value: 'javascript:alert(1)' }],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(404);
    }
    const settings = await readSettings(server.db, server.url);
    expect(settings.maintain).toBe(0);
    expect(settings.pmd_url).toBe('');
    await expect(setSetting(server, 'pmd_url', 'javascript:alert(1)')).rejects.toThrow(/http\(s\) URL/);
    await expect(setSetting(server, 'forever_url', ['javascript:alert(1)'])).rejects.toThrow(/http\(s\) URL/);
    await setSetting(server, 'pmd_url', 'https://example.com/notice');
    expect((await readSettings(server.db, server.url)).pmd_url).toBe('https://example.com/notice');
  });

  test('/metrics answers loopback or the METRICS_TOKEN bearer only', async () => {
    const server = await start({ metricsToken: 'm-secret-123' });
    expect((await fetch(`${server.url}/metrics`)).status).toBe(200);
    const stranger = await server.app.inject({ url: '/metrics', remoteAddress: '198.51.100.4' });
    expect(stranger.statusCode).toBe(404);
    const wrong = await server.app.inject({
      url: '/metrics',
      remoteAddress: '198.51.100.4',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(404);
    const operator = await server.app.inject({
      url: '/metrics',
      remoteAddress: '198.51.100.4',
      headers: { authorization: 'Bearer m-secret-123' },
    });
    expect(operator.statusCode).toBe(200);
    expect(operator.json()).toHaveProperty('im');
  });
});
