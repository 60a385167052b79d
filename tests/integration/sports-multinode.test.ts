import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { parseScoreAlert } from '../../protocol/sports';
import { dropPgSchema } from '../helpers/pgSchema';
import { startServer, type TestServer } from '../helpers/server';
import { callMatch, nextGoal, type SportsUser, simulatorOf, sportsUser } from './sports-fixture';

const pgUrl = inject('pgUrl');
const redisUrl = inject('redisUrl');

describe.skipIf(!pgUrl || !redisUrl)('score alerts across two nodes sharing PostgreSQL and Redis', () => {
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const schema = `t_sports_mn_${tag}`;
  const shared = { databaseUrl: pgUrl, redisUrl, busPrefix: `sports-mn-${tag}:` };
  const clock = { now: Date.now() };
  let playing: TestServer;
  let other: TestServer;
  let fan: SportsUser;

  beforeAll(async () => {
    playing = await startServer(shared, {
      pgSchema: schema,
      sports: { tickMs: 0, speed: 60, now: () => clock.now },
    });
    other = await startServer(shared, { pgSchema: schema, sports: { feed: { kind: 'off' } } });
    fan = await sportsUser(other);
  });
  afterAll(async () => {
    await fan?.client.close();
    await other?.close();
    await playing?.close();
    await dropPgSchema(pgUrl, schema);
  });

  test('the node playing the match publishes once; the node holding the follower pushes it', async () => {
    expect(playing.server.bus.kind).toBe('redis');
    const goal = await nextGoal(playing, 60);
    expect(other.server.sports.alerts.watched()).toContain(goal.matchId);
    await callMatch(other, 'matchFollow', { ...fan.auth, id: goal.matchId });
    while (clock.now < goal.at + 10) {
      clock.now = Math.min(goal.at + 10, clock.now + 50_000);
      await simulatorOf(playing).tick();
    }
    const push = await fan.client.nextPush('msg_server_msgbox_notify', { timeout: 2000 });
    expect(parseScoreAlert(new TextDecoder().decode(push.content))).toMatchObject({
      match_id: goal.matchId,
      position: goal.position,
    });
    expect(other.server.sports.alerts.delivered).toBe(1);
    expect(playing.server.sports.alerts.delivered).toBe(0);
  });
});
