#!/usr/bin/env node
// `npm start`: install what is missing, build the app when its sources changed, serve everything.
// Uses only Node's own modules, so it runs on a fresh clone before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const newest = (path) => {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let m = 0;
  for (const name of readdirSync(path))
    if (name !== 'node_modules') m = Math.max(m, newest(join(path, name)));
  return m;
};

const installed = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || newest(join(root, 'package-lock.json')) > newest(installed)) {
  console.log('Installing dependencies…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}
const built = join(root, 'dist', 'index.html');
const sources = [
  'src',
  'admin',
  'protocol',
  'workers',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
if (!existsSync(built) || Math.max(...sources.map((s) => newest(join(root, s)))) > newest(built)) {
  console.log('Building the app…');
  run('npx', ['vite', 'build']);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
