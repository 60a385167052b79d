import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';

/** Builds the HTTP server: the built app with an SPA fallback; the APIs register beside it. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.production ? 'info' : 'warn' } });
  app.get('/healthz', async () => ({ ok: true }));
  if (existsSync(join(config.distDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: config.distDir, wildcard: false });
    // NOTE: client-side routes (/match, /chat?id=…) must get index.html, never a 404.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/app/') && !req.url.startsWith('/api/')) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.code(404).send({ code: 404, msg: 'not found' });
    });
  } else {
    app.log.warn(`no built app in ${config.distDir}: run \`npm run build\``);
  }
  return app;
}
