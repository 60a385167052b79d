import { type ChildProcess, spawn } from 'node:child_process';

/** A server process (`server/main.ts`) started by a test, with what it printed. */
export interface Node {
  child: ChildProcess;
  url: string;
  output: string[];
}

/** Starts `node --import tsx server/main.ts` and resolves with its URL once it prints it. */
export function startNode(name: string, env: Record<string, string>): Promise<Node> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    // NOTE: no red-packet rain unless the test's env asks for it (RAIN_CHECK_MS).
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      RTMP_PORT: 'off',
      RAIN_CHECK_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output.join('')}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /Serving on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output.join(''));
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output.join('')}`));
    });
  });
}

/** Stops a node (SIGTERM, SIGKILL after 5 s) and waits for it to exit. */
export async function stopNode(node: Node | undefined): Promise<void> {
  const child = node?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
