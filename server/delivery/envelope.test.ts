import { describe, expect, test } from 'vitest';
import { decodeEnvelope, type Envelope, EnvelopeError, encodeEnvelope } from './envelope';

describe('bus envelope', () => {
  test.each<Envelope>([
    {
      kind: 'frame',
      frame: new Uint8Array([0, 0, 0, 0, 3, 232, 0, 0]),
      exceptConnection: 'n/1',
      exceptDevice: '',
    },
    { kind: 'frame', frame: new Uint8Array(0), exceptConnection: '', exceptDevice: 'dévice-é' },
    { kind: 'login', clientKind: 'pc', deviceid: 'pc-1', connection: 'node-a/7' },
    { kind: 'pc-approved', connection: 'node-b/3', uid: 4294967295 },
  ])('round trip: $kind', (envelope) => {
    expect(decodeEnvelope(encodeEnvelope(envelope))).toEqual(envelope);
  });

  test('the layout is the documented one', () => {
    const bytes = encodeEnvelope({ kind: 'login', clientKind: 'h5', deviceid: 'ab', connection: 'c' });
    expect([...bytes]).toEqual([2, 1, 0, 2, 97, 98, 0, 1, 99]);
  });

  test.each([
    ['empty', []],
    ['unknown kind', [9]],
    ['truncated string', [1, 0, 5, 97]],
    ['unknown client kind', [2, 7, 0, 0, 0, 0]],
    ['stray bytes', [3, 0, 0, 0, 0, 0, 1, 5]],
    ['invalid UTF-8', [2, 1, 0, 1, 0xff, 0, 0]],
  ])('%s is an EnvelopeError', (_name, bytes) => {
    expect(() => decodeEnvelope(new Uint8Array(bytes))).toThrow(EnvelopeError);
  });
});
