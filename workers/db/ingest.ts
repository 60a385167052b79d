/**
 * Storing chat messages: the repeat rule (spec 000 §3) and batched writes (DESIGN §5).
 */
import { peerOf, SILENT_MSG_TYPES } from '../../protocol';
import { isGroupChat, isWithdrawn } from './rows';
import type { ChatDb, ChatRecord, ListRow } from './schema';

/**
 * The repeat rule: a message whose chat key and number are already stored is not stored twice;
 * it updates the content, or marks the message read when it carries no content. Returns the
 * updated row, or null when nothing changes.
 *
 * NOTE: a withdrawn message (type 12) arrives with empty content; read literally, the rule would
 * only mark it read and the withdrawn text would stay on screen, so a withdrawal replaces type and
 * content.
 */
export function applyRepeat(existing: ChatRecord, incoming: ChatRecord): ChatRecord | null {
  if (isWithdrawn(incoming)) {
    return isWithdrawn(existing) && existing.content === ''
      ? null
      : {
          ...existing,
          msgtype: incoming.msgtype,
          content: '',
          snaptime: existing.snaptime ?? incoming.snaptime,
        };
  }
  if (incoming.content !== '') {
    if (existing.content === incoming.content && existing.msgtype === incoming.msgtype) return null;
    return { ...existing, content: incoming.content, msgtype: incoming.msgtype };
  }
  return existing.read === 1 ? null : { ...existing, read: 1 };
}

/** How a batch of messages is stored. */
export interface IngestOptions {
  /** The database owner's uid. */
  me: number;
  /** Authoritative unread counts per chat key (an offline page's `hasred`); replaces the count. */
  unread?: ReadonlyMap<string, number>;
}

/** What a batch changed. */
export interface IngestResult {
  /** Messages stored for the first time, including one's own pending messages a push confirmed. */
  added: ChatRecord[];
  /** Stored messages the batch changed by the repeat rule. */
  updated: ChatRecord[];
  /** Client keys of one's own pending messages this batch confirmed (their outbox rows are gone). */
  confirmed: string[];
  /** The chat keys the batch touched. */
  chats: string[];
  /**
   * New unread messages: from others, newer than the chat's newest message before the batch, not
   * silent (types 14 and 17). History and gap pages are older, so they never count.
   */
  fresh: ChatRecord[];
}

const keyOf = (row: Pick<ChatRecord, 'chatkey' | 'chatmsgno'>) => `${row.chatkey}:${row.chatmsgno}`;

/** True when a message from someone else should count as unread and be notified. */
export function countsAsUnread(row: ChatRecord, me: number, readno: number): boolean {
  return (
    row.uid !== me &&
    row.chatmsgno > readno &&
    !isWithdrawn(row) &&
    !(SILENT_MSG_TYPES as readonly number[]).includes(row.msgtype)
  );
}

/**
 * Stores a batch of incoming messages in ONE read-write transaction with one `bulkPut` per table.
 *
 * NOTE: one transaction per batch, never one per message: IndexedDB commits are the expensive
 * part (each is a disk sync and a cross-tab change event for every liveQuery), so a 500-message
 * offline page costs one commit instead of 500.
 */
export async function ingestMessages(
  db: ChatDb,
  rows: readonly ChatRecord[],
  options: IngestOptions,
): Promise<IngestResult> {
  const result: IngestResult = { added: [], updated: [], confirmed: [], chats: [], fresh: [] };
  // Within the batch, a repeat merges into the earlier copy.
  const batch = new Map<string, ChatRecord>();
  for (const row of rows) {
    if (row.chatmsgno <= 0) continue;
    const earlier = batch.get(keyOf(row));
    batch.set(keyOf(row), earlier ? (applyRepeat(earlier, row) ?? earlier) : row);
  }
  if (batch.size === 0 && !options.unread?.size) return result;
  const incoming = [...batch.values()];

  await db.transaction(
    'rw',
    [db.imchat, db.imlist, db.outbox, db.imfriend, db.imuser, db.imgroup],
    async () => {
      const stored = await db.imchat
        .where('[chatkey+chatmsgno]')
        .anyOf(incoming.map((r) => [r.chatkey, r.chatmsgno]))
        .toArray();
      const storedByKey = new Map(stored.map((r) => [keyOf(r), r]));
      const ownKeys = incoming
        .filter((r) => r.uid === options.me && r.clientkey !== '')
        .map((r) => r.clientkey);
      const pending = ownKeys.length
        ? (await db.imchat.where('clientkey').anyOf(ownKeys).toArray()).filter((r) => r.chatmsgno === 0)
        : [];
      const pendingByKey = new Map(pending.map((r) => [`${r.chatkey}:${r.clientkey}`, r]));

      const puts: ChatRecord[] = [];
      const duplicates: number[] = [];
      for (const row of incoming) {
        const existing = storedByKey.get(keyOf(row));
        const own = row.uid === options.me ? pendingByKey.get(`${row.chatkey}:${row.clientkey}`) : undefined;
        if (existing && own?.id !== undefined) {
          // One's own message is stored already (a push came before the reply): drop the pending copy.
          duplicates.push(own.id);
          result.confirmed.push(own.clientkey);
        }
        if (existing) {
          const changed = applyRepeat(existing, row);
          if (changed) {
            puts.push(changed);
            result.updated.push(changed);
          }
          continue;
        }
        const next: ChatRecord = own
          ? {
              ...own,
              chatmsgno: row.chatmsgno,
              time: row.time,
              state: 'sent',
              content: row.content || own.content,
              ...(row.snaptime ? { snaptime: row.snaptime } : {}),
            }
          : row;
        if (own) {
          delete next.result;
          result.confirmed.push(own.clientkey);
        }
        puts.push(next);
        result.added.push(next);
      }
      if (puts.length) {
        const ids = await db.imchat.bulkPut(puts, { allKeys: true });
        puts.forEach((row, i) => {
          row.id = ids[i];
        });
      }
      if (duplicates.length) await db.imchat.bulkDelete(duplicates);
      if (result.confirmed.length) await db.outbox.where('clientkey').anyOf(result.confirmed).delete();
      result.chats = await updateList(db, result, options);
    },
  );
  return result;
}

/** Brings the imlist rows of the touched chats up to date (inside the caller's transaction). */
async function updateList(db: ChatDb, result: IngestResult, options: IngestOptions): Promise<string[]> {
  const { added, updated } = result;
  const byChat = new Map<string, ChatRecord[]>();
  for (const row of [...added, ...updated]) {
    const list = byChat.get(row.chatkey) ?? [];
    list.push(row);
    byChat.set(row.chatkey, list);
  }
  for (const chatkey of options.unread?.keys() ?? []) if (!byChat.has(chatkey)) byChat.set(chatkey, []);
  const chatkeys = [...byChat.keys()];
  const lists = await db.imlist.bulkGet(chatkeys);
  const puts: ListRow[] = [];
  for (const [i, chatkey] of chatkeys.entries()) {
    const rows = byChat.get(chatkey) ?? [];
    const before = lists[i];
    const list: ListRow = before ? { ...before } : await emptyList(db, chatkey, options.me);
    const newestBefore = list.chatmsgno;
    const newest = rows.reduce<ChatRecord | undefined>(
      (a, r) => (a && a.chatmsgno >= r.chatmsgno ? a : r),
      undefined,
    );
    if (newest && newest.chatmsgno >= list.chatmsgno) {
      Object.assign(list, {
        chatmsgno: newest.chatmsgno,
        content: newest.content,
        msgtype: newest.msgtype,
        time: newest.time,
        sender: newest.uid,
      });
      if (list.isGroup) list.uid = newest.uid;
    }
    if (!list.isGroup) {
      const fromPeer = rows.filter((r) => r.uid === list.uid).at(-1);
      if (fromPeer?.nickname) list.nickname = fromPeer.nickname;
      if (fromPeer?.headurl) list.headurl = fromPeer.headurl;
    }
    const fresh = added.filter(
      (r) => r.chatkey === chatkey && countsAsUnread(r, options.me, Math.max(list.readno, newestBefore)),
    );
    result.fresh.push(...fresh);
    list.red = options.unread?.get(chatkey) ?? list.red + fresh.length;
    puts.push(list);
  }
  if (puts.length) await db.imlist.bulkPut(puts);
  return chatkeys;
}

/** A new imlist row for a chat, named from the stored group or the peer's cached profile. */
export async function emptyList(db: ChatDb, chatkey: string, me: number): Promise<ListRow> {
  const isGroup = isGroupChat(chatkey);
  const list: ListRow = {
    chatkey,
    chatmsgno: 0,
    isGroup: isGroup ? 1 : 0,
    uid: 0,
    content: '',
    fid: 0,
    headurl: '',
    nickname: '',
    time: 0,
    red: 0,
    msgtype: 0,
    readno: 0,
  };
  if (isGroup) {
    const group = await db.imgroup.get(Number(chatkey));
    if (group) Object.assign(list, { nickname: group.nickname, headurl: group.headurl });
    return list;
  }
  const peer = peerOf(BigInt(chatkey), me);
  list.uid = peer;
  const known = (await db.imfriend.get(peer)) ?? (await db.imuser.get(peer));
  if (known) Object.assign(list, { nickname: known.nickname, headurl: known.headurl, fid: known.fid });
  return list;
}
