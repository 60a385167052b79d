// DESIGN §5: tabs speak domain, the hub speaks protocol. No file of the app names a protocol message
// (`msg_…_req`, `_rep`, `_notify`), not even in a comment: it calls the hub's domain calls
// (workers/hubApi.ts HubApi) and reads the database the hub keeps.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = import.meta.dirname;
const MESSAGE_NAME = /\bmsg_[a-z_]+_(req|rep|notify)\b/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

test('no file under src/ names a protocol message', () => {
  const files = sources(ROOT);
  expect(files.length).toBeGreaterThan(100);
  const named = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(MESSAGE_NAME)].map((m) => `${relative(ROOT, file)}: ${m[0]}`),
  );
  expect(named).toEqual([]);
});
