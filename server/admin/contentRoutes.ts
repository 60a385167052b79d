import type { Kysely } from 'kysely';
import { storeImage, UPLOAD_MAX_BYTES } from '../http/upload';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { CONTENT_KINDS, kindOf, rowOf, shownRow } from './contentKinds';
import type { ConsoleRoutes } from './http';

// NOTE: the content tables are named at run time from CONTENT_KINDS (a fixed list, never user text),
// which Kysely's typed builder cannot follow; these handles are untyped on purpose.
// biome-ignore lint/suspicious/noExplicitAny: table names come from the fixed CONTENT_KINDS list.
type AnyDb = Kysely<any>;
const loose = (db: Kysely<Database>) => db as unknown as AnyDb;

const PAGE = 200;
const COMMENT_PAGE = 100;

function idOf(params: unknown): number {
  const id = Number((params as { id?: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new Refusal('console', 400, 'id must be a positive integer');
  return id;
}

/**
 * Content the app reads, edited in place: banners, notices, news, activities and mall items (one
 * set of routes over CONTENT_KINDS), and news comments to moderate. Home tabs are a setting.
 */
export function contentRoutes(routes: ConsoleRoutes, store: Kysely<Database>, dataDir: string): void {
  routes.read('/content', 'content.write', async () => ({
    kinds: Object.entries(CONTENT_KINDS).map(([name, k]) => ({ name, label: k.label, fields: k.fields })),
  }));

  routes.read('/content/:kind', 'content.write', async (_ctx, req) => {
    const kind = kindOf((req.params as { kind: string }).kind);
    const rows = await loose(store)
      .selectFrom(kind.table)
      .selectAll()
      .orderBy('id', 'desc')
      .limit(PAGE)
      .execute();
    return { rows: rows.map((r: Record<string, unknown>) => shownRow(kind, r)) };
  });

  routes.change('POST', '/content/:kind', 'content.write', async (trx, ctx, body, req) => {
    const kind = kindOf((req.params as { kind: string }).kind);
    const row = rowOf(kind, body);
    const { id } = await loose(trx)
      .insertInto(kind.table)
      .values(kind.createdAt ? { ...row, created_at: ctx.now } : row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      answer: { id: Number(id) },
      audit: { action: 'content.add', target: `${kind.table}:${id}`, after: row },
    };
  });

  routes.change('PUT', '/content/:kind/:id', 'content.write', async (trx, _ctx, body, req) => {
    const kind = kindOf((req.params as { kind: string }).kind);
    const id = idOf(req.params);
    const before = await loose(trx)
      .selectFrom(kind.table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new Refusal('console', 404, `no ${kind.table} ${id}`);
    const row = rowOf(kind, body);
    await loose(trx).updateTable(kind.table).set(row).where('id', '=', id).execute();
    return {
      answer: { id },
      audit: { action: 'content.edit', target: `${kind.table}:${id}`, before, after: row },
    };
  });

  routes.change('DELETE', '/content/:kind/:id', 'content.write', async (trx, _ctx, _body, req) => {
    const kind = kindOf((req.params as { kind: string }).kind);
    const id = idOf(req.params);
    const before = await loose(trx)
      .selectFrom(kind.table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new Refusal('console', 404, `no ${kind.table} ${id}`);
    if (kind.table === 'mall_items') {
      const ordered = await trx
        .withTables<{ mall_orders: { item_id: number } }>()
        .selectFrom('mall_orders')
        .select('item_id')
        .where('item_id', '=', id)
        .executeTakeFirst();
      if (ordered)
        throw new Refusal('console', 409, 'this item has orders: take it off sale (status 0) instead');
    }
    for (const dependent of kind.dependents ?? [])
      await loose(trx).deleteFrom(dependent.table).where(dependent.column, '=', id).execute();
    await loose(trx).deleteFrom(kind.table).where('id', '=', id).execute();
    return { answer: { id }, audit: { action: 'content.delete', target: `${kind.table}:${id}`, before } };
  });

  // NOTE: a picture comes as base64 in JSON, so it carries the CSRF header and its audit row like any change.
  routes.change(
    'POST',
    '/upload',
    'content.write',
    async (_trx, _ctx, body) => {
      if (typeof body.data !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(body.data))
        throw new Refusal('console', 400, 'data must be the image in base64');
      const bytes = Buffer.from(body.data, 'base64');
      if (bytes.length === 0 || bytes.length > UPLOAD_MAX_BYTES)
        throw new Refusal('console', 400, 'the image must be 1 byte to 1 MB');
      const url = await storeImage(dataDir, bytes);
      if (!url) throw new Refusal('console', 400, 'only jpg/png images can be uploaded');
      return {
        answer: { url },
        audit: { action: 'upload.image', target: url, after: { bytes: bytes.length } },
      };
    },
    { bodyLimit: Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 1024 },
  );

  routes.read('/comments', 'content.write', async (_ctx, req) => {
    const newsId = (req.query as { news?: string }).news;
    let query = store
      .selectFrom('news_comments as c')
      .innerJoin('users as u', 'u.uid', 'c.uid')
      .innerJoin('news as n', 'n.id', 'c.news_id')
      .select(['c.id', 'c.news_id', 'n.title', 'c.uid', 'u.nickname', 'c.content', 'c.created_at'])
      .orderBy('c.id', 'desc')
      .limit(COMMENT_PAGE);
    if (newsId !== undefined && newsId !== '') query = query.where('c.news_id', '=', idOf({ id: newsId }));
    return { comments: await query.execute() };
  });

  routes.change('DELETE', '/comments/:id', 'content.write', async (trx, _ctx, _body, req) => {
    const id = idOf(req.params);
    const before = await trx.selectFrom('news_comments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new Refusal('console', 404, `no comment ${id}`);
    await trx.deleteFrom('news_comments').where('id', '=', id).execute();
    return { answer: { id }, audit: { action: 'comment.delete', target: `news_comments:${id}`, before } };
  });
}
