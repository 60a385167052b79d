#!/usr/bin/env node
// `npm test`: typecheck and lint beside every vitest project (unit, integration, browser), and one
// closing line `N passed, N failed[, N skipped]` counting each check and each test.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
let passed = 0;
let failed = 0;
let skipped = 0;
const step = (name, cmd, args) =>
  new Promise((resolve) => {
    console.log(`\n▶ ${name}`);
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('close', (status) => resolve(status === 0));
  });
/** Runs a check beside the tests, its output held and printed once it ends (so the logs do not mix). */
const background = (name, cmd, args) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('error', (error) => out.push(Buffer.from(String(error))));
    child.on('close', (status) => resolve({ name, ok: status === 0, output: Buffer.concat(out).toString() }));
  });

// NOTE: the checks run while the tests do (the tests wait on sockets and browsers much of the
// time); their output comes after the tests'.
const checks = [
  ['typecheck (each part once, on its own platform: tsc -b)', 'npm', ['run', '-s', 'typecheck']],
  ['protocol docs are current', 'node', ['--import', 'tsx', 'scripts/gen-protocol-docs.ts', '--check']],
  ['generated protocol code is current', 'node', ['scripts/gen-proto.mjs', '--check']],
  ['lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']],
]
  .filter(([name]) => !name.startsWith('protocol docs') || existsSync(`${root}scripts/gen-protocol-docs.ts`))
  .map(([name, cmd, args]) => background(name, cmd, args));

const results = `${root}.vitest-results.json`;
const unhandled = `${root}.vitest-unhandled.json`;
rmSync(results, { force: true });
rmSync(unhandled, { force: true });
process.env.VITEST_UNHANDLED_FILE = unhandled;
const ok = await step('tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--reporter=./tests/helpers/unhandledReporter.ts',
  `--outputFile.json=${results}`,
  ...process.argv.slice(2),
]);
for (const check of await Promise.all(checks)) {
  console.log(`\n▶ ${check.name}\n${check.output}`);
  if (check.ok) passed++;
  else {
    failed++;
    console.log(`✗ ${check.name} failed`);
  }
}
if (existsSync(results)) {
  const r = JSON.parse(readFileSync(results, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
  // A suite that failed to load has no tests counted: count it as one failure.
  for (const s of r.testResults) if (s.status === 'failed' && s.assertionResults.length === 0) failed++;
} else if (!ok) failed++;
if (!ok && failed === 0) failed++;
if (existsSync(unhandled)) {
  const errors = JSON.parse(readFileSync(unhandled, 'utf8'));
  if (errors.length > 0) console.log(`\nUnhandled errors (${errors.length}):`);
  for (const e of errors)
    console.log(`- ${e.name}: ${e.message}${e.file ? ` (while ${e.file} ran)` : ''}\n${e.stack}`);
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
