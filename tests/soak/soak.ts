/**
 * `npm run soak` (issue 23 "Many nodes, nothing lost"): three server nodes on one PostgreSQL
 * database and one Redis, on loopback; clients running the real hub core chat in private chats,
 * groups and live rooms while nodes are killed (SIGKILL) and restarted, sockets are cut at the
 * proxies and Redis is killed and started again. Then the faults stop, every client comes back
 * online and settles, and the end check (check.ts) compares the database with every hub's store.
 *
 *   npm run soak -- --minutes 6 --faults 150 --clients 24
 *
 * Bounded: traffic and faults stop after `--minutes` or once `--faults` kills and cuts were made;
 * the clients then get `--settle` seconds to deliver. Exits 1 when anything was lost or doubled.
 */
import { parseArgs } from 'node:util';
import { chatKey } from '../../protocol';
import { check } from './check';
import { allOnline, type SoakClient, startClients } from './clients';
import { Cluster } from './cluster';

const { values: flags } = parseArgs({
  options: {
    minutes: { type: 'string', default: '6' },
    faults: { type: 'string', default: '150' },
    clients: { type: 'string', default: '24' },
    settle: { type: 'string', default: '90' },
    'fault-every': { type: 'string', default: '2000' },
  },
});
const MINUTES = Number(flags.minutes);
const MAX_FAULTS = Number(flags.faults);
const CLIENTS = Number(flags.clients);
const SETTLE_MS = Number(flags.settle) * 1000;
const FAULT_EVERY_MS = Number(flags['fault-every']);
const NODES = 3;
const GROUP_SIZE = 6;
const PG_URL = process.env.SOAK_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const log = (text: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${text}`);

interface Faults {
  kills: number;
  cuts: number;
  redisRestarts: number;
}

/** Friends in a ring, groups of six neighbours, two live rooms; room senders are room admins. */
async function arrange(cluster: Cluster, clients: SoakClient[]): Promise<void> {
  for (let i = 0; i < clients.length; i++) {
    const a = clients[i] as SoakClient;
    const b = clients[(i + 1) % clients.length] as SoakClient;
    await a.hub.core.request('msg_add_friend_by_fid_req', { fid: b.fid, hellomsg: 'soak' });
    const handled = await b.hub.core.request('msg_handle_friend_apply_req', {
      otheruid: a.uid,
      handletype: 1,
    });
    if (handled.result !== 1) throw new Error(`friend apply ${a.uid} → ${b.uid}: ${handled.result}`);
    a.peers.push(b.uid);
    b.peers.push(a.uid);
    a.chats.push(chatKey(a.uid, b.uid).toString());
    b.chats.push(chatKey(a.uid, b.uid).toString());
  }
  for (let start = 0; start + 1 < clients.length; start += GROUP_SIZE) {
    const members = clients.slice(start, start + GROUP_SIZE);
    const [owner, ...others] = members as [SoakClient, ...SoakClient[]];
    const group = await owner.hub.core.calls.createGroup(
      others.map((c) => c.uid),
      `soak ${start / GROUP_SIZE + 1}`,
    );
    for (const member of members) {
      member.groups.push(group.groupkey);
      member.chats.push(String(group.groupkey));
    }
  }
  const rooms = await cluster.query<{ room_id: number }>(
    'select room_id from live_rooms order by room_id limit 2',
  );
  if (rooms.length === 0) throw new Error('no live rooms in the database');
  const now = Date.now();
  for (const [i, client] of clients.entries()) {
    const room = (rooms[i % rooms.length] as { room_id: number }).room_id;
    // NOTE: admins skip the room's slow mode, so the soak's pace is not refused as spam.
    await cluster.query(
      'insert into chat_room_admins (roomkey, uid, created_at) values ($1, $2, $3) on conflict do nothing',
      [room, client.uid, now],
    );
    const joined = await client.hub.core.calls.joinRoom(room);
    if (!joined.joined) throw new Error(`uid ${client.uid} could not join room ${room}`);
    client.room = room;
  }
}

/** One client's chatter until `running()` says stop. */
async function chatter(client: SoakClient, running: () => boolean): Promise<void> {
  let n = 0;
  while (running()) {
    await sleep(300 + Math.random() * 900);
    if (!running()) return;
    const content = `soak ${client.uid} ${++n}`;
    const roll = Math.random();
    try {
      if (roll < 0.45) await client.hub.core.calls.sendPrivate(pick(client.peers), content);
      else if (roll < 0.85 && client.groups.length)
        await client.hub.core.calls.sendGroup(pick(client.groups), content);
      else {
        const reply = await client.hub.core.calls.sendRoom(client.room, content);
        if (reply.result === 1 && reply.message) {
          client.roomSent.push({ roomId: client.room, chatmsgno: reply.message.chatmsgno, content });
        }
      }
    } catch {
      // Offline or timed out: a room message not answered is not counted as sent.
    }
  }
}

/** Kills and restarts nodes, restarts Redis and cuts sockets until `until` or `MAX_FAULTS`. */
async function injectFaults(cluster: Cluster, until: number): Promise<Faults> {
  const faults: Faults = { kills: 0, cuts: 0, redisRestarts: 0 };
  let heavy: Promise<void> | null = null;
  let lastLogged = 0;
  const restartNode = async () => {
    const slot = pick(cluster.slots.filter((s) => s.node));
    await cluster.killSlot(slot);
    faults.kills++;
    await sleep(500 + Math.random() * 1500);
    for (;;) {
      try {
        await cluster.startSlot(slot);
        return;
      } catch (error) {
        log(`${slot.name} failed to start, again: ${String(error).slice(0, 200)}`);
      }
    }
  };
  const restartRedis = async () => {
    await cluster.redis.kill();
    faults.redisRestarts++;
    await sleep(1000 + Math.random() * 1000);
    await cluster.redis.up();
  };
  while (Date.now() < until && faults.kills + faults.cuts < MAX_FAULTS) {
    await sleep(FAULT_EVERY_MS * (0.5 + Math.random()));
    const roll = Math.random();
    if (!heavy && roll < 0.4) {
      heavy = restartNode().finally(() => {
        heavy = null;
      });
    } else if (!heavy && roll < 0.48) {
      heavy = restartRedis().finally(() => {
        heavy = null;
      });
    } else {
      pick(cluster.slots).proxy.resetAll();
      faults.cuts++;
    }
    const made = faults.kills + faults.cuts;
    if (made > 0 && made % 20 === 0 && made !== lastLogged) {
      lastLogged = made;
      log(`${faults.kills} kills, ${faults.cuts} cuts, ${faults.redisRestarts} Redis restarts`);
    }
  }
  await heavy;
  return faults;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function main(): Promise<number> {
  const started = Date.now();
  log(`starting ${NODES} nodes, ${CLIENTS} clients`);
  const cluster = await Cluster.start(PG_URL, NODES);
  let clients: SoakClient[] = [];
  try {
    clients = await startClients(cluster, CLIENTS);
    await arrange(cluster, clients);
    log(`chatting for up to ${MINUTES} min or ${MAX_FAULTS} kills and cuts`);
    let running = true;
    const talk = Promise.all(clients.map((c) => chatter(c, () => running)));
    const faults = await injectFaults(cluster, Date.now() + MINUTES * 60_000);
    running = false;
    await talk;
    const faultsDone = Date.now();
    log('faults over: waiting for every client to be online and settled');
    const deadline = Date.now() + SETTLE_MS;
    let result = await check(cluster, clients);
    while (Date.now() < deadline) {
      if (allOnline(clients)) {
        await Promise.all(clients.map((c) => c.hub.core.settled()));
        result = await check(cluster, clients);
        if (result.lost + result.doubled + result.misordered + result.unconfirmed === 0) break;
      }
      await sleep(2000);
    }
    const reconnects = clients.flatMap((c) => c.reconnects);
    const failed = result.lost + result.doubled + result.misordered + result.unconfirmed > 0;
    console.log(
      [
        '',
        `soak: ${NODES} nodes, ${CLIENTS} clients, ${((faultsDone - started) / 60_000).toFixed(1)} min of faults, ` +
          `settled in ${((Date.now() - faultsDone) / 1000).toFixed(0)} s, ${((Date.now() - started) / 60_000).toFixed(1)} min in all`,
        `  faults      ${faults.kills} node kills (SIGKILL), ${faults.cuts} socket cuts, ${faults.redisRestarts} Redis restarts`,
        `  sent        ${result.sent} (told sent: private, group and room messages)`,
        `  stored      ${result.stored}`,
        `  lost        ${result.lost}`,
        `  doubled     ${result.doubled}`,
        `  misordered  ${result.misordered}`,
        `  unconfirmed ${result.unconfirmed} (pending or failed in the sender's store)`,
        `  deliveries  ${result.deliveries} checked (message × member store)${result.pruned ? `; ${result.pruned} room messages pruned, not checked` : ''}`,
        `  reconnects  ${reconnects.length}, time to reconnect p50 ${percentile(reconnects, 50)} ms, p99 ${percentile(reconnects, 99)} ms`,
        `  node starts p50 ${percentile(cluster.startTimes, 50)} ms`,
        ...result.samples.map((s) => `  ! ${s}`),
        `  ${failed ? 'FAILED' : 'OK: nothing lost, nothing doubled'}`,
      ].join('\n'),
    );
    return failed ? 1 : 0;
  } finally {
    await Promise.allSettled(clients.map((c) => c.hub.close()));
    await cluster.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
