import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LOG_ACTION } from '../../protocol/mainApi';
import { ActionLog, type ActionLogDeps, FLUSH_MS, logActionUrl } from './actionLog';

function harness(answers: boolean[] = []) {
  const posted: unknown[][] = [];
  const beaconed: unknown[][] = [];
  let beaconOk = true;
  const deps: ActionLogDeps = {
    endpoint: () => 'https://log.example/api/logAction',
    post: async (_url, body) => {
      posted.push(JSON.parse(body) as unknown[]);
      return answers.shift() ?? true;
    },
    beacon: (_url, body) => {
      if (beaconOk) beaconed.push(JSON.parse(body) as unknown[]);
      return beaconOk;
    },
    caller: () => ({ check_id: 'yk1', check_type: 'tourist', client: 'h5', channel: '8' }),
    page: () => 'https://app.example/',
  };
  return {
    log: new ActionLog(deps),
    posted,
    beaconed,
    refuseBeacons: () => {
      beaconOk = false;
    },
  };
}

describe('the statistics queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('events wait FLUSH_MS for others and go in one batch, with who and where', async () => {
    const h = harness();
    h.log.log({ action_id: LOG_ACTION.NEWS_OR_TAB, free_id: 'tab:hot' });
    h.log.log({ action_id: LOG_ACTION.DOWNLOAD_OR_OPEN_ROOM, room_key: '10003', anchor_id: 100003 });
    await vi.advanceTimersByTimeAsync(FLUSH_MS - 1);
    expect(h.posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.posted).toEqual([
      [
        {
          check_id: 'yk1',
          check_type: 'tourist',
          client: 'h5',
          channel: '8',
          url: 'https://app.example/',
          action_id: 27,
          free_id: 'tab:hot',
        },
        expect.objectContaining({ action_id: 1, room_key: '10003', anchor_id: 100003 }),
      ],
    ]);
    expect(h.log.pending).toBe(0);
  });

  test('twenty events go at once, without waiting', async () => {
    const h = harness();
    for (let i = 0; i < 20; i += 1) h.log.log({ action_id: LOG_ACTION.AD_CLICK, free_id: `banner:${i}` });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.posted.map((b) => b.length)).toEqual([20]);
  });

  test('a batch that did not get through stays and goes with the next one', async () => {
    const h = harness([false]);
    h.log.log({ action_id: LOG_ACTION.AD_CLICK });
    await vi.advanceTimersByTimeAsync(FLUSH_MS);
    expect(h.log.pending).toBe(1);
    h.log.log({ action_id: LOG_ACTION.SHARE });
    await vi.advanceTimersByTimeAsync(FLUSH_MS);
    expect(h.posted.map((b) => b.length)).toEqual([1, 2]);
    expect(h.log.pending).toBe(0);
  });

  test('a page going away sends what is queued by beacon, in batches of twenty; a refused beacon keeps it', async () => {
    const h = harness();
    for (let i = 0; i < 25; i += 1) {
      h.log.log({ action_id: LOG_ACTION.MATCH_DETAIL, match_id: i });
      // The twentieth sends the first twenty at once; five wait for the timer.
      if (i === 19) await vi.advanceTimersByTimeAsync(0);
    }
    expect(h.posted.map((b) => b.length)).toEqual([20]);
    h.log.flushByBeacon();
    expect(h.beaconed.map((b) => b.length)).toEqual([5]);
    h.log.log({ action_id: LOG_ACTION.SHARE });
    h.refuseBeacons();
    h.log.flushByBeacon();
    expect(h.log.pending).toBe(1);
  });

  test('the address is on the configured log host, or this origin', () => {
    expect(logActionUrl('https://log.example/')).toBe('https://log.example/api/logAction');
    expect(logActionUrl('')).toBe('/api/logAction');
  });
});
