import { type ClientRequest, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Several nodes (issue 19, README "Running several server nodes"): a room's broadcast lives on the
 * node its host pushes to; any other node answers its `/live/<room>.flv` and HLS files by relaying
 * the request to that node over plain HTTP (Node's own client, the response streamed through).
 * Each viewer is one upstream request, so the ingest node counts and paces every viewer itself.
 */

/** Marks a request relayed by another node: it is answered here, never relayed again (no loops). */
export const RELAY_HEADER = 'x-sportlive-relay';
/** The viewer a relayed request is for, so the ingest node counts the viewer, not the relaying node. */
export const VIEWER_HEADER = 'x-sportlive-viewer';

const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'access-control-allow-origin'];
/** How long a relay waits for the ingest node to answer (ms); after that the room reads as offline. */
const ANSWER_TIMEOUT_MS = 5000;
const offline = { code: 404, msg: 'this room is not live' };

/** Whether another node relayed this request. */
export function isRelayed(req: FastifyRequest): boolean {
  return req.headers[RELAY_HEADER] !== undefined;
}

/**
 * Who is watching, for counting HLS viewers: the address and browser, or what the relaying node
 * said about its viewer. NOTE: a client could send the header itself; it could vary its user agent
 * just as well, so this trusts it no less than what the counting already trusted.
 */
export function viewerOf(req: FastifyRequest): string {
  const relayedFor = req.headers[VIEWER_HEADER];
  if (isRelayed(req) && typeof relayedFor === 'string') return relayedFor;
  return `${req.ip} ${req.headers['user-agent'] ?? ''}`;
}

/** This node's address for the others when NODE_URL is empty (see LiveConfig.nodeUrl). */
export function defaultNodeUrl(host: string, address: Pick<AddressInfo, 'port'> | string | null): string {
  const port = typeof address === 'object' && address ? address.port : 0;
  let name = host;
  if (host === '0.0.0.0' || host === '::' || host === '') {
    const own = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    name = own?.address ?? '127.0.0.1';
  } else if (host === 'localhost' || host === '::1') name = '127.0.0.1';
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** The relaying side: forwards viewers' requests to the ingest node and streams the answers back. */
export class Relay {
  readonly #open = new Set<ClientRequest>();

  constructor(private readonly nodeId: string) {}

  /**
   * Relays `req` to the node at `target` and resolves once the reply is under way; a node that does
   * not answer means the room is offline. NOTE: it never resolves with the reply, which is thenable.
   */
  forward(req: FastifyRequest, reply: FastifyReply, target: string): Promise<void> {
    return new Promise((resolve) => {
      const url = new URL(req.url, target);
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      let answered = false;
      const upstream = send(url, {
        method: req.method === 'HEAD' ? 'HEAD' : 'GET',
        headers: { [RELAY_HEADER]: this.nodeId, [VIEWER_HEADER]: viewerOf(req) },
        timeout: ANSWER_TIMEOUT_MS,
      });
      this.#open.add(upstream);
      upstream.once('close', () => this.#open.delete(upstream));
      upstream.once('timeout', () => upstream.destroy(new Error('the ingest node did not answer')));
      upstream.once('response', (res) => {
        answered = true;
        // NOTE: a live stream may pause while its viewer is slow; only the first answer is timed.
        upstream.setTimeout(0);
        reply.code(res.statusCode ?? 502);
        for (const name of PASSED_HEADERS) {
          const value = res.headers[name];
          if (value !== undefined) reply.header(name, value);
        }
        // NOTE: the viewer leaving destroys `res` (Fastify pipes it), which closes the upstream too.
        reply.send(res);
        resolve();
      });
      upstream.on('error', () => {
        if (answered) return;
        answered = true;
        reply.code(404).send(offline);
        resolve();
      });
      upstream.end();
    });
  }

  /** Ends every relayed stream (shutdown: a relayed FLV viewer would hold the HTTP server open). */
  close(): void {
    for (const upstream of this.#open) upstream.destroy();
    this.#open.clear();
  }
}
