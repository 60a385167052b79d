import type { Kysely } from 'kysely';
import { encodeMessage } from '../../protocol/codec';
import { RESULT } from '../../protocol/result';
import type { Bus } from '../bus';
import { announceStreamKeyChange, revokeStreamKey, rotateStreamKey } from '../live/keys';
import { liveDb } from '../live/tables';
import { Refusal } from '../refusal';
import { publishToRoom } from '../rooms/fanout';
import {
  addForbiddenPhrase,
  foldPhrase,
  forgetLimits,
  MAX_PHRASE_CHARS,
  removeForbiddenPhrase,
} from '../rooms/limits';
import { deleteRoomMessage, recentRoomMessages } from '../rooms/messages';
import { setGlobalMute } from '../rooms/store';
import { roomsDb } from '../rooms/tables';
import { isStorableUrl } from '../safeUrl';
import type { Database } from '../store';
import type { ConsoleRoutes } from './http';

const ROOM_COLUMNS = [
  'room_id',
  'uid',
  'room_title',
  'room_cover',
  'type_id',
  'live_type',
  'is_live',
  'heat',
] as const;
const TITLE_MAX = 60;

function positiveInt(value: unknown, field: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new Refusal('console', 400, `${field} must be a positive integer`);
  return n;
}

async function roomRow(db: Kysely<Database>, roomId: number) {
  const row = await db
    .selectFrom('live_rooms')
    .select(ROOM_COLUMNS)
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  if (!row) throw new Refusal('console', 404, `no room ${roomId}`);
  return row;
}

/** What a room edit may set: a title, a cover (http(s) URL or /path), the live type and sport type. */
function roomEdit(body: Record<string, unknown>) {
  const { room_title, room_cover, live_type, type_id } = body;
  if (typeof room_title !== 'string' || room_title.trim() === '' || [...room_title.trim()].length > TITLE_MAX)
    throw new Refusal('console', 400, `room_title must be 1 to ${TITLE_MAX} characters`);
  if (typeof room_cover !== 'string' || !isStorableUrl(room_cover))
    throw new Refusal('console', 400, 'room_cover must be an http(s) URL or a /path of this site');
  return {
    room_title: room_title.trim(),
    room_cover,
    live_type: positiveInt(live_type, 'live_type'),
    type_id: positiveInt(type_id, 'type_id'),
  };
}

/**
 * Live: hosts' rooms (title, cover, types) and their stream keys (a new one replaces the old at
 * once, server/live/keys.ts), the platform-wide mute, the forbidden phrases every chat checks, and
 * deleting a room message (the room's members see it go, as when a room admin deletes it).
 */
export function liveRoutes(routes: ConsoleRoutes, db: Kysely<Database>, bus: Bus): void {
  routes.read('/live/rooms', 'live.manage', async () => {
    const rows = await liveDb(db)
      .selectFrom('live_rooms as r')
      .innerJoin('users as u', 'u.uid', 'r.uid')
      .leftJoin('live_stream_keys as k', 'k.room_id', 'r.room_id')
      .select([
        'r.room_id',
        'r.uid',
        'u.nickname',
        'r.room_title',
        'r.room_cover',
        'r.type_id',
        'r.live_type',
        'r.is_live',
        'r.heat',
        'k.created_at as key_created_at',
      ])
      .where('r.room_id', 'not in', liveDb(db).selectFrom('live_recordings').select('replay_room_id'))
      .orderBy('r.room_id')
      .execute();
    return { rooms: rows };
  });

  routes.change('PUT', '/live/rooms/:id', 'live.manage', async (trx, _ctx, body, req) => {
    const roomId = positiveInt((req.params as { id: string }).id, 'room');
    const before = await roomRow(trx, roomId);
    const edit = roomEdit(body);
    await trx.updateTable('live_rooms').set(edit).where('room_id', '=', roomId).execute();
    const { room_title, room_cover, live_type, type_id } = before;
    return {
      answer: { room_id: roomId, ...edit },
      audit: {
        action: 'room.edit',
        target: `room:${roomId}`,
        before: { room_title, room_cover, live_type, type_id },
        after: edit,
      },
    };
  });

  routes.change('POST', '/live/rooms/:id/stream-key', 'live.manage', async (trx, ctx, _body, req) => {
    const roomId = positiveInt((req.params as { id: string }).id, 'room');
    await roomRow(trx, roomId);
    const key = await rotateStreamKey(trx, roomId, ctx.now);
    // NOTE: the key itself is shown once to the staff member and never written to the audit log.
    return {
      answer: { room_id: roomId, streamKey: key },
      audit: { action: 'room.stream_key', target: `room:${roomId}`, after: { rotatedAt: ctx.now } },
      afterCommit: () => void announceStreamKeyChange(bus, roomId).catch(() => {}),
    };
  });

  routes.change('DELETE', '/live/rooms/:id/stream-key', 'live.manage', async (trx, ctx, _body, req) => {
    const roomId = positiveInt((req.params as { id: string }).id, 'room');
    await roomRow(trx, roomId);
    if (!(await revokeStreamKey(trx, roomId)))
      throw new Refusal('console', 404, `room ${roomId} has no stream key`);
    return {
      answer: { room_id: roomId },
      audit: { action: 'room.stream_key_revoke', target: `room:${roomId}`, after: { revokedAt: ctx.now } },
      // NOTE: the publisher still pushing with the revoked key is disconnected, on whichever node it is.
      afterCommit: () => void announceStreamKeyChange(bus, roomId).catch(() => {}),
    };
  });

  routes.read('/live/mutes', 'live.manage', async () => ({
    mutes: await roomsDb(db)
      .selectFrom('chat_global_mutes as m')
      .innerJoin('users as u', 'u.uid', 'm.uid')
      .select(['m.uid', 'u.nickname', 'm.created_at'])
      .orderBy('m.created_at', 'desc')
      .execute(),
  }));

  routes.change('POST', '/live/mutes', 'live.manage', async (trx, ctx, body) => {
    const uid = positiveInt(body.uid, 'uid');
    if (typeof body.muted !== 'boolean') throw new Refusal('console', 400, 'muted must be true or false');
    const user = await trx.selectFrom('users').select('uid').where('uid', '=', uid).executeTakeFirst();
    if (!user) throw new Refusal('console', 404, `no user ${uid}`);
    const was =
      (await roomsDb(trx)
        .selectFrom('chat_global_mutes')
        .select('uid')
        .where('uid', '=', uid)
        .executeTakeFirst()) !== undefined;
    // NOTE: by_uid names a user; staff are not users, so 0 (the audit row names the staff member).
    await setGlobalMute(trx, uid, body.muted, 0, ctx.now);
    return {
      answer: { uid, muted: body.muted },
      audit: {
        action: body.muted ? 'user.mute_all' : 'user.unmute_all',
        target: `user:${uid}`,
        before: { muted: was },
        after: { muted: body.muted },
      },
    };
  });

  routes.read('/live/phrases', 'live.manage', async () => ({
    phrases: await roomsDb(db)
      .selectFrom('global_forbidden_phrases')
      .selectAll()
      .orderBy('created_at', 'desc')
      .execute(),
  }));

  routes.change('POST', '/live/phrases', 'live.manage', async (trx, ctx, body) => {
    const phrase = typeof body.phrase === 'string' ? body.phrase.trim() : '';
    if (phrase === '' || [...phrase].length > MAX_PHRASE_CHARS || foldPhrase(phrase) === '')
      throw new Refusal('console', 400, `a phrase is 1 to ${MAX_PHRASE_CHARS} characters`);
    if (body.forbidden === false) {
      if (!(await removeForbiddenPhrase(trx, phrase)))
        throw new Refusal('console', 404, `"${phrase}" is not on the list`);
    } else await addForbiddenPhrase(trx, phrase, ctx.now);
    return {
      answer: { phrase, forbidden: body.forbidden !== false },
      audit: {
        action: body.forbidden === false ? 'phrase.remove' : 'phrase.add',
        target: `phrase:${phrase}`,
        after: { forbidden: body.forbidden !== false },
      },
      // NOTE: the store itself (the key of this node's cached copy), not the transaction.
      afterCommit: () => forgetLimits(db),
    };
  });

  routes.read('/live/rooms/:id/messages', 'live.manage', async (_ctx, req) => {
    const roomId = positiveInt((req.params as { id: string }).id, 'room');
    const decoder = new TextDecoder();
    const messages = await recentRoomMessages(db, roomId, 50);
    return {
      messages: messages.map((m) => ({
        chatmsgno: m.chatmsgno,
        uid: m.uid,
        nickname: m.nickname,
        msgtype: m.msgtype,
        text: decoder.decode(m.content),
        at: m.sentAt,
      })),
    };
  });

  routes.change(
    'POST',
    '/live/rooms/:id/messages/:no/delete',
    'live.manage',
    async (trx, _ctx, _body, req) => {
      const params = req.params as { id: string; no: string };
      const roomId = positiveInt(params.id, 'room');
      const msgno = positiveInt(params.no, 'message number');
      const before = await roomsDb(trx)
        .selectFrom('chat_room_msgs')
        .select(['uid', 'content'])
        .where('roomkey', '=', roomId)
        .where('chatmsgno', '=', msgno)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      if (!before || !(await deleteRoomMessage(trx, roomId, msgno)))
        throw new Refusal('console', 404, `room ${roomId} has no message ${msgno}`);
      const done = { result: RESULT.SUCCESS, roomkey: roomId, msgno };
      return {
        answer: done,
        audit: {
          action: 'room.delete_message',
          target: `room:${roomId}`,
          before: { chatmsgno: msgno, uid: before.uid, text: new TextDecoder().decode(before.content) },
          after: { deleted: true },
        },
        afterCommit: () =>
          void publishToRoom(bus, roomId, { frame: encodeMessage(0, 'msg_chat_room_del_msg_rep', done) }),
      };
    },
  );
}
