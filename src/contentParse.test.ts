// Issue 44 "one contract per seam": message content is parsed once, in the hub (protocol/content
// parseBody fills each row's `body`); a tab renders from that and never reads content JSON itself.
// JSON.parse appears only in the allow-list below, none of which sees message content.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = import.meta.dirname;
const PARSE = /\bJSON\s*\.\s*parse\b/g;

/** Files that parse JSON that is not message content, and why. */
const ALLOWED: Readonly<Record<string, string>> = {
  'lib/storage.ts': 'the entries this app wrote to localStorage',
  'api/imApi.ts': 'the HTTP answers of the IM tools',
  'api/exchange.ts': 'the encrypted main API answers',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test('no file under src/ parses JSON but the allow-listed ones (message content is the hub’s)', () => {
  const files = sources(ROOT);
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) => {
    const name = relative(ROOT, file).split('\\').join('/');
    if (name in ALLOWED) return [];
    const hits = readFileSync(file, 'utf8').match(PARSE) ?? [];
    return hits.length > 0 ? [name] : [];
  });
  expect(found).toEqual([]);
});
