import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseScoreAlert } from '../../protocol/sports';
import { matchTopic } from '../../server/sports/alerts';
import { startServer, type TestServer } from '../helpers/server';
import { callMatch, nextGoal, type SportsUser, simulatorOf, sportsUser } from './sports-fixture';

const SPEED = 60;
const clock = { now: Date.now() };
let server: TestServer;
const users: SportsUser[] = [];

beforeAll(async () => {
  server = await startServer({}, { sports: { tickMs: 0, speed: SPEED, now: () => clock.now } });
});
afterAll(async () => {
  for (const u of users) await u.client.close();
  await server?.close();
});

async function user(): Promise<SportsUser> {
  const u = await sportsUser(server);
  users.push(u);
  return u;
}

/** Ticks the simulator up to `target` in steps of 50 s (under the catch-up limit, so alerts go out). */
async function playUntil(target: number): Promise<void> {
  const feed = simulatorOf(server);
  while (clock.now < target) {
    clock.now = Math.min(target, clock.now + 50_000);
    await feed.tick();
  }
}

test('a followed match scores: the follower and a viewer in its room get the alert within 2 s; alerts off and strangers get none', async () => {
  const goal = await nextGoal(server, SPEED, { withRoom: true });
  const [follower, quiet, stranger, viewer] = [await user(), await user(), await user(), await user()];
  for (const u of [follower, quiet]) {
    expect((await callMatch(server, 'matchFollow', { ...u.auth, id: goal.matchId })).data).toEqual({
      id: goal.matchId,
      is_follow: 1,
    });
  }
  expect((await callMatch(server, 'matchSettingsSave', { ...quiet.auth, alerts: 0 })).data?.alerts).toBe(0);
  expect((await viewer.client.request('msg_join_chat_room_req', { roomkey: goal.roomId })).result).toBe(1);
  expect(server.server.sports.alerts.watched()).toContain(goal.matchId);

  await playUntil(goal.at - 1);
  expect(follower.client.pushes('msg_server_msgbox_notify')).toEqual([]);
  clock.now = goal.at + 10;
  const started = performance.now();
  await simulatorOf(server).tick();
  const push = await follower.client.nextPush('msg_server_msgbox_notify', { timeout: 2000 });
  expect(performance.now() - started).toBeLessThan(2000);
  const alert = parseScoreAlert(new TextDecoder().decode(push.content));
  const match = (await callMatch(server, 'encryptionMatchDetail', { id: goal.matchId })).data?.match;
  expect(alert).toEqual({
    type: 'score',
    home_name: match?.home_name,
    away_name: match?.away_name,
    home_score: match?.home_scores[0],
    away_score: match?.away_scores[0],
    position: goal.position,
    title: match?.short_name_zh,
    time: expect.stringMatching(/^\d+(\+\d+)?'$/),
    match_id: goal.matchId,
    type_id: 1,
    status_id: match?.status_id,
  });
  const seen = await viewer.client.nextPush('msg_server_msgbox_notify', { timeout: 2000 });
  expect(parseScoreAlert(new TextDecoder().decode(seen.content))?.match_id).toBe(goal.matchId);

  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(quiet.client.pushes('msg_server_msgbox_notify')).toEqual([]);
  expect(stranger.client.pushes('msg_server_msgbox_notify')).toEqual([]);
  expect(follower.client.pushes('msg_server_msgbox_notify')).toHaveLength(1);
});

test('alerts reach followers through the bus topic of the match, and an unfollow stops them', async () => {
  const follower = await user();
  const goal = await nextGoal(server, SPEED);
  await callMatch(server, 'matchFollow', { ...follower.auth, id: goal.matchId });
  // One publish on match:<id> is what every node delivers from (here one node, the in-process bus).
  const heard: Uint8Array[] = [];
  const off = server.server.bus.subscribe(matchTopic(goal.matchId), (payload) => {
    heard.push(payload);
  });
  await callMatch(server, 'matchFollow', { ...follower.auth, id: goal.matchId, follow: 0 });
  await playUntil(goal.at + 10);
  await new Promise((resolve) => setTimeout(resolve, 300));
  off();
  expect(heard.length).toBeGreaterThanOrEqual(1);
  expect(heard.map((p) => parseScoreAlert(new TextDecoder().decode(p))?.match_id)).toContain(goal.matchId);
  expect(follower.client.pushes('msg_server_msgbox_notify')).toEqual([]);
});
