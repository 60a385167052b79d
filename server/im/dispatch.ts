import { decodeMessage, encodeMessage, type MessageInit } from '../../protocol/codec';
import type { Frame } from '../../protocol/frame';
import { SCHEMA } from '../../protocol/gen/schema';
import { kindOf, type MessageName, messageId, messageName, replyOf } from '../../protocol/ids';
import { RESULT, type ResultCode } from '../../protocol/result';
import { CLOSE, type Connection, SETTLED } from '../delivery/connection';
import { isRefusal } from '../refusal';
import type { AfterReply, HandlerTable, ImContext, ImServices, RequestName } from './types';

/** What an unauthenticated socket may send: the logins and the heartbeat. */
export const PUBLIC_REQUESTS: ReadonlySet<MessageName> = new Set<MessageName>([
  'msg_heart_test',
  'msg_login_req',
  'msg_h5_login_req',
  'msg_pc_login_req',
]);

/**
 * Before login, other requests are answered with result 0; past this many the socket is closed
 * (1008): a client that keeps talking without logging in is broken or probing.
 */
export const MAX_REFUSED_BEFORE_LOGIN = 5;

/** Requests a socket may have waiting; past it the socket is closed (1008) instead of queueing without end. */
export const MAX_PENDING_REQUESTS = 256;

/** Merges area tables into one; two areas handling one message is a startup error. */
export function mergeTables(...tables: HandlerTable[]): HandlerTable {
  const merged: Record<string, unknown> = {};
  for (const table of tables) {
    for (const [name, handler] of Object.entries(table)) {
      if (name in merged) throw new Error(`two handlers for ${name}`);
      merged[name] = handler;
    }
  }
  return merged as HandlerTable;
}

const FIELDS = SCHEMA as unknown as Readonly<Record<string, readonly { name: string }[]>>;
/** Whether a reply message carries a `result` field. */
export function hasResult(name: MessageName): boolean {
  return FIELDS[name]?.some((field) => field.name === 'result') ?? false;
}

type AnyHandler = (ctx: ImContext, request: unknown) => unknown;
const utf8 = new TextEncoder();

/**
 * Serves the frames of every socket: decodes them, checks login, calls the area handler and
 * answers. Each socket's requests are served one at a time in arrival order, so a client may send
 * its login and the next request without waiting; different sockets run concurrently.
 *
 * Every request gets exactly one reply under the reply's id (request id + 1) echoing its seq: the
 * handler's, or on failure (no handler yet, refused before login, handler refusal or exception, a
 * body that does not decode) the reply with `result` set, or, for a reply without a `result`
 * field, the reply's defaults followed by a `msg_oper_result_notify` push carrying the result.
 * Frames that cannot be answered (unknown id, a reply or push sent by a client) are logged and
 * counted only. Nothing here closes a socket except the two flood limits above.
 */
export class Dispatcher {
  readonly #handlers: Readonly<Record<string, AnyHandler | undefined>>;

  constructor(
    handlers: HandlerTable,
    private readonly services: ImServices,
  ) {
    // NOTE: the table's per-message handler types are checked where tables are written; here
    // the request name is only known at run time.
    this.#handlers = handlers as Readonly<Record<string, AnyHandler | undefined>>;
  }

  /** Queues a frame of `conn` behind its earlier ones. */
  enqueue(conn: Connection, frame: Frame): void {
    conn.pending += 1;
    if (conn.pending > MAX_PENDING_REQUESTS) {
      this.services.metrics.policyClosed += 1;
      conn.close(CLOSE.POLICY, `more than ${MAX_PENDING_REQUESTS} requests waiting`);
      return;
    }
    conn.queue = conn.queue
      .then(() => this.#serve(conn, frame))
      .catch((error: unknown) =>
        this.services.log.error({ err: error, conn: conn.id }, 'frame handling failed'),
      )
      .finally(() => {
        conn.pending -= 1;
        // NOTE: the queue's last promise is not kept while the socket is idle (memory per socket).
        if (conn.pending === 0) conn.queue = SETTLED;
      });
  }

  async #serve(conn: Connection, frame: Frame): Promise<void> {
    if (!conn.open) return;
    const { metrics, log } = this.services;
    const decoded = decodeMessage(frame);
    if (!decoded.ok) {
      const name = messageName(frame.id);
      if (!name) {
        metrics.unknownIds += 1;
        log.info({ conn: conn.id, id: frame.id, seq: frame.seq }, 'frame with an unknown message id');
        return;
      }
      metrics.invalidBodies += 1;
      log.info({ conn: conn.id, message: name, reason: decoded.error.message }, 'frame body does not decode');
      if (kindOf(name) === 'request') {
        this.#fail(conn, frame.seq, name as RequestName, RESULT.FAIL, `${name}: the body does not decode`);
      }
      return;
    }
    const { name, seq, value } = decoded.value;
    if (kindOf(name) !== 'request') {
      metrics.unexpectedKinds += 1;
      log.info({ conn: conn.id, message: name }, 'a client sent a reply or push message');
      return;
    }
    const request = name as RequestName;
    if (!conn.authenticated && !PUBLIC_REQUESTS.has(request)) {
      metrics.refusedUnauthenticated += 1;
      conn.refusedBeforeLogin += 1;
      this.#fail(conn, seq, request, RESULT.FAIL, `${request} needs a login first`);
      if (conn.refusedBeforeLogin >= MAX_REFUSED_BEFORE_LOGIN) {
        metrics.policyClosed += 1;
        conn.close(CLOSE.POLICY, 'log in first');
      }
      return;
    }
    const handler = this.#handlers[request];
    if (!handler) {
      metrics.unhandled += 1;
      log.info({ conn: conn.id, message: request }, 'no handler for this request yet');
      this.#fail(conn, seq, request, RESULT.FAIL, `${request} is not served yet`);
      return;
    }
    await this.#run(conn, seq, request, handler, value);
  }

  async #run(conn: Connection, seq: number, request: RequestName, handler: AnyHandler, value: unknown) {
    const { metrics, log } = this.services;
    const after: AfterReply[] = [];
    const ctx: ImContext = { ...this.services, conn, afterReply: (task) => after.push(task) };
    let frame: Uint8Array;
    try {
      const reply = await handler(ctx, value);
      frame = encodeMessage(seq, replyNameOf(request), reply as MessageInit<MessageName>);
    } catch (error) {
      if (isRefusal(error, 'result')) {
        metrics.refused += 1;
        log.info({ conn: conn.id, message: request, result: error.code }, error.message);
        this.#fail(conn, seq, request, error.code, error.message, error.fields);
      } else {
        metrics.handlerErrors += 1;
        log.error({ err: error, conn: conn.id, uid: conn.uid, message: request }, 'handler failed');
        this.#fail(conn, seq, request, RESULT.FAIL, 'server error');
      }
      return;
    }
    this.services.registry.send(conn, frame);
    for (const task of after) {
      try {
        await task();
      } catch (error) {
        metrics.handlerErrors += 1;
        log.error({ err: error, conn: conn.id, message: request }, 'work after the reply failed');
      }
    }
  }

  /**
   * Answers a refused request with `result`. Where the reply has no `result` field, the reply goes
   * out with its defaults and a `msg_oper_result_notify` push carries the result, the reason and
   * the request's message id (as `optype`).
   */
  #fail(
    conn: Connection,
    seq: number,
    request: RequestName,
    result: ResultCode,
    reason: string,
    fields: Readonly<Record<string, number>> = {},
  ): void {
    const reply = replyNameOf(request);
    const { registry } = this.services;
    if (hasResult(reply)) {
      registry.send(conn, encodeMessage(seq, reply, { ...fields, result } as MessageInit<MessageName>));
      return;
    }
    registry.send(conn, encodeMessage(seq, reply, {}));
    registry.push(conn, 'msg_oper_result_notify', {
      result,
      content: utf8.encode(reason),
      optype: messageId(request),
    });
  }
}

function replyNameOf(request: RequestName): MessageName {
  const reply = replyOf(request);
  // NOTE: ids.test.ts checks every request of the registry has its reply.
  if (!reply) throw new Error(`${request} has no reply message`);
  return reply;
}
