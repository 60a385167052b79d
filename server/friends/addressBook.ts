import type { Kysely } from 'kysely';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';

import type { Database } from '../store';
import { friendsDb, friendsTrx } from './tables';

type Db = Kysely<Database>;

/** A whole address book is at most 1 MiB. */
export const MAX_ADDRESS_BOOK_BYTES = 1024 * 1024;
/** Chunks of an upload left unfinished this long are dropped when a new upload starts. */
export const UPLOAD_STALE_MS = 10 * 60_000;
/** A stored address book goes back in chunks of this many bytes (one frame each). */
export const DOWNLOAD_CHUNK_BYTES = 60_000;

/**
 * Stores one chunk of `uid`'s address-book upload. The last chunk (`isEnd`) completes it: the
 * chunks joined replace the stored address book in one transaction, and the pending chunks go.
 * An upload past {@link MAX_ADDRESS_BOOK_BYTES} is refused with 0 and dropped; the last complete
 * one stays. Returns whether an address book was completed.
 */
export async function uploadChunk(
  db: Db,
  now: number,
  uid: number,
  chunk: Uint8Array,
  isEnd: boolean,
): Promise<boolean> {
  return db
    .transaction()
    .execute(async (trx) => {
      const fdb = friendsTrx(trx);
      const last = await fdb
        .selectFrom('address_book_chunks')
        .select(['seq', 'created_at'])
        .where('uid', '=', uid)
        .orderBy('seq', 'desc')
        .executeTakeFirst();
      let seq = 1;
      if (last && last.created_at > now - UPLOAD_STALE_MS) seq = last.seq + 1;
      else if (last) await fdb.deleteFrom('address_book_chunks').where('uid', '=', uid).execute();
      const chunks =
        seq === 1
          ? []
          : await fdb
              .selectFrom('address_book_chunks')
              .select('content')
              .where('uid', '=', uid)
              .orderBy('seq')
              .execute();
      const size = chunks.reduce((sum, c) => sum + c.content.length, chunk.length);
      if (size > MAX_ADDRESS_BOOK_BYTES) {
        await fdb.deleteFrom('address_book_chunks').where('uid', '=', uid).execute();
        return 'too-large' as const;
      }
      if (!isEnd) {
        await fdb
          .insertInto('address_book_chunks')
          .values({ uid, seq, content: chunk, created_at: now })
          .execute();
        return false;
      }
      const content = new Uint8Array(size);
      let at = 0;
      for (const part of [...chunks.map((c) => c.content), chunk]) {
        content.set(part, at);
        at += part.length;
      }
      await fdb
        .insertInto('address_books')
        .values({ uid, content, updated_at: now })
        .onConflict((oc) => oc.column('uid').doUpdateSet({ content, updated_at: now }))
        .execute();
      await fdb.deleteFrom('address_book_chunks').where('uid', '=', uid).execute();
      return true;
    })
    .then((outcome) => {
      if (outcome === 'too-large') {
        throw new Refusal(
          'result',
          RESULT.FAIL,
          `an address book is at most ${MAX_ADDRESS_BOOK_BYTES} bytes`,
        );
      }
      return outcome;
    });
}

/** `uid`'s last complete address book in download chunks (one empty chunk when there is none). */
export async function addressBookChunks(db: Db, uid: number): Promise<Uint8Array[]> {
  const row = await friendsDb(db)
    .selectFrom('address_books')
    .select('content')
    .where('uid', '=', uid)
    .executeTakeFirst();
  const content = row ? new Uint8Array(row.content) : new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < content.length; at += DOWNLOAD_CHUNK_BYTES) {
    chunks.push(content.subarray(at, at + DOWNLOAD_CHUNK_BYTES));
  }
  return chunks.length > 0 ? chunks : [new Uint8Array(0)];
}
