import type { Kysely } from 'kysely';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';

import type { Database } from '../store';
import { normalizePhrase } from './relations';
import { friendsDb } from './tables';

type Db = Kysely<Database>;

/** A user lists at most this many forbidden phrases. */
export const MAX_PHRASES = 100;
/** A phrase is 1..50 characters (after trimming). */
export const MAX_PHRASE_CHARS = 50;
/** `optype` of msg_modify_forbid_words_req. */
export const PHRASE_OPER = { REMOVE: 0, ADD: 1 } as const;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The phrase a request's bytes carry: UTF-8, trimmed, 1..50 characters; 0 otherwise. */
export function readPhrase(content: Uint8Array): string {
  let text: string;
  try {
    text = utf8.decode(content).trim();
  } catch {
    throw new Refusal('result', RESULT.FAIL, 'the phrase is not UTF-8 text');
  }
  const length = [...text].length;
  if (length === 0 || length > MAX_PHRASE_CHARS) {
    throw new Refusal('result', RESULT.FAIL, `a phrase is 1 to ${MAX_PHRASE_CHARS} characters`);
  }
  return text;
}

/**
 * Adds (1) or removes (0) a phrase of `uid`'s forbidden-message list. Phrases that differ only
 * in case are one phrase. Refuses: another optype, a bad phrase, a full list: 0.
 */
export async function modifyPhrase(db: Db, now: number, uid: number, phrase: string, optype: number) {
  if (optype !== PHRASE_OPER.ADD && optype !== PHRASE_OPER.REMOVE) {
    throw new Refusal('result', RESULT.FAIL, 'optype must be 1 (add) or 0 (remove)');
  }
  const fdb = friendsDb(db);
  const key = normalizePhrase(phrase);
  const listed = (await phrasesOf(db, uid)).filter((p) => normalizePhrase(p) === key);
  if (optype === PHRASE_OPER.REMOVE) {
    if (listed.length > 0) {
      await fdb
        .deleteFrom('forbidden_phrases')
        .where('uid', '=', uid)
        .where('phrase', 'in', listed)
        .execute();
    }
    return;
  }
  if (listed.length > 0) return;
  const { n, last } = await fdb
    .selectFrom('forbidden_phrases')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('created_at').as('last')])
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_PHRASES) throw new Refusal('result', RESULT.FAIL, `at most ${MAX_PHRASES} phrases`);
  // NOTE: the list is in the order of created_at; two phrases added within one millisecond still
  // keep the order they came in.
  const at = Math.max(now, Number(last ?? 0) + 1);
  await fdb
    .insertInto('forbidden_phrases')
    .values({ uid, phrase, created_at: at })
    .onConflict((oc) => oc.columns(['uid', 'phrase']).doNothing())
    .execute();
}

/** `uid`'s own phrases, in the order they were added. */
export async function phrasesOf(db: Db, uid: number): Promise<string[]> {
  const rows = await friendsDb(db)
    .selectFrom('forbidden_phrases')
    .select('phrase')
    .where('uid', '=', uid)
    .orderBy('created_at')
    .orderBy('phrase')
    .execute();
  return rows.map((r) => r.phrase);
}

/** Adds a phrase refused for everyone (staff tools; there is no protocol message for it). */
export async function addGlobalPhrase(db: Db, now: number, phrase: string): Promise<void> {
  await friendsDb(db)
    .insertInto('global_forbidden_phrases')
    .values({ phrase, created_at: now })
    .onConflict((oc) => oc.column('phrase').doNothing())
    .execute();
}
