import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

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

/** Debian's Chromium, or the one `CHROMIUM_PATH` names. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A phone-sized viewport, as the product is used. */
export const PHONE = { width: 390, height: 844 };

/** What a phone user's context needs that the browser's flags do not set. */
interface PhoneOptions {
  args?: string[];
  serviceWorkers?: 'allow' | 'block';
  timezoneId?: string;
  /**
   * A profile on disk of its own (a Chromium of its own): what an off-the-record context lacks, as
   * the Push API (the Web Push tests).
   */
  persistent?: boolean;
  /** The browser's user agent (an iPhone's, say); Chromium's own by default. */
  userAgent?: string;
}

/** The browsers of this test file, one per set of flags, each with how many contexts use it. */
const shared = new Map<string, { browser: Promise<Browser>; users: number }>();

/**
 * One Chromium for the phones of a test file that start with the same flags, each phone a context
 * of its own (its own storage, service worker, hub and socket, as a device of its own). NOTE: a
 * Chromium per phone cost a browser and a GPU process each, and the suite's time (issue 44); the
 * browser goes once its last phone closes.
 */
async function sharedBrowser(args: string[]): Promise<{ browser: Browser; release: () => Promise<void> }> {
  const key = JSON.stringify(args);
  let entry = shared.get(key);
  if (!entry) {
    entry = {
      browser: chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: [...CHROMIUM_ARGS, ...args],
      }),
      users: 0,
    };
    shared.set(key, entry);
  }
  const own = entry;
  own.users++;
  const browser = await own.browser;
  return {
    browser,
    release: async () => {
      own.users--;
      if (own.users > 0) return;
      shared.delete(key);
      await browser.close();
    },
  };
}

/**
 * A phone-sized Chromium context, as a device of its own; `close` ends it (and what it left behind).
 * `timezoneId` sets the device's time zone (IANA name); the machine's by default.
 */
export async function launchBrowser(options: PhoneOptions = {}): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const phone = {
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  } as const;
  if (!options.persistent) {
    const { browser, release } = await sharedBrowser(options.args ?? []);
    const context = await browser.newContext(phone);
    return {
      context,
      close: async () => {
        await context.close();
        await release();
      },
    };
  }
  const userDataDir = mkdtempSync(join(tmpdir(), 'sportlive-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    ...phone,
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
    executablePath: CHROMIUM,
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
