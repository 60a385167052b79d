/**
 * The soak's end check (issue 23), against the database and every hub's store:
 * - every private or group message a sender's store holds as sent is stored once in
 *   `chat_messages`, under the number the sender was told;
 * - every stored message of a chat is in the store of each of its members (both users of a private
 *   chat, every member of a group) exactly once, under the database's number, so each store holds
 *   its chats' messages in chatmsgno order;
 * - every live-room message answered with result 1 is stored once in `chat_room_msgs` (rooms keep
 *   their last 500: older numbers are counted as pruned, not checked), and no hub added a room
 *   message twice.
 */
import { chatMessages } from '../../workers/db/queries';
import type { SoakClient } from './clients';
import type { Cluster } from './cluster';

/** What the check counted. */
export interface CheckResult {
  /** Messages the sender was told were sent (private, group, room). */
  sent: number;
  /** Of those, the ones found in the database. */
  stored: number;
  /** Told sent but not stored, or stored but missing from a member's store. */
  lost: number;
  /** Stored twice, or twice in a member's store. */
  doubled: number;
  /** A member's store holding a chat's messages under other numbers than the database. */
  misordered: number;
  /** Deliveries checked (message × member store). */
  deliveries: number;
  /** Still pending or failed in their sender's store at the end. */
  unconfirmed: number;
  /** Room messages older than the rooms keep. */
  pruned: number;
  /** The first few problems, to read. */
  samples: string[];
}

interface DbMessage {
  chatkey: string;
  chatmsgno: number;
  uid: number;
  content: string;
}

export async function check(cluster: Cluster, clients: SoakClient[]): Promise<CheckResult> {
  const result: CheckResult = {
    sent: 0,
    stored: 0,
    lost: 0,
    doubled: 0,
    misordered: 0,
    deliveries: 0,
    unconfirmed: 0,
    pruned: 0,
    samples: [],
  };
  const problem = (text: string) => {
    if (result.samples.length < 16) result.samples.push(text);
  };
  const rows = await cluster.query<{ chatkey: string; chatmsgno: number; uid: number; content: Buffer }>(
    'select chatkey::text as chatkey, chatmsgno, uid, content from chat_messages order by chatkey, chatmsgno',
  );
  const byChat = new Map<string, DbMessage[]>();
  const byContent = new Map<string, DbMessage[]>();
  for (const row of rows) {
    const message = { ...row, content: row.content.toString('utf8') };
    byChat.set(row.chatkey, byChat.get(row.chatkey) ?? []);
    byChat.get(row.chatkey)?.push(message);
    byContent.set(message.content, byContent.get(message.content) ?? []);
    byContent.get(message.content)?.push(message);
  }

  for (const client of clients) {
    const db = client.hub.core.db;
    if (!db) throw new Error(`uid ${client.uid} has no session`);
    for (const chatkey of client.chats) {
      const held = await chatMessages(db, chatkey, 1_000_000);
      // What this user sent: told sent → stored once, under the number it was told.
      for (const own of held.filter((r) => r.uid === client.uid)) {
        if (own.state !== 'sent') {
          result.unconfirmed++;
          continue;
        }
        result.sent++;
        const found = byContent.get(own.content) ?? [];
        if (found.length === 0) {
          result.lost++;
          problem(`told sent, not stored: ${own.content} (chat ${chatkey} #${own.chatmsgno})`);
        } else {
          result.stored++;
          if (found.length > 1) {
            result.doubled++;
            problem(`stored ${found.length} times: ${own.content}`);
          }
        }
      }
      // What the chat holds: once each in this member's store, under the database's number.
      const confirmed = held.filter((r) => r.state === 'sent');
      const missing: number[] = [];
      for (const message of byChat.get(chatkey) ?? []) {
        result.deliveries++;
        const copies = confirmed.filter((r) => r.content === message.content);
        if (copies.length === 0) {
          result.lost++;
          missing.push(message.chatmsgno);
        } else if (copies.length > 1) {
          result.doubled++;
          problem(`uid ${client.uid} holds ${message.content} ${copies.length} times`);
        } else if (copies[0]?.chatmsgno !== message.chatmsgno) {
          result.misordered++;
          problem(`uid ${client.uid} holds #${message.chatmsgno} as #${copies[0]?.chatmsgno}`);
        }
      }
      if (missing.length) {
        const all = byChat.get(chatkey)?.length ?? 0;
        problem(
          `uid ${client.uid} lacks ${missing.length} of ${all} in chat ${chatkey}: #${missing.slice(0, 8).join(', #')}`,
        );
      }
      const numbers = confirmed.map((r) => r.chatmsgno);
      if (new Set(numbers).size !== numbers.length) {
        result.doubled++;
        problem(`uid ${client.uid} holds a number twice in chat ${chatkey}`);
      }
    }
  }
  await checkRooms(cluster, clients, result, problem);
  return result;
}

async function checkRooms(
  cluster: Cluster,
  clients: SoakClient[],
  result: CheckResult,
  problem: (text: string) => void,
): Promise<void> {
  const rows = await cluster.query<{ roomkey: number; chatmsgno: number; content: Buffer }>(
    'select roomkey, chatmsgno, content from chat_room_msgs',
  );
  const last = await cluster.query<{ roomkey: number; last_msgno: number }>(
    'select roomkey, last_msgno from chat_rooms',
  );
  const lastOf = new Map(last.map((r) => [Number(r.roomkey), Number(r.last_msgno)]));
  const stored = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.roomkey}|${row.content.toString('utf8')}`;
    stored.set(key, (stored.get(key) ?? 0) + 1);
  }
  for (const client of clients) {
    for (const sent of client.roomSent) {
      if (sent.chatmsgno <= (lastOf.get(sent.roomId) ?? 0) - 500) {
        result.pruned++;
        continue;
      }
      result.sent++;
      const copies = stored.get(`${sent.roomId}|${sent.content}`) ?? 0;
      if (copies === 0) {
        result.lost++;
        problem(`room message told sent, not stored: ${sent.content}`);
        continue;
      }
      result.stored++;
      if (copies > 1) {
        result.doubled++;
        problem(`room message stored ${copies} times: ${sent.content}`);
      }
    }
    const seen = new Set<string>();
    for (const event of client.hub.events) {
      if (event.type !== 'room-message') continue;
      const key = `${event.roomId}|${event.message.chatmsgno}`;
      if (seen.has(key)) {
        result.doubled++;
        problem(`uid ${client.uid} got room message ${key} twice`);
      }
      seen.add(key);
    }
  }
}
