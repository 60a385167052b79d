/**
 * A fake transport for unit tests (DESIGN §9: a fake beside the socket interface, not a mocked
 * WebSocket). Each connection attempt is recorded; a test opens it, reads what the hub sent
 * (decoded) and answers or pushes frames, like a server would.
 */
import {
  type DecodedMessage,
  decodeFrame,
  decodeMessage,
  encodeMessage,
  type MessageInit,
  type MessageName,
} from '../../protocol';
import type { TransportFactory, TransportHandlers } from './transport';

/** One connection attempt the hub made. */
export class FakeConnection {
  /** Every message the hub sent on this connection, decoded. */
  readonly sent: DecodedMessage[] = [];
  /** True once the hub closed it. */
  closedByClient = false;
  /** True once the test closed it (as a server would). */
  closedByServer = false;

  constructor(
    readonly url: string,
    private readonly handlers: TransportHandlers,
  ) {}

  /** The connection opens. */
  open(): void {
    this.handlers.open();
  }

  /** The server closes the connection (or it drops). */
  drop(code = 1006, reason = ''): void {
    if (this.closedByClient || this.closedByServer) return;
    this.closedByServer = true;
    this.handlers.close(code, reason);
  }

  /** Delivers raw bytes to the hub. */
  deliver(bytes: Uint8Array): void {
    this.handlers.message(bytes);
  }

  /** Sends message `name` to the hub with sequence `seq` (0: a push). */
  send<N extends MessageName>(seq: number, name: N, value: MessageInit<N>): void {
    this.deliver(encodeMessage(seq, name, value));
  }

  /** The last request of this name the hub sent, or undefined. */
  last(name: MessageName): DecodedMessage | undefined {
    return this.sent.findLast((m) => m.name === name);
  }

  /** Every request of this name the hub sent. */
  all(name: MessageName): DecodedMessage[] {
    return this.sent.filter((m) => m.name === name);
  }

  /** Answers the last request called `request` with `reply`, echoing its sequence. */
  answer<N extends MessageName>(request: MessageName, reply: N, value: MessageInit<N>): void {
    const sent = this.last(request);
    if (!sent) throw new Error(`the hub sent no ${request} on ${this.url}`);
    this.send(sent.seq, reply, value);
  }

  /** `handlers.send` from the hub's side. */
  receive(bytes: Uint8Array): void {
    const frame = decodeFrame(bytes);
    if (!frame.ok) throw frame.error;
    const message = decodeMessage(frame.value);
    if (!message.ok) throw message.error;
    this.sent.push(message.value);
  }
}

/** A transport factory recording every connection it makes. */
export class FakeNetwork {
  readonly connections: FakeConnection[] = [];
  /** Answers requests as a server would; called (asynchronously) for every message the hub sends. */
  server: ((connection: FakeConnection, message: DecodedMessage) => void) | null = null;

  readonly transport: TransportFactory = (url, handlers) => {
    const connection = new FakeConnection(url, handlers);
    this.connections.push(connection);
    return {
      send: (bytes) => {
        if (connection.closedByClient || connection.closedByServer)
          throw new Error('send on a closed connection');
        connection.receive(bytes);
        const message = connection.sent.at(-1);
        const server = this.server;
        if (server && message) {
          queueMicrotask(() => {
            if (!connection.closedByClient && !connection.closedByServer) server(connection, message);
          });
        }
      },
      close: () => {
        connection.closedByClient = true;
      },
    };
  };

  /** The most recent connection. */
  get current(): FakeConnection {
    const connection = this.connections.at(-1);
    if (!connection) throw new Error('no connection yet');
    return connection;
  }

  /** Opens the current connection and accepts its h5 login with `result`. */
  acceptLogin(result = 1): FakeConnection {
    const connection = this.current;
    connection.open();
    connection.answer('msg_h5_login_req', 'msg_h5_login_rep', { result, server_time: 1_700_000_000 });
    return connection;
  }
}
