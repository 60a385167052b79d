// `npm run bench [filter…]`: runs every tests/bench/*.bench.ts in turn (or those whose file name
// contains one of the filters). Each exports `run(): Promise<void>` and prints its own figures,
// each beside a peer measured in the same run.
import { readdirSync } from 'node:fs';

const dir = new URL('./', import.meta.url);
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((word) => f.includes(word)))
  .sort();

if (files.length === 0) {
  console.error(`bench: no tests/bench/*.bench.ts matches ${filters.join(', ') || '(no filter)'}`);
  process.exit(1);
}
for (const file of files) {
  const mod: { run?: () => Promise<void> } = await import(new URL(file, dir).href);
  if (typeof mod.run !== 'function') {
    console.error(`bench: ${file} does not export run()`);
    process.exit(1);
  }
  console.log(`\n▶ ${file}`);
  const started = performance.now();
  await mod.run();
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
