import type { Kysely } from 'kysely';
import { RESULT } from '../../protocol/result';
import { readSettings } from '../content/settings';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { roomsDb } from './tables';

/** Most characters of a forbidden phrase. */
export const MAX_PHRASE_CHARS = 100;
/**
 * How long a node trusts its copy of the chat limits and the forbidden phrases (ms).
 * NOTE: both are read on every send; re-reading them from the store each time would double a
 * send's queries. A change made on this node applies at once (the copy is dropped); on other
 * nodes within this delay.
 */
const CACHE_MS = 5000;

export interface ChatLimits {
  /** Seconds a member waits between two sends (chat_interval_time). */
  intervalSeconds: number;
  /** Most characters of a text message (chat_characters_num). */
  maxChars: number;
  /** Chat-off mode (all_chat 0): no chat message is taken, in rooms, private or group chats. */
  chatOff: boolean;
}

interface Cached<T> {
  value: Promise<T>;
  at: number;
}

const limitCache = new WeakMap<object, Cached<ChatLimits>>();
const phraseCache = new WeakMap<object, Cached<string[]>>();

function cached<T>(cache: WeakMap<object, Cached<T>>, key: object, now: number, load: () => Promise<T>) {
  const hit = cache.get(key);
  if (hit && now - hit.at < CACHE_MS && now >= hit.at) return hit.value;
  const value = load();
  cache.set(key, { value, at: now });
  value.catch(() => cache.delete(key));
  return value;
}

/** The chat limits of the server configuration (staff settings over the defaults). */
export function chatLimits(db: Kysely<Database>, now: number): Promise<ChatLimits> {
  return cached(limitCache, db, now, async () => {
    // NOTE: the origin only shapes link settings, which are not read here.
    const settings = await readSettings(db, '');
    return {
      intervalSeconds: settings.chat_interval_time,
      maxChars: settings.chat_characters_num,
      chatOff: settings.all_chat === 0,
    };
  });
}

/**
 * Refuses a chat message while chat-off mode is on (spec 000 §6: the app hides chat then; this is
 * the server's side, so a client that still sends is told so). Room, private and group sends call it first.
 *
 * @throws {Refusal} CHAT_OFF.
 */
export async function refuseWhileChatOff(db: Kysely<Database>, now: number): Promise<void> {
  if ((await chatLimits(db, now)).chatOff)
    throw new Refusal('result', RESULT.CHAT_OFF, 'chat is off (all_chat 0)');
}

/** Forgets this node's copies (after staff change a phrase, and in tests after a setting changes). */
export function forgetLimits(db: Kysely<Database>): void {
  limitCache.delete(db);
  phraseCache.delete(db);
}

/** Case and width folded, so "ＡＢ" and "ab" match. */
export function foldPhrase(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** The staff's forbidden phrase `text` contains, or undefined. */
export async function forbiddenPhraseIn(
  db: Kysely<Database>,
  text: string,
  now: number,
): Promise<string | undefined> {
  const phrases = await cached(phraseCache, db, now, async () => {
    const rows = await roomsDb(db).selectFrom('global_forbidden_phrases').select('phrase').execute();
    return rows.map((r) => foldPhrase(r.phrase)).filter((p) => p !== '');
  });
  if (phrases.length === 0 || text === '') return undefined;
  const haystack = foldPhrase(text);
  return phrases.find((p) => haystack.includes(p));
}

/** Adds a phrase to the staff's list (idempotent). */
export async function addForbiddenPhrase(db: Kysely<Database>, phrase: string, now: number): Promise<void> {
  await roomsDb(db)
    .insertInto('global_forbidden_phrases')
    .values({ phrase, created_at: now })
    .onConflict((oc) => oc.column('phrase').doNothing())
    .execute();
  phraseCache.delete(db);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The content as text, or undefined when it is not valid UTF-8. */
export function utf8Text(content: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(content);
  } catch {
    return undefined;
  }
}

/**
 * When each user last sent on this node (ms), for chat_interval_time.
 * NOTE: kept per node: a user whose two connections sit on two nodes could send twice as often;
 * the limit is a courtesy brake, not a security boundary, and a store write per send would cost more.
 */
export class SendClock {
  readonly #last = new Map<number, number>();

  /** Whether `uid` may send at `now`; if so the send is recorded. */
  tryTake(uid: number, now: number, intervalSeconds: number): boolean {
    const last = this.#last.get(uid);
    if (last !== undefined && now - last < intervalSeconds * 1000 && now >= last) return false;
    this.#last.set(uid, now);
    if (this.#last.size > 100_000) this.#prune(now, intervalSeconds);
    return true;
  }

  #prune(now: number, intervalSeconds: number): void {
    for (const [uid, at] of this.#last) if (now - at >= intervalSeconds * 1000) this.#last.delete(uid);
  }
}

/** Join notifications a node publishes per room and second at most. */
export const JOIN_NOTIFIES_PER_SECOND = 10;
/** Rooms with more users than this announce no joins (follows Twitch chat, which stops JOIN messages past 1,000). */
export const JOIN_NOTIFY_MAX_MEMBERS = 1000;

/**
 * Caps msg_join_chat_room_notify per room: past {@link JOIN_NOTIFIES_PER_SECOND} joins in a second
 * the rest of that second's joins are not announced.
 * NOTE: announcing every join costs members × joins frames, quadratic in a room's size (5,000
 * joins into a 5,000-member room would be 12.5 million frames); large live chats show a sample of
 * arrivals, or none, for the same reason. The member count in room_info stays exact.
 */
export class JoinNotifyGate {
  readonly #windows = new Map<number, { second: number; count: number }>();

  /** Whether a join into `roomId` (now holding `members` users) at `now` is announced (and counts it). */
  allow(roomId: number, members: number, now: number): boolean {
    if (members > JOIN_NOTIFY_MAX_MEMBERS) return false;
    const second = Math.floor(now / 1000);
    const window = this.#windows.get(roomId);
    if (!window || window.second !== second) {
      if (this.#windows.size > 10_000) this.#windows.clear();
      this.#windows.set(roomId, { second, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= JOIN_NOTIFIES_PER_SECOND;
  }
}

/** Removes a phrase from the staff's list; false when it was not on it. */
export async function removeForbiddenPhrase(db: Kysely<Database>, phrase: string): Promise<boolean> {
  const result = await roomsDb(db)
    .deleteFrom('global_forbidden_phrases')
    .where('phrase', '=', phrase)
    .executeTakeFirst();
  phraseCache.delete(db);
  return Number(result.numDeletedRows) > 0;
}
