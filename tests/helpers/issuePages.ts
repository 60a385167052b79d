import type { TestServer } from './server';

/**
 * The pages issue 15 measures (Lighthouse's bench, the splash's font list): the home page, the match
 * center, the busiest live room, the chats, the service account's chat and a match in play.
 */
export async function issuePages(server: TestServer): Promise<string[]> {
  const room = await server.db
    .selectFrom('live_rooms')
    .select('room_id')
    .orderBy('heat', 'desc')
    .executeTakeFirstOrThrow();
  const match = await server.db
    .selectFrom('matches')
    .select('id')
    .orderBy('status_id', 'desc')
    .executeTakeFirstOrThrow();
  return [
    '/',
    '/match',
    `/player?id=${room.room_id}`,
    '/message',
    '/chat?id=10000',
    `/matchdetail?id=${match.id}`,
  ];
}
