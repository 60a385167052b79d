import type { Exchanged, PlainParams } from './exchange';

/**
 * What the page hands the seal worker: the parameter key's text, once (the worker imports it: a
 * Web Crypto key handed over would be imported on the page and copied, a few milliseconds of the
 * page's thread), then the calls, sealed with the last key it was given. NOTE: messages on one port
 * arrive in order, so a call never overtakes the key it needs.
 */
export type SealRequest =
  | { type: 'key'; text: string }
  | {
      type: 'exchange';
      id: number;
      /** The page's address: a worker made from a blob reads paths against it. */
      base: string;
      host: string;
      name: string;
      params: PlainParams;
    };

/**
 * The seal worker's messages: `ready` once its script runs (a failure before it means no call was
 * started); per call what the round trip gave, the error it threw, or `refused` when the worker
 * holds no key (nothing was sent); `broken` when a message could not be read (the page stops using
 * the worker).
 */
export type SealReply =
  | { type: 'ready' }
  | { type: 'exchanged'; id: number; result: Exchanged }
  | { type: 'failed'; id: number; name: string; message: string }
  | { type: 'refused'; id: number }
  | { type: 'broken' };
