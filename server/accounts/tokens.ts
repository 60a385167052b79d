import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { newSecret, sha256Hex } from './secrets';
import { SESSION_TTL_MS } from './sessions';

type Db = Kysely<Database>;

/** Main-API credentials: a guest's identifier or a registered user's customer id, each with a token. */
export const TOKEN_KIND = { customer: 'customer', identifier: 'identifier' } as const;
export type TokenKind = (typeof TOKEN_KIND)[keyof typeof TOKEN_KIND];

export interface ApiCredential {
  kind: TokenKind;
  uid: number;
  /** The customer id (as text) or the identifier the token was issued with. */
  subject: string;
}

/** Issues a fresh token (replacing the previous one of the same kind, user and device). */
export async function issueToken(
  db: Db,
  now: number,
  kind: TokenKind,
  uid: number,
  subject: string,
  deviceid: string,
): Promise<string> {
  const token = newSecret();
  const token_hash = sha256Hex(token);
  await db
    .insertInto('api_tokens')
    .values({ kind, token_hash, uid, subject, deviceid, created_at: now, last_used_at: now })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'uid', 'deviceid'])
        .doUpdateSet({ token_hash, subject, created_at: now, last_used_at: now }),
    )
    .execute();
  return token;
}

/** The credential a token stands for, if it is live (not revoked, used within the sliding expiry). */
export async function verifyToken(db: Db, now: number, token: string): Promise<ApiCredential | undefined> {
  const row = await db
    .selectFrom('api_tokens')
    .select(['id', 'kind', 'uid', 'subject'])
    .where('token_hash', '=', sha256Hex(token))
    .where('last_used_at', '>', now - SESSION_TTL_MS)
    .executeTakeFirst();
  if (!row || (row.kind !== TOKEN_KIND.customer && row.kind !== TOKEN_KIND.identifier)) return undefined;
  await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', row.id).execute();
  return { kind: row.kind, uid: row.uid, subject: row.subject };
}

/** A device's guest identifier, made once and kept (so a guest keeps one identity across tokens). */
export async function deviceIdentifier(db: Db, deviceid: string): Promise<string> {
  const candidate = `yk${newSecret().slice(0, 20)}`;
  await db
    .updateTable('devices')
    .set({ identifier: candidate })
    .where('deviceid', '=', deviceid)
    .where('identifier', 'is', null)
    .execute();
  const row = await db
    .selectFrom('devices')
    .select('identifier')
    .where('deviceid', '=', deviceid)
    .executeTakeFirst();
  if (!row?.identifier) throw new Error(`device ${deviceid} has no row`);
  return row.identifier;
}
