import net from 'node:net';

/**
 * What the proxy does with traffic:
 * - `pass`: forwards both ways;
 * - `blackhole`: keeps connections open but drops every byte both ways (a dead network path:
 *   only the heartbeat notices);
 * - `drop-replies`: forwards client → server but drops server → client (requests are handled,
 *   their replies lost);
 * - `refuse`: closes new connections at once.
 */
export type ProxyMode = 'pass' | 'blackhole' | 'drop-replies' | 'refuse';

/**
 * A TCP proxy a test controls, between the hub and the server: a fixed port in front of a
 * server that may restart on another port, and a network that can be cut.
 */
export class TcpProxy {
  mode: ProxyMode = 'pass';
  /** Connections accepted since start. */
  accepted = 0;
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    private readonly server: net.Server,
    public target: number,
  ) {}

  /** Starts a proxy on a free port of 127.0.0.1 in front of `targetPort`. */
  static async start(targetPort: number): Promise<TcpProxy> {
    let proxy: TcpProxy | undefined;
    const server = net.createServer((client) => proxy?.accept(client));
    proxy = new TcpProxy(server, targetPort);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  /** The proxy's port. */
  get port(): number {
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('proxy has no address');
    return address.port;
  }

  /** Drops every open connection (as a network reset would). */
  resetAll(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  async close(): Promise<void> {
    this.resetAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket): void {
    this.accepted++;
    if (this.mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = net.connect(this.target, '127.0.0.1');
    this.sockets.add(client);
    this.sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('data', (chunk) => {
      if (this.mode === 'pass' || this.mode === 'drop-replies') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (this.mode === 'pass') client.write(chunk);
    });
    client.on('close', drop);
    upstream.on('close', drop);
    client.on('error', drop);
    upstream.on('error', drop);
  }
}
