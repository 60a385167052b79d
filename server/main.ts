import { createServer } from './app';
import { loadConfig } from './config';
import { ensureDemoReplays } from './live/demoReplays';
import { ensureMarketDemo } from './market/demo';

const config = loadConfig();
const server = await createServer(config);
// NOTE: the demo market is for people trying the app; test nodes (NODE_ENV=test) start without it.
if (process.env.NODE_ENV !== 'test') {
  await ensureMarketDemo(server.db, Date.now());
  await ensureDemoReplays(server.db, {
    ffmpeg: config.live.ffmpeg,
    replayDir: server.live.replayDir,
    now: Date.now(),
    log: (line) => console.log(line),
  });
}
await server.app.listen({ port: config.port, host: config.host });
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Serving on http://127.0.0.1:${port}/`);
if (server.live.rtmpPort !== null)
  console.log(`Taking live streams on rtmp://127.0.0.1:${server.live.rtmpPort}/live (README "Going live")`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
