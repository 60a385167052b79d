// Attacks 7 and 8 (issue 14): the Host header reflected into /hosts.json, the login's server list
// and /download.html; no security headers (nosniff on /uploads/, a CSP); javascript: avatars.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { RESULT } from '../../../protocol/result';
// NOTE: brings in the `app.publicHosts` decoration's type (tests see the server through its declarations).
import type {} from '../../../server/http/hosts';
import { createGuest, ImClient } from '../../helpers/imClient';
import type { TestServer } from '../../helpers/server';
import { onEachStore } from './stores';

const EVIL = 'evil.example';

async function asEvilHost(server: TestServer, url: string, method: 'GET' | 'POST' = 'GET', payload?: string) {
  return server.app.inject({
    method,
    url,
    headers: {
      host: `${EVIL}:8080`,
      ...(payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

onEachStore('HTTP surface', (start) => {
  test('an unknown Host header is never written into a response', async () => {
    const server = await start();
    const hosts = await asEvilHost(server, '/hosts.json');
    expect(hosts.statusCode).toBe(200);
    expect(hosts.body).not.toContain(EVIL);
    const download = await asEvilHost(server, '/download.html');
    expect(download.statusCode).toBe(200);
    expect(download.body).not.toContain(EVIL);
    const winParam = JSON.stringify({
      method: 'IMUser.guestLogin',
      param: {},
      deviceid: 'host-probe-device',
      siteid: 3,
      channel: 8,
    });
    const login = await asEvilHost(
      server,
      '/api/flashapi.php',
      'POST',
      new URLSearchParams({ win_param: winParam }).toString(),
    );
    expect(login.json()).toMatchObject({ ret: 0 });
    expect(login.body).not.toContain(EVIL);
    expect(login.json().svrlist).toEqual([{ svrip: '127.0.0.1', websvrport: 80 }]);
    // A name of this machine is kept as the client wrote it.
    const own = await server.app.inject({ url: '/hosts.json', headers: { host: 'localhost:8123' } });
    expect(JSON.parse(own.body)).toContain('http://localhost:8123');
  });

  test('PUBLIC_HOST and ALLOWED_HOSTS name the server', async () => {
    const server = await start({
      publicHost: 'live.example.com',
      publicPort: 443,
      allowedHosts: ['lan.example'],
    });
    const hosts = await asEvilHost(server, '/hosts.json');
    expect(hosts.body).toContain('live.example.com');
    expect(hosts.body).not.toContain(EVIL);
    expect(server.app.publicHosts.knows('lan.example')).toBe(true);
    expect(server.app.publicHosts.knows(EVIL)).toBe(false);
  });

  test('security headers on pages, scripts, API answers and uploads', async () => {
    const server = await start();
    mkdirSync(join(server.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(server.config.dataDir, 'uploads', 'probe.png'), '<script>alert(1)</script>');
    for (const path of [
      '/maintain.json',
      '/app/key.js',
      '/uploads/probe.png',
      '/download.html',
      '/api/flashapi.php',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
    const upload = await fetch(`${server.url}/uploads/probe.png`);
    expect(upload.headers.get('content-type')).toBe('image/png');
  });

  test('javascript: avatars are refused for groups and users', async () => {
    const server = await start();
    const host = await createGuest(server.url);
    const socket = await ImClient.connect(server.url);
    await socket.login(host);
    const created = await socket.request('msg_create_group_req', {
      uids: [],
      groupname: 'Probe',
      group_headurl: 'javascript:alert(1)',
    });
    expect(created.result).toBe(RESULT.FAIL);
    const group = await socket.request('msg_create_group_req', {
      uids: [],
      groupname: 'Probe',
      group_headurl: '/avatars/3.png',
    });
    expect(group.result).toBe(RESULT.SUCCESS);
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example/a.png',
    ]) {
      const set = await socket.request('msg_set_group_headurl_req', {
        groupkey: group.group_info.groupkey,
        group_headurl: url,
      });
      expect(set.result, url).toBe(RESULT.FAIL);
      expect((await socket.request('msg_set_headurl_req', { headurl: url })).result, url).toBe(RESULT.FAIL);
    }
    const ok = await socket.request('msg_set_group_headurl_req', {
      groupkey: group.group_info.groupkey,
      group_headurl: 'https://img.example/a.png',
    });
    expect(ok.result).toBe(RESULT.SUCCESS);
    await socket.close();
  });
});
