/**
 * The `ws` package as a hub transport, for running the hub core in Node (integration tests, tools).
 * Not imported by the browser entry, so it never reaches a bundle.
 */
import WebSocket from 'ws';
import type { TransportFactory } from './transport';

/** A {@link TransportFactory} over the `ws` package. */
export const wsTransport: TransportFactory = (url, handlers) => {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  ws.binaryType = 'nodebuffer';
  let closed = false;
  ws.on('open', () => {
    if (!closed) handlers.open();
  });
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    if (closed) return;
    const bytes = isBinary
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(0);
    handlers.message(bytes);
  });
  ws.on('error', () => {
    // NOTE: 'close' always follows 'error' in ws; the close handler reports it.
  });
  ws.on('close', (code: number, reason: Buffer) => {
    if (closed) return;
    closed = true;
    handlers.close(code, reason.toString());
  });
  return {
    send: (bytes) => ws.send(bytes),
    close() {
      if (closed) return;
      closed = true;
      ws.terminate();
    },
  };
};
