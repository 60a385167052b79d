import { CipherError, decryptText, encryptParams, type ParamCryptoKey } from '../../protocol/cipher';
import { type FetchFn, tryReach } from './http';
import type { ParamKey } from './paramKey';

/** A main-API call's parameters as they are sealed: every value plain (spec 000 §7). */
export type PlainParams = Record<string, string | number | boolean>;

/** Why a round trip gave no answer object, short of an unreachable host. */
export type ExchangeErrorKind =
  /** The server refused the call in plain JSON (a parameter it could not decrypt, an unknown endpoint). */
  | 'http'
  /** The answer did not decrypt: altered, or sealed with another key. It is refused, never used. */
  | 'tampered'
  /** The answer decrypted but is not a {code, msg} object. */
  | 'malformed';

/** What one round trip to one host gave: the opened answer, or why there is none. */
export type Exchanged =
  | { type: 'answer'; answer: unknown }
  /** The host could not be reached: the next one is tried. */
  | { type: 'network'; message: string }
  | { type: 'error'; kind: ExchangeErrorKind; message: string; code?: number };

/**
 * One main-API call's round trip to one host (DESIGN §6): each parameter value sealed with `key`,
 * the answer fetched and opened. The same code runs in the seal worker and, where workers are
 * missing, on the page's thread.
 */
export type Exchange = (key: ParamKey, host: string, name: string, params: PlainParams) => Promise<Exchanged>;

function isAnswer(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

/** The round trip itself, with the key at hand. */
export async function exchangeOnce(
  key: ParamCryptoKey,
  fetchFn: FetchFn,
  host: string,
  name: string,
  params: PlainParams,
): Promise<Exchanged> {
  const query = await encryptParams(key, params);
  const reached = await tryReach(fetchFn, host, `/app/${name}?${query}`, { cache: 'no-store' });
  if (!reached.reached) return { type: 'network', message: reached.error.message };
  const response = reached.value;
  const body = response.text.trim();
  if (body.startsWith('{')) {
    let plain: unknown;
    try {
      plain = JSON.parse(body);
    } catch {
      return { type: 'error', kind: 'malformed', message: `HTTP ${response.status}: not JSON` };
    }
    const refusal = isAnswer(plain) ? (plain as { code: number; msg?: string }) : undefined;
    return {
      type: 'error',
      kind: 'http',
      message: refusal?.msg ?? `HTTP ${response.status}`,
      code: refusal?.code ?? response.status,
    };
  }
  let text: string;
  try {
    text = await decryptText(key, body);
  } catch (error) {
    if (!(error instanceof CipherError)) throw error;
    return { type: 'error', kind: 'tampered', message: `the answer was refused: ${error.message}` };
  }
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return { type: 'error', kind: 'malformed', message: 'the answer is not JSON' };
  }
  if (!isAnswer(answer)) return { type: 'error', kind: 'malformed', message: 'the answer has no code' };
  return { type: 'answer', answer };
}

/** The round trip on the calling thread, fetching with `fetchFn`. */
export function sealedExchange(fetchFn: FetchFn): Exchange {
  return async (key, host, name, params) => exchangeOnce(await key.crypto(), fetchFn, host, name, params);
}
