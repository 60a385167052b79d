import {
  COMMENT_INTERVAL_SECONDS,
  COMMENT_MAX_CHARS,
  COMMENT_PAGE_SIZE,
  MAIN_CODE,
  NEWS_PAGE_SIZE,
  type NewsComment,
  type NewsDetail,
  type SportType,
  type ZanData,
} from '../../protocol/mainApi';
import { maskWords } from '../../protocol/shield';
import { paragraphs, toNewsItem } from '../content/rows';
import { readSettings } from '../content/settings';
import { Refusal } from '../refusal';
import type { MainApiContext, MainApiReply } from './mainApi';
import { endpoints, intParam, ok, optionalUser, pageParams, requestOrigin, requireUser } from './mainParams';

const MAX_ID = 2_147_483_647;

function newsId(ctx: MainApiContext): number {
  return intParam(ctx, 'id', { min: 1, max: MAX_ID });
}

async function requireNews(ctx: MainApiContext, id: number): Promise<void> {
  const row = await ctx.db.selectFrom('news').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal('main', MAIN_CODE.NOT_FOUND, `news ${id} does not exist`);
}

async function likeCount(ctx: MainApiContext, id: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('news_likes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('news_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function likedBy(ctx: MainApiContext, id: number, uid: number | undefined): Promise<0 | 1> {
  if (uid === undefined) return 0;
  const row = await ctx.db
    .selectFrom('news_likes')
    .select('uid')
    .where('news_id', '=', id)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row ? 1 : 0;
}

/** An article with its counts; each read counts one view. */
async function newsDetail(ctx: MainApiContext): Promise<MainApiReply> {
  const id = newsId(ctx);
  await ctx.db
    .updateTable('news')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .execute();
  const row = await ctx.db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal('main', MAIN_CODE.NOT_FOUND, `news ${id} does not exist`);
  const uid = await optionalUser(ctx);
  const [zan, isZan, comments] = await Promise.all([
    likeCount(ctx, id),
    likedBy(ctx, id, uid),
    ctx.db
      .selectFrom('news_comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('news_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  const data: NewsDetail = {
    ...toNewsItem(row),
    type_id: row.type_id as SportType,
    author: row.author,
    content: paragraphs(row.content),
    views: row.views,
    zan,
    is_zan: isZan,
    comment_count: Number(comments.n),
  };
  return ok(data);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g;

/** A comment as stored: control and direction characters removed, blank lines collapsed, trimmed. */
export function cleanComment(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The news list, article, comments, likes and commenting. */
export const NEWS_ENDPOINTS = endpoints({
  /** pageNum, pageSize (20), optional type_id → newest first. */
  encryptionNewsData: async (ctx) => {
    const { limit, offset } = pageParams(ctx, 'pageNum', 'pageSize', NEWS_PAGE_SIZE);
    const typeId = intParam(ctx, 'type_id', { min: 0, max: 3, fallback: 0 });
    let query = ctx.db.selectFrom('news');
    if (typeId !== 0) query = query.where('type_id', '=', typeId);
    const [rows, count] = await Promise.all([
      query
        .select(['id', 'title', 'created_at', 'img_url'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok({ list: rows.map(toNewsItem), total: Number(count.n) });
  },

  encryptionNewsDetail: newsDetail,
  ballNewsDetail: newsDetail,

  /** id, page → newest comments first. */
  ballNewsCommentList: async (ctx) => {
    const id = newsId(ctx);
    const { limit, offset } = pageParams(ctx, 'page', 'limit', COMMENT_PAGE_SIZE);
    await requireNews(ctx, id);
    const base = ctx.db.selectFrom('news_comments as c').where('c.news_id', '=', id);
    const [rows, count] = await Promise.all([
      base
        .innerJoin('users as u', 'u.uid', 'c.uid')
        .select(['c.id', 'c.uid', 'c.content', 'c.created_at', 'u.nickname', 'u.headurl'])
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const list: NewsComment[] = rows.map((r) => ({
      id: r.id,
      uid: r.uid,
      nickname: r.nickname,
      headurl: r.headurl,
      time: Math.floor(r.created_at / 1000),
      content: r.content,
    }));
    return ok({ list, total: Number(count.n) });
  },

  /** id, zan (1 like, 0 unlike; default 1). Liking twice is one like. */
  ballNewsZan: async (ctx) => {
    const uid = await requireUser(ctx);
    const id = newsId(ctx);
    const zan = intParam(ctx, 'zan', { min: 0, max: 1, fallback: 1 });
    await requireNews(ctx, id);
    if (zan === 1) {
      await ctx.db
        .insertInto('news_likes')
        .values({ news_id: id, uid, created_at: ctx.now() })
        .onConflict((oc) => oc.columns(['news_id', 'uid']).doNothing())
        .execute();
    } else {
      await ctx.db.deleteFrom('news_likes').where('news_id', '=', id).where('uid', '=', uid).execute();
    }
    const data: ZanData = { zan: await likeCount(ctx, id), is_zan: await likedBy(ctx, id, uid) };
    return ok(data);
  },

  /** id, content (1..200 characters) by a logged-in user; refused when ball_news_comment is 0. */
  ballNewsComment: async (ctx) => {
    const uid = await requireUser(ctx);
    const settings = await readSettings(ctx.db, requestOrigin(ctx.req));
    if (settings.ball_news_comment !== 1)
      throw new Refusal('main', MAIN_CODE.FORBIDDEN, 'news comments are switched off');
    const id = newsId(ctx);
    const content = cleanComment(ctx.params.content ?? '');
    const length = [...content].length;
    if (length === 0) throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'the comment is empty');
    if (length > COMMENT_MAX_CHARS)
      throw new Refusal(
        'main',
        MAIN_CODE.BAD_REQUEST,
        `a comment is at most ${COMMENT_MAX_CHARS} characters`,
      );
    await requireNews(ctx, id);
    const now = ctx.now();
    const recent = await ctx.db
      .selectFrom('news_comments')
      .select('id')
      .where('uid', '=', uid)
      .where('created_at', '>', now - COMMENT_INTERVAL_SECONDS * 1000)
      .executeTakeFirst();
    if (recent) throw new Refusal('main', MAIN_CODE.TOO_MANY, 'commenting too often, please try later');
    const text = maskWords(content, settings.msg_shield);
    const { id: commentId } = await ctx.db
      .insertInto('news_comments')
      .values({ news_id: id, uid, content: text, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await ctx.db
      .selectFrom('users')
      .select(['nickname', 'headurl'])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    const data: NewsComment = {
      id: commentId,
      uid,
      nickname: user.nickname,
      headurl: user.headurl,
      time: Math.floor(now / 1000),
      content: text,
    };
    return ok(data);
  },
});
