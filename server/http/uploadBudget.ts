import type { Kysely } from 'kysely';
import { RET } from '../accounts';
import { readSettings } from '../content/settings';
import { productDay } from '../points/clock';
import { Refusal } from '../refusal';
import type { Database } from '../store';

/** A row of `upload_usage`: bytes one account (or the site, uid 0) uploaded on one product day. */
interface UploadUsageTable {
  day: string;
  uid: number;
  bytes: number;
}

/** The row that counts the whole site's uploads. */
const SITE = 0;
const MB = 1024 * 1024;

/** Who uploads: guests send pictures only, within their own smaller allowance. */
export interface Uploader {
  uid: number;
  guest: boolean;
}

/**
 * Issue 43: what uploads may take of the disk in a product day, in the database so that every
 * node counts against one budget: each account's allowance (`upload_user_daily_mb`, guests'
 * `upload_guest_daily_mb`) and the whole site's (`upload_daily_mb`). Both are taken in one
 * transaction with guarded updates, so concurrent uploads never pass either.
 */
export class UploadBudget {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes `bytes` from today's allowances of `who` and of the site; returns the day they were
   * taken from (for {@link release}).
   *
   * @throws {Refusal} uploadAllowance or uploadBudget when either would be passed; nothing is taken then.
   */
  async take(who: Uploader, bytes: number): Promise<string> {
    const s = await readSettings(this.db, '', [
      'upload_daily_mb',
      'upload_user_daily_mb',
      'upload_guest_daily_mb',
    ]);
    const mine = (who.guest ? s.upload_guest_daily_mb : s.upload_user_daily_mb) * MB;
    const site = s.upload_daily_mb * MB;
    const day = productDay(this.db, this.now());
    await this.db.transaction().execute(async (trx) => {
      const t = trx.withTables<{ upload_usage: UploadUsageTable }>();
      await t
        .insertInto('upload_usage')
        .values([
          { day, uid: who.uid, bytes: 0 },
          { day, uid: SITE, bytes: 0 },
        ])
        .onConflict((oc) => oc.columns(['day', 'uid']).doNothing())
        .execute();
      const add = (uid: number, limit: number) =>
        t
          .updateTable('upload_usage')
          .set((eb) => ({ bytes: eb('bytes', '+', bytes) }))
          .where('day', '=', day)
          .where('uid', '=', uid)
          .where('bytes', '<=', limit - bytes)
          .returning('bytes')
          .executeTakeFirst();
      if (!(await add(who.uid, mine)))
        throw new Refusal(
          'ret',
          RET.uploadAllowance,
          `today's upload allowance of ${mine / MB} MB is used up; it renews at the start of the next day`,
        );
      if (!(await add(SITE, site)))
        throw new Refusal(
          'ret',
          RET.uploadBudget,
          "the site's upload budget for today is spent; uploads open again at the start of the next day",
        );
    });
    return day;
  }

  /** Gives back what an upload that was not stored took on `day`. */
  async release(who: Uploader, bytes: number, day: string): Promise<void> {
    const t = this.db.withTables<{ upload_usage: UploadUsageTable }>();
    await t
      .updateTable('upload_usage')
      .set((eb) => ({ bytes: eb('bytes', '-', bytes) }))
      .where('day', '=', day)
      .where('uid', 'in', [who.uid, SITE])
      .where('bytes', '>=', bytes)
      .execute();
  }
}
