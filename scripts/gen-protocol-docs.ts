// `npm run gen:docs`: writes docs/protocol.md, the table of every message id, from protocol/ids.ts.
// `--check` writes nothing and exits 1 when docs/protocol.md differs from what it would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { areaOf, isInSpecRange, kindOf, MESSAGE_IDS, MESSAGES } from '../protocol/ids';

const target = new URL('../docs/protocol.md', import.meta.url);

export function renderProtocolDocs(): string {
  const rows = MESSAGE_IDS.map((id) => {
    const name = MESSAGES[id];
    const area = `${areaOf(id) ?? '—'}${isInSpecRange(id) ? '' : ' ¹'}`;
    return `| ${id} | \`${name}\` | ${kindOf(name)} | ${area} |`;
  });
  return [
    '# Protocol message ids',
    '',
    `Generated from \`protocol/ids.ts\` by \`npm run gen:docs\` (scripts/gen-protocol-docs.ts); do not edit. ` +
      `${MESSAGE_IDS.length} messages; fields are in \`protocol/net.proto\`.`,
    '',
    '| id | message | kind | area |',
    '|---:|---|---|---|',
    ...rows,
    '',
    '¹ Outside the spec 001 §7 ranges: the area has more messages than ids (see `AREAS` in protocol/ids.ts).',
    '',
  ].join('\n');
}

const expected = renderProtocolDocs();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    current = '';
  }
  if (current !== expected) {
    console.error(
      'docs/protocol.md is stale (protocol/ids.ts changed): run `npm run gen:docs` and commit it.',
    );
    process.exit(1);
  }
  console.log('docs/protocol.md is current.');
} else {
  writeFileSync(target, expected);
  console.log(`docs/protocol.md: ${MESSAGE_IDS.length} messages.`);
}
