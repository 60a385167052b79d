import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { CLIENT } from '../../protocol/enums';
import type { CloudConfig, MaintainStatus } from '../../protocol/mainApiConfig';
import { maintainUrls, readSettings } from '../content/settings';
import { adSvg, avatarSvg, bannerSvg, crestSvg, newsThumbSvg, roomCoverSvg } from '../demo/images';
import { webpOf } from '../demo/raster';
import type { Database } from '../store';
import { requestOrigin } from './mainParams';
import { agreementPage, downloadPage } from './pages';

export interface StaticDeps {
  db: Kysely<Database>;
}

const BANNER_SUBTITLE: Readonly<Record<number, string>> = {
  1: '立即体验 >',
  2: '正在直播 点击进入 >',
  3: '活动进行中 >',
  4: '独家报道 点击阅读 >',
};

/** The picture formats of /demo-img: the SVG it is drawn as, and a WebP of it (what the seed links). */
const PICTURE = /^(.*)\.(svg|webp)$/;

async function sendPicture(reply: FastifyReply, svg: string | undefined, format: string) {
  if (svg === undefined) return reply.code(404).send({ code: 404, msg: 'no such image' });
  reply.header('cache-control', 'public, max-age=3600');
  if (format === 'webp') {
    // NOTE: a machine where the native image library cannot load still shows the picture, as SVG.
    const webp = await webpOf(svg).catch((error: unknown) => {
      reply.log.warn({ err: error }, 'demo picture not drawn as WebP; sent as SVG');
      return undefined;
    });
    if (webp) return reply.type('image/webp').send(webp);
  }
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/** The number a picture is named by (`12` of `12.webp`), or undefined. */
function idOf(text: string): number | undefined {
  const match = /^(\d{1,10})$/.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** The SVG of a demo picture by kind and name without its extension, or undefined. */
async function demoImage(db: Kysely<Database>, kind: string, text: string): Promise<string | undefined> {
  if (kind === 'avatar') return text ? avatarSvg(text) : undefined;
  if (kind === 'crest') return text ? crestSvg(text) : undefined;
  if (kind === 'ad') return adSvg(text);
  const id = idOf(text);
  if (id === undefined) return undefined;
  if (kind === 'room') {
    const room = await db
      .selectFrom('live_rooms as r')
      .innerJoin('users as u', 'u.uid', 'r.uid')
      .select(['r.room_title', 'r.type_id', 'r.short_name_zh', 'u.nickname'])
      .where('r.room_id', '=', id)
      .executeTakeFirst();
    return room
      ? roomCoverSvg({
          title: room.room_title,
          sport: room.type_id,
          league: room.short_name_zh,
          host: room.nickname,
        })
      : undefined;
  }
  if (kind === 'news') {
    const news = await db
      .selectFrom('news')
      .select(['title', 'type_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    return news ? newsThumbSvg({ title: news.title, sport: news.type_id }) : undefined;
  }
  if (kind === 'banner') {
    const b = await db
      .selectFrom('banners')
      .select(['title', 'type_id', 'jump_type'])
      .where('id', '=', id)
      .executeTakeFirst();
    return b
      ? bannerSvg({ title: b.title, subtitle: BANNER_SUBTITLE[b.jump_type] ?? '', sport: b.type_id })
      : undefined;
  }
  return undefined;
}

async function maintainStatus(db: Kysely<Database>, origin: string): Promise<MaintainStatus> {
  const s = await readSettings(db, origin);
  return { maintain: s.maintain, withdrawal: s.withdrawal, img: s.maintain_img, content: s.maintain_content };
}

/**
 * Plain GETs of the API host: /maintain.json and /maintenance.json (the maintenance flag), /hosts.json
 * (fallback API hosts), /cloud/<appid>.json (the cloud configuration file), /agreement.html?channel=, /download.html?platform=, the demo images under
 * /demo-img/<room|news|banner|avatar|crest|ad>/<id or name>.<webp|svg>. Maintenance and settings are changed
 * by staff only, never over public HTTP (issue 14).
 */
export async function staticPlugin(app: FastifyInstance, deps: StaticDeps): Promise<void> {
  const { db } = deps;
  for (const path of ['/maintain.json', '/maintenance.json']) {
    app.get(path, async (req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('access-control-allow-origin', '*')
        .send(await maintainStatus(db, requestOrigin(req))),
    );
  }

  app.get('/hosts.json', async (req, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('access-control-allow-origin', '*')
      .send((await readSettings(db, requestOrigin(req))).api_hosts),
  );

  // NOTE: this server can stand as the cloud bucket of another: its file names this app's hosts.
  app.get<{ Params: { file: string } }>('/cloud/:file', async (req, reply) => {
    if (req.params.file !== `${CLIENT.APP_ID}.json`)
      return reply.code(404).send({ code: 404, msg: 'no such app' });
    const settings = await readSettings(db, requestOrigin(req));
    const file: CloudConfig = {
      app_id: CLIENT.APP_ID,
      api_hosts: settings.api_hosts,
      maintain_urls: maintainUrls(settings),
    };
    return reply.header('cache-control', 'no-store').header('access-control-allow-origin', '*').send(file);
  });

  app.get<{ Querystring: { channel?: string } }>('/agreement.html', async (req, reply) =>
    reply.type('text/html; charset=utf-8').send(agreementPage(String(req.query.channel ?? '').slice(0, 40))),
  );

  app.get<{ Querystring: { platform?: string } }>('/download.html', async (req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(downloadPage(String(req.query.platform ?? ''), requestOrigin(req))),
  );

  app.get<{ Params: { kind: string; name: string } }>('/demo-img/:kind/:name', async (req, reply) => {
    const picture = PICTURE.exec(req.params.name);
    if (!picture) return reply.code(404).send({ code: 404, msg: 'no such image' });
    const [, text = '', format = 'svg'] = picture;
    return sendPicture(reply, await demoImage(db, req.params.kind, text), format);
  });
}
