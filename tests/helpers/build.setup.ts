import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

/** Builds the app once per browser run into a temporary folder that the test servers serve. */
export default async function setup(project: TestProject) {
  if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
    throw new Error(
      'Browser tests need Chromium: `apt-get install -y chromium` (Debian), or set CHROMIUM_PATH',
    );
  }
  // NOTE: E2E_DIST_DIR names a build to test as it is (re-running one browser file while the app
  // does not change); the run builds its own otherwise.
  const given = process.env.E2E_DIST_DIR;
  if (given && existsSync(join(given, 'index.html'))) {
    project.provide('distDir', given);
    return;
  }
  const outDir = mkdtempSync(join(tmpdir(), 'sportlive-dist-'));
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  project.provide('distDir', outDir);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding this run's build of the app. */
    distDir: string;
  }
}
