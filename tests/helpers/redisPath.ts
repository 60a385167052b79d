import net from 'node:net';

/**
 * A TCP proxy in front of Redis, to stage an outage: cut, it drops every connection and refuses
 * new ones; opened again, it listens on the same port.
 */
export class RedisPath {
  #server: net.Server | undefined;
  readonly #sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 6379), this.target.hostname);
      for (const s of [client, upstream]) {
        this.#sockets.add(s);
        s.on('close', () => this.#sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('proxy has no port');
    this.port = address.port;
  }

  async cut(): Promise<void> {
    for (const s of this.#sockets) s.destroy();
    const server = this.#server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
