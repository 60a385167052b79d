import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const list = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(',')
    .map((name) => name.trim().replace(/^['"]|['"]$/g, ''));

it('the splash (index.html) names the fonts the app names (--adm-font-family, styles.css)', () => {
  // NOTE: on Linux each font name looked up is a blocking call to the browser's font service; the
  // splash's first layout finds the app's fonts, so the app's first layout looks up none again.
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const styles = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
  const splash = /\.splash \{[^}]*?font-family:([^;]+);/.exec(html)?.[1];
  const app = /--adm-font-family:([^;]+);/.exec(styles)?.[1];
  expect(splash).toBeDefined();
  expect(list(splash ?? '')).toEqual(list(app ?? ''));
});
