import type { Kysely } from 'kysely';
import { chatKey } from '../../protocol/chatkey';
import { MSG_TYPE } from '../../protocol/enums';
import type { Bus } from '../bus';
import { listMessages } from '../chat/messages';
import {
  deliverServiceAnswer,
  serviceAccounts,
  serviceQueue,
  storeServiceAnswer,
} from '../points/serviceQueue';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import type { ConsoleRoutes } from './http';
import type { StaffDb } from './tables';

const SHOWN_MESSAGES = 50;
const MAX_ANSWER_CHARS = 1000;

function uidOf(value: unknown, field: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new Refusal('console', 400, `${field} must be a positive integer`);
  return n;
}

/** A service account the settings name (day or night), or a 400. */
async function serviceUidOf(db: Kysely<Database>, value: unknown): Promise<number> {
  const uid = uidOf(value, 'service');
  if (!(await serviceAccounts(db)).includes(uid))
    throw new Refusal('console', 400, `${uid} is not a service account (service_uid / service_uid_night)`);
  return uid;
}

/**
 * The customer-service seat (server/points/serviceQueue.ts): the chats waiting on the day and
 * night service accounts, one chat with the user's profile beside it, and the answer, sent as the
 * service account through the usual private-chat delivery so it reaches the user's chat.
 */
export function csRoutes(routes: ConsoleRoutes, db: StaffDb, bus: Bus): void {
  routes.read('/cs/queue', 'cs.seat', async () => {
    const accounts = await serviceAccounts(db);
    const queues = await Promise.all(
      accounts.map(async (service) => ({ service, waiting: await serviceQueue(db, service) })),
    );
    const uids = [...new Set(queues.flatMap((q) => q.waiting.map((w) => w.uid)))];
    const users = uids.length
      ? await db.selectFrom('users').select(['uid', 'nickname', 'headurl']).where('uid', 'in', uids).execute()
      : [];
    const byUid = new Map(users.map((u) => [u.uid, u]));
    return {
      queues: queues.map((q) => ({
        service: q.service,
        waiting: q.waiting.map((w) => ({
          ...w,
          nickname: byUid.get(w.uid)?.nickname ?? '',
          headurl: byUid.get(w.uid)?.headurl ?? '',
        })),
      })),
    };
  });

  routes.read('/cs/chats/:service/:uid', 'cs.seat', async (_ctx, req) => {
    const params = req.params as { service: string; uid: string };
    const service = await serviceUidOf(db, params.service);
    const uid = uidOf(params.uid, 'uid');
    const user = await db
      .selectFrom('users')
      .select([
        'uid',
        'fid',
        'phone',
        'zone',
        'nickname',
        'headurl',
        'viplevel',
        'created_at',
        'lastlogout_at',
      ])
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!user) throw new Refusal('console', 404, `no user ${uid}`);
    const decoder = new TextDecoder();
    const messages = (await listMessages(db, chatKey(service, uid), 0, SHOWN_MESSAGES)).map((m) => ({
      chatmsgno: m.chatmsgno,
      uid: m.uid,
      msgtype: m.msgtype,
      text: m.msgtype === MSG_TYPE.TEXT ? decoder.decode(m.content) : `[message type ${m.msgtype}]`,
      at: m.msgtime * 1000,
    }));
    return { service, user, messages };
  });

  routes.change('POST', '/cs/chats/:service/:uid/reply', 'cs.seat', async (trx, ctx, body, req) => {
    const params = req.params as { service: string; uid: string };
    const service = await serviceUidOf(trx, params.service);
    const uid = uidOf(params.uid, 'uid');
    const text = typeof body.text === 'string' ? body.text.trim() : '';
    if (text === '' || [...text].length > MAX_ANSWER_CHARS)
      throw new Refusal('console', 400, `the answer must be 1 to ${MAX_ANSWER_CHARS} characters`);
    const sent = await storeServiceAnswer(trx, service, uid, text, ctx.now);
    return {
      answer: { chatmsgno: sent.message.chatmsgno },
      audit: {
        action: 'cs.reply',
        target: `user:${uid}`,
        after: { service, chatmsgno: sent.message.chatmsgno, text },
      },
      afterCommit: () => void deliverServiceAnswer(bus, service, uid, sent),
    };
  });
}
