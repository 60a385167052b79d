import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { iceConfig, iceServers, TURN_CREDENTIAL_TTL_S } from './ice';

describe('ICE servers of calls', () => {
  test('none configured: no servers (host candidates only)', () => {
    expect(iceServers(iceConfig({}), 0)).toEqual([]);
  });

  test('a TURN secret gives day-long credentials coturn checks with the same HMAC', () => {
    const config = iceConfig({
      STUN_URLS: 'stun:turn.example.com:3478',
      TURN_URLS: 'turn:turn.example.com:3478, turns:turn.example.com:5349',
      TURN_SECRET: 's3cret',
    });
    const now = 1_700_000_000_000;
    const [stun, turn] = iceServers(config, now);
    expect(stun).toEqual({ urls: ['stun:turn.example.com:3478'] });
    expect(turn?.urls).toEqual(['turn:turn.example.com:3478', 'turns:turn.example.com:5349']);
    expect(turn?.username).toBe(`${now / 1000 + TURN_CREDENTIAL_TTL_S}:sportlive`);
    expect(turn?.credential).toBe(
      createHmac('sha1', 's3cret')
        .update(turn?.username ?? '')
        .digest('base64'),
    );
  });

  test('a fixed TURN user is passed on; URLs of the wrong scheme are refused at start', () => {
    const config = iceConfig({ TURN_URLS: 'turn:t:3478', TURN_USERNAME: 'u', TURN_CREDENTIAL: 'p' });
    expect(iceServers(config, 0)).toEqual([{ urls: ['turn:t:3478'], username: 'u', credential: 'p' }]);
    expect(() => iceConfig({ STUN_URLS: 'http://x' })).toThrow(/STUN_URLS/);
    expect(() => iceConfig({ TURN_URLS: 'stun:x' })).toThrow(/TURN_URLS/);
  });
});
