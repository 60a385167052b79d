import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

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

/**
 * Brings each page of `context` to the front when it loads a document. NOTE: a document loaded while
 * another tab of its context is in front draws 2 frames a second in headless Chromium, so every click
 * on it waited seconds for the element to be stable (22 s for a pay password's six keys; issue 44);
 * a page loaded in front draws at the full rate after, in front or not. Drawing every page at the
 * full rate (`--disable-frame-rate-limit`) instead cost 40% of a core for three idle pages.
 */
function frontOnLoad(context: BrowserContext): BrowserContext {
  const watch = (page: Page) =>
    page.on('domcontentloaded', () => void page.bringToFront().catch(() => undefined));
  context.pages().forEach(watch);
  context.on('page', watch);
  return context;
}

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

/** The browsers of this test worker, one per set of flags. */
const shared = new Map<string, Promise<Browser>>();

/**
 * One Chromium for the phones that start with the same flags, each phone a context of its own (its
 * own storage, service worker, hub and socket, as a device of its own). NOTE: a Chromium per phone,
 * then per test file, cost a browser and a GPU process each, and the suite's time (issue 44): the
 * browser files share their worker's modules (vitest.config.ts), so a browser started by one file
 * serves the next; it goes with the worker, or when it crashes.
 */
async function sharedBrowser(args: string[]): Promise<Browser> {
  const key = JSON.stringify(args);
  let browser = shared.get(key);
  if (!browser) {
    browser = chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [...CHROMIUM_ARGS, ...args],
    });
    shared.set(key, browser);
    const launched = browser;
    launched.then(
      (b) => b.on('disconnected', () => shared.get(key) === launched && shared.delete(key)),
      () => shared.delete(key),
    );
  }
  return browser;
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
    const browser = await sharedBrowser(options.args ?? []);
    const context = frontOnLoad(await browser.newContext(phone));
    return { context, close: () => context.close() };
  }
  const userDataDir = mkdtempSync(join(tmpdir(), 'sportlive-chromium-'));
  const context = frontOnLoad(
    await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
      ...phone,
    }),
  );
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
  const browser = await sharedBrowser([]);
  const contexts = new Set<BrowserContext>();
  return {
    newContext: async () => {
      const context = frontOnLoad(await browser.newContext({ viewport: DESKTOP }));
      contexts.add(context);
      return context;
    },
    close: async () => {
      await Promise.all([...contexts].map((c) => c.close()));
      contexts.clear();
    },
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
