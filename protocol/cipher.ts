/**
 * The main-API parameter cipher (DESIGN.md §6), shared by the client and the server: every
 * query parameter VALUE is sealed with AES-GCM-256 through Web Crypto (`globalThis.crypto`,
 * present in browsers, workers and Node 20) and written as base64url without padding:
 *
 * ```
 * token = base64url( iv (12 random bytes) || ciphertext || tag (16 bytes) )
 * ```
 *
 * Parameter names stay plain so routing and logs can read them. GCM authenticates each value:
 * a flipped bit, a wrong key or a truncated token is refused, never decrypted to garbage.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** Why a key, token or parameter was refused. */
export type CipherErrorCode =
  /** The key is not base64url of exactly 32 bytes. */
  | 'bad-key'
  /** The token is not base64url, or too short to hold an IV and a tag. */
  | 'malformed'
  /** Authentication failed: the token was altered or sealed with another key. */
  | 'tampered'
  /** A query names the same parameter twice. */
  | 'duplicate-param';

/** A refused key, token or parameter; `param` names the query parameter when there is one. */
export class CipherError extends Error {
  override readonly name = 'CipherError';
  constructor(
    readonly code: CipherErrorCode,
    message: string,
    /** The query parameter whose value was refused, when decrypting parameters. */
    readonly param?: string,
  ) {
    super(message);
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DECODE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

/**
 * The engine's own base64 (`Uint8Array.prototype.toBase64`, `Uint8Array.fromBase64`: Chromium 140,
 * Firefox 133, Safari 18.2, Node 25) where it has it; `btoa`/`atob` elsewhere. NOTE: every answer of
 * the main API is one base64url token, some of them 100 kB: a loop over its characters in script
 * took the phone's main thread for tens of milliseconds per answer.
 */
interface NativeBase64 {
  toBase64?: (this: Uint8Array, options: { alphabet: 'base64url'; omitPadding: boolean }) => string;
}
interface NativeFromBase64 {
  fromBase64?: (
    text: string,
    options: { alphabet: 'base64url'; lastChunkHandling: 'loose' },
  ) => Uint8Array<ArrayBuffer>;
}
const nativeTo = (Uint8Array.prototype as NativeBase64).toBase64;
const nativeFrom = (Uint8Array as unknown as NativeFromBase64).fromBase64;

/** Encodes bytes as base64url without padding. */
export function toBase64Url(bytes: Uint8Array, native = nativeTo): string {
  if (native) return native.call(bytes, { alphabet: 'base64url', omitPadding: true });
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * Decodes canonical base64url without padding.
 *
 * @throws {CipherError} `malformed` for any other character, an impossible length, or stray
 *   bits in the last character (so each byte string has exactly one accepted spelling).
 */
export function fromBase64Url(text: string, native = nativeFrom): Uint8Array<ArrayBuffer> {
  if (text.length % 4 === 1) throw new CipherError('malformed', 'base64url text has an impossible length');
  if (!BASE64URL.test(text)) {
    const at = [...text].findIndex((c) => !BASE64URL.test(c));
    throw new CipherError('malformed', `not base64url: ${JSON.stringify([...text][at])} at ${at}`);
  }
  // The last character of a 2- or 3-character tail carries 4 or 2 bits past the bytes: they must be 0.
  const tail = text.length % 4;
  const last = tail === 0 ? 0 : (DECODE[text.charCodeAt(text.length - 1)] ?? 0);
  if ((tail === 2 && (last & 15) !== 0) || (tail === 3 && (last & 3) !== 0)) {
    throw new CipherError('malformed', 'base64url text has stray bits');
  }
  if (native) return native(text, { alphabet: 'base64url', lastChunkHandling: 'loose' });
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/**
 * Imports a parameter key given as base64url of 32 raw bytes (see {@link generateParamKey}).
 *
 * @throws {CipherError} `bad-key` for anything else.
 */
export async function importParamKey(base64urlKey: string): Promise<ParamCryptoKey> {
  return crypto.subtle.importKey('raw', paramKeyBytes(base64urlKey), { name: 'AES-GCM' }, false, [
    'encrypt',
    'decrypt',
  ]);
}

/**
 * The raw bytes of a parameter key given as text, checked as {@link importParamKey} checks them
 * (without Web Crypto: a key's text can be checked where it is not imported).
 *
 * @throws {CipherError} `bad-key` for anything but base64url of 32 bytes.
 */
export function paramKeyBytes(base64urlKey: string): Uint8Array<ArrayBuffer> {
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = fromBase64Url(base64urlKey.trim());
  } catch {
    throw new CipherError('bad-key', 'the parameter key is not base64url text');
  }
  if (raw.length !== KEY_BYTES) {
    throw new CipherError('bad-key', `the parameter key must be ${KEY_BYTES} bytes, got ${raw.length}`);
  }
  return raw;
}

/**
 * An imported AES-GCM parameter key. NOTE: named through Web Crypto itself because `protocol/`
 * is typed without the DOM library, and Node's types have no global `CryptoKey`.
 */
export type ParamCryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

/** A fresh random 32-byte key, base64url (43 characters), for configuration. */
export function generateParamKey(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Seals `text` with a fresh random IV; two calls on the same text give different tokens. */
export async function encryptText(key: ParamCryptoKey, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(text)),
  );
  const token = new Uint8Array(IV_BYTES + sealed.length);
  token.set(iv);
  token.set(sealed, IV_BYTES);
  return toBase64Url(token);
}

/**
 * Opens a token made by {@link encryptText}.
 *
 * @throws {CipherError} `malformed` (not base64url, shorter than IV + tag, not UTF-8) or
 *   `tampered` (altered, or sealed with another key).
 */
export async function decryptText(key: ParamCryptoKey, token: string): Promise<string> {
  const bytes = fromBase64Url(token);
  if (bytes.length < IV_BYTES + TAG_BYTES) {
    throw new CipherError('malformed', `token of ${bytes.length} bytes is shorter than IV + tag`);
  }
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
      key,
      bytes.subarray(IV_BYTES),
    );
  } catch {
    throw new CipherError('tampered', 'token failed authentication (altered, or sealed with another key)');
  }
  try {
    return decoder.decode(plain);
  } catch {
    throw new CipherError('malformed', 'token does not hold UTF-8 text');
  }
}

/**
 * Builds a query string (no leading `?`) whose names are plain and whose values are each
 * sealed with {@link encryptText}. Values are sent as their string form (`String(v)`).
 */
export async function encryptParams(
  key: ParamCryptoKey,
  params: Readonly<Record<string, string | number | boolean>>,
): Promise<string> {
  const entries = Object.entries(params);
  const tokens = await Promise.all(entries.map(([, value]) => encryptText(key, String(value))));
  const query = new URLSearchParams();
  entries.forEach(([name], i) => {
    query.append(name, tokens[i] ?? '');
  });
  return query.toString();
}

/**
 * Opens every parameter of a query built by {@link encryptParams}.
 *
 * @throws {CipherError} naming the first parameter (`param`) whose value is malformed or
 *   tampered, or that appears twice (`duplicate-param`).
 */
export async function decryptParams(
  key: ParamCryptoKey,
  query: URLSearchParams | Readonly<Record<string, string>>,
): Promise<Record<string, string>> {
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
  const seen = new Set<string>();
  for (const [name] of entries) {
    if (seen.has(name)) throw new CipherError('duplicate-param', `parameter "${name}" appears twice`, name);
    seen.add(name);
  }
  const values = await Promise.allSettled(entries.map(([, token]) => decryptText(key, token)));
  const out: [string, string][] = [];
  for (const [i, [name]] of entries.entries()) {
    const result = values[i];
    if (result?.status !== 'fulfilled') {
      const cause = result?.reason;
      const code = cause instanceof CipherError ? cause.code : 'malformed';
      const why = cause instanceof Error ? cause.message : String(cause);
      throw new CipherError(code, `parameter "${name}": ${why}`, name);
    }
    out.push([name, result.value]);
  }
  // NOTE: fromEntries defines own properties, so a parameter named "__proto__" stays data.
  return Object.fromEntries(out);
}
