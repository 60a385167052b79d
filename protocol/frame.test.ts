import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Decoded } from './errors';
import { decodeFrame, encodeFrame, type Frame, FrameDecoder, HEADER_SIZE, MAX_BODY } from './frame';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');
const bytesOf = (text: string) => Uint8Array.from(text.split(' '), (h) => Number.parseInt(h, 16));

function values(results: Decoded<Frame>[]): Frame[] {
  return results.map((r) => {
    if (!r.ok) throw r.error;
    return r.value;
  });
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

// Golden bytes written by hand from spec 001 §7: u32 seq, u16 id, u16 length, body (big-endian).
const GOLDEN: { frame: Frame; bytes: string }[] = [
  { frame: { seq: 1, id: 1000, body: Uint8Array.of(0x08, 0x01) }, bytes: '00 00 00 01 03 e8 00 02 08 01' },
  { frame: { seq: 0, id: 1200, body: new Uint8Array() }, bytes: '00 00 00 00 04 b0 00 00' },
  {
    frame: { seq: 0xfffffffe, id: 0xffff, body: Uint8Array.of(0xff, 0x00, 0x7f) },
    bytes: 'ff ff ff fe ff ff 00 03 ff 00 7f',
  },
  { frame: { seq: 0x01020304, id: 1301, body: Uint8Array.of(0x0a) }, bytes: '01 02 03 04 05 15 00 01 0a' },
];

describe('encodeFrame / decodeFrame', () => {
  it.each(GOLDEN)('matches the hand-written bytes $bytes', ({ frame, bytes }) => {
    expect(hex(encodeFrame(frame))).toBe(bytes);
    const decoded = decodeFrame(bytesOf(bytes));
    expect(decoded).toEqual({ ok: true, value: frame });
  });

  it('carries a body of exactly 65535 bytes', () => {
    const body = new Uint8Array(MAX_BODY).map((_, i) => i & 0xff);
    const bytes = encodeFrame({ seq: 9, id: 1002, body });
    expect(bytes.byteLength).toBe(HEADER_SIZE + MAX_BODY);
    expect(hex(bytes.subarray(6, 8))).toBe('ff ff');
    const decoded = decodeFrame(bytes);
    expect(decoded.ok && decoded.value.body).toEqual(body);
  });

  it('refuses a 65536-byte body with body-too-large, naming the message', () => {
    expect(() => encodeFrame({ seq: 3, id: 1020, body: new Uint8Array(MAX_BODY + 1) })).toThrow(
      expect.objectContaining({ code: 'body-too-large', messageId: 1020, seq: 3 }),
    );
  });

  it.each([
    { seq: -1, id: 1 },
    { seq: 2 ** 32, id: 1 },
    { seq: 1.5, id: 1 },
    { seq: 1, id: 65536 },
    { seq: 1, id: -1 },
    { seq: 1, id: Number.NaN },
  ])('refuses seq $seq / id $id with bad-header', ({ seq, id }) => {
    expect(() => encodeFrame({ seq, id, body: new Uint8Array() })).toThrow(
      expect.objectContaining({ code: 'bad-header' }),
    );
  });

  it.each([0, 1, 7])('reports %i bytes as truncated-header', (n) => {
    const decoded = decodeFrame(new Uint8Array(n));
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.error.code).toBe('truncated-header');
  });

  it('reports a length beyond the buffer as length-mismatch with seq and id', () => {
    const decoded = decodeFrame(bytesOf('00 00 00 07 03 e9 00 05 08 01'));
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) {
      expect(decoded.error).toMatchObject({ code: 'length-mismatch', seq: 7, messageId: 1001 });
    }
  });

  it('reports bytes left over after the body as length-mismatch', () => {
    const decoded = decodeFrame(bytesOf('00 00 00 01 03 e8 00 01 08 01'));
    expect(!decoded.ok && decoded.error.code).toBe('length-mismatch');
  });

  it('reads a frame inside a larger buffer (non-zero byteOffset) and returns a plain Uint8Array', () => {
    const outer = bytesOf('aa bb 00 00 00 02 03 e8 00 01 2a cc');
    const decoded = decodeFrame(outer.subarray(2, 11));
    expect(decoded).toEqual({ ok: true, value: { seq: 2, id: 1000, body: Uint8Array.of(0x2a) } });
    expect(decoded.ok && decoded.value.body.constructor).toBe(Uint8Array);
  });
});

describe('FrameDecoder', () => {
  const frames: Frame[] = [
    { seq: 1, id: 1000, body: Uint8Array.of(0x08, 0x01) },
    { seq: 0, id: 1205, body: new Uint8Array() },
    { seq: 42, id: 1301, body: new Uint8Array(300).map((_, i) => (i * 7) & 0xff) },
    { seq: 43, id: 1302, body: Uint8Array.of(0xff) },
  ];
  const stream = concat(...frames.map(encodeFrame));

  it('yields every frame of concatenated input in one push', () => {
    const decoder = new FrameDecoder();
    expect(values(decoder.push(stream))).toEqual(frames);
    expect(decoder.buffered).toBe(0);
    expect(decoder.end()).toEqual([]);
  });

  it('yields the same frames when the input is split at every byte offset', () => {
    for (let cut = 0; cut <= stream.byteLength; cut++) {
      const decoder = new FrameDecoder();
      const got = [...decoder.push(stream.subarray(0, cut)), ...decoder.push(stream.subarray(cut))];
      expect(values(got), `cut at ${cut}`).toEqual(frames);
      expect(decoder.buffered).toBe(0);
    }
  });

  it('yields the same frames when fed one byte at a time', () => {
    const decoder = new FrameDecoder();
    const got: Decoded<Frame>[] = [];
    for (const byte of stream) got.push(...decoder.push(Uint8Array.of(byte)));
    expect(values(got)).toEqual(frames);
  });

  it('hands out bodies that survive the caller overwriting its chunks', () => {
    const decoder = new FrameDecoder();
    const chunk = encodeFrame(frames[0] as Frame);
    const [first] = values(decoder.push(chunk));
    chunk.fill(0);
    expect(first?.body).toEqual(Uint8Array.of(0x08, 0x01));
  });

  it('reports an unfinished header or body when the stream ends', () => {
    const decoder = new FrameDecoder();
    expect(decoder.push(stream.subarray(0, 5))).toEqual([]);
    expect(decoder.buffered).toBe(5);
    const [headerError] = decoder.end();
    expect(headerError?.ok === false && headerError.error.code).toBe('truncated-header');

    expect(decoder.push(encodeFrame({ seq: 5, id: 1003, body: new Uint8Array(10) }).subarray(0, 12))).toEqual(
      [],
    );
    const [bodyError] = decoder.end();
    expect(bodyError?.ok === false && bodyError.error).toMatchObject({
      code: 'length-mismatch',
      seq: 5,
      messageId: 1003,
    });
    expect(decoder.buffered).toBe(0);
  });

  it('reassembles a maximal frame arriving in small chunks', () => {
    const big = { seq: 7, id: 1100, body: new Uint8Array(MAX_BODY).map((_, i) => (i * 31) & 0xff) };
    const bytes = concat(encodeFrame(big), encodeFrame(frames[0] as Frame));
    const decoder = new FrameDecoder();
    const got: Decoded<Frame>[] = [];
    for (let at = 0; at < bytes.byteLength; at += 1000)
      got.push(...decoder.push(bytes.subarray(at, at + 1000)));
    expect(values(got)).toEqual([big, frames[0]]);
  });
});

describe('frame properties', () => {
  const frameArb = fc.record({
    seq: fc.nat({ max: 0xffffffff }),
    id: fc.nat({ max: 0xffff }),
    body: fc.uint8Array({ maxLength: 600 }),
  });

  it('round-trips random frames through FrameDecoder under random chunking', () => {
    fc.assert(
      fc.property(
        fc.array(frameArb, { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (input, cuts) => {
          const bytes = concat(...input.map(encodeFrame));
          const points = [...new Set(cuts.map((c) => c % (bytes.byteLength + 1)))].sort((a, b) => a - b);
          const decoder = new FrameDecoder();
          const got: Decoded<Frame>[] = [];
          let from = 0;
          for (const to of [...points, bytes.byteLength]) {
            got.push(...decoder.push(bytes.subarray(from, to)));
            from = to;
          }
          expect(values(got)).toEqual(input);
          expect(decoder.end()).toEqual([]);
        },
      ),
    );
  });

  it('round-trips a single frame through decodeFrame', () => {
    fc.assert(
      fc.property(frameArb, (frame) => {
        expect(decodeFrame(encodeFrame(frame))).toEqual({ ok: true, value: frame });
      }),
    );
  });

  it('never throws on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.nat({ max: 200 }), (bytes, cut) => {
        const single = decodeFrame(bytes);
        expect(typeof single.ok).toBe('boolean');
        const decoder = new FrameDecoder();
        const results = [...decoder.push(bytes.subarray(0, cut)), ...decoder.push(bytes.subarray(cut))];
        const consumed = values(results).reduce((n, f) => n + HEADER_SIZE + f.body.byteLength, 0);
        const rest = decoder.buffered;
        expect(consumed + rest).toBe(bytes.byteLength);
        expect(decoder.end().length).toBe(rest === 0 ? 0 : 1);
      }),
    );
  });
});
