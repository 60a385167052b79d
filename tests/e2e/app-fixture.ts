import { test as base, inject } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startServer } from '../helpers/server';
import { openApp } from './app-helpers';

/**
 * A browser test with the common setup as fixtures, each made once per file when a hook or a test
 * first asks for it, and closed after the file's last test: `server` (on this run's build),
 * `browser` (Chromium as a phone), and `page`, the app opened at `/` with `errors`, the uncaught
 * and console errors it has logged. A file that prepares the browser before the app opens asks for
 * `browser` alone in a `test.beforeAll` placed before the first use of `page`.
 */
export const test = base
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern; it has none
  .extend('server', { scope: 'file' }, async ({}, { onCleanup }) => {
    const server = await startServer({ distDir: inject('distDir') });
    onCleanup(() => server.close());
    return server;
  })
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern; it has none
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('app', { scope: 'file' }, ({ server, browser }) => openApp(browser.context, server.url))
  .extend('page', { scope: 'file' }, ({ app }) => app.page)
  .extend('errors', { scope: 'file' }, ({ app }) => app.errors);
