import type { MainApiAnswer } from '../../protocol/mainApi';
import { MATCH_EVENT } from '../../protocol/sports';
import type { MatchEndpointName, MatchEndpoints } from '../../protocol/sportsApi';
import type { Script } from '../../server/sports/script';
import { SimulatorFeed } from '../../server/sports/simulator';
import { sportsDb } from '../../server/sports/tables';
import { ImClient, newDeviceId } from '../helpers/imClient';
import { callMain } from '../helpers/mainApi';
import { imCall, type TestServer } from '../helpers/server';

/** Shared by the match-center integration tests: users with a socket and a main-API token, the simulator. */

/** Calls a match-center endpoint with its answer typed (protocol/sportsApi.ts). */
export async function callMatch<N extends MatchEndpointName>(
  server: { url: string },
  name: N,
  params: Readonly<Record<string, string | number>> = {},
): Promise<MainApiAnswer<MatchEndpoints[N]['data']> & { httpStatus: number }> {
  // NOTE: callMain types the other areas' endpoints only; the JSON is the same.
  return (await callMain(server, name, params)) as MainApiAnswer<MatchEndpoints[N]['data']> & {
    httpStatus: number;
  };
}

/** A guest logged in on a socket and on the main API (the same uid). */
export interface SportsUser {
  uid: number;
  token: string;
  client: ImClient;
  /** Common params uid + token, ready to spread into callMain's params. */
  auth: { uid: number; token: string };
}

export async function sportsUser(server: TestServer): Promise<SportsUser> {
  const deviceid = newDeviceId('sports');
  const login = await imCall(server.url, 'IMUser.guestLogin', {}, { deviceid });
  const uid = (login.user as { uid: number }).uid;
  const fastkey = login.fastkey as string;
  const answer = await callMain(server, 'encryptionTouristsFree', { phone_code: deviceid, uid, fastkey });
  const token = answer.data?.token;
  if (!token) throw new Error(`identifier login failed: ${JSON.stringify(answer)}`);
  const client = await ImClient.connect(server.url);
  const reply = await client.login({ uid, fastkey, deviceid });
  if (reply.result !== 1) throw new Error(`socket login failed: ${reply.result}`);
  return { uid, token, client, auth: { uid, token } };
}

/** The server's simulator (started with `sports: { tickMs: 0 }`, so only the test ticks it). */
export function simulatorOf(server: TestServer): SimulatorFeed {
  const feed = server.server.sports.feed;
  if (!(feed instanceof SimulatorFeed)) throw new Error('the server runs no simulator');
  return feed;
}

/** A football match that has not ended and a goal still to come in its script, with the wall time it falls at. */
export async function nextGoal(
  server: TestServer,
  speed: number,
  options: { withRoom?: boolean } = {},
): Promise<{ matchId: number; position: number; at: number; roomId: number }> {
  const db = sportsDb(server.db);
  const rows = await db
    .selectFrom('sim_matches as s')
    .innerJoin('matches as m', 'm.id', 's.match_id')
    .select(['s.match_id', 's.script', 's.progress_ms', 's.advanced_at', 'm.match_time'])
    .where('s.done', '=', 0)
    .where('m.type_id', '=', 1)
    .where('m.status_id', '<=', 4)
    .orderBy('m.match_time')
    .execute();
  const rooms = await db
    .selectFrom('live_rooms')
    .select(['match_id', 'room_id'])
    .where('is_live', '=', 1)
    .execute();
  const candidates: { matchId: number; position: number; at: number; roomId: number }[] = [];
  for (const row of rows) {
    const script = JSON.parse(row.script) as Script;
    const started = row.advanced_at !== 0;
    const goal = script.events.find(
      (e) => e.type === MATCH_EVENT.GOAL && e.at > (started ? row.progress_ms : -1),
    );
    if (!goal) continue;
    const at = started
      ? row.advanced_at + (goal.at - row.progress_ms) / speed
      : row.match_time * 1000 + goal.at / speed;
    const roomId = rooms.find((r) => r.match_id === row.match_id)?.room_id ?? 0;
    candidates.push({ matchId: row.match_id, position: goal.position, at: Math.ceil(at), roomId });
  }
  const found = candidates.filter((c) => !options.withRoom || c.roomId !== 0).sort((a, b) => a.at - b.at)[0];
  if (!found) throw new Error('no football match with a goal to come');
  return found;
}
