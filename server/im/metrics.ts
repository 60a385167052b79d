/** Counters of the WebSocket layer, served as JSON at `GET /metrics` (`im` key). */
export interface ImMetrics {
  /** Sockets accepted since start. */
  connectionsOpened: number;
  /** Sockets closed since start (any reason). */
  connectionsClosed: number;
  /** Frames received and decoded into a header. */
  framesIn: number;
  /** Frames sent (replies and pushes). */
  framesOut: number;
  /** Messages whose framing is broken (socket closed 1002). */
  badFraming: number;
  /** Text (non-binary) WebSocket messages (socket closed 1003). */
  textMessages: number;
  /** Frames with a message id the registry does not know. */
  unknownIds: number;
  /** Frames whose body is not a valid protobuf encoding of their message. */
  invalidBodies: number;
  /** Frames of a reply or push type sent by a client (ignored). */
  unexpectedKinds: number;
  /** Requests no area handles yet (answered with result 0). */
  unhandled: number;
  /** Requests refused before login (answered with result 0). */
  refusedUnauthenticated: number;
  /** Requests a handler refused with a result code. */
  refused: number;
  /** Handler exceptions (answered with result 0). */
  handlerErrors: number;
  /** Successful logins. */
  logins: number;
  /** Failed logins (wrong fast key, bad device id). */
  loginFailures: number;
  /** Sessions closed by a login of another device of the same kind. */
  kickedElsewhere: number;
  /** Sessions replaced by the same device reconnecting. */
  replaced: number;
  /** Sockets closed for being idle past the timeout. */
  idleClosed: number;
  /** Sockets closed because too much was queued for them (slow reader). */
  backpressureClosed: number;
  /** Sockets closed for sending requests faster than they are served, or too many refused requests. */
  policyClosed: number;
  /** Bus payloads that were not a valid envelope. */
  badEnvelopes: number;
}

/** Fresh counters, all zero. */
export function createMetrics(): ImMetrics {
  return {
    connectionsOpened: 0,
    connectionsClosed: 0,
    framesIn: 0,
    framesOut: 0,
    badFraming: 0,
    textMessages: 0,
    unknownIds: 0,
    invalidBodies: 0,
    unexpectedKinds: 0,
    unhandled: 0,
    refusedUnauthenticated: 0,
    refused: 0,
    handlerErrors: 0,
    logins: 0,
    loginFailures: 0,
    kickedElsewhere: 0,
    replaced: 0,
    idleClosed: 0,
    backpressureClosed: 0,
    policyClosed: 0,
    badEnvelopes: 0,
  };
}
