import { networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * The host names this server answers to, so no response ever carries a Host header an attacker
 * chose (/hosts.json, the IM server list, absolute URLs, the install page). PUBLIC_HOST, when set,
 * is the one name written; otherwise a Host header naming this machine (loopback, one of its own
 * addresses, or ALLOWED_HOSTS) is written as is, and any other is replaced by the address the
 * connection arrived on.
 */
export class PublicHosts {
  readonly #names: ReadonlySet<string>;

  constructor(private readonly config: Pick<ServerConfig, 'publicHost' | 'publicPort' | 'allowedHosts'>) {
    const own = Object.values(networkInterfaces())
      .flat()
      .flatMap((a) => (a ? [a.family === 'IPv6' ? `[${a.address}]` : a.address] : []));
    this.#names = new Set(
      ['localhost', '127.0.0.1', '[::1]', ...own, ...config.allowedHosts, config.publicHost].filter(Boolean),
    );
  }

  /** Whether a host name (no port) is one of this server's. */
  knows(hostname: string): boolean {
    return this.#names.has(hostname.toLowerCase());
  }

  /** The host name and port to write into a response to `req`. */
  address(req: FastifyRequest): { hostname: string; port: number } {
    const fallbackPort = req.protocol === 'https' ? 443 : 80;
    if (this.config.publicHost) {
      return { hostname: this.config.publicHost, port: this.config.publicPort || fallbackPort };
    }
    if (this.knows(req.hostname)) {
      return {
        hostname: req.hostname.toLowerCase(),
        port: this.config.publicPort || req.port || fallbackPort,
      };
    }
    const local = req.socket.localAddress ?? '127.0.0.1';
    const plain = local.startsWith('::ffff:') ? local.slice(7) : local;
    return {
      hostname: plain.includes(':') ? `[${plain}]` : plain,
      port: this.config.publicPort || req.socket.localPort || fallbackPort,
    };
  }

  /** `scheme://host[:port]` of this server as `req` should see it. */
  origin(req: FastifyRequest): string {
    const { hostname, port } = this.address(req);
    const fallbackPort = req.protocol === 'https' ? 443 : 80;
    return `${req.protocol}://${hostname}${port === fallbackPort ? '' : `:${port}`}`;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's own host names (server/http/hosts.ts). */
    publicHosts: PublicHosts;
  }
}
