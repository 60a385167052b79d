/**
 * The soak's servers (issue 23): one PostgreSQL database made for the run, one private Redis the
 * soak may kill, and three server nodes, each behind a TCP proxy on a fixed port so that a node
 * restarted on another port is found at the same address, and its sockets can be cut.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Node, startNode } from '../helpers/nodes';
import { pgAdmin } from '../helpers/pgSchema';
import { TcpProxy } from '../integration/hub-proxy';

/** A free TCP port of 127.0.0.1 (free when asked). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Resolves once `port` accepts a TCP connection. */
async function accepting(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A redis-server of the soak's own (no persistence), killed and started again on one port. */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    });
    await accepting(this.port, 10_000);
  }

  /** SIGKILL, then waits for the process to be gone. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }
}

/** One server node and the proxy in front of it. */
export interface Slot {
  name: string;
  node: Node | null;
  proxy: TcpProxy;
  dataDir: string;
}

/** The run's database, Redis and nodes. */
export class Cluster {
  /** Node restarts' start-up times, ms. */
  readonly startTimes: number[] = [];

  private constructor(
    private readonly adminUrl: string,
    readonly database: string,
    readonly databaseUrl: string,
    readonly redis: PrivateRedis,
    readonly slots: Slot[],
    private readonly env: Record<string, string>,
  ) {}

  /** Makes the database, starts Redis and `nodes` nodes one after the other (one migration). */
  static async start(adminUrl: string, nodes: number): Promise<Cluster> {
    const tag = `${process.pid}_${Date.now().toString(36)}`;
    const database = `soak_${tag}`;
    await pgAdmin(adminUrl, `create database ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const redis = await PrivateRedis.start();
    const env = { DATABASE_URL: url.toString(), REDIS_URL: redis.url, BUS_PREFIX: `soak:${tag}:` };
    const slots: Slot[] = [];
    for (let i = 0; i < nodes; i++) {
      slots.push({
        name: `node ${i + 1}`,
        node: null,
        proxy: await TcpProxy.start(1),
        dataDir: mkdtempSync(join(tmpdir(), `sportlive-soak-${i + 1}-`)),
      });
    }
    const cluster = new Cluster(adminUrl, database, url.toString(), redis, slots, env);
    for (const slot of slots) await cluster.startSlot(slot);
    return cluster;
  }

  /** A node's HTTP URL straight (not through its proxy). */
  httpUrl(index: number): string {
    const node = this.slots[index]?.node;
    if (!node) throw new Error(`node ${index + 1} is down`);
    return node.url;
  }

  /** Starts the slot's node and points its proxy at it. */
  async startSlot(slot: Slot): Promise<void> {
    const started = Date.now();
    const node = await startNode(slot.name, { ...this.env, DATA_DIR: slot.dataDir });
    // NOTE: the output is only read at start; dropping it keeps a long run's memory flat.
    node.child.stdout?.removeAllListeners('data').resume();
    node.child.stderr?.removeAllListeners('data').resume();
    node.child.removeAllListeners('exit');
    slot.node = node;
    slot.proxy.target = Number(new URL(node.url).port);
    this.startTimes.push(Date.now() - started);
  }

  /** SIGKILL the slot's node; its proxy cuts what it held. */
  async killSlot(slot: Slot): Promise<void> {
    const child = slot.node?.child;
    slot.node = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
    slot.proxy.resetAll();
  }

  /** A query on the run's database. */
  async query<R extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<R[]> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      return (await client.query<R>(sql, values)).rows;
    } finally {
      await client.end();
    }
  }

  /** Stops everything and drops the database. */
  async close(): Promise<void> {
    await Promise.allSettled(this.slots.map((slot) => this.killSlot(slot)));
    await Promise.allSettled(this.slots.map((slot) => slot.proxy.close()));
    await this.redis.kill();
    await pgAdmin(this.adminUrl, `drop database if exists ${this.database} with (force)`);
    for (const slot of this.slots) rmSync(slot.dataDir, { recursive: true, force: true });
  }
}
