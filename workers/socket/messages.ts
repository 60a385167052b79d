/**
 * Type-level names of the requests the hub sends and the replies they get, derived from the
 * protocol registry: `msg_x_req` is answered by `msg_x_rep`, the heartbeat by itself.
 */
import type { MessageInit, MessageName, MessageValue } from '../../protocol';

/** Every request message of the registry, plus the heartbeat. */
export type RequestName = Extract<MessageName, `${string}_req`> | 'msg_heart_test';

/** The reply of request `N`. */
export type ReplyOf<N extends RequestName> = N extends 'msg_heart_test'
  ? 'msg_heart_test'
  : N extends `${infer P}_req`
    ? `${P}_rep` extends MessageName
      ? `${P}_rep`
      : never
    : never;

/** The decoded reply value of request `N`. */
export type ReplyValue<N extends RequestName> = MessageValue<ReplyOf<N>>;

/** A value to send as request `N`. */
export type RequestInit<N extends RequestName> = MessageInit<N>;

/** The reply's message name for a request name, at run time. */
export function replyNameOf<N extends RequestName>(name: N): ReplyOf<N> {
  if (name === 'msg_heart_test') return name as ReplyOf<N>;
  return `${name.slice(0, -4)}_rep` as ReplyOf<N>;
}
