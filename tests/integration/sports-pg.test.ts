import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { isMatchInPlay } from '../../protocol/mainApi';
import { parseScoreAlert } from '../../protocol/sports';
import { dropPgSchema, pgSchemaName } from '../helpers/pgSchema';
import { startServer, type TestServer } from '../helpers/server';
import { callMatch, nextGoal, type SportsUser, simulatorOf, sportsUser } from './sports-fixture';

const pgUrl = inject('pgUrl');

describe.skipIf(!pgUrl)('the match center with PostgreSQL as the store', () => {
  const schema = pgSchemaName('sports');
  const clock = { now: Date.now() };
  let server: TestServer;
  let fan: SportsUser;

  beforeAll(async () => {
    server = await startServer(
      { databaseUrl: pgUrl },
      { pgSchema: schema, sports: { tickMs: 0, speed: 60, now: () => clock.now } },
    );
    fan = await sportsUser(server);
  });
  afterAll(async () => {
    await fan?.client.close();
    await server?.close();
    await dropPgSchema(pgUrl, schema);
  });

  test('the world, the lists, a followed goal and its alert behave as on SQLite', async () => {
    expect(server.server.store.dialect).toBe('postgres');
    const page = (await callMatch(server, 'ScoreHome')).data;
    expect(page?.live_count).toBeGreaterThan(0);
    expect(isMatchInPlay(page?.list[0]?.type_id ?? 0, page?.list[0]?.status_id ?? 0)).toBe(true);
    const goal = await nextGoal(server, 60);
    await callMatch(server, 'matchFollow', { ...fan.auth, id: goal.matchId });
    while (clock.now < goal.at + 10) {
      clock.now = Math.min(goal.at + 10, clock.now + 50_000);
      await simulatorOf(server).tick();
    }
    const push = await fan.client.nextPush('msg_server_msgbox_notify', { timeout: 2000 });
    expect(parseScoreAlert(new TextDecoder().decode(push.content))).toMatchObject({
      match_id: goal.matchId,
      position: goal.position,
    });
    const detail = (await callMatch(server, 'encryptionMatchDetail', { ...fan.auth, id: goal.matchId })).data;
    expect(detail?.match.is_follow).toBe(1);
    expect(detail?.events.length).toBeGreaterThan(1);
    expect((await callMatch(server, 'encryptionAnalysis', { id: goal.matchId })).code).toBe(200);
    expect(
      (await callMatch(server, 'encryptionPlayerStats', { id: goal.matchId })).data?.home.length,
    ).toBeGreaterThan(10);
  });
});
