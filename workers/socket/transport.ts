/**
 * The socket's view of a network connection. Production uses the browser's WebSocket
 * ({@link browserTransport}, tested against mock-socket in `browserTransport.test.ts`); the socket's
 * unit tests a fake (`testing.ts`); Node integration tests the `ws` package (`wsTransport.ts`).
 * Nothing else in the hub touches a WebSocket.
 */

/** What a transport reports. Each fires at most once, except `message`. */
export interface TransportHandlers {
  open(): void;
  /** One binary WebSocket message: one frame. */
  message(bytes: Uint8Array): void;
  /** The connection ended (or never opened). Not fired after the hub itself calls `close()`. */
  close(code: number, reason: string): void;
}

/** One connection attempt. */
export interface Transport {
  send(bytes: Uint8Array): void;
  /** Closes the connection; no handler fires afterwards. */
  close(): void;
}

/** Opens a connection to `url`, reporting to `handlers`. */
export type TransportFactory = (url: string, handlers: TransportHandlers) => Transport;

/** One entry of the IM API's server list (`svrlist`). */
export interface ServerAddress {
  svrip: string;
  websvrport: number;
}

/**
 * The socket URLs of a server list, in order: `ws://svrip:websvrport/ws`, or `wss://` when the page
 * itself is served over https (a browser refuses plain ws from an https page).
 */
export function socketUrls(servers: readonly ServerAddress[], secure: boolean): string[] {
  const scheme = secure ? 'wss' : 'ws';
  return servers.map(({ svrip, websvrport }) => {
    const host = svrip.includes(':') && !svrip.startsWith('[') ? `[${svrip}]` : svrip;
    return `${scheme}://${host}:${websvrport}/ws`;
  });
}

/** The browser's WebSocket (binary frames as ArrayBuffer). */
export const browserTransport: TransportFactory = (url, handlers) => {
  const ws = new WebSocket(url);
  ws.binaryType = 'arraybuffer';
  let closed = false;
  ws.onopen = () => {
    if (!closed) handlers.open();
  };
  ws.onmessage = (event: MessageEvent) => {
    if (closed) return;
    // NOTE: a text message is not a frame; hand it on as bytes so the socket counts it as bad.
    const data: unknown = event.data;
    handlers.message(
      data instanceof ArrayBuffer ? new Uint8Array(data) : new TextEncoder().encode(String(data)),
    );
  };
  ws.onclose = (event: CloseEvent) => {
    if (closed) return;
    closed = true;
    handlers.close(event.code, event.reason);
  };
  return {
    // NOTE: frames are built in fresh ArrayBuffers (never shared memory); the DOM typing wants that said.
    send: (bytes) => ws.send(bytes as Uint8Array<ArrayBuffer>),
    close() {
      if (closed) return;
      closed = true;
      ws.close(1000, 'client closed');
    },
  };
};
