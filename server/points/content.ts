import type { Kysely } from 'kysely';
import { MAIN_CODE } from '../../protocol/mainApi';
import { type Activity, type ActivityDetail, FEEDBACK } from '../../protocol/mainApiAccount';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { pick } from './i18n';
import { pointsDb } from './tables';

/** Feedback (/proposal) and activities (/activity, /activityDetail?id=). */

/** Pictures of feedback must be uploads of this site (upload/upload.php answers `/uploads/…`). */
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9._/-]{1,200}\.(jpg|jpeg|png)$/;

export async function submitFeedback(
  db: Kysely<Database>,
  uid: number,
  input: { content: string; contact: string; images: string[] },
  now: number,
): Promise<{ id: number }> {
  const chars = [...input.content].length;
  if (chars < FEEDBACK.MIN_CHARS || chars > FEEDBACK.MAX_CHARS)
    throw new Refusal(
      'main',
      MAIN_CODE.BAD_REQUEST,
      `feedback must be ${FEEDBACK.MIN_CHARS}..${FEEDBACK.MAX_CHARS} characters`,
    );
  if ([...input.contact].length > 60)
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'the contact is too long');
  if (input.images.length > FEEDBACK.MAX_IMAGES)
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, `at most ${FEEDBACK.MAX_IMAGES} pictures`);
  for (const image of input.images)
    if (!UPLOAD_PATH.test(image) || image.includes('..'))
      throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'pictures must be jpg or png uploads of this site');
  const row = await pointsDb(db)
    .insertInto('feedback')
    .values({
      uid,
      content: input.content,
      contact: input.contact,
      images: JSON.stringify(input.images),
      status: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

function toActivity(
  row: { id: number; titles: string; summaries: string; cover: string; starts_at: number; ends_at: number },
  lang: string,
): Activity {
  return {
    id: row.id,
    title: pick<string>(row.titles, lang),
    summary: pick<string>(row.summaries, lang),
    cover: row.cover,
    starts_at: Math.floor(row.starts_at / 1000),
    ends_at: Math.floor(row.ends_at / 1000),
  };
}

/** Activities not yet ended, in order. */
export async function activities(db: Kysely<Database>, now: number, lang: string): Promise<Activity[]> {
  const rows = await pointsDb(db)
    .selectFrom('activities')
    .select(['id', 'titles', 'summaries', 'cover', 'starts_at', 'ends_at'])
    .where('ends_at', '>', now)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => toActivity(r, lang));
}

export async function activity(db: Kysely<Database>, id: number, lang: string): Promise<ActivityDetail> {
  const row = await pointsDb(db).selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no such activity');
  return { ...toActivity(row, lang), body: pick<string[]>(row.bodies, lang) };
}
