import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/** The flags every browser test starts Debian's Chromium with (see DEVELOPERS.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A phone-sized viewport, as the product is used. */
export const PHONE = { width: 390, height: 844 };

/**
 * Launches Chromium with a fresh user-data dir and returns its context; `close` removes the dir.
 * `timezoneId` sets the device's time zone (IANA name); the machine's by default.
 */
export async function launchBrowser(
  options: { args?: string[]; serviceWorkers?: 'allow' | 'block'; timezoneId?: string } = {},
): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'sportlive-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** A desktop-sized viewport (the staff console). */
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Launches Chromium for desktop pages: each `newContext` is a separate session (its own cookies),
 * so several staff members can be logged in at once.
 */
export async function launchDesktopBrowser(): Promise<{
  newContext: () => Promise<BrowserContext>;
  close: () => Promise<void>;
}> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    newContext: () => browser.newContext({ viewport: DESKTOP }),
    close: () => browser.close(),
  };
}

/**
 * Starts the clock of every page of `context` at `now` (ms): `Date` and `Date.now()` run on from
 * that moment; a date made from a given time is left as it is.
 */
export async function startClockAt(context: BrowserContext, now: number): Promise<void> {
  await context.addInitScript((at: number) => {
    const RealDate = Date;
    const offset = at - RealDate.now();
    class FixedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...(args as [number]));
      }
      static override now() {
        return RealDate.now() + offset;
      }
    }
    (globalThis as { Date: DateConstructor }).Date = FixedDate as DateConstructor;
  }, now);
}
