import { join } from 'node:path';
import type { Kysely } from 'kysely';
import {
  removeReplay,
  removeReplayFiles,
  replaysForStaff,
  replayUrl,
  setReplayHidden,
} from '../live/replays';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import type { ConsoleRoutes } from './http';

/** Replays the console lists (newest first). */
const LISTED = 200;

function replayId(req: { params: unknown }): number {
  const id = Number((req.params as { id: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new Refusal('console', 400, 'replay must be a positive integer');
  return id;
}

/**
 * Replays (issue 45, server/live/replays.ts): moderators list them, hide one (listed nowhere, its
 * page gone) or show it again, or delete it (its files removed, as the recording budget does).
 * Every change is in the audit log.
 */
export function replaysRoutes(routes: ConsoleRoutes, db: Kysely<Database>, dataDir: string): void {
  const dir = join(dataDir, 'replays');

  routes.read('/replays', 'live.manage', async () => {
    const rows = await replaysForStaff(db, LISTED);
    return {
      replays: rows.map((r) => ({
        ...r,
        cover: replayUrl(r.cover),
        video_url: replayUrl(r.file),
        hidden: r.hidden === 1,
      })),
    };
  });

  routes.change('POST', '/replays/:id/hidden', 'live.manage', async (trx, _ctx, body, req) => {
    const id = replayId(req);
    if (typeof body.hidden !== 'boolean') throw new Refusal('console', 400, 'hidden must be true or false');
    const before = await setReplayHidden(trx, id, body.hidden);
    if (!before) throw new Refusal('console', 404, `no replay ${id}`);
    return {
      answer: { id, hidden: body.hidden },
      audit: {
        action: body.hidden ? 'replay.hide' : 'replay.unhide',
        target: `replay:${id}`,
        before: { hidden: before.hidden === 1, title: before.title },
        after: { hidden: body.hidden },
      },
    };
  });

  routes.change('DELETE', '/replays/:id', 'live.manage', async (trx, _ctx, _body, req) => {
    const id = replayId(req);
    const removed = await removeReplay(trx, id);
    if (!removed) throw new Refusal('console', 404, `no replay ${id}`);
    return {
      answer: { id, deleted: true },
      audit: {
        action: 'replay.delete',
        target: `replay:${id}`,
        before: { title: removed.title, file: removed.file, bytes: removed.bytes },
        after: { deleted: true },
      },
      // NOTE: the files go once the row says so: a rolled-back delete keeps a playable replay.
      afterCommit: () => removeReplayFiles(dir, removed.files),
    };
  });
}
