import type { ParamCryptoKey } from '../../protocol/cipher';
import type { Exchanged, PlainParams } from './exchange';

/**
 * What the page hands the seal worker: the parameter key, once (a key crosses threads by copying
 * its material, a few milliseconds of the page's thread each time), then the calls, sealed with the
 * last key it was given. NOTE: messages on one port arrive in order, so a call never overtakes the
 * key it needs.
 */
export type SealRequest =
  | { type: 'key'; key: ParamCryptoKey }
  | {
      type: 'exchange';
      id: number;
      /** The page's address: a worker made from a blob reads paths against it. */
      base: string;
      host: string;
      name: string;
      params: PlainParams;
    };

/** The seal worker's reply: what the round trip gave, or the error it threw. */
export type SealReply =
  | { type: 'exchanged'; id: number; result: Exchanged }
  | { type: 'failed'; id: number; message: string };
