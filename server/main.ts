import { createServer } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const server = await createServer(config);
await server.app.listen({ port: config.port, host: config.host });
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Serving on http://127.0.0.1:${port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
