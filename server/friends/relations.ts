import type { Kysely } from 'kysely';
import { groupsDb } from '../groups/tables';
import type { Database } from '../store';
import { friendsDb } from './tables';

/**
 * The relation checks other areas use (private chat, groups). Each takes the plain store handle;
 * the friends tables are typed in ./tables.ts.
 */

/** Whether `a` has `b` in its friend list (friendships are always stored on both sides). */
export async function areFriends(db: Kysely<Database>, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const row = await friendsDb(db)
    .selectFrom('friendships')
    .select('uid')
    .where('uid', '=', a)
    .where('fuid', '=', b)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether either user blacklisted the other. */
export async function isBlocked(db: Kysely<Database>, a: number, b: number): Promise<boolean> {
  const row = await friendsDb(db)
    .selectFrom('blacklist')
    .select('uid')
    .where((eb) =>
      eb.or([
        eb.and([eb('uid', '=', a), eb('buid', '=', b)]),
        eb.and([eb('uid', '=', b), eb('buid', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Phrases compare without regard to case (and after Unicode NFKC, so full-width letters match too). */
export function normalizePhrase(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * The first forbidden phrase `text` contains, or `undefined`: the phrases `uid` listed
 * (`msg_modify_forbid_words_req`; in a private chat, pass the receiver) plus the global list.
 * Matching ignores case. The lists are short (see MAX_PHRASES in ./phrases.ts), so they are read whole.
 */
export async function findForbiddenPhrase(
  db: Kysely<Database>,
  uid: number,
  text: string,
): Promise<string | undefined> {
  if (text === '') return undefined;
  const fdb = friendsDb(db);
  const [own, global] = await Promise.all([
    fdb.selectFrom('forbidden_phrases').select('phrase').where('uid', '=', uid).execute(),
    fdb.selectFrom('global_forbidden_phrases').select('phrase').execute(),
  ]);
  const haystack = normalizePhrase(text);
  for (const { phrase } of [...own, ...global]) {
    if (phrase !== '' && haystack.includes(normalizePhrase(phrase))) return phrase;
  }
  return undefined;
}

/**
 * The uids among `uids` whose online state `uid` may see: itself, its friends and the members of
 * groups it belongs to (issue 14: online state is not a public directory).
 */
export async function contactsAmong(
  db: Kysely<Database>,
  uid: number,
  uids: readonly number[],
): Promise<Set<number>> {
  const seen = new Set<number>(uids.includes(uid) ? [uid] : []);
  // NOTE: chunked so a long list stays under either database's bound-parameter limit.
  for (let i = 0; i < uids.length; i += 500) {
    const chunk = uids.slice(i, i + 500);
    const friends = await friendsDb(db)
      .selectFrom('friendships')
      .select('fuid as uid')
      .where('uid', '=', uid)
      .where('fuid', 'in', chunk)
      .execute();
    const members = await groupsDb(db)
      .selectFrom('group_members as other')
      .innerJoin('group_members as mine', 'mine.groupkey', 'other.groupkey')
      .select('other.uid')
      .distinct()
      .where('mine.uid', '=', uid)
      .where('other.uid', 'in', chunk)
      .execute();
    for (const row of [...friends, ...members]) seen.add(row.uid);
  }
  return seen;
}
