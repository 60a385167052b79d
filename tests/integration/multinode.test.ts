import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { CLOSE } from '../../server/im';
import { openStore } from '../../server/store';
import { addDeviceSession, createGuest, ImClient } from '../helpers/imClient';
import { type Node, startNode, stopNode } from '../helpers/nodes';
import { pgAdmin } from '../helpers/pgSchema';

const pgUrl = inject('pgUrl');
const redisUrl = inject('redisUrl');

describe.skipIf(!pgUrl || !redisUrl)('two server nodes sharing PostgreSQL and Redis', () => {
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const database = `im_multinode_${tag}`;
  const databaseUrl = (() => {
    const url = new URL(pgUrl);
    url.pathname = `/${database}`;
    return url.toString();
  })();
  const dataDirs = [
    mkdtempSync(join(tmpdir(), 'sportlive-node-a-')),
    mkdtempSync(join(tmpdir(), 'sportlive-node-b-')),
  ];
  const clients: ImClient[] = [];
  let a: Node | undefined;
  let b: Node | undefined;

  beforeAll(async () => {
    await pgAdmin(pgUrl, `create database ${database}`);
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, BUS_PREFIX: `test:${tag}:` };
    // NOTE: one after the other, so the schema is migrated once before the second node opens it.
    a = await startNode('node A', { ...env, DATA_DIR: dataDirs[0] ?? '' });
    b = await startNode('node B', { ...env, DATA_DIR: dataDirs[1] ?? '' });
  });

  afterAll(async () => {
    await Promise.allSettled(clients.map((c) => c.close()));
    await Promise.allSettled([stopNode(a), stopNode(b)]);
    await pgAdmin(pgUrl, `drop database if exists ${database} with (force)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  async function connect(node: Node): Promise<ImClient> {
    const client = await ImClient.connect(node.url);
    clients.push(client);
    return client;
  }

  test('a login on node B closes the older h5 session on node A, with the notice, through Redis', async () => {
    if (!a || !b) throw new Error('nodes not started');
    const user = await createGuest(a.url);
    const store = await openStore({ databaseUrl, dataDir: dataDirs[0] ?? '' });
    const second = await addDeviceSession(store.db, user.uid).finally(() => store.close());

    const onA = await connect(a);
    expect((await onA.login(user)).result).toBe(1);

    // The user made through node A's HTTP API logs in on node B (one store behind both).
    const onB = await connect(b);
    expect((await onB.login(second)).result).toBe(1);
    expect((await onB.nextPush('msg_user_data_notify')).base_data.uid).toBe(user.uid);

    expect(await onA.nextPush('msg_login_elsewhere_notify', { timeout: 5000 })).toEqual({
      deviceid: second.deviceid,
    });
    expect((await onA.waitForClose(5000)).code).toBe(CLOSE.LOGIN_ELSEWHERE);
    expect((await onB.request('msg_heart_test', {})).svr_time).toBeGreaterThan(0);
    expect(onB.pushes('msg_login_elsewhere_notify')).toHaveLength(0);

    // The same device moving back to node A replaces its session on node B quietly.
    const backOnA = await connect(a);
    expect((await backOnA.login(second)).result).toBe(1);
    expect((await onB.waitForClose(5000)).code).toBe(CLOSE.REPLACED);
    expect(onB.pushes('msg_login_elsewhere_notify')).toHaveLength(0);
  });
});
