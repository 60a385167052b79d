// What the socket benches share: each server runs in a child process of its own (forked from the
// bench file with `--serve KIND`), and the clients open sockets in batches.
import { type ChildProcess, fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { TestServer } from '../helpers/server';

const CONNECT_BATCH = 250;

/** A message from a server child; every child first says `ready` with the address it serves. */
export type ChildReply = { type: string };

export interface BenchChild<M extends ChildReply> {
  process: ChildProcess;
  ready: Extract<M, { type: 'ready' }>;
  /** Sends `message` and resolves with the child's next message of type `reply`. */
  request<T extends M['type']>(message: object, reply: T): Promise<Extract<M, { type: T }>>;
  /** Asks the child to stop; kills it after 10 s. */
  stop(): Promise<void>;
}

/**
 * Forks `file --serve kind` (under tsx, with `execArgv` added, e.g. `--expose-gc`) and resolves
 * once it says `ready`.
 */
export async function startBenchChild<M extends ChildReply>(
  file: string,
  kind: string,
  execArgv: readonly string[] = [],
): Promise<BenchChild<M>> {
  const child = fork(file, ['--serve', kind], {
    execArgv: ['--import', 'tsx', ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends M['type']>(type: T) =>
    new Promise<Extract<M, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`${kind} server exited (${code})`));
      const onMessage = (message: M) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<M, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ready = await next('ready' as M['type']);
  return {
    process: child,
    ready: ready as Extract<M, { type: 'ready' }>,
    request: (message, reply) => {
      const answer = next(reply);
      child.send(message);
      return answer;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Calls `open(i)` for i < n, `CONNECT_BATCH` at a time. */
export async function inBatches<T>(n: number, open: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += CONNECT_BATCH) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, n - i) }, (_, j) => open(i + j)))),
    );
  }
  return out;
}

/** Calls `onFrame(id, seq, body)` for each protocol frame in a WebSocket message. */
export function eachFrame(data: Buffer, onFrame: (id: number, seq: number, body: Uint8Array) => void): void {
  for (let at = 0; at + 8 <= data.length; ) {
    const length = data.readUInt16BE(at + 6);
    onFrame(data.readUInt16BE(at + 4), data.readUInt32BE(at), data.subarray(at + 8, at + 8 + length));
    at += 8 + length;
  }
}

/**
 * In a server child: answers `users` (n fresh users with sessions, made in the server's database)
 * and `stop`.
 * NOTE: a graceful close of thousands of sockets writes a logout time and drops a membership row
 * per socket (seconds); the run is over, so only the data folder is removed.
 */
export async function answerUsersAndStop(server: TestServer): Promise<void> {
  const { bulkUsers } = await import('../integration/rooms.helpers');
  process.on('message', async (message: { type: string; n?: number }) => {
    if (message.type === 'users')
      process.send?.({ type: 'users', users: await bulkUsers(server.db, message.n ?? 0) });
    if (message.type === 'stop') {
      rmSync(server.config.dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
}
