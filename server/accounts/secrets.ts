import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { PROFILE_LIMITS } from '../../protocol/accountRules';
import { Refusal } from '../refusal';
import { RET } from './results';

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32, maxmem: 64 * 1024 * 1024 } as const;

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, SCRYPT.keylen, { N, r, p, maxmem: SCRYPT.maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** scrypt with a random 16-byte salt, stored as `scrypt$N$r$p$salt$hash` (base64) so parameters can grow. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against {@link hashPassword}'s output in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A fresh random 128-bit secret (fastkey, token) as 32 hex digits. */
export function newSecret(): string {
  return randomBytes(16).toString('hex');
}

/** SHA-256 hex: how fastkeys, tokens and SMS codes are stored. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const { PASSWORD_MIN, PASSWORD_MAX } = PROFILE_LIMITS;

/**
 * Decodes a password as the client sends it ("encoded before sending", spec 000 §5): base64 of its
 * UTF-8 bytes. Enforces the 6-character minimum (and a 64-character maximum, which bounds scrypt work).
 */
export function decodeClientPassword(encoded: unknown, field = 'password'): string {
  if (typeof encoded !== 'string' || encoded === '')
    throw new Refusal('ret', RET.badRequest, `${field} is required`);
  if (!BASE64.test(encoded))
    throw new Refusal('ret', RET.badRequest, `${field} must be base64 of the UTF-8 password`);
  let password: string;
  try {
    password = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(encoded, 'base64'));
  } catch {
    throw new Refusal('ret', RET.badRequest, `${field} is not valid UTF-8 once decoded`);
  }
  const length = [...password].length;
  if (length < PASSWORD_MIN)
    throw new Refusal('ret', RET.badRequest, `password cannot be less than ${PASSWORD_MIN} characters`);
  if (length > PASSWORD_MAX)
    throw new Refusal('ret', RET.badRequest, `password cannot be more than ${PASSWORD_MAX} characters`);
  return password;
}
