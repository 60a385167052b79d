import type { MaintainStatus } from '../../../protocol/mainApi';
import { fallbackStore } from '../../api/fallbackStore';
import { browserFetch } from '../../api/http';
import { alertDialog } from '../../components/overlays';
import { on } from '../../state/events';
import { ui } from '../../state/ui';
import { maintenanceTexts } from './texts';

/** While the screen shows, maintenance is re-checked this often (spec 000 §4). */
export const RECHECK_MS = 10_000;

/** The maintenance files checked in order; the first that answers decides. */
export const MAINTAIN_URLS = ['/maintain.json', '/maintenance.json'];

/** Reads a maintain.json answer; anything unreadable counts as "not in maintenance". */
export function readMaintainStatus(raw: unknown): MaintainStatus {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    maintain: Number(r.maintain) === 1 ? 1 : 0,
    withdrawal: Number(r.withdrawal) === 1 ? 1 : 0,
    img: typeof r.img === 'string' ? r.img : '',
    content: typeof r.content === 'string' ? r.content : '',
  };
}

/**
 * This origin's files first, then those the servers named (encryptionConfig, a cloud file): the
 * other hosts' files still answer when this origin is down.
 */
export function maintainUrls(): string[] {
  const own = new Set(MAINTAIN_URLS.map((path) => new URL(path, location.origin).href));
  return [...MAINTAIN_URLS, ...fallbackStore.maintainUrls().filter((url) => !own.has(url))];
}

async function fetchStatus(): Promise<MaintainStatus | undefined> {
  for (const url of maintainUrls()) {
    try {
      const response = await browserFetch(`${url}?t=${Date.now()}`, { cache: 'no-store' });
      if (response.ok) return readMaintainStatus(await response.json());
    } catch {
      // the next file is tried
    }
  }
  return undefined;
}

let outageShown = false;
let timer: ReturnType<typeof setInterval> | undefined;

function apply(status: MaintainStatus | undefined): void {
  if (!status) return;
  if (status.withdrawal === 1 && !outageShown) {
    outageShown = true;
    void alertDialog({
      title: maintenanceTexts.t('noticeTitle'),
      content: status.content || maintenanceTexts.t('outage'),
      confirmText: maintenanceTexts.t('gotIt'),
    });
  }
  if (status.maintain === 1) {
    ui.maintenance = status;
    timer ??= setInterval(() => void fetchStatus().then(apply), RECHECK_MS);
  } else {
    ui.maintenance = null;
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  }
}

/**
 * A check made this recently stands: the start's own check and the announcement's first answer,
 * which looks at the files too, come within a moment of each other.
 */
export const FRESH_MS = 5000;
let lastCheck: { at: number; done: Promise<void> } | undefined;

/** Checks the maintenance files (once in {@link FRESH_MS}); shows or hides the screen. */
export function checkMaintenance(): Promise<void> {
  const now = Date.now();
  if (lastCheck && now - lastCheck.at < FRESH_MS) return lastCheck.done;
  const done = fetchStatus().then(apply);
  lastCheck = { at: now, done };
  return done;
}

on('maintenance', ({ show }) => {
  // NOTE: the server said it is in maintenance: the files are read again, however recent the last look.
  if (show) void fetchStatus().then(apply);
  else apply({ maintain: 0, withdrawal: 0, img: '', content: '' });
});
