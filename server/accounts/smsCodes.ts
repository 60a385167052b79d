import { randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { CODE_PURPOSE, type CodePurpose } from '../../protocol/accountRules';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { RET } from './results';
import { sha256Hex } from './secrets';
import type { SmsProvider } from './sms';

export { CODE_PURPOSE, type CodePurpose } from '../../protocol/accountRules';

/**
 * DECISIONS.md Accounts: 6 digits, valid 5 minutes, one per phone per 30 s, five wrong tries void it;
 * and (issue 14, against SMS pumping) at most 5 per phone an hour.
 */
export const SMS_RULES = {
  digits: 6,
  validMs: 5 * 60_000,
  resendMs: 30_000,
  maxWrongTries: 5,
  perPhoneHour: 5,
} as const;

export function isCodePurpose(value: unknown): value is CodePurpose {
  return Object.values(CODE_PURPOSE).includes(value as CodePurpose);
}

function codeHash(zone: string, phone: string, code: string): string {
  return sha256Hex(`${zone}:${phone}:${code}`);
}

/**
 * Sends a fresh code to a phone (zone and phone already normalised); refuses a second one within
 * 30 s (with `wait`, the seconds left, so the form counts them down) and a sixth within an hour, then asks `admit` (the per-client and site-wide limits). Replaces
 * older codes of the same purpose.
 */
export async function sendCode(
  db: Kysely<Database>,
  sms: SmsProvider,
  now: number,
  zone: string,
  phone: string,
  purpose: CodePurpose,
  admit: () => Promise<void>,
): Promise<void> {
  const recent = await db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('zone', '=', zone)
    .where('phone', '=', phone)
    .where('created_at', '>', now - 3_600_000)
    .orderBy('created_at', 'desc')
    .execute();
  const last = recent[0];
  if (last && last.created_at > now - SMS_RULES.resendMs) {
    const wait = Math.ceil((last.created_at + SMS_RULES.resendMs - now) / 1000);
    throw new Refusal('ret', RET.tooFrequent, `sending too frequently: please try again in ${wait} s`, {
      wait,
    });
  }
  const oldest = recent[SMS_RULES.perPhoneHour - 1];
  if (oldest) {
    const minutes = Math.ceil((oldest.created_at + 3_600_000 - now) / 60_000);
    throw new Refusal('ret', RET.tooFrequent, `too many codes for this phone: try again in ${minutes} min`);
  }
  await admit();
  const code = String(randomInt(0, 10 ** SMS_RULES.digits)).padStart(SMS_RULES.digits, '0');
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('sms_codes')
      .set({ closed_at: now })
      .where('zone', '=', zone)
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('closed_at', 'is', null)
      .execute();
    await tx
      .insertInto('sms_codes')
      .values({
        zone,
        phone,
        purpose,
        code_hash: codeHash(zone, phone, code),
        created_at: now,
        expires_at: now + SMS_RULES.validMs,
      })
      .execute();
  });
  // NOTE: sent after the row is stored, so a code the user receives is always one the server knows.
  try {
    await sms.send(zone, phone, `Your SportLive verification code is ${code}. It is valid for 5 minutes.`);
  } catch (error) {
    // NOTE: a text that never left voids its code and does not count toward the phone's limits;
    // the error itself is a server fault (logged, ret 105).
    await db
      .deleteFrom('sms_codes')
      .where('zone', '=', zone)
      .where('phone', '=', phone)
      .where('code_hash', '=', codeHash(zone, phone, code))
      .execute();
    throw error;
  }
}

/**
 * Uses up the open code for a phone and purpose. A wrong code counts a try; the fifth wrong try
 * voids the code. Throws result 44 for a wrong, expired, voided or missing code.
 */
export async function consumeCode(
  db: Kysely<Database>,
  now: number,
  zone: string,
  phone: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const open = await db
    .selectFrom('sms_codes')
    .selectAll()
    .where('zone', '=', zone)
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('closed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!open || open.expires_at <= now) {
    throw new Refusal(
      'ret',
      RET.verifyCodeError,
      'verify code error: no valid code, please request a new one',
    );
  }
  if (open.code_hash === codeHash(zone, phone, code)) {
    // NOTE: guarded on closed_at so two concurrent uses of one code cannot both succeed.
    const used = await db
      .updateTable('sms_codes')
      .set({ closed_at: now })
      .where('id', '=', open.id)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows === 1n) return;
    throw new Refusal('ret', RET.verifyCodeError, 'verify code error: the code was already used');
  }
  // NOTE: counted in SQL (not read-modify-write) so concurrent wrong guesses all count.
  await db
    .updateTable('sms_codes')
    .set({ wrong_tries: sql<number>`wrong_tries + 1` })
    .where('id', '=', open.id)
    .execute();
  await db
    .updateTable('sms_codes')
    .set({ closed_at: now })
    .where('id', '=', open.id)
    .where('wrong_tries', '>=', SMS_RULES.maxWrongTries)
    .where('closed_at', 'is', null)
    .execute();
  const { wrong_tries: tries } = await db
    .selectFrom('sms_codes')
    .select('wrong_tries')
    .where('id', '=', open.id)
    .executeTakeFirstOrThrow();
  throw new Refusal(
    'ret',
    RET.verifyCodeError,
    tries >= SMS_RULES.maxWrongTries
      ? 'verify code error: too many wrong tries, the code is void; please request a new one'
      : `verify code error: ${SMS_RULES.maxWrongTries - tries} tries left`,
  );
}
