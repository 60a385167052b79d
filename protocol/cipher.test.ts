import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CipherError,
  decryptParams,
  decryptText,
  encryptParams,
  encryptText,
  fromBase64Url,
  generateParamKey,
  importParamKey,
  toBase64Url,
} from './cipher';

let key: CryptoKey;
let otherKey: CryptoKey;
beforeAll(async () => {
  key = await importParamKey(generateParamKey());
  otherKey = await importParamKey(generateParamKey());
});

/** Flips one bit of the decoded token and re-encodes it. */
function flipBit(token: string, bit: number): string {
  const bytes = fromBase64Url(token);
  const at = Math.floor(bit / 8) % bytes.length;
  bytes[at] = (bytes[at] ?? 0) ^ (1 << (bit % 8));
  return toBase64Url(bytes);
}

describe('base64url', () => {
  it('matches the RFC 4648 test vectors, without padding', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg'],
      ['fo', 'Zm8'],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(toBase64Url(new TextEncoder().encode(plain))).toBe(encoded);
      expect(new TextDecoder().decode(fromBase64Url(encoded))).toBe(plain);
    }
    expect(toBase64Url(Uint8Array.of(0xfb, 0xff))).toBe('-_8');
  });

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
      }),
    );
  });

  it.each(['Zm9v=', 'Zm+v', 'Zm9vY', 'Zh', 'Zm9vé'])('refuses %j as malformed', (text) => {
    expect(() => fromBase64Url(text)).toThrow(expect.objectContaining({ code: 'malformed' }));
  });

  // Browsers with their own base64 (Chromium 140+) decode through it; Node 20 has none, so these
  // hand in one made of Buffer, as the engine's would behave.
  const engineTo = function (this: Uint8Array) {
    return Buffer.from(this).toString('base64url');
  };
  const engineFrom = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));

  it('round-trips any bytes through the engine’s own base64 too', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(toBase64Url(bytes, engineTo)).toBe(toBase64Url(bytes, undefined));
        expect(fromBase64Url(toBase64Url(bytes), engineFrom)).toEqual(bytes);
      }),
    );
  });

  it.each(['Zm9v=', 'Zm+v', 'Zm9vY', 'Zh', 'Zm9vé'])(
    'refuses %j before the engine’s base64 sees it',
    (text) => {
      const seen: string[] = [];
      const from = (t: string) => {
        seen.push(t);
        return engineFrom(t);
      };
      expect(() => fromBase64Url(text, from)).toThrow(expect.objectContaining({ code: 'malformed' }));
      expect(seen).toEqual([]);
    },
  );

  it('decodes a 100 kB answer in one piece', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 31) % 256);
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
  });
});

describe('param key', () => {
  it('is 32 random bytes in 43 characters', () => {
    const a = generateParamKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateParamKey()).not.toBe(a);
  });

  it.each(['', 'short', toBase64Url(new Uint8Array(16)), toBase64Url(new Uint8Array(33)), 'not base64!'])(
    'refuses %j with bad-key',
    async (text) => {
      await expect(importParamKey(text)).rejects.toMatchObject({ name: 'CipherError', code: 'bad-key' });
    },
  );
});

describe('encryptText / decryptText', () => {
  it.each(['', 'hello', '您已被禁言', 'คุณถูกปิดเสียงแล้ว', 'emoji 🏀⚽ & = ? #', 'x'.repeat(5000)])(
    'round-trips %j',
    async (text) => {
      const token = await encryptText(key, text);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(await decryptText(key, token)).toBe(text);
    },
  );

  it('gives two different tokens for the same text', async () => {
    expect(await encryptText(key, 'same')).not.toBe(await encryptText(key, 'same'));
  });

  it('refuses a token with any single bit flipped', async () => {
    const token = await encryptText(key, 'uid=100001');
    const bits = fromBase64Url(token).length * 8;
    for (let bit = 0; bit < bits; bit += 7) {
      await expect(decryptText(key, flipBit(token, bit))).rejects.toMatchObject({ code: 'tampered' });
    }
  });

  it('refuses a token sealed with another key', async () => {
    const token = await encryptText(otherKey, 'secret');
    await expect(decryptText(key, token)).rejects.toMatchObject({ code: 'tampered' });
  });

  it('refuses bad base64 and tokens too short to hold IV and tag', async () => {
    await expect(decryptText(key, 'abc$')).rejects.toBeInstanceOf(CipherError);
    await expect(decryptText(key, toBase64Url(new Uint8Array(27)))).rejects.toMatchObject({
      code: 'malformed',
    });
    await expect(decryptText(key, '')).rejects.toMatchObject({ code: 'malformed' });
  });
});

describe('encryptParams / decryptParams', () => {
  it('seals values, keeps names plain, and round-trips', async () => {
    const query = await encryptParams(key, { uid: 100001, lang: 'th', is_home_page: false, q: 'ไทย & 中文' });
    const parsed = new URLSearchParams(query);
    expect([...parsed.keys()]).toEqual(['uid', 'lang', 'is_home_page', 'q']);
    expect(query).not.toContain('100001');
    expect(await decryptParams(key, parsed)).toEqual({
      uid: '100001',
      lang: 'th',
      is_home_page: 'false',
      q: 'ไทย & 中文',
    });
    expect(await decryptParams(key, Object.fromEntries(parsed))).toHaveProperty('uid', '100001');
  });

  it('gives an empty query for no parameters', async () => {
    expect(await encryptParams(key, {})).toBe('');
    expect(await decryptParams(key, new URLSearchParams())).toEqual({});
  });

  it('names the parameter that was tampered with', async () => {
    const parsed = new URLSearchParams(await encryptParams(key, { uid: 7, token: 'abc' }));
    parsed.set('token', flipBit(parsed.get('token') ?? '', 100));
    await expect(decryptParams(key, parsed)).rejects.toMatchObject({
      name: 'CipherError',
      code: 'tampered',
      param: 'token',
      message: expect.stringContaining('"token"'),
    });
  });

  it('names a parameter sent in clear and refuses duplicates', async () => {
    await expect(decryptParams(key, { uid: '100001' })).rejects.toMatchObject({
      code: 'malformed',
      param: 'uid',
    });
    const twice = new URLSearchParams(await encryptParams(key, { a: 1 }));
    twice.append('a', await encryptText(key, '2'));
    await expect(decryptParams(key, twice)).rejects.toMatchObject({ code: 'duplicate-param', param: 'a' });
  });

  it('keeps a parameter named __proto__ as plain data', async () => {
    const query = new URLSearchParams([['__proto__', await encryptText(key, 'x')]]);
    const out = await decryptParams(key, query);
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});
